package io.dqexplorer.sdk.export;

import io.dqexplorer.sdk.model.ClipRow;

import java.util.List;
import java.util.Optional;

/**
 * The columns a clip export can hold, each with its CSV header name. Term lists are written as one
 * cell with the terms joined by {@code |}. The frame-quality columns need the clips query's
 * {@code frame_quality} flag and the hand-activity columns its {@code hand_activity} flag; the
 * exporter switches those on by itself when such a column is chosen.
 */
public enum ClipColumn {

    CLIP("clip", Need.NONE),
    EPISODE_INDEX("episode_index", Need.NONE),
    ANALYZED_SECONDS("analyzed_seconds", Need.NONE),
    ENVIRONMENTS("environments", Need.NONE),
    OBJECTS("objects", Need.NONE),
    ACTIONS("actions", Need.NONE),

    FRAMES("frames", Need.FRAME_QUALITY),
    USABLE("usable", Need.FRAME_QUALITY),
    DISTORTED("distorted", Need.FRAME_QUALITY),
    JERKY("jerky", Need.FRAME_QUALITY),

    MEASURED_SECONDS("measured_seconds", Need.HAND_ACTIVITY),
    HANDS_VISIBLE_SECONDS("hands_visible_seconds", Need.HAND_ACTIVITY),
    TWO_HANDS_VISIBLE_SECONDS("two_hands_visible_seconds", Need.HAND_ACTIVITY),
    ACTIVE_MANIPULATION_SECONDS("active_manipulation_seconds", Need.HAND_ACTIVITY);

    private enum Need { NONE, FRAME_QUALITY, HAND_ACTIVITY }

    private static final List<ClipColumn> DEFAULTS =
            List.of(CLIP, EPISODE_INDEX, ANALYZED_SECONDS, ENVIRONMENTS, OBJECTS, ACTIONS);

    private final String header;
    private final Need need;

    ClipColumn(String header, Need need) {
        this.header = header;
        this.need = need;
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
        // a switch rather than a function per column: no class to spin per column at start-up
        return switch (this) {
            case CLIP -> row.clip();
            case EPISODE_INDEX -> row.episodeIndex().isPresent() ? (Object) row.episodeIndex().getAsLong() : null;
            case ANALYZED_SECONDS -> row.analyzedSeconds();
            case ENVIRONMENTS -> TermList.of(row.environments());
            case OBJECTS -> TermList.of(row.objects());
            case ACTIONS -> TermList.of(row.actions());
            case FRAMES -> row.frameQuality().isPresent() ? (Object) row.frameQuality().get().frames() : null;
            case USABLE -> row.frameQuality().isPresent() ? (Object) row.frameQuality().get().usable() : null;
            case DISTORTED -> row.frameQuality().isPresent() ? (Object) row.frameQuality().get().distorted() : null;
            case JERKY -> row.frameQuality().isPresent() ? (Object) row.frameQuality().get().jerky() : null;
            case MEASURED_SECONDS -> row.handActivity().isPresent() ? (Object) row.handActivity().get().measuredSeconds() : null;
            case HANDS_VISIBLE_SECONDS ->
                    row.handActivity().isPresent() ? (Object) row.handActivity().get().handsVisibleSeconds() : null;
            case TWO_HANDS_VISIBLE_SECONDS ->
                    row.handActivity().isPresent() ? (Object) row.handActivity().get().twoHandsVisibleSeconds() : null;
            case ACTIVE_MANIPULATION_SECONDS ->
                    row.handActivity().isPresent() ? (Object) row.handActivity().get().activeManipulationSeconds() : null;
        };
    }

    /** A clip's published terms of one section; written as one text cell joined by {@code |}. */
    record TermList(List<String> terms) {
        static TermList of(List<String> terms) {
            return new TermList(terms);
        }
    }
}
