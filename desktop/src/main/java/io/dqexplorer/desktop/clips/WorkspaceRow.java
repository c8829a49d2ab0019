package io.dqexplorer.desktop.clips;

import io.dqexplorer.workspace.query.RowBlock;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ViewColumns;

import java.util.Optional;

/**
 * One row of the workspace table: the clip at {@code index} of the view, or a placeholder while its
 * block is still being read. A placeholder and the loaded row at the same index are not equal, so
 * that the table redraws the row when its block arrives.
 *
 * @param clip null for a placeholder; its values in the order of {@link WorkspaceColumns#SHOWN}
 */
public record WorkspaceRow(long index, RowBlock.Row clip) {

    static WorkspaceRow placeholder(long index) {
        return new WorkspaceRow(index, null);
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
        return clip == null ? "…" : WorkspaceColumns.text(column, value(column).orElse(null));
    }

    /** The clip id; empty for a placeholder. */
    public Optional<String> clipId() {
        return value(Column.CLIP).map(String::valueOf);
    }
}
