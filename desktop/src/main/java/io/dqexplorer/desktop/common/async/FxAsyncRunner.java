package io.dqexplorer.desktop.common.async;

import javafx.application.Platform;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
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
        Call call = new Call();
        // execute, not submit: a Future would swallow what fails outside work.call() (handing the
        // outcome to the UI thread, say) instead of letting it reach the thread's handler
        executor.execute(() -> {
            if (!call.begin()) {
                return;
            }
            T result;
            try {
                result = work.call();
            } catch (Exception | Error failure) {
                call.end();
                deliver(call, () -> onFailure.accept(failure));
                return;
            }
            call.end();
            deliver(call, () -> onSuccess.accept(result));
        });
        return call::cancel;
    }

    private static void deliver(Call call, Runnable outcome) {
        Platform.runLater(() -> {
            if (!call.cancelled()) {
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

    /**
     * One started call: cancelling interrupts the worker only while it runs this call, never the
     * next call a pooled thread has taken up since.
     */
    private static final class Call {

        private Thread worker;
        private boolean cancelled;

        synchronized boolean begin() {
            if (cancelled) {
                return false;
            }
            worker = Thread.currentThread();
            return true;
        }

        void end() {
            synchronized (this) {
                worker = null;
            }
            // an interrupt meant for this call must not reach the next one on this thread
            Thread.interrupted();
        }

        synchronized void cancel() {
            cancelled = true;
            if (worker != null) {
                worker.interrupt();
            }
        }

        synchronized boolean cancelled() {
            return cancelled;
        }
    }
}
