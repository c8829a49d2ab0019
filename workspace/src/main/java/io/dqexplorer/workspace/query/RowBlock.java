package io.dqexplorer.workspace.query;

import io.dqexplorer.workspace.table.Column;
import java.util.Collections;
import java.util.List;

/**
 * A block of a view's rows: those from {@code offset} (0-based, in the view's order), each with the
 * chosen columns' values typed as {@link ColumnValues} reads them. What a virtualised table fetches
 * as rows scroll into view.
 *
 * @param rows fewer than asked for at the end of the view
 */
public record RowBlock(long offset, List<Column> columns, List<Row> rows) {

    /**
     * One clip of the block.
     *
     * @param position the clip's place in the service's order, its identity within the snapshot
     * @param values   one per column of the block, in order; null where the clip has no value
     */
    public record Row(long position, List<Object> values) {
        public Row {
            values = Collections.unmodifiableList(values);
        }
    }

    public RowBlock {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
    }

    /** The value of {@code column} in row {@code index} of the block. */
    public Object value(int index, Column column) {
        int at = columns.indexOf(column);
        if (at < 0) {
            throw new IllegalArgumentException("The block holds no column " + column.sqlName());
        }
        return rows.get(index).values().get(at);
    }
}
