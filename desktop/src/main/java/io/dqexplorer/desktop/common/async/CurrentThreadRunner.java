package io.dqexplorer.desktop.common.async;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/** Runs work and callbacks at once on the calling thread: for view-model tests without a toolkit. */
public final class CurrentThreadRunner implements AsyncRunner {

    @Override
    public <T> Cancellable run(Callable<T> work, Consumer<? super T> onSuccess,
                               Consumer<? super Throwable> onFailure) {
        T result;
        try {
            result = work.call();
        } catch (Exception | Error failure) {
            onFailure.accept(failure);
            return () -> { };
        }
        onSuccess.accept(result);
        return () -> { };
    }

    @Override
    public void onUiThread(Runnable action) {
        action.run();
    }
}
