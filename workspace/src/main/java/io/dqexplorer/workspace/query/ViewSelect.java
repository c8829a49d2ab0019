package io.dqexplorer.workspace.query;

import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.table.ClipTable;
import io.dqexplorer.workspace.table.Column;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;

/**
 * The rows of a view: a condition, an order and the chosen columns, as one SELECT over the clip
 * view. Its SQL text holds only whitelisted column names, keywords and {@code ?}; every value is
 * bound by {@link #bind}. The table's block queries and the exports both read through it, so that
 * an export holds exactly the rows the table shows, in the same order.
 */
public record ViewSelect(SqlCondition condition, Sort sort, List<Column> columns) {

    public ViewSelect {
        columns = List.copyOf(columns);
        if (columns.isEmpty()) {
            throw new IllegalArgumentException("A view needs at least one column");
        }
        if (columns.stream().distinct().count() != columns.size()) {
            throw new IllegalArgumentException("A view names a column twice: " + columns);
        }
    }

    /** {@code SELECT <columns> FROM clip_view WHERE (<condition>) ORDER BY <sort>, position}. */
    public String sql() {
        return "SELECT " + columnList() + " FROM " + ClipTable.VIEW + " WHERE (" + condition.sql() + ") ORDER BY "
                + sort.orderBy();
    }

    /**
     * The same rows with each term list as one text, its terms joined by {@code |} as a CSV cell holds them
     * ({@link io.dqexplorer.sdk.export.CsvCells#terms}): DuckDB joins them natively, where reading each list
     * as an array and joining it was some 40 % of the writing's samples in an export of 246,525 rows (JFR).
     */
    public String csvSql() {
        return "SELECT " + String.join(", ", columns.stream().map(column -> column.kind() == Column.Kind.TERMS
                ? "array_to_string(" + column.sqlName() + ", '|') AS " + column.sqlName() : column.sqlName()).toList())
                + " FROM " + ClipTable.VIEW + " WHERE (" + condition.sql() + ") ORDER BY " + sort.orderBy();
    }

    /**
     * A block of the same rows: {@code position} then the columns, the placeholders after the condition's
     * being {@code LIMIT ? OFFSET ?}. The subset's row ids alone are sorted and the block's rows fetched by
     * id: sorting whole rows (term lists and all) cost a block in the middle of a million clips about twice as
     * much, and DuckDB's top-N of whole rows cost the first block 3.5 to 8 times as much (workspace/README.md,
     * "Benchmarks").
     *
     * @param fromTheEnd whether the offset counts from the view's last row: the ids are sorted in the opposite
     *                   order, whose top-N of a block near the end is as cheap as the first block's, and the
     *                   block's rows still come in this order
     */
    String blockSql(boolean fromTheEnd) {
        return "SELECT " + Sort.TIE_BREAK + ", " + columnList() + " FROM " + ClipTable.VIEW + " WHERE " + ClipTable.ROW_ID
                + " IN (SELECT " + ClipTable.ROW_ID + " FROM " + ClipTable.VIEW + " WHERE (" + condition.sql()
                + ") ORDER BY " + (fromTheEnd ? sort.reversedOrderBy() : sort.orderBy()) + " LIMIT ? OFFSET ?) ORDER BY "
                + sort.orderBy();
    }

    private String columnList() {
        return String.join(", ", columns.stream().map(Column::sqlName).toList());
    }

    /**
     * Binds the condition's values from placeholder {@code first} on.
     *
     * @return the next placeholder's index
     */
    public int bind(PreparedStatement statement, int first) throws SQLException {
        return Bindings.bind(statement, first, condition);
    }
}
