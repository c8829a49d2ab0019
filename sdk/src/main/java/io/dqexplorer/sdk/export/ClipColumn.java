package io.dqexplorer.sdk.export;

import io.dqexplorer.sdk.model.ClipRow;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The columns a clip export can hold, each with its CSV header name. Term lists are written as one
 * cell with the terms joined by {@code |}. The frame-quality columns need the clips query's
 * {@code frame_quality} flag and the hand-activity columns its {@code hand_activity} flag; the
 * exporter switches those on by itself when such a column is chosen.
 */
public enum ClipColumn {

    CLIP("clip", Need.NONE, ClipRow::clip),
    EPISODE_INDEX("episode_index", Need.NONE,
            row -> row.episodeIndex().isPresent() ? (Object) row.episodeIndex().getAsLong() : null),
    ANALYZED_SECONDS("analyzed_seconds", Need.NONE, ClipRow::analyzedSeconds),
    ENVIRONMENTS("environments", Need.NONE, row -> TermList.of(row.environments())),
    OBJECTS("objects", Need.NONE, row -> TermList.of(row.objects())),
    ACTIONS("actions", Need.NONE, row -> TermList.of(row.actions())),

    FRAMES("frames", Need.FRAME_QUALITY, row -> row.frameQuality().map(ClipRow.FrameQuality::frames).orElse(null)),
    USABLE("usable", Need.FRAME_QUALITY, row -> row.frameQuality().map(ClipRow.FrameQuality::usable).orElse(null)),
    DISTORTED("distorted", Need.FRAME_QUALITY,
            row -> row.frameQuality().map(ClipRow.FrameQuality::distorted).orElse(null)),
    JERKY("jerky", Need.FRAME_QUALITY, row -> row.frameQuality().map(ClipRow.FrameQuality::jerky).orElse(null)),

    MEASURED_SECONDS("measured_seconds", Need.HAND_ACTIVITY,
            row -> row.handActivity().map(ClipRow.HandSeconds::measuredSeconds).orElse(null)),
    HANDS_VISIBLE_SECONDS("hands_visible_seconds", Need.HAND_ACTIVITY,
            row -> row.handActivity().map(ClipRow.HandSeconds::handsVisibleSeconds).orElse(null)),
    TWO_HANDS_VISIBLE_SECONDS("two_hands_visible_seconds", Need.HAND_ACTIVITY,
            row -> row.handActivity().map(ClipRow.HandSeconds::twoHandsVisibleSeconds).orElse(null)),
    ACTIVE_MANIPULATION_SECONDS("active_manipulation_seconds", Need.HAND_ACTIVITY,
            row -> row.handActivity().map(ClipRow.HandSeconds::activeManipulationSeconds).orElse(null));

    private enum Need { NONE, FRAME_QUALITY, HAND_ACTIVITY }

    private static final List<ClipColumn> DEFAULTS =
            List.of(CLIP, EPISODE_INDEX, ANALYZED_SECONDS, ENVIRONMENTS, OBJECTS, ACTIONS);

    private final String header;
    private final Need need;
    private final Function<ClipRow, Object> value;

    ClipColumn(String header, Need need, Function<ClipRow, Object> value) {
        this.header = header;
        this.need = need;
        this.value = value;
    }

    /** The CSV header name, equal to the contract's field name. */
    public String header() {
        return header;
    }

    /** True when the column is only filled with the clips query's {@code frame_quality} flag on. */
    public boolean needsFrameQuality() {
        return need == Need.FRAME_QUALITY;
    }

    /** True when the column is only filled with the clips query's {@code hand_activity} flag on. */
    public boolean needsHandActivity() {
        return need == Need.HAND_ACTIVITY;
    }

    /** The columns every clip row has, in contract order: clip, episode index, seconds, terms. */
    public static List<ClipColumn> defaults() {
        return DEFAULTS;
    }

    /** The column with this header name, e.g. for a command line's column list. */
    public static Optional<ClipColumn> byHeader(String header) {
        for (ClipColumn column : values()) {
            if (column.header.equals(header)) {
                return Optional.of(column);
            }
        }
        return Optional.empty();
    }

    /**
     * The row's value for this column: a {@link String} or {@link TermList} (text), a
     * {@link Long} or {@link Double} (a number), or null when the row has no value.
     */
    Object valueOf(ClipRow row) {
        return value.apply(row);
    }

    /** A clip's published terms of one section; written as one text cell joined by {@code |}. */
    record TermList(List<String> terms) {
        static TermList of(List<String> terms) {
            return new TermList(terms);
        }
    }
}
