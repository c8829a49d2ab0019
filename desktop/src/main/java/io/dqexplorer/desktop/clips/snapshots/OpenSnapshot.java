package io.dqexplorer.desktop.clips.snapshots;

import io.dqexplorer.desktop.clips.charts.ChartQueries;
import io.dqexplorer.sdk.export.ExportProgress;
import io.dqexplorer.workspace.export.ViewExport;
import io.dqexplorer.workspace.export.ViewExportRequest;
import io.dqexplorer.workspace.export.ViewExportResult;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.query.GroupOrder;
import io.dqexplorer.workspace.query.Histogram;
import io.dqexplorer.workspace.query.HistogramBins;
import io.dqexplorer.workspace.query.QueryCancel;
import io.dqexplorer.workspace.query.TermGroup;
import io.dqexplorer.workspace.snapshot.Snapshot;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;
import io.dqexplorer.workspace.table.Column;
import org.duckdb.DuckDBConnection;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.function.BooleanSupplier;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * A snapshot the Clips tab shows, queried from any background thread: each query gets a connection
 * of its own (a DuckDB connection serves one thread at a time) and holds off the close, so that a
 * block still being read when the tab moves to another dataset or a refreshed snapshot finishes first.
 * The dataset's vocabulary maps the filter's words to published terms.
 */
public final class OpenSnapshot implements AutoCloseable {

    /** One query over the snapshot, run on a background thread. */
    @FunctionalInterface
    public interface Query<T> {
        T run(ClipQueries queries) throws SQLException;
    }

    /** One use of the snapshot's own connection, run on a background thread. */
    @FunctionalInterface
    public interface Use<T> {
        T run(Connection connection) throws SQLException;
    }

    private final Snapshot snapshot;
    private final TermResolver resolver;
    private final Path scratch;
    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    private boolean closed;

    /** @param scratch the cache's temporary folder, where DuckDB writes an export's Parquet file first */
    OpenSnapshot(Snapshot snapshot, TermResolver resolver, Path scratch) {
        this.snapshot = snapshot;
        this.resolver = resolver;
        this.scratch = scratch;
    }

    public SnapshotMetadata metadata() {
        return snapshot.metadata();
    }

    /** How the filter's words map to the dataset's published terms. */
    public TermResolver resolver() {
        return resolver;
    }

    /** The charts' queries, each run as {@link #query} runs one. */
    public ChartQueries chartQueries() {
        return new ChartQueries() {
            @Override
            public Optional<HistogramBins> histogramBins(Column column, boolean leaveOutZeros) throws SQLException {
                return query(queries -> queries.histogramBins(column, leaveOutZeros));
            }

            @Override
            public Histogram histogram(SqlCondition condition, HistogramBins bins) throws SQLException {
                return query(queries -> queries.histogram(condition, bins));
            }

            @Override
            public List<TermGroup> groupBy(SqlCondition condition, Column termsColumn, GroupOrder order)
                    throws SQLException {
                return query(queries -> queries.groupBy(condition, termsColumn, order));
            }
        };
    }

    /** The filter as a condition over the clip view, its words mapped through the dataset's vocabulary. */
    public SqlCondition condition(Filter filter) {
        return filter.sql(resolver);
    }

    /**
     * Runs the query on the calling thread, never the UI thread.
     *
     * @throws SQLException also when the snapshot was closed meanwhile
     */
    public <T> T query(Query<T> query) throws SQLException {
        return query(new QueryCancel(), query);
    }

    /** As {@link #query(Query)}, stopped inside DuckDB by {@code cancel} (from any thread). */
    public <T> T query(QueryCancel cancel, Query<T> query) throws SQLException {
        return use(connection -> query.run(new ClipQueries(connection, cancel)));
    }

    /**
     * Exports a view through the command line's {@link ViewExport}, on the calling thread, never the
     * UI thread; the snapshot stays open until the export has stopped.
     *
     * @throws SQLException when the snapshot was closed before the export began
     */
    public ViewExportResult export(ViewExportRequest request, ExportProgress progress, BooleanSupplier cancelled)
            throws SQLException {
        return use(connection -> new ViewExport(connection, scratch).export(request, progress, cancelled));
    }

    /**
     * Runs {@code use} over a connection of its own to the snapshot, on the calling thread, never the UI
     * thread: for what reads it beside another database (a comparison with another snapshot).
     *
     * @throws SQLException also when the snapshot was closed meanwhile
     */
    public <T> T use(Use<T> use) throws SQLException {
        lock.readLock().lock();
        try {
            if (closed) {
                throw new SQLException("the snapshot of " + snapshot.metadata().key() + " was closed");
            }
            try (Connection own = snapshot.connection().unwrap(DuckDBConnection.class).duplicate()) {
                return use.run(own);
            }
        } finally {
            lock.readLock().unlock();
        }
    }

    /** Waits for the queries under way, then closes the snapshot; later queries fail. */
    @Override
    public void close() throws SQLException {
        lock.writeLock().lock();
        try {
            if (!closed) {
                closed = true;
                snapshot.close();
            }
        } finally {
            lock.writeLock().unlock();
        }
    }
}
