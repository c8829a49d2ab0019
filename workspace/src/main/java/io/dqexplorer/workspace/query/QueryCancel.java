package io.dqexplorer.workspace.query;

import java.sql.SQLException;
import java.sql.Statement;

/**
 * Stops the queries of one {@link ClipQueries} from another thread: DuckDB does not heed a thread's
 * interrupt, so a query the analyst gave up on (Escape, or a newer filter) would run on to its end and
 * hold the snapshot meanwhile. {@link #cancel()} interrupts the statement under way through
 * {@link Statement#cancel()} (DuckDB's own interrupt, safe from any thread) and makes every later
 * statement fail before it runs. Thread-safe; its queries run one after another on one thread.
 */
public final class QueryCancel {

    /** The statement prepared last: the one under way, or done (its cancel then does nothing). */
    private Statement latest;
    private boolean cancelled;

    /**
     * Watches a statement just prepared, in place of the one before.
     *
     * @throws SQLException when the queries were cancelled already (the statement is closed then)
     */
    <S extends Statement> S watch(S statement) throws SQLException {
        synchronized (this) {
            if (!cancelled) {
                latest = statement;
                return statement;
            }
        }
        statement.close();
        throw new SQLException("the query was cancelled");
    }

    /** Interrupts the statement under way, if any, and refuses the statements to come. */
    public void cancel() {
        Statement running;
        synchronized (this) {
            cancelled = true;
            running = latest;
            latest = null;
        }
        if (running == null) {
            return;
        }
        try {
            // a statement that has ended has nothing to interrupt: DuckDB returns, or throws once it is closed
            running.cancel();
        } catch (SQLException closed) {
            // its query is over
        }
    }

    public synchronized boolean isCancelled() {
        return cancelled;
    }
}
