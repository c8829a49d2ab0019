package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.bars.SessionBars;
import io.dqexplorer.desktop.clips.ClipsTab;
import io.dqexplorer.desktop.common.ConfigFolder;
import io.dqexplorer.desktop.common.async.RetryNoticeLabel;
import io.dqexplorer.desktop.common.async.StatusMessage;
import io.dqexplorer.desktop.common.async.UiTimer;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.desktop.common.tab.NewerMeasurements;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.header.HeaderViewModel;
import io.dqexplorer.desktop.signin.Session;
import io.dqexplorer.desktop.views.ViewMenu;
import io.dqexplorer.desktop.views.ViewNotice;
import io.dqexplorer.desktop.views.ViewOpening;
import io.dqexplorer.desktop.views.ViewOrigin;
import io.dqexplorer.desktop.views.ViewSource;
import io.dqexplorer.desktop.views.Views;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.history.HistoryFolder;
import io.dqexplorer.workspace.history.MeasurementHistory;
import io.dqexplorer.workspace.view.SavedView;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * What a session offers from its sign-in to its sign-out: the main window with its header, dataset list and
 * feature tabs, the measurement history with the analyst's bars, Trends and "Report…" where a history is kept,
 * the snapshots and the saved views. Built at sign-in, closed at sign-out; nothing of it outlives the session.
 */
final class SignedInSession implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(SignedInSession.class.getName());

    private final AppServices app;
    private final Session session;
    private final DatasetListViewModel datasets;
    private final HeaderViewModel header;
    private final MainWindow window;
    private final SessionTabs tabs;
    /** None when the session keeps no history. */
    private final Optional<HistoryOffers> offers;
    private final Views views;

    /**
     * @param signOut   ends the session and returns to the sign-in
     * @param signInFor signs out to sign in where a view was saved, the view opened after it
     */
    SignedInSession(AppServices app, Session session, Runnable signOut, BiConsumer<SavedView, ViewSource> signInFor) {
        this.app = app;
        this.session = session;
        datasets = new DatasetListViewModel(session.client().versioned()::datasets, app.runner(), app.settings());
        NewerMeasurements newer = new NewerMeasurements();
        StatusMessage status = new StatusMessage(UiTimer.fx());
        header = new HeaderViewModel(session, app.runner(), newer, status);
        window = new MainWindow(header, datasets, status, new RetryNoticeLabel(app.retries()), app.theme().newToggle(),
                app.settings(), signOut, this::showSnapshots);
        Optional<SessionHistory> history = keepHistory();
        Optional<SessionBars> bars = history.map(kept -> new SessionBars(session.client(), kept, configFolder(),
                dataFolder(), () -> localSubsets(true), () -> localSubsets(false),
                () -> datasets.visibleDatasets().stream().map(DatasetEntry::dataset).toList(), app.runner(), status,
                app.files(), Clock.systemUTC()));
        tabs = new SessionTabs(app, session, window, history, bars);
        window.install(tabs.all(), newer);
        bars.ifPresent(kept -> kept.start(newer));
        offers = history.map(kept -> new HistoryOffers(app, window, datasets, tabs, session.client(), kept, bars));
        views = new Views(ViewOrigin.of(session), window, datasets, app.runner(), app.settings(), dataFolder(),
                signInFor, status::show);
        window.offerViews(new ViewMenu(views, app.files()));
        window.showNotice(new ViewNotice(views));
        window.showOverTabs(new ViewOpening(views));
    }

    /**
     * The session's part of the measurement history, which from now on keeps every answer its client reads;
     * none when DQ_DATA_DIR is refused (the tabs then offer no history, and loading works as before).
     */
    private Optional<SessionHistory> keepHistory() {
        try {
            SessionHistory history = new SessionHistory(
                    MeasurementHistory.of(HistoryFolder.fromEnvironment(app.environment())), session.historyKey());
            app.answers().keepIn(history);
            return Optional.of(history);
        } catch (IllegalArgumentException refused) {
            LOG.log(System.Logger.Level.WARNING, "No measurement history is kept: " + refused.getMessage());
            return Optional.empty();
        }
    }

    /** Where the analyst's bars file is kept; none when DQ_CONFIG_DIR is refused. */
    private Optional<Path> configFolder() {
        try {
            return Optional.of(ConfigFolder.fromEnvironment(app.environment()));
        } catch (IllegalArgumentException refused) {
            LOG.log(System.Logger.Level.WARNING, "Your bars are kept for this session only: " + refused.getMessage());
            return Optional.empty();
        }
    }

    /** Where the last session's view is kept: beside the measurement history; none when DQ_DATA_DIR is refused. */
    private Optional<Path> dataFolder() {
        try {
            return Optional.of(HistoryFolder.fromEnvironment(app.environment()).file().getParent());
        } catch (IllegalArgumentException refused) {
            return Optional.empty();
        }
    }

    /**
     * The subsets of the dataset's snapshot on this machine; none before the tabs are built.
     *
     * @param onUiThread whether the Clips tab's open snapshot may be asked for (on the UI thread only); off it,
     *                   the snapshot kept in the cache is read
     */
    private LocalSnapshotSubsets localSubsets(boolean onUiThread) {
        Optional<SessionTabs> built = Optional.ofNullable(tabs);
        return new LocalSnapshotSubsets(built.filter(ready -> onUiThread).map(SessionTabs::clips).map(ClipsTab::table)
                .map(table -> table.snapshotProperty().get()), built.map(SessionTabs::workspace));
    }

    private void showSnapshots() {
        tabs.showSnapshots();
    }

    Session session() {
        return session;
    }

    MainWindow window() {
        return window;
    }

    DatasetListViewModel datasets() {
        return datasets;
    }

    Views views() {
        return views;
    }

    /** Starts loading the datasets. */
    void load() {
        datasets.load();
    }

    /**
     * Keeps the view shown for the next sign-in, cancels everything the session has under way (tab loads, the
     * totals walk, completions, a running export), then closes its client: no work goes on for a session that
     * has ended.
     */
    @Override
    public void close() {
        views.keepLastSession();
        app.answers().stop();
        offers.ifPresent(HistoryOffers::close);
        tabs.close();
        datasets.close();
        header.close();
        session.close();
    }

    /** Waits, for at most {@code within} in all, until the cancelled work of the tabs has cleaned up. */
    void awaitClosed(Duration within) {
        tabs.awaitClosed(within);
    }
}
