package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.query.GroupOrder;
import io.dqexplorer.workspace.query.Histogram;
import io.dqexplorer.workspace.query.HistogramBins;
import io.dqexplorer.workspace.query.TermGroup;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ClipAppender;
import io.dqexplorer.workspace.table.ClipTable;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/** A sandbox dataset walked through the SDK into an in-memory DuckDB snapshot, and the rows it holds. */
final class SandboxSnapshot implements AutoCloseable {

    final List<ClipRow> rows;
    final Connection connection;
    final ClipQueries queries;

    private SandboxSnapshot(List<ClipRow> rows, Connection connection) {
        this.rows = rows;
        this.connection = connection;
        this.queries = new ClipQueries(connection);
    }

    static SandboxSnapshot of(String dataset) throws SQLException {
        TestService service = TestService.shared();
        DatasetEntry entry = service.entry(dataset);
        ClipQuery query = ClipQuery.of(dataset).withFrameQuality(entry.has(DatasetEntry.FRAME_QUALITY))
                .withHandActivity(entry.has(Family.HANDS.metric())).withLimit(ClipQuery.MAX_LIMIT);
        List<ClipRow> rows;
        try (Stream<ClipRow> walk = service.client.unversioned().walkClips(query).rows()) {
            rows = walk.toList();
        }
        Connection connection = DriverManager.getConnection("jdbc:duckdb:");
        ClipTable.create(connection);
        try (ClipAppender appender = new ClipAppender(connection, Map.of())) {
            for (ClipRow row : rows) {
                appender.append(row);
            }
        }
        return new SandboxSnapshot(rows, connection);
    }

    ChartQueries chartQueries() {
        return over(queries);
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }

    /**
     * The queries of one connection. A connection answers one statement at a time, and the
     * histogram and the group-by are fetched at once, so each call holds {@code queries}' monitor: whoever
     * else shares that connection from another thread serialises on the same object.
     */
    private static ChartQueries over(ClipQueries queries) {
        return new ChartQueries() {
            @Override
            public Optional<HistogramBins> histogramBins(Column column, boolean leaveOutZeros) throws Exception {
                synchronized (queries) {
                    return queries.histogramBins(column, leaveOutZeros);
                }
            }

            @Override
            public Histogram histogram(SqlCondition condition, HistogramBins bins) throws Exception {
                synchronized (queries) {
                    return queries.histogram(condition, bins);
                }
            }

            @Override
            public List<TermGroup> groupBy(SqlCondition condition, Column termsColumn, GroupOrder order)
                    throws Exception {
                synchronized (queries) {
                    return queries.groupBy(condition, termsColumn, order);
                }
            }
        };
    }
}
