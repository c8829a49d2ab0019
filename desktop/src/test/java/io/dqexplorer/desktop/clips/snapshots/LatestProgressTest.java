package io.dqexplorer.desktop.clips.snapshots;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A fetch's progress reaches the UI thread as its latest figures, never as a queue of every page's. */
class LatestProgressTest {

    /** The UI thread's queue, run when the test says. */
    private final List<Runnable> uiQueue = new ArrayList<>();
    private final AsyncRunner runner = new AsyncRunner() {
        @Override
        public <T> Cancellable run(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
            throw new UnsupportedOperationException("no background work here");
        }

        @Override
        public void onUiThread(Runnable action) {
            uiQueue.add(action);
        }
    };
    private final List<String> shown = new ArrayList<>();
    private final LatestProgress progress = new LatestProgress(runner, (fetched, total) -> shown.add(fetched + "/" + total));

    @Test
    void pagesReportedWhileTheUiThreadIsBusyQueueOneUpdateShowingTheLast() throws InterruptedException {
        Thread fetching = new Thread(() -> {
            for (long page = 1; page <= 1000; page++) {
                progress.report(page * 1000, 1_000_000);
            }
        });
        fetching.start();
        fetching.join();

        assertEquals(1, uiQueue.size());
        runQueue();
        assertEquals(List.of("1000000/1000000"), shown);
    }

    @Test
    void aPageReportedAfterTheUpdateRanIsShownToo() {
        progress.report(1000, 5000);
        runQueue();
        progress.report(2000, 5000);
        progress.report(3000, 5000);
        runQueue();

        assertEquals(List.of("1000/5000", "3000/5000"), shown);
    }

    private void runQueue() {
        List<Runnable> queued = new ArrayList<>(uiQueue);
        uiQueue.clear();
        queued.forEach(Runnable::run);
    }
}
