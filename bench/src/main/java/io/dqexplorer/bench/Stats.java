package io.dqexplorer.bench;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** Median, min–max and nearest-rank percentiles of a sample. */
final class Stats {

    private final double[] sorted;

    Stats(List<Double> values) {
        sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    }

    Stats(double[] values) {
        sorted = values.clone();
        Arrays.sort(sorted);
    }

    boolean isEmpty() {
        return sorted.length == 0;
    }

    int count() {
        return sorted.length;
    }

    /** NaN for an empty sample (a row whose figure no run produced). */
    double median() {
        int n = sorted.length;
        if (n == 0) {
            return Double.NaN;
        }
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    double min() {
        return sorted[0];
    }

    double max() {
        return sorted[sorted.length - 1];
    }

    double percentile(double p) {
        int rank = (int) Math.ceil(p / 100 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    /** "median (min–max)" with the given format for each figure. */
    String summary(String format) {
        if (isEmpty()) {
            return "n/a";
        }
        return String.format(Locale.US, format + " (" + format + "–" + format + ")", median(), min(), max());
    }
}
