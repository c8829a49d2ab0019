package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.export.FormulaGuard;
import io.dqexplorer.sdk.model.ClipRow;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A clip row's cells, column by column: the words on screen ({@link #display}) and the plain
 * values copied for a spreadsheet ({@link #plain}). The columns are the export's
 * {@link ClipColumn}s, so the table, the copied text and the CSV name their columns alike.
 */
public final class ClipCells {

    /** Joins a clip's terms of one section in copied text, as the CSV export does. */
    static final String LIST_SEPARATOR = "|";
    private ClipCells() {
    }

    /** The table header of a column. */
    public static String title(ClipColumn column) {
        return switch (column) {
            case CLIP -> "Clip";
            case EPISODE_INDEX -> "Episode";
            case ANALYZED_SECONDS -> "Analyzed";
            case ENVIRONMENTS -> "Environments";
            case OBJECTS -> "Objects";
            case ACTIONS -> "Actions";
            case FRAMES -> "Frames";
            case USABLE -> "Usable";
            case DISTORTED -> "Distorted";
            case JERKY -> "Jerky";
            case MEASURED_SECONDS -> "Measured";
            case HANDS_VISIBLE_SECONDS -> "Hands visible";
            case TWO_HANDS_VISIBLE_SECONDS -> "Two hands";
            case ACTIVE_MANIPULATION_SECONDS -> "Active manipulation";
        };
    }

    /** The cell as shown in the table; empty when the row has no value. */
    public static String display(ClipColumn column, ClipRow row) {
        Object value = value(column, row);
        if (value == null) {
            return "";
        }
        if (value instanceof List<?> terms) {
            return terms.stream().map(String::valueOf).collect(Collectors.joining(", "));
        }
        if (value instanceof Long count) {
            return column == ClipColumn.EPISODE_INDEX ? count.toString() : Formats.count(count);
        }
        if (value instanceof Double seconds) {
            return Formats.seconds(seconds);
        }
        return value.toString();
    }

    /**
     * The cell as copied for a spreadsheet: numbers without grouping or units, terms joined by
     * {@value #LIST_SEPARATOR}, tabs and line breaks flattened to spaces (they would split the
     * cell), and text a spreadsheet would run as a formula prefixed with {@code '}, as in the CSV.
     */
    static String plain(ClipColumn column, ClipRow row) {
        Object value = value(column, row);
        if (value == null) {
            return "";
        }
        if (value instanceof Double number) {
            return BigDecimal.valueOf(number).stripTrailingZeros().toPlainString();
        }
        if (value instanceof Long number) {
            return number.toString();
        }
        String text = value instanceof List<?> terms
                ? terms.stream().map(String::valueOf).collect(Collectors.joining(LIST_SEPARATOR))
                : value.toString();
        return FormulaGuard.neutralise(text).replaceAll("[\\t\\r\\n]", " ");
    }

    /**
     * Why the row's clip has no measurement, when the row shows it; empty otherwise. The contract
     * gives a clip row no state of its own, but an unreadable clip is one with no usable deterministic
     * measurement, and the row says so: no analyzed footage at all, or a frame-quality block that counts
     * no frame, or (without one) a hand-activity block that measured no second. Otherwise a row cannot
     * tell: its blank terms may also mean that none of its terms is published.
     */
    static Optional<String> unreadable(ClipRow row) {
        if (row.analyzedSeconds() == 0) {
            return Optional.of("Unreadable: no footage of it could be analyzed, so it has no frame counts, no hand "
                    + "seconds and no published terms. It counts in the clips, not in any hours.");
        }
        String counted = "Its " + Formats.seconds(row.analyzedSeconds()) + " count in the analyzed hours";
        if (row.frameQuality().filter(frames -> frames.frames() == 0).isPresent()) {
            return Optional.of("Unreadable: none of its frames could be decoded, so it has no frame counts and no "
                    + "published terms. " + counted + ", not in the decoded hours of Video defects.");
        }
        if (row.frameQuality().isEmpty()
                && row.handActivity().filter(hands -> hands.measuredSeconds() == 0).isPresent()) {
            return Optional.of("Not measured: no second of it was measured for hand activity, as for an unreadable "
                    + "clip. " + counted + ", not in the measured hours of hand activity.");
        }
        return Optional.empty();
    }

    /** A String, a List of terms, a Long, a Double, or null when the row has no value. */
    private static Object value(ClipColumn column, ClipRow row) {
        Optional<ClipRow.FrameQuality> frames = row.frameQuality();
        Optional<ClipRow.HandSeconds> hands = row.handActivity();
        return switch (column) {
            case CLIP -> row.clip();
            case EPISODE_INDEX -> row.episodeIndex().isPresent() ? row.episodeIndex().getAsLong() : null;
            case ANALYZED_SECONDS -> row.analyzedSeconds();
            case ENVIRONMENTS -> row.environments();
            case OBJECTS -> row.objects();
            case ACTIONS -> row.actions();
            case FRAMES -> frames.map(ClipRow.FrameQuality::frames).orElse(null);
            case USABLE -> frames.map(ClipRow.FrameQuality::usable).orElse(null);
            case DISTORTED -> frames.map(ClipRow.FrameQuality::distorted).orElse(null);
            case JERKY -> frames.map(ClipRow.FrameQuality::jerky).orElse(null);
            case MEASURED_SECONDS -> hands.map(ClipRow.HandSeconds::measuredSeconds).orElse(null);
            case HANDS_VISIBLE_SECONDS -> hands.map(ClipRow.HandSeconds::handsVisibleSeconds).orElse(null);
            case TWO_HANDS_VISIBLE_SECONDS -> hands.map(ClipRow.HandSeconds::twoHandsVisibleSeconds).orElse(null);
            case ACTIVE_MANIPULATION_SECONDS -> hands.map(ClipRow.HandSeconds::activeManipulationSeconds).orElse(null);
        };
    }
}
