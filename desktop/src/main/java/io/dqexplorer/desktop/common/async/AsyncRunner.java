package io.dqexplorer.desktop.common.async;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Runs service calls off the UI thread and delivers their outcome on it. The app uses
 * {@link FxAsyncRunner}; view-model tests use {@link CurrentThreadRunner}, so that they need no toolkit.
 */
public interface AsyncRunner {

    /**
     * Starts {@code work} in the background; exactly one of {@code onSuccess} and {@code onFailure}
     * then runs on the UI thread, unless the call was cancelled first.
     */
    <T> Cancellable run(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure);

    /** Sets up a call of {@code work}: its callbacks and its {@link LoadState}, then {@link AsyncCall#start()}. */
    default <T> AsyncCall<T> call(Callable<T> work) {
        return new AsyncCall<>(this, work);
    }

    /** Runs {@code action} on the UI thread; for progress reported from inside background work. */
    void onUiThread(Runnable action);

    /** A started call; cancelling interrupts its work and suppresses its callbacks. */
    @FunctionalInterface
    interface Cancellable {
        void cancel();
    }
}
