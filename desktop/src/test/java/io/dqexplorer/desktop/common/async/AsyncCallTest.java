package io.dqexplorer.desktop.common.async;

import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.testing.QueuedRunner;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AsyncCallTest {

    private final QueuedRunner runner = new QueuedRunner();
    private final LoadState state = new LoadState();
    private final List<String> told = new ArrayList<>();

    private AsyncCall<String> call(String name, String answer) {
        return runner.call(() -> answer)
                .showing(state)
                .onSuccess(got -> told.add(name + " answered " + got))
                .onError(failure -> told.add(name + " failed: " + failure.getMessage()))
                .onCancel(() -> told.add(name + " cancelled"))
                .andFinally(() -> told.add(name + " ended"));
    }

    private AsyncCall<String> failing(RuntimeException failure) {
        return runner.<String>call(() -> {
            throw failure;
        }).showing(state).onError(thrown -> told.add(thrown.getMessage()));
    }

    @Test
    void theStateShowsLoadingUntilTheAnswerIsHandledThenEveryEndIsTold() {
        call("first", "42").start();
        assertTrue(state.isLoading());
        assertEquals(List.of(), told);

        runner.runNext();

        assertIdle();
        assertEquals(List.of("first answered 42", "first ended"), told);
    }

    @Test
    void aFailureIsShownAsItsReportUnlessDescribedOtherwise() {
        failing(new IllegalStateException("disk on fire")).start();
        runner.runNext();

        assertFalse(state.isLoading());
        assertEquals(ErrorReport.of(new IllegalStateException("disk on fire")), state.error().orElseThrow());
        assertEquals(List.of("disk on fire"), told);

        ErrorReport described = new ErrorReport("Sign-in failed", "the credential", Optional.empty(),
                Optional.empty(), ErrorAction.NONE);
        failing(new IllegalStateException("401")).showing(state, failure -> described).start();
        runner.runNext();

        assertEquals(described, state.error().orElseThrow());
    }

    @Test
    void aCallStartedOnAStateCancelsTheOneItShowedWhoseAnswerThenNeverLands() {
        call("older", "a").start();
        call("newer", "b").start();

        runner.runAll();

        assertEquals(List.of("older cancelled", "older ended", "newer answered b", "newer ended"), told);
        assertIdle();
    }

    @Test
    void cancellingTheStateStopsItsCallAndShowsNeitherLoadingNorAnEarlierFailure() {
        state.failed(ErrorReport.of(new IllegalStateException("before")));
        call("only", "a").start();

        state.cancel();
        runner.runAll();

        assertIdle();
        assertEquals(List.of("only cancelled", "only ended"), told);
    }

    @Test
    void aCallThatEndedIsNotCancelledAfterwards() {
        AsyncRunner.Cancellable started = call("done", "a").start();
        runner.runNext();

        started.cancel();
        state.cancel();

        assertEquals(List.of("done answered a", "done ended"), told);
    }

    @Test
    void workThatStoppedBecauseItWasAskedToIsToldButShowsNoFailure() {
        failing(new CancellationException("export cancelled")).start();
        runner.runNext();

        assertIdle();
        assertEquals(List.of("export cancelled"), told);
    }

    /** Neither loading nor showing a failure. */
    private void assertIdle() {
        assertFalse(state.isLoading());
        assertNull(state.errorProperty().get());
    }
}
