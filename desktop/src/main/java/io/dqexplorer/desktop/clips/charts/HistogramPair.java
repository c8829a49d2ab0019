package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.workspace.query.CountAxis;
import io.dqexplorer.workspace.query.Histogram;

/**
 * The whole dataset's histogram of a column and the current subset's, on the same bins. A subset
 * (any filter) is drawn on a count axis of its own, so that 95 clips beside 2,734 still show their shape;
 * unfiltered, the subset is the whole and one axis serves both.
 *
 * @param subsetOwnAxis whether the subset has its own count axis (it is a part of the whole)
 * @param logScale      whether the count axes are logarithmic
 */
public record HistogramPair(ChartColumn column, Histogram whole, Histogram subset, boolean subsetOwnAxis,
                            boolean logScale) {

    public CountAxis wholeAxis() {
        return CountAxis.over(subsetOwnAxis ? whole.tallest() : Math.max(whole.tallest(), subset.tallest()), logScale);
    }

    public CountAxis subsetAxis() {
        return subsetOwnAxis ? CountAxis.over(subset.tallest(), logScale) : wholeAxis();
    }

    HistogramPair withLogScale(boolean log) {
        return new HistogramPair(column, whole, subset, subsetOwnAxis, log);
    }
}
