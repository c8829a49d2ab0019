package io.dqexplorer.workspace.view;

import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.table.Column;

import java.util.List;
import java.util.Optional;

/**
 * The clip table of a view: its filter and sort in their text forms, its columns in the order shown,
 * and where it was scrolled to. The clip at the top is what a restored table scrolls back to, since a
 * row number means another clip once the snapshot changes; the row is the fallback when that clip is gone.
 *
 * @param topRow the view's row shown first (0-based)
 */
public record ClipTableState(Filter filter, Sort sort, List<Column> columns, Optional<String> topClip, long topRow) {

    public ClipTableState {
        columns = List.copyOf(columns);
        if (topRow < 0) {
            throw ViewFormatException.faulty("its clip table's top row is negative: " + topRow);
        }
    }
}
