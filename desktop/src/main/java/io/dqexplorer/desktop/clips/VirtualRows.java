package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.workspace.query.RowBlock;
import javafx.collections.ObservableListBase;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The rows of a view of the snapshot as a list of its full size whose rows are read only as the table
 * asks for them: in blocks of {@value #BLOCK}, on background threads, a few at once, the most recently
 * asked first; the last {@value #CACHED_BLOCKS} blocks kept. A row whose block is not here yet is a
 * placeholder; when the block arrives the list tells its rows as updated, and the table redraws them.
 * Read-only; lives on the UI thread (the table calls {@link #get} there, and blocks arrive there).
 */
final class VirtualRows extends ObservableListBase<ClipsRow> {

    static final int BLOCK = 500;
    /**
     * The rows a new view reads with its count: as many as a tall screen shows. The rest of their block is read when
     * the table asks for a row of it; a first block of {@value #BLOCK} cost a filter or a sort at a million clips some
     * 17 ms more, reading and converting rows no one sees yet (bench/README.md, "A new view's first rows").
     */
    static final int FIRST_ROWS = 100;
    static final int CACHED_BLOCKS = 8;
    /** Two reads at once; blocks asked for while both run wait, and only the most recent few stay wanted. */
    private static final int READS_AT_ONCE = 2;
    private static final int WANTED_AT_MOST = 4;

    /** Reads the block of rows from {@code offset}, on a background thread. */
    @FunctionalInterface
    interface BlockReader {
        RowBlock read(long offset, int limit) throws Exception;
    }

    private final int size;
    private final BlockReader reader;
    private final AsyncRunner runner;
    private final Consumer<Throwable> onFailure;
    private final Map<Long, RowBlock> cached = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, RowBlock> eldest) {
            return size() > CACHED_BLOCKS;
        }
    };
    private final Deque<Long> wanted = new ArrayDeque<>();
    private final Set<Long> reading = new HashSet<>();
    private final Map<Long, AsyncRunner.Cancellable> calls = new HashMap<>();
    private boolean disposed;

    VirtualRows(long size, BlockReader reader, AsyncRunner runner, Consumer<Throwable> onFailure) {
        // a TableView indexes its rows by int; no dataset comes near 2^31 clips
        this.size = (int) Math.min(Integer.MAX_VALUE, size);
        this.reader = reader;
        this.runner = runner;
        this.onFailure = onFailure;
    }

    @Override
    public ClipsRow get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("row " + index + " of " + size);
        }
        long block = index / BLOCK;
        ClipsRow row = loaded(block, index);
        if (row != null) {
            return row;
        }
        want(block);
        row = loaded(block, index);
        return row != null ? row : ClipsRow.placeholder(index);
    }

    @Override
    public int size() {
        return size;
    }

    /**
     * The same list only: compared row by row, as a property compares its old and new value, two views would read
     * their first blocks to find that they differ.
     */
    @Override
    public boolean equals(Object other) {
        return this == other;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    /**
     * Keeps rows read with the view's count, before the table sees this list: those rows need no read. They start a
     * block and may be fewer than it holds ({@link #FIRST_ROWS}); a row after them reads the whole block.
     */
    void readAlready(RowBlock rows) {
        cached.put(rows.offset() / BLOCK, rows);
    }

    /** Whether the row is read (for tests and the view's "loading" hint). */
    boolean isLoaded(int index) {
        return index >= 0 && index < size && loaded((long) index / BLOCK, index) != null;
    }

    /** Stops the reads under way: the view this list showed was replaced. */
    void dispose() {
        disposed = true;
        wanted.clear();
        List<AsyncRunner.Cancellable> running = new ArrayList<>(calls.values());
        calls.clear();
        running.forEach(AsyncRunner.Cancellable::cancel);
    }

    private ClipsRow loaded(long block, int index) {
        RowBlock rows = cached.get(block);
        if (rows == null) {
            return null;
        }
        int at = (int) (index - rows.offset());
        return at < rows.rows().size() ? new ClipsRow(index, rows.rows().get(at)) : null;
    }

    private void want(long block) {
        if (disposed || reading.contains(block)) {
            return;
        }
        wanted.remove(block);
        wanted.addFirst(block);
        while (wanted.size() > WANTED_AT_MOST) {
            wanted.removeLast();
        }
        readNext();
    }

    private void readNext() {
        while (!disposed && reading.size() < READS_AT_ONCE && !wanted.isEmpty()) {
            long block = wanted.removeFirst();
            reading.add(block);
            long offset = block * BLOCK;
            int limit = (int) Math.min(BLOCK, size - offset);
            AsyncRunner.Cancellable call = runner.call(() -> reader.read(offset, limit))
                    .onSuccess(rows -> arrived(block, rows))
                    .onError(onFailure)
                    .andFinally(() -> {
                        reading.remove(block);
                        calls.remove(block);
                        readNext();
                    })
                    .start();
            if (reading.contains(block)) {
                calls.put(block, call);
            }
        }
    }

    /** Tells the block's rows as updated, but for those the view came with: the same rows, already shown. */
    private void arrived(long block, RowBlock rows) {
        RowBlock had = cached.put(block, rows);
        int from = (int) rows.offset() + (had == null ? 0 : had.rows().size());
        int to = (int) rows.offset() + rows.rows().size();
        if (from >= to) {
            return;
        }
        beginChange();
        for (int i = from; i < to; i++) {
            nextUpdate(i);
        }
        endChange();
    }
}
