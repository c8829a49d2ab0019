package io.dqexplorer.desktop.common.async;

import io.dqexplorer.desktop.common.error.ErrorReport;

import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One background call as a view model sets it up: what to do with its answer, with its failure and
 * however it ends, and the {@link LoadState} that shows it. Built by {@link AsyncRunner#call}, then
 * {@link #start()}ed. The outcome's callbacks run on the UI thread; a cancelled call's never run.
 *
 * @param <T> the answer of the work
 */
public final class AsyncCall<T> {

    private final AsyncRunner runner;
    private final Callable<T> work;
    private Consumer<? super T> onSuccess = answer -> { };
    private Consumer<? super Throwable> onError = failure -> { };
    private Runnable andFinally = () -> { };
    private Runnable onCancel = () -> { };
    private LoadState state;
    private Function<? super Throwable, ErrorReport> describe = ErrorReport::of;

    AsyncCall(AsyncRunner runner, Callable<T> work) {
        this.runner = runner;
        this.work = work;
    }

    public AsyncCall<T> onSuccess(Consumer<? super T> action) {
        onSuccess = action;
        return this;
    }

    public AsyncCall<T> onError(Consumer<? super Throwable> action) {
        onError = action;
        return this;
    }

    /** Runs after the answer or the failure was handled, and when the call is cancelled: what every end must undo. */
    public AsyncCall<T> andFinally(Runnable action) {
        andFinally = action;
        return this;
    }

    /**
     * Runs on the cancelling thread when the call is cancelled before its outcome arrived: to stop work
     * that does not heed the worker's interrupt, or to close what the work was opening.
     */
    public AsyncCall<T> onCancel(Runnable action) {
        onCancel = action;
        return this;
    }

    /**
     * Shows the call in {@code state}: loading from the start, then failed or not. The state shows one call
     * at a time, so starting this one cancels the call it showed before.
     */
    public AsyncCall<T> showing(LoadState state) {
        return showing(state, ErrorReport::of);
    }

    /** As {@link #showing(LoadState)}, with failures described by {@code describe}, not {@link ErrorReport#of}. */
    public AsyncCall<T> showing(LoadState state, Function<? super Throwable, ErrorReport> describe) {
        this.state = state;
        this.describe = describe;
        return this;
    }

    public AsyncRunner.Cancellable start() {
        Started started = new Started();
        if (state != null) {
            state.started(started);
        }
        started.runnerCall = runner.run(work,
                answer -> started.end(() -> {
                    if (state != null) {
                        state.ended();
                    }
                    onSuccess.accept(answer);
                }),
                failure -> started.end(() -> {
                    if (state != null) {
                        shownFailure(failure);
                    }
                    onError.accept(failure);
                }));
        return started;
    }

    private void shownFailure(Throwable failure) {
        // work that stopped because it was asked to (an export's Cancel) has not failed
        if (failure instanceof CancellationException) {
            state.ended();
        } else {
            state.failed(describe.apply(failure));
        }
    }

    /** The started call: ends once, by its outcome or by a cancel, whichever comes first. */
    private final class Started implements AsyncRunner.Cancellable {

        private AsyncRunner.Cancellable runnerCall = () -> { };
        private boolean ended;

        void end(Runnable outcome) {
            if (ended) {
                return;
            }
            ended = true;
            try {
                outcome.run();
            } finally {
                andFinally.run();
            }
        }

        @Override
        public void cancel() {
            if (ended) {
                return;
            }
            ended = true;
            runnerCall.cancel();
            onCancel.run();
            andFinally.run();
        }
    }
}
