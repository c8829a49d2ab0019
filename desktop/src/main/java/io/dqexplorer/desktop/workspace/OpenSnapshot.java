package io.dqexplorer.desktop.workspace;

import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.desktop.workspace.charts.ChartQueries;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.query.GroupOrder;
import io.dqexplorer.workspace.query.Histogram;
import io.dqexplorer.workspace.query.TermGroup;
import io.dqexplorer.workspace.table.Column;
import java.util.List;
import io.dqexplorer.workspace.snapshot.Snapshot;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;
import org.duckdb.DuckDBConnection;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.locks.ReadWriteLock;
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

    private final Snapshot snapshot;
    private final TermResolver resolver;
    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    private boolean closed;

    OpenSnapshot(Snapshot snapshot, TermResolver resolver) {
        this.snapshot = snapshot;
        this.resolver = resolver;
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
            public Histogram histogram(SqlCondition condition, Column column, int bins) throws SQLException {
                return query(queries -> queries.histogram(condition, column, bins));
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
        lock.readLock().lock();
        try {
            if (closed) {
                throw new SQLException("the snapshot of " + snapshot.metadata().key() + " was closed");
            }
            try (Connection own = snapshot.connection().unwrap(DuckDBConnection.class).duplicate()) {
                return query.run(new ClipQueries(own));
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
