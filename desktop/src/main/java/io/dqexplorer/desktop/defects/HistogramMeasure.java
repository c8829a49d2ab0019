package io.dqexplorer.desktop.defects;

import io.dqexplorer.sdk.model.Distribution.HistogramBin;

/** What the distribution chart counts per bin of affected percent. */
public enum HistogramMeasure {
    CLIP_COUNT("Clips", "Clips in bin"),
    FOOTAGE_PERCENT("Footage share", "Footage in bin (% of assessed hours)");

    private final String choice;
    private final String axisLabel;

    HistogramMeasure(String choice, String axisLabel) {
        this.choice = choice;
        this.axisLabel = axisLabel;
    }

    public double value(HistogramBin bin) {
        return this == CLIP_COUNT ? bin.clipCount() : bin.footagePercent();
    }

    public String axisLabel() {
        return axisLabel;
    }

    @Override
    public String toString() {
        return choice;
    }
}
