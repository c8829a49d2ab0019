package io.dqexplorer.desktop.bars;

import io.dqexplorer.desktop.common.bars.BarsBook;
import io.dqexplorer.desktop.common.bars.BarEditing;
import io.dqexplorer.desktop.common.bars.FigureBars;
import io.dqexplorer.desktop.common.FileDialogs;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.StatusMessage;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.desktop.common.tab.NewerMeasurements;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.CheckRun;
import io.dqexplorer.workspace.bars.Subsets;
import io.dqexplorer.workspace.report.QualityReport;
import javafx.collections.ListChangeListener;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The analyst's bars for one session: the bars file, their check, the Bars tab, the marks and "Set a bar on
 * this figure…" of the other tabs. Once the bars are read after the sign-in, and whenever a dataset is found
 * re-measured, the bars are checked and the outcomes that changed are announced.
 */
public final class SessionBars {

    private final BarsBook book;
    private final BarsChecker checker;
    private final BarEditing editing;
    private final BarsViewModel model;
    private final BarsTab tab;
    private final SessionHistory history;
    private final Clock clock;
    private final Supplier<Subsets> storedSubsets;
    /** The bars as they stood last on the UI thread, for the report written on the worker. */
    private volatile List<Bar> current = List.of();

    /**
     * @param folder        the user's config folder, where the bars file lives
     * @param earlierFolder the app's data folder, where earlier versions kept it
     * @param subsets       where the clips figures come from as it stands when a check starts, asked on the UI thread
     * @param storedSubsets where they come from off the UI thread, for the report: the snapshots kept on this machine
     * @param datasets the names of the datasets listed
     */
    public SessionBars(DqClient client, SessionHistory history, Optional<Path> folder, Optional<Path> earlierFolder,
                       Supplier<Subsets> subsets, Supplier<Subsets> storedSubsets, Supplier<List<String>> datasets,
                       AsyncRunner runner, StatusMessage status, FileDialogs files, Clock clock) {
        book = new BarsBook(folder, earlierFolder, runner);
        checker = new BarsChecker(client, history, subsets, runner, status, clock);
        editing = new BarEditing(book, datasets);
        model = new BarsViewModel(book, checker, runner);
        tab = new BarsTab(model, editing, files);
        this.history = history;
        this.clock = clock;
        this.storedSubsets = storedSubsets;
        book.bars().addListener((ListChangeListener<Bar>) change -> current = List.copyOf(book.bars()));
    }

    /**
     * Reads the bars, then checks them on every dataset; later, on each dataset found re-measured, after which
     * the Bars view shows that dataset's new outcomes if it is open on it.
     */
    public void start(NewerMeasurements newer) {
        book.load(() -> checker.checkAndAnnounce(book.bars(), dataset -> true, () -> { }));
        newer.onFound(dataset -> checker.checkAndAnnounce(book.bars(), dataset::equals, () -> model.refreshOn(dataset)));
    }

    public BarsTab tab() {
        return tab;
    }

    /** The bars where their figures are shown, for the other tabs. */
    public FigureBars figures() {
        return new FigureBars(editing);
    }

    /**
     * The report with "Your bars": the bars on the dataset checked as the Bars tab checks them, their outcomes kept
     * and those that changed announced; a clips figure from the dataset's snapshot kept on this machine. Blocks on
     * the service: on the worker.
     */
    public QualityReport withBars(QualityReport report, String dataset) {
        List<Bar> on = current.stream().filter(bar -> bar.everyDataset() || bar.dataset().equals(dataset)).toList();
        if (on.isEmpty()) {
            return report;
        }
        BarsChecker.Checked checked = checker.check(on, dataset::equals, storedSubsets.get());
        return report.withBars(new CheckRun(book.file().map(Path::toString).orElse(BarsBook.FILE_NAME),
                history.key(), clock.instant(), checked.results()));
    }

    /** The bars as they stand; on the UI thread. */
    public List<Bar> bars() {
        return List.copyOf(book.bars());
    }
}
