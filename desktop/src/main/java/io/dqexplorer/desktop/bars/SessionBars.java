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
import io.dqexplorer.workspace.bars.Subsets;

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

    /**
     * @param folder   the app's data folder, where the bars file lives
     * @param subsets  where the clips figures come from as it stands when a check starts, asked on the UI thread
     * @param datasets the names of the datasets listed
     */
    public SessionBars(DqClient client, SessionHistory history, Optional<Path> folder,
                       Supplier<Subsets> subsets, Supplier<List<String>> datasets,
                       AsyncRunner runner, StatusMessage status, FileDialogs files, Clock clock) {
        book = new BarsBook(folder, runner);
        checker = new BarsChecker(client, history, subsets, runner, status, clock);
        editing = new BarEditing(book, datasets);
        model = new BarsViewModel(book, checker, runner);
        tab = new BarsTab(model, editing, files);
    }

    /** Reads the bars, then checks them on every dataset; later, on each dataset found re-measured. */
    public void start(NewerMeasurements newer) {
        book.load(() -> checker.checkAndAnnounce(book.bars(), dataset -> true));
        newer.onFound(dataset -> checker.checkAndAnnounce(book.bars(), dataset::equals));
    }

    public BarsTab tab() {
        return tab;
    }

    /** The bars where their figures are shown, for the other tabs. */
    public FigureBars figures() {
        return new FigureBars(editing);
    }

    /** The bars as they stand; on the UI thread. */
    public List<Bar> bars() {
        return List.copyOf(book.bars());
    }
}
