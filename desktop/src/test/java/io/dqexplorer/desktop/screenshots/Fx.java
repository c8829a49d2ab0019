package io.dqexplorer.desktop.screenshots;

import javafx.application.Platform;
import javafx.scene.Node;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Callable;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;

/** The tour's way to the UI from its own thread: run on the FX thread and wait, or poll until a condition holds. */
final class Fx {

    static final Duration LOAD_LIMIT = Duration.ofSeconds(30);

    private Fx() {
    }

    static void run(Runnable action) throws Exception {
        call(() -> {
            action.run();
            return null;
        });
    }

    static <T> T call(Callable<T> action) throws Exception {
        FutureTask<T> task = new FutureTask<>(action);
        Platform.runLater(task);
        return task.get(LOAD_LIMIT.toSeconds(), TimeUnit.SECONDS);
    }

    static void waitUntil(String what, Condition condition) throws Exception {
        Instant deadline = Instant.now().plus(LOAD_LIMIT);
        while (!condition.holds()) {
            if (Instant.now().isAfter(deadline)) {
                throw new IllegalStateException("Gave up waiting for " + what);
            }
            Thread.sleep(150);
        }
    }

    /** True when the node and every parent of it are visible. */
    static boolean showing(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return true;
    }

    @FunctionalInterface
    interface Condition {
        boolean holds() throws Exception;
    }
}
