package io.dqexplorer.desktop.trends;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.workspace.bars.Bar;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.List;
import java.util.function.Supplier;

/**
 * The Trends of one dataset: its kept measurements read off the UI thread into one chart per family.
 * Only the history is read, never the service: it works offline.
 */
public final class TrendsViewModel {

    private final TrendsReader reader;
    private final AsyncRunner runner;
    private final LoadState loadState = new LoadState();
    private final ReadOnlyObjectWrapper<List<TrendChart>> charts = new ReadOnlyObjectWrapper<>(this, "charts", List.of());
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(this, "note", "");
    private final ReadOnlyStringWrapper dataset = new ReadOnlyStringWrapper(this, "dataset", "");
    private final Supplier<List<Bar>> yourBars;
    private List<TrendBar> bars = List.of();

    public TrendsViewModel(TrendsReader reader, AsyncRunner runner) {
        this(reader, runner, List::of);
    }

    /** @param yourBars the analyst's bars, drawn on their figures' charts with when each broke; asked on the UI thread */
    public TrendsViewModel(TrendsReader reader, AsyncRunner runner, Supplier<List<Bar>> yourBars) {
        this.reader = reader;
        this.runner = runner;
        this.yourBars = yourBars;
    }

    /** Reads the dataset's kept measurements; until they come, the charts of the dataset before are cleared. */
    public void open(String name) {
        dataset.set(name);
        charts.set(List.of());
        note.set("Reading the measurements kept for " + name + "…");
        List<Bar> asked = List.copyOf(yourBars.get());
        runner.call(() -> new Read(reader.read(name), reader.bars(name, asked))).showing(loadState).onSuccess(both -> {
            List<TrendChart> read = both.charts();
            bars = both.bars();
            boolean none = read.stream().allMatch(TrendChart::isEmpty);
            charts.set(none ? List.of() : read);
            note.set(none ? "No measurements kept yet for " + name
                    + ": every measurement a tab loads is kept on this machine, and shows here" : "");
        }).onError(failure -> note.set("")).start();
    }

    private record Read(List<TrendChart> charts, List<TrendBar> bars) {
    }

    /** The analyst's bars on the dataset, as read with the charts shown. */
    public List<TrendBar> bars() {
        return bars;
    }

    public void close() {
        loadState.cancel();
    }

    /** Every chart, the families in tab order; empty while reading and when nothing is kept. */
    public ReadOnlyObjectProperty<List<TrendChart>> chartsProperty() {
        return charts.getReadOnlyProperty();
    }

    /** What stands in for the charts: reading, or nothing kept yet; empty beside charts. */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty datasetProperty() {
        return dataset.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<ErrorReport> errorProperty() {
        return loadState.errorProperty();
    }

    public LoadState loadState() {
        return loadState;
    }
}
