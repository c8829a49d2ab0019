package io.dqexplorer.desktop.clips;

import io.dqexplorer.workspace.query.RowBlock;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ViewColumns;

import io.dqexplorer.desktop.common.Formats;

import java.util.Optional;

/**
 * One row of the clip table, from the snapshot or the service's pages: the clip at {@code index} of the view, or a placeholder while its
 * block is still being read. A placeholder and the loaded row at the same index are not equal, so
 * that the table redraws the row when its block arrives.
 *
 * @param clip null for a placeholder; its values in the order of {@link ClipColumns#SHOWN}
 */
public record ClipsRow(long index, RowBlock.Row clip) {

    static ClipsRow placeholder(long index) {
        return new ClipsRow(index, null);
    }

    public boolean isLoaded() {
        return clip != null;
    }

    /** The column's value; empty for a placeholder and where the clip has none. */
    public Optional<Object> value(Column column) {
        if (clip == null) {
            return Optional.empty();
        }
        return Optional.ofNullable(clip.values().get(ViewColumns.DEFAULTS.indexOf(column)));
    }

    /** What the cell shows: "…" while loading, "—" for no value. */
    public String text(Column column) {
        return clip == null ? "…" : ClipColumns.text(column, value(column).orElse(null));
    }

    /** The clip id; empty for a placeholder. */
    public Optional<String> clipId() {
        return value(Column.CLIP).map(String::valueOf);
    }

    /**
     * Why the row's clip has no measurement, when the row shows it; empty otherwise. The contract gives a
     * clip no state of its own, but an unreadable clip is one with no usable deterministic measurement, and
     * the row says so: no analyzed footage at all, or a frame-quality block that counts no frame, or
     * (without one) a hand-activity block that measured no second.
     */
    public Optional<String> unreadable() {
        Optional<Double> analyzed = number(Column.ANALYZED_SECONDS);
        if (analyzed.isEmpty()) {
            return Optional.empty();
        }
        if (analyzed.get() == 0) {
            return Optional.of("Unreadable: no footage of it could be analyzed, so it has no frame counts, no hand "
                    + "seconds and no published terms. It counts in the clips, not in any hours.");
        }
        String counted = "Its " + Formats.seconds(analyzed.get()) + " count in the analyzed hours";
        Optional<Double> frames = number(Column.FRAMES);
        if (frames.filter(count -> count == 0).isPresent()) {
            return Optional.of("Unreadable: none of its frames could be decoded, so it has no frame counts and no "
                    + "published terms. " + counted + ", not in the decoded hours of Video defects.");
        }
        if (frames.isEmpty() && number(Column.MEASURED_SECONDS).filter(seconds -> seconds == 0).isPresent()) {
            return Optional.of("Not measured: no second of it was measured for hand activity, as for an unreadable "
                    + "clip. " + counted + ", not in the measured hours of hand activity.");
        }
        return Optional.empty();
    }

    private Optional<Double> number(Column column) {
        return value(column).map(value -> ((Number) value).doubleValue());
    }
}
