package io.dqexplorer.desktop.common.async;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * At most one service call of a view under way, and the view's {@link LoadState} that shows it.
 * Starting a call cancels the one still under way, so that a slow answer to an older request (say,
 * for the dataset chosen before) can never land after, and over, the answer to a newer one.
 */
public final class SingleFlight {

    private final AsyncRunner runner;
    private final LoadState loadState = new LoadState();
    private AsyncRunner.Cancellable inFlight = () -> { };

    public SingleFlight(AsyncRunner runner) {
        this.runner = runner;
    }

    /** Cancels the call under way, shows loading, then either hands the answer on or shows the failure. */
    public <T> void start(Callable<T> work, Consumer<? super T> onSuccess) {
        inFlight.cancel();
        loadState.started();
        inFlight = runner.run(work, answer -> {
            loadState.succeeded();
            onSuccess.accept(answer);
        }, loadState::failed);
    }

    /** Cancels the call under way, if any, and forgets its loading and any earlier failure. */
    public void cancel() {
        inFlight.cancel();
        inFlight = () -> { };
        loadState.reset();
    }

    public boolean busy() {
        return loadState.isLoading();
    }

    public LoadState loadState() {
        return loadState;
    }
}
