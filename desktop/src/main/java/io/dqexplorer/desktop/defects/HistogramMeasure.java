package io.dqexplorer.desktop.defects;

import io.dqexplorer.sdk.model.Distribution.HistogramBin;

/**
 * What the distribution chart's bars show per bin of affected percent: the bin's {@code clip_count}
 * (clips, each counted once whatever its length) or its {@code footage_percent} (its share of the
 * assessed duration).
 */
public enum HistogramMeasure {
    CLIP_COUNT("Clips", "Clips in bin", "number of clips in each bin of affected percent"),
    FOOTAGE_PERCENT("Footage share", "Footage in bin (% of assessed hours)",
            "share of the assessed footage in each bin of affected percent");

    private final String choice;
    private final String axisLabel;
    private final String title;

    HistogramMeasure(String choice, String axisLabel, String title) {
        this.choice = choice;
        this.axisLabel = axisLabel;
        this.title = title;
    }

    public double value(HistogramBin bin) {
        return this == CLIP_COUNT ? bin.clipCount() : bin.footagePercent();
    }

    /** Clip counts are whole numbers: their axis never has a tick between two of them. */
    boolean whole() {
        return this == CLIP_COUNT;
    }

    public String axisLabel() {
        return axisLabel;
    }

    /** What the bars show, for the chart's heading. */
    String title() {
        return title;
    }

    @Override
    public String toString() {
        return choice;
    }
}
