package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.workspace.query.Histogram;

/** The whole dataset's histogram of a column and the current subset's, on the same bin edges. */
public record HistogramPair(ChartColumn column, Histogram whole, Histogram subset) {

    /** Every clip a histogram counted, with a value or without. */
    static long clips(Histogram histogram) {
        return histogram.counts().stream().mapToLong(Long::longValue).sum() + histogram.missing();
    }

    /** The tallest bar of either histogram: how far the count axis must reach. */
    long tallest() {
        long tallest = 0;
        for (int bin = 0; bin < whole.bins(); bin++) {
            tallest = Math.max(tallest, Math.max(whole.counts().get(bin), subset.counts().get(bin)));
        }
        return tallest;
    }
}
