package io.dqexplorer.desktop.defects;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sdk.model.Distribution.HistogramBin;

import java.math.BigDecimal;

/**
 * One bar of the selected defect's histogram: the clips whose affected percent falls in
 * [{@code bin.minimumAffectedPercent()}, {@code toPercent}), the last bin including 100 %.
 */
public record HistogramBar(HistogramBin bin, double toPercent) {

    static HistogramBar of(HistogramBin bin, double binWidthPercent) {
        return new HistogramBar(bin, Math.min(100, bin.minimumAffectedPercent() + binWidthPercent));
    }

    /** The category under the bar, "10–20": short enough that every bin keeps its label; the axis names the unit. */
    public String range() {
        return plain(bin.minimumAffectedPercent()) + "–" + plain(toPercent);
    }

    /** What the bar stands for, whatever the bars show and whatever the scale: the real figures. */
    public String tooltip() {
        return range() + " % of the clip affected\n"
                + Formats.count(bin.clipCount(), "clip", "clips") + "\n"
                + Formats.percent(bin.footagePercent()) + " of the assessed footage";
    }

    private static String plain(double percent) {
        return BigDecimal.valueOf(percent).stripTrailingZeros().toPlainString();
    }
}
