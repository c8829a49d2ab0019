package io.dqexplorer.desktop.testing;

import io.dqexplorer.desktop.common.async.AsyncRunner;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Holds background work until the test runs it, so that a test can act while work is still
 * under way; like the app's runner, a cancelled call's outcome is never delivered.
 */
public final class QueuedRunner implements AsyncRunner {

    private final Deque<Runnable> queue = new ArrayDeque<>();

    @Override
    public <T> Cancellable run(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
        AtomicBoolean cancelled = new AtomicBoolean();
        queue.add(() -> {
            T result;
            try {
                result = work.call();
            } catch (Exception failure) {
                if (!cancelled.get()) {
                    onFailure.accept(failure);
                }
                return;
            }
            if (!cancelled.get()) {
                onSuccess.accept(result);
            }
        });
        return () -> cancelled.set(true);
    }

    @Override
    public void onUiThread(Runnable action) {
        action.run();
    }

    /** Runs the oldest queued work and delivers its outcome unless it was cancelled. */
    public void runNext() {
        queue.removeFirst().run();
    }

    public void runAll() {
        while (!queue.isEmpty()) {
            runNext();
        }
    }
}
