package io.dqexplorer.workspace.query;

import io.dqexplorer.workspace.table.ClipTables;
import io.dqexplorer.workspace.filter.SqlCondition;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A query given up on stops inside DuckDB, on a real database, and the queries after it do not start. */
class QueryCancelTest {

    /** Counting a trillion generated rows takes DuckDB many minutes: long by construction, whatever the machine. */
    private static final SqlCondition ENDLESS =
            new SqlCondition("(SELECT count(*) FROM range(1000000000000) WHERE range % 7 = ?) > 0", List.of(3));

    private Connection connection;

    @BeforeEach
    void load() throws SQLException {
        connection = DriverManager.getConnection("jdbc:duckdb:");
        ClipTables.fill(connection, SyntheticClips.rows(3, 50));
    }

    @AfterEach
    void close() throws SQLException {
        connection.close();
    }

    @Test
    void aCancelInterruptsTheStatementRunningInDuckDbAndRefusesTheNext() throws Exception {
        QueryCancel cancel = new QueryCancel();
        ClipQueries queries = new ClipQueries(connection, cancel);
        Thread[] worker = new Thread[1];
        CompletableFuture<Long> counted = CompletableFuture.supplyAsync(() -> {
            worker[0] = Thread.currentThread();
            try {
                return queries.count(ENDLESS);
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        });
        waitUntilInsideDuckDb(worker);

        cancel.cancel();

        ExecutionException failure = assertThrows(ExecutionException.class, () -> counted.get(60, TimeUnit.SECONDS),
                "the count stopped long before its end");
        SQLException reason = assertInstanceOf(SQLException.class, failure.getCause().getCause());
        assertTrue(reason.getMessage().contains("INTERRUPT"), "DuckDB's own interrupt: " + reason.getMessage());
        assertTrue(cancel.isCancelled());
        SQLException refused = assertThrows(SQLException.class, () -> queries.count(SqlCondition.ALL));
        assertEquals("the query was cancelled", refused.getMessage());
    }

    @Test
    void aCancelAfterTheQueriesEndedLeavesTheirAnswersAndTheConnectionUsable() throws SQLException {
        QueryCancel cancel = new QueryCancel();
        ClipQueries queries = new ClipQueries(connection, cancel);
        assertEquals(50, queries.count(SqlCondition.ALL));

        cancel.cancel();

        assertEquals(50, new ClipQueries(connection).count(SqlCondition.ALL));
    }

    /** Waits until the worker runs the statement in DuckDB's native code: a cancel before it would find nothing to stop. */
    private static void waitUntilInsideDuckDb(Thread[] worker) throws InterruptedException {
        for (int i = 0; i < 600; i++) {
            Thread thread = worker[0];
            if (thread != null && Arrays.stream(thread.getStackTrace()).anyMatch(frame ->
                    frame.getClassName().equals("org.duckdb.DuckDBNative") && frame.getMethodName().contains("execute"))) {
                return;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the count never reached DuckDB");
    }
}
