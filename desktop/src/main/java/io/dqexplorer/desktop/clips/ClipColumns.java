package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.workspace.table.Column;

import java.util.List;

/**
 * The clip table's columns ({@link io.dqexplorer.workspace.table.ViewColumns}): their headings and how a
 * value becomes text: ratios as percents, seconds with one decimal, counts grouped, and no value as "—", never 0.
 */
public final class ClipColumns {

    /** What a cell shows for no value: a ratio whose denominator is 0, a block that was not measured. */
    public static final String NO_VALUE = "—";

    private ClipColumns() {
    }

    /** "Distorted %", "Analyzed s": short enough for a header, the filter name in its tooltip. */
    public static String heading(Column column) {
        return switch (column) {
            case CLIP -> "Clip";
            case EPISODE_INDEX -> "Episode";
            case ANALYZED_SECONDS -> "Analyzed s";
            case ENVIRONMENTS -> "Environments";
            case OBJECTS -> "Objects";
            case ACTIONS -> "Actions";
            case FRAMES -> "Frames";
            case USABLE -> "Usable";
            case DISTORTED -> "Distorted";
            case JERKY -> "Jerky";
            case MEASURED_SECONDS -> "Measured s";
            case HANDS_VISIBLE_SECONDS -> "Hands visible s";
            case TWO_HANDS_VISIBLE_SECONDS -> "Two hands s";
            case ACTIVE_MANIPULATION_SECONDS -> "Active manip. s";
            case DUPLICATE_GROUP -> "Duplicate group";
            case USABLE_SHARE -> "Usable %";
            case DISTORTED_SHARE -> "Distorted %";
            case JERKY_SHARE -> "Jerky %";
            case HANDS_VISIBLE_SHARE -> "Hands visible %";
            case TWO_HANDS_VISIBLE_SHARE -> "Two hands %";
            case ACTIVE_MANIPULATION_SHARE -> "Active manip. %";
        };
    }

    /** A cell's text: the service's words (clip ids, terms) as they came; the table's cells escape their controls. */
    public static String text(Column column, Object value) {
        if (value == null) {
            return NO_VALUE;
        }
        return switch (column.kind()) {
            case RATIO -> Formats.fractionAsPercent(((Number) value).doubleValue());
            case SECONDS -> Formats.seconds(((Number) value).doubleValue());
            case COUNT -> Formats.count(((Number) value).longValue());
            case TERMS -> String.join(", ", ((List<?>) value).stream().map(String::valueOf).toList());
            case TEXT -> String.valueOf(value);
        };
    }
}
