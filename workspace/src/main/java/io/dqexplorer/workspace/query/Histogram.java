package io.dqexplorer.workspace.query;

import io.dqexplorer.workspace.table.Column;
import java.util.List;

/**
 * Clips of a subset counted into equal-width bins of one numeric column. The edges come from the
 * whole dataset, never from the subset, so that a subset's histogram and the whole's share one axis:
 * ratios span 0..1, other columns their smallest to largest value over every clip. Bin {@code i}
 * holds values from {@link #binLower(int) binLower(i)} up to, not including, {@code binLower(i + 1)};
 * the last bin also holds {@link #upper()}.
 *
 * @param counts  clips per bin
 * @param missing clips of the subset with no value in the column (e.g. not measured)
 */
public record Histogram(Column column, double lower, double upper, List<Long> counts, long missing) {

    public Histogram {
        counts = List.copyOf(counts);
    }

    public int bins() {
        return counts.size();
    }

    /** The width of a bin; 1 when every value of the dataset is the same (one bin holds them). */
    public double width() {
        return width(lower, upper, counts.size());
    }

    public double binLower(int bin) {
        return lower + bin * width();
    }

    /** The bin a value falls in, by the rule the query uses: {@code min(floor((value - lower) / width), bins - 1)}. */
    public int binOf(double value) {
        return (int) Math.min(Math.floor((value - lower) / width()), counts.size() - 1);
    }

    static double width(double lower, double upper, int bins) {
        return upper > lower ? (upper - lower) / bins : 1;
    }
}
