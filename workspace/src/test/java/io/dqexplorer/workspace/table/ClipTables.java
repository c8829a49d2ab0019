package io.dqexplorer.workspace.table;

import io.dqexplorer.sdk.model.ClipRow;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/** A snapshot's clip table filled the way a fetch fills it, for the tests that query one. */
public final class ClipTables {

    private ClipTables() {
    }

    /** Creates the table on {@code connection}, appends {@code rows} (no duplicates among them) and completes it. */
    public static void fill(Connection connection, List<ClipRow> rows) throws SQLException {
        ClipTable.create(connection);
        try (ClipAppender appender = new ClipAppender(connection, Map.of())) {
            for (ClipRow row : rows) {
                appender.append(row);
            }
        }
        ClipTable.complete(connection);
    }
}
