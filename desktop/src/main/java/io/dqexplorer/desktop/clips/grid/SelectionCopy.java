package io.dqexplorer.desktop.clips.grid;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.table.Column;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Copies the table's selected rows, with the columns shown, as {@link CopyFormat} text. The rows are
 * read again from the view's query rather than taken from the table: a selected row whose block has
 * not been read yet would otherwise be copied as a placeholder. Runs through the runner; the text is
 * handed over, and the message set, on the UI thread.
 */
public final class SelectionCopy {

    /** Reads rows of the view shown, from {@code offset}, each with the values of {@code columns}. */
    @FunctionalInterface
    public interface Rows {
        List<List<Object>> read(List<Column> columns, long offset, int limit) throws Exception;
    }

    private final AsyncRunner runner;
    private final Supplier<Optional<Rows>> shown;
    /** One copy at a time: a newer one cancels the one still reading. */
    private final LoadState copying = new LoadState();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");

    /** @param shown the rows of the view shown now; empty while there is none */
    public SelectionCopy(AsyncRunner runner, Supplier<Optional<Rows>> shown) {
        this.runner = runner;
        this.shown = shown;
    }

    /**
     * Copies the rows at these places of the view, in the view's order, and hands the text to {@code clipboard}.
     *
     * @param rows the selected rows' places in the view, in any order
     */
    public void copy(List<Integer> rows, List<Column> columns, CopyFormat format, Consumer<String> clipboard) {
        Optional<Rows> view = shown.get();
        if (rows.isEmpty() || columns.isEmpty() || view.isEmpty()) {
            message.set("Nothing to copy: select rows first");
            return;
        }
        List<int[]> runs = runs(rows);
        Rows reader = view.get();
        message.set("");
        runner.call(() -> {
                    List<List<Object>> values = new ArrayList<>();
                    for (int[] run : runs) {
                        values.addAll(reader.read(columns, run[0], run[1]));
                    }
                    return format.write(columns, values);
                })
                .showing(copying)
                .onSuccess(text -> {
                    clipboard.accept(text);
                    message.set("Copied " + Formats.count(rows.size(), "row", "rows") + " × "
                            + Formats.count(columns.size(), "column", "columns") + " as " + format.label());
                })
                .onError(failure -> message.set("Could not copy the rows: " + ServiceText.shown(ErrorReport.of(failure).detail())))
                .start();
    }

    /** The selection as runs of consecutive rows, {first, length}, in the view's order: one read each. */
    static List<int[]> runs(List<Integer> rows) {
        List<Integer> sorted = rows.stream().distinct().sorted().toList();
        List<int[]> runs = new ArrayList<>();
        for (int row : sorted) {
            int[] last = runs.isEmpty() ? null : runs.get(runs.size() - 1);
            if (last != null && last[0] + last[1] == row) {
                last[1]++;
            } else {
                runs.add(new int[] {row, 1});
            }
        }
        return runs;
    }

    /** What the last copy did: "Copied 3 rows × 21 columns as TSV", or why it did not. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
