package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.StatusMessage;
import io.dqexplorer.desktop.common.async.AfterPulse;
import io.dqexplorer.desktop.common.error.ErrorBanner;
import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.desktop.common.tab.NewerMeasurements;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.header.AccessAnswerBar;
import io.dqexplorer.desktop.header.HeaderView;
import io.dqexplorer.desktop.header.HeaderViewModel;
import io.dqexplorer.desktop.views.ViewHost;
import io.dqexplorer.desktop.views.ViewTabs;
import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.beans.property.BooleanProperty;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The signed-in window: header, dataset list on the left ({@link DatasetPane}), the dataset's title and one tab
 * per feature on the right ({@link DatasetContent}, {@link FeatureTabs}), the status bar at the bottom. Also the
 * app's {@link ClipNavigator}: it brings the clip table's tab forward and lets the clip feature filter.
 */
public final class MainWindow extends BorderPane implements ClipNavigator, ViewHost {

    private final DatasetListViewModel datasets;
    private final FeatureTabs tabs;
    private final DatasetContent content;
    private final DatasetPane datasetPane;
    private final HeaderView headerView;
    private final VBox top;

    public MainWindow(HeaderViewModel header, DatasetListViewModel datasets, StatusMessage status, Node retryNotice,
                      Node themeToggle, Settings settings, Runnable signOut, Runnable showSnapshots) {
        this.datasets = datasets;
        setId("main-window");
        tabs = new FeatureTabs(datasets);
        content = new DatasetContent(datasets, tabs.node());
        datasetPane = new DatasetPane(datasets, content.node(), settings);
        ErrorBanner headerError = new ErrorBanner(header::onErrorAction);
        headerError.setId("header-error");
        headerError.reportProperty().bind(header.errorProperty());
        headerView = new HeaderView(header, datasets.selectedProperty(), datasetPane.toggle(), themeToggle, signOut,
                showSnapshots);
        top = new VBox(headerView, new AccessAnswerBar(header), headerError);
        setBottom(new StatusBar(status, retryNotice));
        // the window comes in eight pulses: the status bar, the header, its buttons, the dataset pane, its list,
        // its first dataset, the rest, the tabs; styled all at once they made the first frame after sign-in several
        // times longer than 100 ms
        sceneProperty().addListener((obs, old, scene) -> {
            if (scene != null && getCenter() == null) {
                List<Runnable> steps = new ArrayList<>();
                steps.add(() -> setTop(top));
                steps.addAll(headerView.stepsToShow());
                steps.add(() -> setCenter(datasetPane.node()));
                steps.addAll(datasetPane.stepsToShow());
                steps.add(content::show);
                AfterPulse.inTurn(scene, steps);
            }
        });

        datasets.selectedProperty().addListener((obs, old, now) -> open(now));
        addEventHandler(ErrorBanner.SIGN_IN_AGAIN_REQUESTED, e -> signOut.run());
        addEventHandler(ErrorBanner.CHECK_ACCESS_REQUESTED, e -> header.checkAccess());
        KeyBindings.install(this);
    }

    /** Whether the dataset list is shown; the header's toggle flips it and the settings remember it. */
    public BooleanProperty datasetPaneShownProperty() {
        return datasetPane.shownProperty();
    }

    /**
     * Installs the feature tabs, each joined to the session's "newer measurement" signal; called once,
     * right after construction, by the composition root. A tab's view is built when the tab first comes
     * forward with a dataset to show.
     */
    void install(List<DatasetTab> newFeatures, NewerMeasurements newer) {
        tabs.install(newFeatures, newer);
        DatasetEntry current = datasets.selectedProperty().get();
        if (current != null) {
            open(current);
        }
    }

    private void open(DatasetEntry dataset) {
        if (dataset == null) {
            return;
        }
        content.title(dataset);
        tabs.open(dataset);
    }

    /**
     * Shows a saved view: selects its dataset and brings its tab forward. Each tab named in {@code work}
     * (by title) does its part (a pin, the clip table's state) once it shows the dataset, when it next
     * comes forward: a tab is loaded no sooner for a view than for a click.
     */
    @Override
    public void restore(DatasetEntry dataset, String tabTitle, Map<String, Consumer<DatasetTab>> work) {
        tabs.restore(dataset, tabTitle, work);
    }

    /** The title of the tab in front; none before the tabs are installed. */
    @Override
    public Optional<String> selectedTabTitle() {
        return tabs.selectedTitle();
    }

    /** The feature tabs, in order. */
    @Override
    public List<DatasetTab> features() {
        return tabs.features();
    }

    /** Puts the Views menu in the header. */
    public void offerViews(Labeled menu) {
        headerView.offerViews(menu);
    }

    /** Shows a notice under the header (a saved view's), until it removes itself. */
    public void showNotice(Node notice) {
        top.getChildren().add(notice);
    }

    /** Lays {@code cover} over the tabs (and the hint to choose a dataset): what shows while a view is on its way. */
    public void showOverTabs(Node cover) {
        content.showOver(cover);
    }

    /**
     * Offers the selected dataset's Trends beside its title: for a session that keeps a history.
     *
     * @param show told the dataset whose trends to show
     */
    void offerTrends(Consumer<DatasetEntry> show) {
        content.offerTrends(show);
    }

    /** Offers the selected dataset's quality report: its button beside the title, what it came to under it. */
    void offerReport(Node button, Node outcome) {
        content.offerReport(button, outcome);
    }

    /** Brings the tab forward and pins it to the measurement with this token (a point of the Trends). */
    public void openMeasurement(String tabTitle, String token) {
        tabs.openMeasurement(tabTitle, token);
    }

    /** Brings a feature's tab forward by its title; false when no tab has that title. */
    public boolean selectTab(String title) {
        return tabs.select(title);
    }

    /**
     * Brings the tab at {@code index} forward, the focus on the tabs: whatever had it may have left with the
     * tab before. Nothing when there is no such tab.
     */
    void selectTab(int index) {
        tabs.select(index);
    }

    /** Brings the clip table's tab forward; false when the window has none. */
    boolean selectClipTab() {
        return tabs.selectClips(clips -> { });
    }

    /** What the tab in front shows; none before a dataset is chosen. */
    Optional<Node> frontContent() {
        return tabs.frontContent();
    }

    /** Puts the focus in the dataset list, showing the list first if it was hidden. */
    void focusDatasets() {
        datasetPane.focus();
    }

    public List<String> tabTitles() {
        return tabs.titles();
    }

    /** The tab id used for TestFX lookups, e.g. "Video defects" → "tab-video-defects". */
    public static String tabId(String title) {
        return "tab-" + ViewTabs.id(title);
    }

    @Override
    public void showClipsWithTerm(String term) {
        tabs.selectClips(clips -> clips.showClipsWithTerm(term));
    }

    @Override
    public void showClips(List<String> clipIds, String label) {
        tabs.selectClips(clips -> clips.showClips(clipIds, label));
    }
}
