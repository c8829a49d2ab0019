package io.dqexplorer.desktop.clips.grid;

import io.dqexplorer.workspace.table.Column;

/**
 * What each clip column means, in one sentence with its unit: the one source of the table headings'
 * tooltips (and of the docs' column list). Ratios are shown as percents and filtered as fractions,
 * which the sentence of each says.
 */
public final class ColumnDefinitions {

    private ColumnDefinitions() {
    }

    /** One sentence: what the column holds, and in which unit. */
    public static String of(Column column) {
        return switch (column) {
            case CLIP -> "The clip's id as the service names it (text).";
            case EPISODE_INDEX -> "The clip's place in its episode, when the service gives one (a whole number).";
            case ANALYZED_SECONDS -> "Footage of the clip that was analyzed, in seconds.";
            case ENVIRONMENTS -> "The clip's published environment terms (a list of terms).";
            case OBJECTS -> "The clip's published object terms (a list of terms).";
            case ACTIONS -> "The clip's published action terms (a list of terms).";
            case FRAMES -> "Frames assessed for frame quality (a count of frames).";
            case USABLE -> "Assessed frames that were usable (a count of frames).";
            case DISTORTED -> "Assessed frames that were distorted (a count of frames).";
            case JERKY -> "Assessed frames that were jerky (a count of frames).";
            case MEASURED_SECONDS -> "Footage the hand-activity measurement answered for, in seconds: the denominator of the hand shares.";
            case HANDS_VISIBLE_SECONDS -> "Measured footage with at least one camera-wearer hand visible, in seconds.";
            case TWO_HANDS_VISIBLE_SECONDS -> "Measured footage with both camera-wearer hands visible, in seconds.";
            case ACTIVE_MANIPULATION_SECONDS -> "Measured footage showing active manipulation, in seconds.";
            case DUPLICATE_GROUP -> "The clip's exact-duplicate group, numbered from 1 in the service's order; empty when in none.";
            case USABLE_SHARE -> "Usable frames ÷ frames assessed, in percent (a fraction 0–1 in filter text).";
            case DISTORTED_SHARE -> "Distorted frames ÷ frames assessed, in percent (a fraction 0–1 in filter text).";
            case JERKY_SHARE -> "Jerky frames ÷ frames assessed, in percent (a fraction 0–1 in filter text).";
            case HANDS_VISIBLE_SHARE -> "Seconds with a hand visible ÷ measured seconds, in percent (a fraction 0–1 in filter text).";
            case TWO_HANDS_VISIBLE_SHARE -> "Seconds with both hands visible ÷ measured seconds, in percent (a fraction 0–1 in filter text).";
            case ACTIVE_MANIPULATION_SHARE -> "Seconds of active manipulation ÷ measured seconds, in percent (a fraction 0–1 in filter text).";
        };
    }

    /** A heading's tooltip: the definition, then the column's name in filter text. */
    public static String tooltip(Column column) {
        return of(column) + "\nIn filter text: " + column.sqlName();
    }
}
