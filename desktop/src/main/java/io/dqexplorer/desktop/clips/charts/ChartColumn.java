package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.workspace.table.Column;
import java.math.BigDecimal;
import java.math.MathContext;

/** The columns the histogram offers: each per-clip ratio and the analyzed seconds, with their words. */
public enum ChartColumn {
    USABLE_SHARE(Column.USABLE_SHARE, "Usable frames share"),
    DISTORTED_SHARE(Column.DISTORTED_SHARE, "Distorted frames share"),
    JERKY_SHARE(Column.JERKY_SHARE, "Jerky frames share"),
    HANDS_VISIBLE_SHARE(Column.HANDS_VISIBLE_SHARE, "Hands-visible share"),
    TWO_HANDS_VISIBLE_SHARE(Column.TWO_HANDS_VISIBLE_SHARE, "Two-hands share"),
    ACTIVE_MANIPULATION_SHARE(Column.ACTIVE_MANIPULATION_SHARE, "Active-manipulation share"),
    ANALYZED_SECONDS(Column.ANALYZED_SECONDS, "Analyzed seconds");

    private static final MathContext AXIS_DIGITS = new MathContext(4);

    private final Column column;
    private final String label;

    ChartColumn(Column column, String label) {
        this.column = column;
        this.label = label;
    }

    public Column column() {
        return column;
    }

    /** An edge of a bin on the axis: ratios as percents ("15 %"), seconds as short numbers ("12.5 s"). */
    public String edge(double value) {
        if (column.kind() == Column.Kind.RATIO) {
            return plain(value * 100) + " %";
        }
        return plain(value) + " s";
    }

    private static String plain(double value) {
        return BigDecimal.valueOf(value).round(AXIS_DIGITS).stripTrailingZeros().toPlainString();
    }

    /** Why a clip has no value here, in the words of the note under the chart. */
    String missingWords() {
        return column.kind() == Column.Kind.RATIO ? "not measured" : "without a value";
    }

    @Override
    public String toString() {
        return label;
    }
}
