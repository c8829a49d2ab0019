package io.dqexplorer.desktop.bars;

import io.dqexplorer.desktop.common.bars.BarsBook;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarOutcomes;
import io.dqexplorer.workspace.bars.BarResult;
import io.dqexplorer.workspace.bars.Figure;
import io.dqexplorer.workspace.bars.FigureHistory;
import io.dqexplorer.workspace.bars.Subsets;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Bars view of the open dataset: every bar of the analyst's bars file, each checked on the dataset when it
 * is set on it (or on every dataset), with its figure's history line; checked again when the bars change and when
 * the dataset is found re-measured. The check and the history are read off the UI thread, one check at a time.
 */
public final class BarsViewModel {

    private final BarsBook book;
    private final BarsChecker checker;
    private final AsyncRunner runner;
    private final LoadState loadState = new LoadState();
    private final ObservableList<BarRow> rows = FXCollections.observableArrayList();
    private final ObservableList<BarRow> readOnlyRows = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyStringWrapper dataset = new ReadOnlyStringWrapper(this, "dataset", "");

    public BarsViewModel(BarsBook book, BarsChecker checker, AsyncRunner runner) {
        this.book = book;
        this.checker = checker;
        this.runner = runner;
        book.bars().addListener((ListChangeListener<Bar>) change -> refresh());
    }

    public void open(DatasetEntry entry) {
        dataset.set(entry.dataset());
        refresh();
    }

    /** Checks the bars again if the view is open on {@code re-measured}. */
    void refreshOn(String remeasured) {
        if (dataset.get().equals(remeasured)) {
            refresh();
        }
    }

    /** Checks every bar on the open dataset again. */
    public void refresh() {
        String of = dataset.get();
        if (of.isEmpty()) {
            return;
        }
        List<Bar> bars = List.copyOf(book.bars());
        List<Bar> applying = bars.stream().filter(bar -> bar.everyDataset() || bar.dataset().equals(of)).toList();
        // what is known shows at once; the outcomes follow
        rows.setAll(bars.stream().map(bar -> BarRow.before(bar, of)).toList());
        if (applying.isEmpty()) {
            loadState.cancel();
            return;
        }
        Subsets subsets = checker.subsets();
        runner.call(() -> rows(bars, checker.check(applying, of::equals, subsets), of))
                .showing(loadState)
                .onSuccess(rows::setAll)
                .start();
    }

    private List<BarRow> rows(List<Bar> bars, BarsChecker.Checked checked, String of) {
        Map<Figure, List<FigureHistory.Point>> histories = new HashMap<>();
        List<BarRow> read = new ArrayList<>();
        for (Bar bar : bars) {
            Optional<BarResult> result = checked.results().stream().filter(found -> found.bar().equals(bar)).findFirst();
            Optional<BarOutcomes.Kept> was = Optional.ofNullable(checked.before().get(bar.name() + "\u0000" + of));
            List<FigureHistory.Point> history = result.isEmpty() ? List.of()
                    : bar.figure().family().isEmpty() ? FigureHistory.kept(new BarOutcomes(checker.history().history())
                    .list(checker.history().key(), bar.name(), of))
                    : histories.computeIfAbsent(bar.figure(), figure -> FigureHistory.of(checker.sides(), figure, of));
            read.add(new BarRow(bar, false, result, was.map(BarOutcomes.Kept::outcome), history));
        }
        return read;
    }

    public void add(Bar bar) {
        book.add(bar);
    }

    public void replace(Bar was, Bar now) {
        book.replace(was, now);
    }

    public void remove(Bar bar) {
        book.remove(bar);
    }

    public BarsBook book() {
        return book;
    }

    public void close() {
        loadState.cancel();
    }

    public ObservableList<BarRow> rows() {
        return readOnlyRows;
    }

    public LoadState loadState() {
        return loadState;
    }

    /** The open dataset's name; empty before one is opened. */
    public ReadOnlyStringProperty datasetProperty() {
        return dataset.getReadOnlyProperty();
    }
}
