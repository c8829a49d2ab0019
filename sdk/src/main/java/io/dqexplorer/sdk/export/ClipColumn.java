package io.dqexplorer.sdk.export;

import io.dqexplorer.sdk.model.ClipRow;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The columns a clip export can hold, each with its CSV header name. Term lists are written as one
 * cell with the terms joined by {@code |}. The frame-quality columns need the clips query's
 * {@code frame_quality} flag and the hand-activity columns its {@code hand_activity} flag; the
 * exporter switches those on by itself when such a column is chosen.
 */
public enum ClipColumn {

    CLIP("clip"),
    EPISODE_INDEX("episode_index"),
    ANALYZED_SECONDS("analyzed_seconds"),
    ENVIRONMENTS("environments"),
    OBJECTS("objects"),
    ACTIONS("actions"),

    FRAMES("frames"),
    USABLE("usable"),
    DISTORTED("distorted"),
    JERKY("jerky"),

    MEASURED_SECONDS("measured_seconds"),
    HANDS_VISIBLE_SECONDS("hands_visible_seconds"),
    TWO_HANDS_VISIBLE_SECONDS("two_hands_visible_seconds"),
    ACTIVE_MANIPULATION_SECONDS("active_manipulation_seconds");

    private static final List<ClipColumn> DEFAULTS = List.copyOf(EnumSet.range(CLIP, ACTIONS));
    private static final Set<ClipColumn> FRAME_QUALITY = EnumSet.range(FRAMES, JERKY);
    private static final Set<ClipColumn> HAND_ACTIVITY = EnumSet.range(MEASURED_SECONDS, ACTIVE_MANIPULATION_SECONDS);

    private final String header;

    ClipColumn(String header) {
        this.header = header;
    }

    /** The CSV header name, equal to the contract's field name. */
    public String header() {
        return header;
    }

    /** True when the column is only filled with the clips query's {@code frame_quality} flag on. */
    public boolean needsFrameQuality() {
        return FRAME_QUALITY.contains(this);
    }

    /** True when the column is only filled with the clips query's {@code hand_activity} flag on. */
    public boolean needsHandActivity() {
        return HAND_ACTIVITY.contains(this);
    }

    /** The columns every clip row has, in contract order: clip, episode index, seconds, terms. */
    public static List<ClipColumn> defaults() {
        return DEFAULTS;
    }

    /**
     * The columns shown unless chosen one by one: the {@link #defaults()} every row has, then the
     * frame-quality and hand-activity columns when those blocks are asked for. The one rule for the
     * clip table's columns and the headless export's flags, so that both name the same columns alike.
     */
    public static List<ClipColumn> defaults(boolean frameQuality, boolean handActivity) {
        List<ClipColumn> columns = new ArrayList<>(DEFAULTS);
        for (ClipColumn column : values()) {
            if ((frameQuality && column.needsFrameQuality()) || (handActivity && column.needsHandActivity())) {
                columns.add(column);
            }
        }
        return List.copyOf(columns);
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

    /** The row's cell in this column; {@link ClipCell#absent()} when the row has no such value. */
    public ClipCell cell(ClipRow row) {
        // a switch rather than a function per column: no class to spin per column at start-up
        return switch (this) {
            case CLIP -> new ClipCell.Text(row.clip());
            case EPISODE_INDEX -> row.episodeIndex().isPresent() ? new ClipCell.Count(row.episodeIndex().getAsLong()) : ClipCell.absent();
            case ANALYZED_SECONDS -> new ClipCell.Seconds(row.analyzedSeconds());
            case ENVIRONMENTS -> new ClipCell.Terms(row.environments());
            case OBJECTS -> new ClipCell.Terms(row.objects());
            case ACTIONS -> new ClipCell.Terms(row.actions());
            case FRAMES -> row.frameQuality().isPresent() ? new ClipCell.Count(row.frameQuality().get().frames()) : ClipCell.absent();
            case USABLE -> row.frameQuality().isPresent() ? new ClipCell.Count(row.frameQuality().get().usable()) : ClipCell.absent();
            case DISTORTED -> row.frameQuality().isPresent() ? new ClipCell.Count(row.frameQuality().get().distorted()) : ClipCell.absent();
            case JERKY -> row.frameQuality().isPresent() ? new ClipCell.Count(row.frameQuality().get().jerky()) : ClipCell.absent();
            case MEASURED_SECONDS -> row.handActivity().isPresent()
                    ? new ClipCell.Seconds(row.handActivity().get().measuredSeconds()) : ClipCell.absent();
            case HANDS_VISIBLE_SECONDS -> row.handActivity().isPresent()
                    ? new ClipCell.Seconds(row.handActivity().get().handsVisibleSeconds()) : ClipCell.absent();
            case TWO_HANDS_VISIBLE_SECONDS -> row.handActivity().isPresent()
                    ? new ClipCell.Seconds(row.handActivity().get().twoHandsVisibleSeconds()) : ClipCell.absent();
            case ACTIVE_MANIPULATION_SECONDS -> row.handActivity().isPresent()
                    ? new ClipCell.Seconds(row.handActivity().get().activeManipulationSeconds()) : ClipCell.absent();
        };
    }
}
