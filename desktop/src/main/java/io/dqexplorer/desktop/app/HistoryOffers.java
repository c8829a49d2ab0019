package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.bars.SessionBars;
import io.dqexplorer.desktop.common.export.FolderOpener;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.report.FrontComparison;
import io.dqexplorer.desktop.report.ReportControls;
import io.dqexplorer.desktop.report.ReportViewModel;
import io.dqexplorer.desktop.report.WorkspaceSubset;
import io.dqexplorer.desktop.trends.TrendsReader;
import io.dqexplorer.desktop.trends.TrendsViewModel;
import io.dqexplorer.desktop.trends.TrendsWindow;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.report.QualityReport;

import java.time.Clock;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;

/** What a session that keeps a measurement history offers beside the dataset's title: its Trends and its "Report…". */
final class HistoryOffers implements AutoCloseable {

    private final TrendsWindow trends;
    private final ReportViewModel report;

    HistoryOffers(AppServices app, MainWindow window, DatasetListViewModel datasets, SessionTabs tabs, DqClient client,
                  SessionHistory history, Optional<SessionBars> bars) {
        trends = offerTrends(app, window, history, bars);
        report = offerReport(app, window, datasets, tabs, client, history, bars);
    }

    /**
     * The Trends window of the session's history, with the analyst's bars on their figures; a clicked point opens
     * its measurement in the main window.
     */
    private static TrendsWindow offerTrends(AppServices app, MainWindow window, SessionHistory history,
                                            Optional<SessionBars> bars) {
        TrendsWindow shown = new TrendsWindow(app.stage(), new TrendsViewModel(new TrendsReader(history), app.runner(),
                () -> bars.map(SessionBars::bars).orElse(List.of())), ZoneId.systemDefault(), window::openMeasurement);
        window.offerTrends(dataset -> shown.show(dataset.dataset()));
        return shown;
    }

    /**
     * "Report…" beside the dataset's title: the selected dataset's report, with the clip workspace's active filter
     * and the analyst's bars on the dataset.
     */
    private static ReportViewModel offerReport(AppServices app, MainWindow window, DatasetListViewModel datasets,
                                               SessionTabs tabs, DqClient client, SessionHistory history,
                                               Optional<SessionBars> bars) {
        FrontComparison front = new FrontComparison(window, tabs.clips().title(), tabs.clips()::shownComparison);
        ReportViewModel.Reader figures = ReportViewModel.reader(client, history, Clock.systemUTC());
        ReportViewModel.Reader withBars = (dataset, subset) -> {
            QualityReport read = figures.read(dataset, subset);
            return bars.map(yours -> yours.withBars(read, dataset)).orElse(read);
        };
        ReportViewModel report = new ReportViewModel(withBars,
                new WorkspaceSubset(() -> Optional.of(tabs.clips().table())), front::measurements, front::clips,
                app.runner(), app.settings(), FolderOpener.platform());
        ReportControls controls = new ReportControls(report,
                () -> Optional.ofNullable(datasets.selectedProperty().get()).map(DatasetEntry::dataset),
                app.exportTargets());
        // what the last report came to no longer stands beside another dataset's title
        datasets.selectedProperty().addListener((obs, old, now) -> report.run().clearOutcome());
        window.offerReport(controls.button(), controls.outcome());
        return report;
    }

    /** Closes the Trends window and cancels a report being written. */
    @Override
    public void close() {
        trends.close();
        report.run().close();
    }
}
