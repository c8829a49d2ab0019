package io.dqexplorer.workspace.table;

import io.dqexplorer.sdk.model.ClipRow;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;

/**
 * Appends clip rows to the {@link ClipTable} through DuckDB's appender (bulk, not row-by-row
 * inserts), numbering them in the order given, each with its {@link TermMasks term masks}: the terms
 * of each section are numbered as they first come, and the numbering is written beside the table
 * when the appender is closed, for {@link ClipTable#complete} to put in force. Computed here rather
 * than by an UPDATE of every row once the rows are in: at a million clips that UPDATE and the
 * commit of its row versions were a third of a snapshot's time (JFR, workspace/README.md,
 * "Benchmarks"). Rows become visible when the appender is closed (or {@link #flush() flushed}); one
 * appender per table, connection and thread.
 */
public final class ClipAppender implements AutoCloseable {

    private final DuckDBAppender appender;
    private final Connection connection;
    private final Map<String, Integer> duplicateGroups;
    private final Map<Column, Map<String, Long>> termIds = new LinkedHashMap<>();
    private long position;

    /**
     * @param duplicateGroups each clip of an exact-duplicate group to its group's number (from 1,
     *                        in the service's order); clips not in it get a null group
     */
    public ClipAppender(Connection connection, Map<String, Integer> duplicateGroups) throws SQLException {
        this.connection = connection;
        this.appender = connection.unwrap(DuckDBConnection.class).createAppender(ClipTable.TABLE);
        this.duplicateGroups = Map.copyOf(duplicateGroups);
        for (Column section : TermMasks.SECTIONS) {
            termIds.put(section, new LinkedHashMap<>());
        }
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
        mask(Column.ENVIRONMENTS, row.environments());
        mask(Column.OBJECTS, row.objects());
        mask(Column.ACTIONS, row.actions());
        appender.endRow();
    }

    /** How many rows were appended. */
    public long count() {
        return position;
    }

    public void flush() throws SQLException {
        appender.flush();
    }

    /** Closes the appender, then writes the terms' numbering ({@link TermMasks#writeAppendedIds}). */
    @Override
    public void close() throws SQLException {
        appender.close();
        TermMasks.writeAppendedIds(connection, termIds);
    }

    /** The bits of the clip's terms; past {@link TermMasks#BITS} terms the section's masks are dropped at completion. */
    private void mask(Column section, List<String> terms) throws SQLException {
        Map<String, Long> ids = termIds.get(section);
        long mask = 0;
        for (String term : terms) {
            Long id = ids.get(term);
            if (id == null) {
                id = (long) ids.size();
                ids.put(term, id);
            }
            if (id < TermMasks.BITS) {
                mask |= 1L << id;
            }
        }
        appender.append(mask);
    }

    private void nulls(int count) throws SQLException {
        for (int i = 0; i < count; i++) {
            appender.appendNull();
        }
    }
}
