package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.bars.FigureBars;
import io.dqexplorer.desktop.bars.SessionBars;
import io.dqexplorer.desktop.clips.ClipsTab;
import io.dqexplorer.desktop.common.ClientFactory;
import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.FileDialogs;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.StatusMessage;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.common.async.UiTimer;
import io.dqexplorer.desktop.common.async.RetryNotice;
import io.dqexplorer.desktop.common.async.RetryNoticeLabel;
import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.desktop.common.tab.MeasurementTab;
import io.dqexplorer.desktop.compare.CompareSession;
import io.dqexplorer.desktop.compare.CompareTabMode;
import io.dqexplorer.desktop.common.export.FolderOpener;
import io.dqexplorer.workspace.compare.CompareFamily;
import io.dqexplorer.desktop.common.tab.NewerMeasurements;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.defects.DefectsTab;
import io.dqexplorer.desktop.demo.DemoService;
import io.dqexplorer.desktop.duplicates.DuplicatesTab;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import io.dqexplorer.desktop.hands.HandsTab;
import io.dqexplorer.desktop.common.history.AnswerRecorder;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.desktop.report.FrontComparison;
import io.dqexplorer.desktop.report.ReportControls;
import io.dqexplorer.desktop.report.ReportViewModel;
import io.dqexplorer.desktop.report.WorkspaceSubset;
import io.dqexplorer.desktop.header.HeaderViewModel;
import io.dqexplorer.desktop.signin.Session;
import io.dqexplorer.desktop.signin.SignInView;
import io.dqexplorer.desktop.signin.SignInViewModel;
import io.dqexplorer.desktop.trends.TrendsReader;
import io.dqexplorer.desktop.trends.TrendsViewModel;
import io.dqexplorer.desktop.trends.TrendsWindow;
import io.dqexplorer.desktop.views.ViewMenu;
import io.dqexplorer.desktop.views.ViewNotice;
import io.dqexplorer.desktop.views.ViewOpening;
import io.dqexplorer.desktop.views.ViewOrigin;
import io.dqexplorer.desktop.views.ViewSource;
import io.dqexplorer.desktop.views.Views;
import io.dqexplorer.workspace.view.SavedView;
import io.dqexplorer.desktop.vocabulary.VocabularyTab;
import io.dqexplorer.desktop.clips.snapshots.SnapshotsDialog;
import io.dqexplorer.desktop.clips.snapshots.SnapshotsViewModel;
import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.history.HistoryFolder;
import io.dqexplorer.workspace.history.MeasurementHistory;
import io.dqexplorer.workspace.report.QualityReport;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;

import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The composition root: the one place that builds the async runner, the settings, the client factory,
 * the sign-in, and, once signed in, the client-backed view models, the main window and its feature tabs.
 * Nothing else constructs services or holds them statically.
 */
