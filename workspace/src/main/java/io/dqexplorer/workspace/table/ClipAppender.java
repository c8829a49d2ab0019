package io.dqexplorer.workspace.table;

import io.dqexplorer.sdk.model.ClipRow;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;

/**
 * Appends clip rows to the {@link ClipTable} through DuckDB's appender (bulk, not row-by-row
 * inserts), numbering them in the order given. Rows become visible when the appender is closed
 * (or {@link #flush() flushed}); one appender per connection and thread.
 */
public final class ClipAppender implements AutoCloseable {

    private final DuckDBAppender appender;
    private final Map<String, Integer> duplicateGroups;
    private long position;

    /**
     * @param duplicateGroups each clip of an exact-duplicate group to its group's number (from 1,
     *                        in the service's order); clips not in it get a null group
     */
    public ClipAppender(Connection connection, Map<String, Integer> duplicateGroups) throws SQLException {
        this.appender = connection.unwrap(DuckDBConnection.class).createAppender(ClipTable.TABLE);
        this.duplicateGroups = Map.copyOf(duplicateGroups);
    }

    public void append(ClipRow row) throws SQLException {
        appender.beginRow();
        appender.append(position++);
        appender.append(row.clip());
        if (row.episodeIndex().isPresent()) {
            appender.append(row.episodeIndex().getAsLong());
        } else {
            appender.appendNull();
        }
        appender.append(row.analyzedSeconds());
        appender.append(row.environments());
        appender.append(row.objects());
        appender.append(row.actions());
        if (row.frameQuality().isPresent()) {
            ClipRow.FrameQuality frames = row.frameQuality().get();
            appender.append(frames.frames());
            appender.append(frames.usable());
            appender.append(frames.distorted());
            appender.append(frames.jerky());
        } else {
            nulls(4);
        }
        if (row.handActivity().isPresent()) {
            ClipRow.HandSeconds hands = row.handActivity().get();
            appender.append(hands.measuredSeconds());
            appender.append(hands.handsVisibleSeconds());
            appender.append(hands.twoHandsVisibleSeconds());
            appender.append(hands.activeManipulationSeconds());
        } else {
            nulls(4);
        }
        appender.append(duplicateGroups.get(row.clip()));
        appender.endRow();
    }

    /** How many rows were appended. */
    public long count() {
        return position;
    }

    public void flush() throws SQLException {
        appender.flush();
    }

    @Override
    public void close() throws SQLException {
        appender.close();
    }

    private void nulls(int count) throws SQLException {
        for (int i = 0; i < count; i++) {
            appender.appendNull();
        }
    }
}
