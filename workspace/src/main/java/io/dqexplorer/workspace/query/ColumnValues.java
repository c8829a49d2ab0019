package io.dqexplorer.workspace.query;

import io.dqexplorer.workspace.table.Column;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a column's value from a result row as its kind's Java type: text as {@link String}, terms
 * as an unmodifiable {@code List<String>}, counts as {@link Long}, seconds and ratios as
 * {@link Double}; null when the clip has no value (null is never read as 0).
 */
public final class ColumnValues {

    private ColumnValues() {
    }

    /** The value at result column {@code index} (from 1), typed by {@code column}'s kind. */
    public static Object read(ResultSet rows, int index, Column column) throws SQLException {
        return switch (column.kind()) {
            case TEXT -> rows.getString(index);
            case TERMS -> terms(rows.getArray(index));
            case COUNT -> {
                long value = rows.getLong(index);
                yield rows.wasNull() ? null : value;
            }
            case SECONDS, RATIO -> {
                double value = rows.getDouble(index);
                yield rows.wasNull() ? null : value;
            }
        };
    }

    private static List<String> terms(Array array) throws SQLException {
        if (array == null) {
            return null;
        }
        Object[] values = (Object[]) array.getArray();
        List<String> terms = new ArrayList<>(values.length);
        for (Object value : values) {
            terms.add((String) value);
        }
        return List.copyOf(terms);
    }
}
