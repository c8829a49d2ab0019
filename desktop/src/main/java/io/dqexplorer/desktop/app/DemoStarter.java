package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.demo.DemoService;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;

/**
 * Starts the demo service for the sign-in, the first one possibly ahead of time: {@code --demo} begins
 * it on its own thread as soon as the command line is read, so that the sandbox's start overlaps the
 * JavaFX toolkit's and the first frame's instead of following them. Later sign-ins start a new one.
 */
final class DemoStarter implements Supplier<DemoService> {

    private final Supplier<DemoService> start;
    private CompletableFuture<DemoService> early;

    DemoStarter(Supplier<DemoService> start) {
        this.start = start;
    }

    /** Begins starting one now, on a daemon thread, for the next {@link #get()} to take. */
    synchronized void startEarly() {
        CompletableFuture<DemoService> starting = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            try {
                starting.complete(start.get());
            } catch (RuntimeException | Error e) {
                starting.completeExceptionally(e);
            }
        }, "dq-demo-start");
        thread.setDaemon(true);
        thread.start();
        early = starting;
    }

    /** The service started early, once it is up, or else a new one; blocks: call it off the UI thread. */
    @Override
    public DemoService get() {
        CompletableFuture<DemoService> taken;
        synchronized (this) {
            taken = early;
            early = null;
        }
        if (taken == null) {
            return start.get();
        }
        try {
            return taken.join();
        } catch (CompletionException e) {
            // the failure the start itself threw, as a start on this thread would have thrown it
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }
}
