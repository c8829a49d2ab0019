package io.dqexplorer.workspace.bars;

import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Supplier;

/**
 * Reads each key once for all the bars checked at the same time: the first caller reads, the others wait for
 * its answer, or its failure.
 */
final class Once<K, V> {

    private final ConcurrentHashMap<K, FutureTask<V>> read = new ConcurrentHashMap<>();

    V get(K key, Supplier<V> reading) {
        FutureTask<V> task = read.computeIfAbsent(key, unused -> new FutureTask<>(reading::get));
        task.run();
        try {
            return task.get();
        } catch (ExecutionException e) {
            throw unwrapped(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted while reading " + key);
        }
    }

    /** The failure of work done on another thread, as it was thrown there. */
    static RuntimeException unwrapped(ExecutionException e) {
        return e.getCause() instanceof RuntimeException failure ? failure : new IllegalStateException(e.getCause());
    }
}