public final class AppContext implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(AppContext.class.getName());

    private static final double DEFAULT_WIDTH = 1360;
    private static final double DEFAULT_HEIGHT = 860;
    /**
     * Below this the tabs' toolbars no longer fit beside the dataset list (at 800×600 the clip table's
     * tab fell into an overflow menu and its export off the window); a smaller screen gets its own size.
     */
    static final double MIN_WIDTH = 960;
    static final double MIN_HEIGHT = 620;
    /** How long quitting waits for cancelled work to clean up (an export deleting its partial file). */
    private static final Duration CLEAN_UP = Duration.ofSeconds(3);

    private final Stage stage;
    private final Settings settings;
    private final Supplier<DemoService> demoStarter;
    private final FileDialogs files;
    private final ExportTargetChooser exportTargets;
    /** Where the snapshots and the measurement history are kept: DQ_CACHE_DIR and DQ_DATA_DIR, else the platform's folders. */
    private final Map<String, String> environment;
    /** Keeps every measurement answer the session's client reads in the measurement history. */
    private final AnswerRecorder answers = new AnswerRecorder();
    private final ClientFactory clients = new SdkClientFactory(answers);
    private final FxAsyncRunner runner = new FxAsyncRunner();
    private final RetryNotice retries = new RetryNotice(runner);
    private final ThemeSwitch theme;
    private final Scene scene;

    private SignInViewModel signIn;
    private Session session;
    private MainWindow mainWindow;
    private HeaderViewModel header;
    private DatasetListViewModel datasets;
    private List<DatasetTab> features = List.of();
    /** The session's snapshots, and the tab that shows them: the Snapshots dialog works on both. */
    private ClipWorkspace workspace;
    private ClipsTab clipsTab;
    /** The session's Trends window; none when the session keeps no history. */
    private TrendsWindow trends;
    /** The session's "Report…"; none when the session keeps no history. */
    private ReportViewModel report;
    /** The session's saved views; none on the sign-in. */
    private Views views;
    /** A view asked for before sign-in (a launch with a file or link, a view of another service): opened after it. */
    private Consumer<Views> pendingView;

    public AppContext(Stage stage, Settings settings, Supplier<DemoService> demoStarter) {
        this(stage, settings, demoStarter, FileDialogs.platform(() -> stage), System.getenv());
    }

    /**
     * @param files         where exports, reports and views are written and which view is read; tests answer
     *                      without the platform's dialogs
     * @param environment   the variables that name the app's folders; tests give each app folders of its own
     */
    public AppContext(Stage stage, Settings settings, Supplier<DemoService> demoStarter,
                      FileDialogs files, Map<String, String> environment) {
        this(stage, settings, demoStarter, files, environment, SystemTheme.platform(environment));
    }

    /** @param systemTheme the platform's light or dark, followed while the user never chose a theme */
    public AppContext(Stage stage, Settings settings, Supplier<DemoService> demoStarter,
                      FileDialogs files, Map<String, String> environment, SystemTheme systemTheme) {
        this.stage = stage;
        this.settings = settings;
        this.demoStarter = demoStarter;
        this.files = files;
        this.exportTargets = ExportTargetChooser.of(files, settings);
        this.environment = Map.copyOf(environment);
        this.theme = new ThemeSwitch(settings, systemTheme, runner);
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        this.scene = new Scene(signInView(), Math.min(DEFAULT_WIDTH, screen.getWidth()),
                Math.min(DEFAULT_HEIGHT, screen.getHeight()));
        scene.getStylesheets().add(AppContext.class.getResource("/io/dqexplorer/desktop/app.css").toExternalForm());
        theme.style(scene);
    }

    /** Shows the window on the sign-in, where the user left it last time. */
    public void show() {
        runner.call(RasterizerWarmUp::run).start();
        stage.setTitle("DQ Explorer");
        // decoding seven PNGs is no work for the path to the first frame: the icon follows a moment later
        runner.call(WindowIcons::load)
                .onSuccess(stage.getIcons()::setAll)
                .onError(failure -> LOG.log(System.Logger.Level.WARNING, "the window icon could not be loaded", failure))
                .start();
        stage.setScene(scene);
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        stage.setMinWidth(Math.min(MIN_WIDTH, screen.getWidth()));
        stage.setMinHeight(Math.min(MIN_HEIGHT, screen.getHeight()));
        restoreBounds();
        stage.show();
    }

    /**
     * The tabs of the main window, in order: each feature gets the session's client and the one runner;
     * the Clips tab also the session's workspace, its snapshots kept per organization in the cache folder.
     */
    private List<DatasetTab> features(Session signedIn, ClipNavigator toClips, Optional<SessionHistory> history,
                                      Optional<SessionBars> bars) {
        DqClient client = signedIn.client();
        String organization = organization(signedIn);
        workspace = new ClipWorkspace(client, organization, ClipWorkspace.cacheFolder(environment), settings);
        clipsTab = new ClipsTab(runner, exportTargets, settings, workspace);
        Optional<FigureBars> figures = bars.map(SessionBars::figures);
        figures.ifPresent(clipsTab::offeringBars);
        Optional<CompareSession> compare = history.map(kept -> new CompareSession(client, kept, runner,
                FolderOpener.platform(), Clock.systemUTC()));
        List<DatasetTab> tabs = new ArrayList<>(List.of(
                comparing(new DefectsTab(client, runner, history, figures), CompareFamily.VIDEO, compare),
                comparing(new HandsTab(client, runner, history, figures), CompareFamily.HANDS, compare),
                comparing(new VocabularyTab(client, runner, toClips, history), CompareFamily.VOCABULARY, compare),
                comparing(new DuplicatesTab(client, runner, toClips, history), CompareFamily.DUPLICATES, compare),
                clipsTab));
        bars.ifPresent(session -> tabs.add(session.tab()));
        return List.copyOf(tabs);
    }

    /** The compare mode needs the history: without it a tab has no earlier measurement to compare with. */
    private DatasetTab comparing(MeasurementTab<?> tab, CompareFamily family, Optional<CompareSession> session) {
        session.ifPresent(s -> tab.comparing(new CompareTabMode(family, s, exportTargets)));
        return tab;
    }

    /** A credential scoped to no organization reads the public datasets: its scope names their snapshots and history. */
    private static String organization(Session signedIn) {
        return signedIn.access().scope().organizationId().orElse(signedIn.access().scope().kind());
    }

    /**
     * The session's part of the measurement history, which from now on keeps every answer its client reads;
     * none when DQ_DATA_DIR is refused (the tabs then offer no history, and loading works as before).
     */
    private Optional<SessionHistory> keepHistory(Session signedIn) {
        try {
            SessionHistory history = new SessionHistory(MeasurementHistory.of(HistoryFolder.fromEnvironment(environment)),
                    signedIn.historyKey());
            answers.keepIn(history);
            return Optional.of(history);
        } catch (IllegalArgumentException refused) {
            LOG.log(System.Logger.Level.WARNING, "No measurement history is kept: " + refused.getMessage());
            return Optional.empty();
        }
    }

    private Parent signInView() {
        signIn = new SignInViewModel(runner, settings, clients, demoStarter, this::signedIn, retries);
        return new SignInView(signIn, retries, theme.newToggle());
    }

    private void signedIn(Session newSession) {
        session = newSession;
        signIn.awaitedViewProperty().set(null);
        datasets = new DatasetListViewModel(newSession.client().versioned()::datasets, runner, settings);
        NewerMeasurements newer = new NewerMeasurements();
        StatusMessage status = new StatusMessage(UiTimer.fx());
        header = new HeaderViewModel(newSession, runner, newer, status);
        mainWindow = new MainWindow(header, datasets, status, new RetryNoticeLabel(retries), theme.newToggle(),
                settings, this::signOut, this::showSnapshots);
        Optional<SessionHistory> history = keepHistory(newSession);
        DatasetListViewModel listed = datasets;
        Optional<SessionBars> bars = history.map(kept -> new SessionBars(newSession.client(), kept, dataFolder(),
                () -> new ShownSnapshotSubsets(Optional.ofNullable(clipsTab).map(ClipsTab::table)
                        .map(table -> table.snapshotProperty().get())),
                () -> listed.visibleDatasets().stream().map(DatasetEntry::dataset).toList(), runner, status, files,
                Clock.systemUTC()));
        features = features(newSession, mainWindow, history, bars);
        mainWindow.install(features, newer);
        bars.ifPresent(session -> session.start(newer));
        history.ifPresent(kept -> offerTrends(kept, bars));
        history.ifPresent(kept -> offerReport(newSession.client(), kept, bars));
        views = new Views(ViewOrigin.of(newSession), mainWindow, datasets, runner, settings, dataFolder(),
                this::signInFor, status::show);
        mainWindow.offerViews(new ViewMenu(views, files));
        mainWindow.showNotice(new ViewNotice(views));
        mainWindow.showOverTabs(new ViewOpening(views));
        scene.setRoot(mainWindow);
        datasets.load();
        if (pendingView != null) {
            Consumer<Views> open = pendingView;
            pendingView = null;
            open.accept(views);
        } else {
            views.offerLastSession();
        }
    }

    /** Where the last session's view is kept: beside the measurement history; none when DQ_DATA_DIR is refused. */
    private Optional<Path> dataFolder() {
        try {
            return Optional.of(HistoryFolder.fromEnvironment(environment).file().getParent());
        } catch (IllegalArgumentException refused) {
            return Optional.empty();
        }
    }

    /** Signs out to sign in where the view was saved; the view opens after the sign-in. */
    private void signInFor(SavedView view, ViewSource from) {
        signOut();
        pendingView = opened -> opened.open(view, from);
        awaitOnSignIn(view);
    }

    /**
     * Prepares the sign-in for the view waiting on it: a view of the demo service signs in to it at once (it
     * needs no credential and no network, and the user asked to see it), unless an attempt is already under
     * way; any other fills in its service and says which view opens once signed in there.
     */
    private void awaitOnSignIn(SavedView view) {
        if (ViewOrigin.DEMO.equals(view.serviceUrl())) {
            if (!signIn.runningProperty().get()) {
                signIn.useDemo();
            }
            return;
        }
        signIn.serviceUrlProperty().set(view.serviceUrl());
        signIn.awaitedViewProperty().set("The view of " + ServiceText.shown(view.dataset()) + " of "
                + ServiceText.shown(ViewOrigin.of(view).describe()) + " opens once you sign in there.");
    }

    /**
     * The Trends window of the session's history, with the analyst's bars on their figures; a clicked point opens
     * its measurement in the main window.
     */
    private void offerTrends(SessionHistory history, Optional<SessionBars> bars) {
        MainWindow window = mainWindow;
        trends = new TrendsWindow(stage, new TrendsViewModel(new TrendsReader(history), runner,
                () -> bars.map(SessionBars::bars).orElse(List.of())), ZoneId.systemDefault(), window::openMeasurement);
        TrendsWindow shown = trends;
        window.offerTrends(dataset -> shown.show(dataset.dataset()));
    }

    /**
     * "Report…" beside the dataset's title: the selected dataset's report, with the clip workspace's active filter
     * and the analyst's bars on the dataset.
     */
    private void offerReport(DqClient client, SessionHistory history, Optional<SessionBars> bars) {
        FrontComparison front = new FrontComparison(mainWindow, clipsTab.title(), clipsTab::shownComparison);
        ReportViewModel.Reader figures = ReportViewModel.reader(client, history, Clock.systemUTC());
        ReportViewModel.Reader withBars = (dataset, subset) -> {
            QualityReport read = figures.read(dataset, subset);
            return bars.map(yours -> yours.withBars(read, dataset)).orElse(read);
        };
        report = new ReportViewModel(withBars,
                new WorkspaceSubset(() -> Optional.of(clipsTab.table())), front::measurements, front::clips, runner, settings,
                FolderOpener.platform());
        DatasetListViewModel shown = datasets;
        ReportControls controls = new ReportControls(report,
                () -> Optional.ofNullable(shown.selectedProperty().get()).map(DatasetEntry::dataset), exportTargets);
        // what the last report came to no longer stands beside another dataset's title
        shown.selectedProperty().addListener((obs, old, now) -> report.run().clearOutcome());
        mainWindow.offerReport(controls.button(), controls.outcome());
    }

    /** The Snapshots dialog over the session's store: the same DuckDB settings as the Clips tab's, which it asks before deleting. */
    private void showSnapshots() {
        new SnapshotsDialog(stage, new SnapshotsViewModel(workspace.store(), runner, clipsTab::release, settings,
                Clock.systemUTC(), ZoneId.systemDefault()), workspace.folder().snapshots()).show();
    }

    /** Closes the session (and the demo service, if it was one) and returns to the sign-in. */
    private void signOut() {
        endSession();
        scene.setRoot(signInView());
    }

    /**
     * Cancels everything the session has under way (tab loads, the totals walk, completions, a running
     * export), then closes its client: no work goes on for a session that has ended.
     */
    private void endSession() {
        if (session != null) {
            views.keepLastSession();
            views = null;
            answers.stop();
            if (trends != null) {
                trends.close();
                trends = null;
            }
            if (report != null) {
                report.run().close();
                report = null;
            }
            features.forEach(DatasetTab::close);
            datasets.close();
            header.close();
            session.close();
            session = null;
            mainWindow = null;
            header = null;
            datasets = null;
            features = List.of();
            clipsTab = null;
            workspace = null;
        }
    }

    /** Waits, for at most {@link #CLEAN_UP} in all, until the cancelled work of the features has cleaned up. */
    private static void awaitCleanUp(List<DatasetTab> closed) {
        long deadline = System.nanoTime() + CLEAN_UP.toNanos();
        try {
            for (DatasetTab feature : closed) {
                feature.awaitClosed(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void restoreBounds() {
        settings.windowBounds().ifPresent(bounds -> {
            boolean onSomeScreen = !Screen.getScreensForRectangle(
                    new Rectangle2D(bounds.x(), bounds.y(), bounds.width(), bounds.height())).isEmpty();
            if (onSomeScreen) {
                stage.setX(bounds.x());
                stage.setY(bounds.y());
            }
            stage.setWidth(bounds.width());
            stage.setHeight(bounds.height());
            stage.setMaximized(bounds.maximized());
        });
    }

    private void rememberBounds() {
        if (stage.getWidth() > 0 && stage.getHeight() > 0) {
            settings.rememberWindowBounds(new Settings.WindowBounds(
                    stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight(), stage.isMaximized()));
        }
    }

    /**
     * Opens a {@code .dqview} file or a {@code dqexplorer:} link in this window; on the FX thread. Given on the
     * sign-in, it opens after the sign-in, which is prepared for it (see {@link #awaitOnSignIn}).
     */
    public void openView(String fileOrLink) {
        if (views != null) {
            views.open(fileOrLink);
            return;
        }
        Consumer<Views> open = opened -> opened.open(fileOrLink);
        pendingView = open;
        Views.read(fileOrLink, runner, view -> {
            if (session == null && pendingView == open) {
                awaitOnSignIn(view);
            }
        });
    }

    /** The signed-in session's saved views; none on the sign-in. */
    public Optional<Views> views() {
        return Optional.ofNullable(views);
    }

    /** The sign-in form currently shown (a new one after each sign-out). */
    public SignInViewModel signIn() {
        return signIn;
    }

    /** The signed-in session; none on the sign-in. */
    public Optional<Session> session() {
        return Optional.ofNullable(session);
    }

    public Optional<DatasetListViewModel> datasets() {
        return Optional.ofNullable(datasets);
    }

    /**
     * Remembers the window, signs out, waits briefly for a cancelled export to delete its partial file
     * and stops the background threads; the app is done afterwards.
     */
    @Override
    public void close() {
        rememberBounds();
        settings.flush();
        List<DatasetTab> closing = features;
        endSession();
        awaitCleanUp(closing);
        runner.close();
    }
}
