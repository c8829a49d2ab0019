package io.dqexplorer.workspace.query;

import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.workspace.table.Column;
import java.util.Comparator;
import java.util.List;

/**
 * The clip view computed in plain Java from the rows the snapshot was built from, independently of
 * DuckDB: the reference the queries are checked against. Values are typed as {@link ColumnValues}
 * reads them (null where the view has null).
 */
public final class JavaView {

    private JavaView() {
    }

    public static Object value(ClipRow row, Column column) {
        ClipRow.FrameQuality frames = row.frameQuality().orElse(null);
        ClipRow.HandSeconds hands = row.handActivity().orElse(null);
        return switch (column) {
            case CLIP -> row.clip();
            case EPISODE_INDEX -> row.episodeIndex().isPresent() ? row.episodeIndex().getAsLong() : null;
            case ANALYZED_SECONDS -> row.analyzedSeconds();
            case ENVIRONMENTS -> row.environments();
            case OBJECTS -> row.objects();
            case ACTIONS -> row.actions();
            case FRAMES -> frames == null ? null : frames.frames();
            case USABLE -> frames == null ? null : frames.usable();
            case DISTORTED -> frames == null ? null : frames.distorted();
            case JERKY -> frames == null ? null : frames.jerky();
            case MEASURED_SECONDS -> hands == null ? null : hands.measuredSeconds();
            case HANDS_VISIBLE_SECONDS -> hands == null ? null : hands.handsVisibleSeconds();
            case TWO_HANDS_VISIBLE_SECONDS -> hands == null ? null : hands.twoHandsVisibleSeconds();
            case ACTIVE_MANIPULATION_SECONDS -> hands == null ? null : hands.activeManipulationSeconds();
            case DUPLICATE_GROUP -> null;
            case USABLE_SHARE -> frames == null || frames.frames() == 0 ? null : (double) frames.usable() / frames.frames();
            case DISTORTED_SHARE -> frames == null || frames.frames() == 0 ? null : (double) frames.distorted() / frames.frames();
            case JERKY_SHARE -> frames == null || frames.frames() == 0 ? null : (double) frames.jerky() / frames.frames();
            case HANDS_VISIBLE_SHARE -> hands == null || hands.measuredSeconds() == 0 ? null
                    : hands.handsVisibleSeconds() / hands.measuredSeconds();
            case TWO_HANDS_VISIBLE_SHARE -> hands == null || hands.measuredSeconds() == 0 ? null
                    : hands.twoHandsVisibleSeconds() / hands.measuredSeconds();
            case ACTIVE_MANIPULATION_SHARE -> hands == null || hands.measuredSeconds() == 0 ? null
                    : hands.activeManipulationSeconds() / hands.measuredSeconds();
        };
    }

    /** Positions (indexes into {@code rows}) in the order of one numeric or text key, nulls last, then position. */
    static Comparator<Integer> order(List<ClipRow> rows, Column column, boolean descending) {
        Comparator<Object> values = (a, b) -> {
            @SuppressWarnings({"unchecked", "rawtypes"})
            int compared = ((Comparable) a).compareTo(b);
            return descending ? -compared : compared;
        };
        Comparator<Integer> byValue = Comparator.comparing(position -> value(rows.get(position), column),
                Comparator.nullsLast(values));
        return byValue.thenComparing(Comparator.naturalOrder());
    }
}
