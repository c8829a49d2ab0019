package io.dqexplorer.desktop.common;

import javafx.application.Platform;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/** Background work on named daemon threads, outcomes on the JavaFX application thread. */
public final class FxAsyncRunner implements AsyncRunner, AutoCloseable {

    private static final System.Logger LOG = System.getLogger(FxAsyncRunner.class.getName());

    private final ExecutorService executor;

    public FxAsyncRunner() {
        AtomicInteger count = new AtomicInteger();
        executor = Executors.newCachedThreadPool(work -> {
            Thread thread = new Thread(work, "dq-worker-" + count.incrementAndGet());
            thread.setDaemon(true);
            thread.setUncaughtExceptionHandler((t, e) ->
                    LOG.log(System.Logger.Level.ERROR, "Uncaught failure on " + t.getName(), e));
            return thread;
        });
    }

    @Override
    public <T> Cancellable run(Callable<T> work, Consumer<? super T> onSuccess,
                               Consumer<? super Throwable> onFailure) {
        AtomicBoolean cancelled = new AtomicBoolean();
        Future<?> future = executor.submit(() -> {
            try {
                T result = work.call();
                deliver(cancelled, () -> onSuccess.accept(result));
            } catch (Exception | Error failure) {
                deliver(cancelled, () -> onFailure.accept(failure));
            }
        });
        return () -> {
            cancelled.set(true);
            future.cancel(true);
        };
    }

    private static void deliver(AtomicBoolean cancelled, Runnable outcome) {
        Platform.runLater(() -> {
            if (!cancelled.get()) {
                outcome.run();
            }
        });
    }

    @Override
    public void onUiThread(Runnable action) {
        Platform.runLater(action);
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
