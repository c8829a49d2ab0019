package io.dqexplorer.desktop.clips.snapshots;

import io.dqexplorer.desktop.common.async.AsyncRunner;

import java.util.concurrent.atomic.AtomicReference;

/**
 * A fetch's progress handed from its threads to the UI thread, where only the latest figures count:
 * at most one hand-over waits at a time, and it shows the figures reported last. A million-clip fetch
 * reports a thousand pages; when the UI thread falls behind (two busy cores), one update each would
 * queue up and run back to back.
 */
final class LatestProgress {

    /** Shows the figures, on the UI thread. */
    @FunctionalInterface
    interface Shown {
        void show(long fetched, long total);
    }

    private record Figures(long fetched, long total) {
    }

    private final AsyncRunner runner;
    private final Shown shown;
    /** The figures not shown yet; null when the UI thread has none waiting. */
    private final AtomicReference<Figures> waiting = new AtomicReference<>();

    LatestProgress(AsyncRunner runner, Shown shown) {
        this.runner = runner;
        this.shown = shown;
    }

    /** From any thread: the fetch's figures now. */
    void report(long fetched, long total) {
        if (waiting.getAndSet(new Figures(fetched, total)) == null) {
            runner.onUiThread(() -> {
                Figures latest = waiting.getAndSet(null);
                shown.show(latest.fetched(), latest.total());
            });
        }
    }
}
