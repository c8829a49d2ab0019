package io.dqexplorer.desktop.clips.grid;

import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.testing.QueuedRunner;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Escape's part of the clip view: it stops the count and summary under way, says so, and runs them again. */
class RunningQueriesTest {

    private final QueuedRunner runner = new QueuedRunner();
    private final LoadState counting = new LoadState();
    private final LoadState summing = new LoadState();
    private final List<String> answers = new ArrayList<>();
    private final AtomicInteger cancelled = new AtomicInteger();
    private final AtomicInteger runs = new AtomicInteger();
    private final RunningQueries running = new RunningQueries(this::query, counting, summing);

    private void query() {
        runs.incrementAndGet();
        runner.call(() -> "count").onCancel(cancelled::incrementAndGet).onSuccess(answers::add).showing(counting).start();
        runner.call(() -> "summary").onCancel(cancelled::incrementAndGet).onSuccess(answers::add).showing(summing).start();
    }

    @Test
    void escapeWhileTheQueriesRunCancelsBothAndSaysSo() {
        query();
        assertTrue(running.runningProperty().get());

        assertTrue(running.cancel());

        assertEquals(2, cancelled.get(), "each call's cancel ran: it stops its statement in DuckDB");
        assertFalse(running.runningProperty().get());
        assertEquals(RunningQueries.CANCELLED, running.messageProperty().get());
        runner.runAll();
        assertEquals(List.of(), answers, "a cancelled query's answer is never shown");
    }

    @Test
    void escapeWithNoQueryRunningDoesNothingAndLeavesTheKeyToOthers() {
        query();
        runner.runAll();

        assertFalse(running.cancel());

        assertEquals(0, cancelled.get());
        assertEquals("", running.messageProperty().get());
    }

    @Test
    void runAgainStartsTheQueriesAnewAndClearsTheMessage() {
        query();
        running.cancel();

        running.runAgain();
        runner.runAll();

        assertEquals(2, runs.get());
        assertEquals("", running.messageProperty().get());
        assertEquals(List.of("count", "summary"), answers);
    }

    @Test
    void aNewQueryClearsTheMessageOfTheCancelledOne() {
        query();
        running.cancel();

        query();

        assertEquals("", running.messageProperty().get());
    }
}
