package io.dqexplorer.workspace.export;

import io.dqexplorer.sdk.export.CsvCells;
import io.dqexplorer.sdk.export.CsvRows;
import io.dqexplorer.workspace.query.ColumnValues;
import io.dqexplorer.workspace.table.Column;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The CSV records of a view's rows, made on two threads: the caller reads a batch of rows' values from
 * DuckDB while a thread of this writer's own makes the text of the batch before, and the batches go out in
 * their order. Reading and making the text are each about half of a large export's writing (JFR), and
 * DuckDB's threads are idle by then, so on two cores the second one takes half the work.
 * <p>The text is {@link CsvCells}' (formula guard, plain numbers; a term list comes joined by the query) and
 * {@link CsvRows}' quoting, record by record as one writer would make it: the file is the same byte for byte.
 */
final class CsvBatches implements AutoCloseable {

    private static final int ROWS_PER_BATCH = 2048;
    /** Batches whose text is being made or waits to go out: enough to keep both threads busy, few enough to bound memory. */
    private static final int IN_FLIGHT = 2;
    private static final int BUFFER_BYTES = 64 * 1024;

    private final Column[] columns;
    private final OutputStream out;
    private final ExecutorService texts = Executors.newSingleThreadExecutor(work -> {
        Thread thread = new Thread(work, "csv-text");
        thread.setDaemon(true);
        return thread;
    });
    private final Deque<Future<byte[]>> pending = new ArrayDeque<>();
    private Object[][] batch;
    private int rows;

    CsvBatches(Column[] columns, OutputStream out) {
        this.columns = columns.clone();
        this.out = out;
        this.batch = new Object[ROWS_PER_BATCH][];
    }

    /** Takes the values of the result's current row; on the caller's thread, which owns the result set. */
    void add(ResultSet result) throws SQLException, IOException {
        Object[] values = new Object[columns.length];
        for (int i = 0; i < columns.length; i++) {
            values[i] = value(result, i + 1, columns[i]);
        }
        batch[rows++] = values;
        if (rows == ROWS_PER_BATCH) {
            submit();
        }
    }

    /** Writes every batch's text, in order. */
    void finish() throws IOException {
        if (rows > 0) {
            submit();
        }
        while (!pending.isEmpty()) {
            writeOldest();
        }
    }

    /** Stops making text: for a failure or a cancel, after which nothing more is written. */
    @Override
    public void close() {
        texts.shutdownNow();
    }

    private void submit() throws IOException {
        Object[][] full = batch;
        int count = rows;
        pending.add(texts.submit(() -> text(full, count)));
        batch = new Object[ROWS_PER_BATCH][];
        rows = 0;
        while (pending.size() > IN_FLIGHT) {
            writeOldest();
        }
    }

    private void writeOldest() throws IOException {
        try {
            out.write(pending.removeFirst().get());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while writing the rows");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof UncheckedIOException io) {
                throw io.getCause();
            }
            throw new IllegalStateException("making a batch's text failed", e.getCause());
        }
    }

    private byte[] text(Object[][] values, int count) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(count * 256);
        try (CsvRows csv = new CsvRows(bytes, BUFFER_BYTES)) {
            for (int row = 0; row < count; row++) {
                for (int i = 0; i < columns.length; i++) {
                    // a term list comes joined already: text, as ViewExport#csvCell makes it
                    csv.cell(CsvCells.of(values[row][i]));
                }
                csv.endRecord();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /**
     * A value of {@link io.dqexplorer.workspace.query.ViewSelect#csvSql}'s row as its kind reads it; null when
     * missing. Its term lists come joined as text; every other kind reads as {@link ColumnValues} reads it.
     */
    private static Object value(ResultSet result, int index, Column column) throws SQLException {
        return column.kind() == Column.Kind.TERMS ? result.getString(index) : ColumnValues.read(result, index, column);
    }
}
