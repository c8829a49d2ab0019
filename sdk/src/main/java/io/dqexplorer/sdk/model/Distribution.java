package io.dqexplorer.sdk.model;

import java.util.List;

/** Per-clip distribution of a defect's affected percent, weighted by assessed duration. */
public record Distribution(String observationUnit, String weightedBy, double binWidthPercent,
                           List<HistogramBin> bins, List<Percentile> percentiles) {

    public Distribution {
        bins = List.copyOf(bins);
        percentiles = List.copyOf(percentiles);
    }

    public record HistogramBin(long clipCount, double footagePercent, double minimumAffectedPercent) {
    }

    public record Percentile(double percentile, double affectedPercent) {
    }
}
