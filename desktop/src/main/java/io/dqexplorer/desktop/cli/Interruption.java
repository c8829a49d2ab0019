package io.dqexplorer.desktop.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl-C during a command: the JVM's shutdown hook asks the command to stop and waits a while for
 * it to delete its partial file, so that an interrupted command leaves nothing behind.
 */
final class Interruption implements AutoCloseable {

    /** How long an interrupted JVM waits for the command to clean up. */
    private static final long CLEAN_UP_SECONDS = 10;

    private final AtomicBoolean requested = new AtomicBoolean();
    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook;

    private Interruption(String name) {
        hook = new Thread(() -> {
            requested.set(true);
            awaitQuietly(finished);
        }, name);
    }

    static Interruption watch(String name) {
        Interruption interruption = new Interruption(name);
        Runtime.getRuntime().addShutdownHook(interruption.hook);
        return interruption;
    }

    /** Asked by the command between steps: true once the JVM is being stopped. */
    boolean requested() {
        return requested.get();
    }

    /** The command is over: an interrupt from now on waits for nothing. */
    @Override
    public void close() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the JVM is already stopping: the hook runs and returns at once, the command is over
        }
    }

    private static void awaitQuietly(CountDownLatch finished) {
        try {
            finished.await(CLEAN_UP_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
