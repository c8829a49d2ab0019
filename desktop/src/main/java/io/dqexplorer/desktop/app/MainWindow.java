package io.dqexplorer.desktop.app;

import atlantafx.base.theme.Styles;
import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.StatusMessage;
import io.dqexplorer.desktop.common.async.AfterPulse;
import io.dqexplorer.desktop.common.error.ErrorBanner;
import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.desktop.common.tab.NewerMeasurements;
import io.dqexplorer.desktop.datasets.DatasetListView;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.header.AccessAnswerBar;
import io.dqexplorer.desktop.header.HeaderView;
import io.dqexplorer.desktop.header.HeaderViewModel;
import io.dqexplorer.desktop.views.ViewHost;
import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The signed-in window: header, dataset list on the left (hidden and shown by the header's toggle,
 * remembered), one tab per feature on the right, the status bar at the bottom. Also the app's
 * {@link ClipNavigator}: it brings the clip table's tab forward and lets the clip feature filter.
 */
public final class MainWindow extends BorderPane implements ClipNavigator, ViewHost {

    private final DatasetListViewModel datasets;
    private final TabPane tabs = new TabPane();
    private final Label datasetTitle = new Label();
    private final Button trends = new Button("Trends", new FontIcon(Material2MZ.SHOW_CHART));
    private final HBox titleRow = new HBox(12);
    private final VBox withTitle = new VBox();
    private final SplitPane split = new SplitPane();
    private final DatasetListView list;
    /** Holds the tabs, or the hint to choose a dataset; empty until the window's last pulse. */
    private final StackPane tabsPane = new StackPane();
    private List<Node> tabsPaneChildren = List.of();
    private final BooleanProperty datasetPaneShown = new SimpleBooleanProperty(this, "datasetPaneShown", true);
    private double dividerPosition = 0.22;
    private List<DatasetTab> features = List.of();
    /** What each feature shows now; a tab catches up with the selected dataset when it comes forward. */
    private final Map<DatasetTab, DatasetEntry> opened = new HashMap<>();
    /** The dataset of a saved view being shown, and what each of its tabs still has to do when it comes forward. */
    private String restoring;
    private final Map<DatasetTab, Consumer<DatasetTab>> toRestore = new HashMap<>();
    /** While a saved view changes the tab and the dataset together: the tab catches up once, after both. */
    private boolean changingTabAndDataset;
    private final HeaderView headerView;
    private final VBox top;

    public MainWindow(HeaderViewModel header, DatasetListViewModel datasets, StatusMessage status, Node retryNotice,
                      Node themeToggle, Settings settings, Runnable signOut, Runnable showSnapshots) {
        this.datasets = datasets;
        setId("main-window");
        ErrorBanner headerError = new ErrorBanner(header::onErrorAction);
        headerError.setId("header-error");
        headerError.reportProperty().bind(header.errorProperty());
        headerView = new HeaderView(header, datasets.selectedProperty(), paneToggle(), themeToggle, signOut,
                showSnapshots);
        top = new VBox(headerView, new AccessAnswerBar(header), headerError);
        setTop(top);

        list = new DatasetListView(datasets);
        SplitPane.setResizableWithParent(list, false);
        split.getItems().setAll(list, content());
        split.setDividerPositions(dividerPosition);
        setBottom(new StatusBar(status, retryNotice));
        // the window comes in five pulses: header and status bar, the dataset pane, its list, the datasets
        // in it, the tabs; styled all at once they made the first frame after sign-in several times longer than 100 ms
        sceneProperty().addListener((obs, old, scene) -> {
            if (scene != null && getCenter() == null) {
                List<Runnable> steps = new ArrayList<>();
                steps.add(() -> setCenter(split));
                steps.addAll(list.stepsToShow());
                steps.add(() -> tabsPane.getChildren().setAll(tabsPaneChildren));
                AfterPulse.inTurn(scene, steps);
            }
        });

        datasetPaneShown.set(!settings.datasetPaneHidden());
        showDatasetPane(datasetPaneShown.get());
        datasetPaneShown.addListener((obs, old, shown) -> {
            showDatasetPane(shown);
            settings.rememberDatasetPaneHidden(!shown);
        });

        datasets.selectedProperty().addListener((obs, old, now) -> open(now));
        tabs.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> catchUp(now));
        addEventHandler(ErrorBanner.SIGN_IN_AGAIN_REQUESTED, e -> signOut.run());
        addEventHandler(ErrorBanner.CHECK_ACCESS_REQUESTED, e -> header.checkAccess());
        KeyBindings.install(this);
    }

    private Node paneToggle() {
        FontIcon icon = new FontIcon();
        icon.iconCodeProperty().bind(datasetPaneShown.map(shown -> shown ? Material2MZ.MENU_OPEN : Material2MZ.MENU));
        Button toggle = new Button(null, icon);
        toggle.setId("dataset-pane-toggle");
        toggle.getStyleClass().addAll(Styles.FLAT, Styles.BUTTON_ICON);
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(datasetPaneShown.map(shown -> shown ? "Hide the dataset list" : "Show the dataset list"));
        toggle.setTooltip(tip);
        toggle.accessibleTextProperty().bind(tip.textProperty());
        toggle.setOnAction(e -> datasetPaneShown.set(!datasetPaneShown.get()));
        return toggle;
    }

    /** Takes the dataset list out of the split (its room goes to the tabs) or puts it back where its divider was. */
    private void showDatasetPane(boolean shown) {
        boolean showing = split.getItems().contains(list);
        if (shown && !showing) {
            split.getItems().add(0, list);
            split.setDividerPositions(dividerPosition);
        } else if (!shown && showing) {
            dividerPosition = split.getDividerPositions()[0];
            split.getItems().remove(list);
        }
    }

    /** Whether the dataset list is shown; the header's toggle flips it and the settings remember it. */
    public BooleanProperty datasetPaneShownProperty() {
        return datasetPaneShown;
    }

    private Node content() {
        tabs.setId("feature-tabs");
        tabs.setAccessibleText("What was measured of the dataset");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        datasetTitle.setId("dataset-title");
        datasetTitle.getStyleClass().add("dataset-title");
        datasetTitle.setMnemonicParsing(false);
        trends.setId("show-trends");
        trends.setTooltip(new Tooltip("This dataset's figures over every measurement kept on this machine"));
        trends.setAccessibleHelp(trends.getTooltip().getText());
        trends.setVisible(false);
        trends.managedProperty().bind(trends.visibleProperty());
        titleRow.getChildren().setAll(datasetTitle, trends);
        titleRow.setAlignment(Pos.BASELINE_LEFT);
        titleRow.setPadding(new Insets(12, 16, 4, 16));
        withTitle.getChildren().setAll(titleRow, tabs);
        VBox.setVgrow(tabs, Priority.ALWAYS);
        withTitle.visibleProperty().bind(datasets.selectedProperty().isNotNull());

        Label choose = new Label("Choose a dataset on the left to see what was measured",
                new FontIcon(Material2AL.ARROW_BACK));
        choose.setId("choose-dataset");
        choose.getStyleClass().add(Styles.TEXT_MUTED);
        choose.visibleProperty().bind(datasets.selectedProperty().isNull());
        StackPane.setAlignment(choose, Pos.CENTER);
        tabsPaneChildren = List.of(withTitle, choose);
        return tabsPane;
    }

    /**
     * Installs the feature tabs, each joined to the session's "newer measurement" signal; called once,
     * right after construction, by the composition root. A tab's view is built when the tab first comes
     * forward with a dataset to show (see {@link #catchUp}).
     */
    void install(List<DatasetTab> newFeatures, NewerMeasurements newer) {
        features = List.copyOf(newFeatures);
        for (DatasetTab feature : features) {
            feature.shareNewer(newer);
            Tab tab = new Tab(feature.title());
            tab.setId(tabId(feature.title()));
            tab.setUserData(feature);
            tabs.getTabs().add(tab);
        }
        DatasetEntry current = datasets.selectedProperty().get();
        if (current != null) {
            open(current);
        }
    }

    /** Opens the dataset in the tab in front only, so that choosing a dataset costs one load, not one per tab. */
    private void open(DatasetEntry dataset) {
        if (dataset == null) {
            return;
        }
        if (restoring != null && !restoring.equals(dataset.dataset())) {
            // the user went elsewhere: the view's pins are not for the next time the dataset comes back
            restoring = null;
            toRestore.clear();
        }
        datasetTitle.setText(dataset.dataset());
        catchUp(tabs.getSelectionModel().getSelectedItem());
    }

    /**
     * Brings the tab up to the selected dataset, building its view the first time. Built no sooner, and
     * only the tab in front holds its view: the tab pane styles and lays out every tab's content, shown
     * or not, so building all five views at sign-in made its first frame several times longer, and a
     * hidden view in the scene made every theme switch restyle it too. A view keeps its state while out.
     */
    private void catchUp(Tab tab) {
        DatasetEntry current = datasets.selectedProperty().get();
        if (changingTabAndDataset || tab == null || current == null) {
            return;
        }
        DatasetTab feature = (DatasetTab) tab.getUserData();
        tabs.getTabs().stream().filter(other -> other != tab).forEach(other -> other.setContent(null));
        tab.setContent(feature.view());
        if (!current.equals(opened.get(feature))) {
            opened.put(feature, current);
            feature.open(current);
        }
        if (current.dataset().equals(restoring)) {
            Consumer<DatasetTab> pending = toRestore.remove(feature);
            if (pending != null) {
                pending.accept(feature);
            }
        }
    }

    /**
     * Shows a saved view: selects its dataset and brings its tab forward. Each tab named in {@code work}
     * (by title) does its part (a pin, the clip table's state) once it shows the dataset, when it next
     * comes forward: a tab is loaded no sooner for a view than for a click.
     */
    @Override
    public void restore(DatasetEntry dataset, String tabTitle, Map<String, Consumer<DatasetTab>> work) {
        restoring = dataset.dataset();
        toRestore.clear();
        features.stream().filter(feature -> work.containsKey(feature.title()))
                .forEach(feature -> toRestore.put(feature, work.get(feature.title())));
        // the tab selected first would load the dataset shown before, a request the view throws away
        changingTabAndDataset = true;
        try {
            selectTab(tabTitle);
            datasets.select(dataset);
        } finally {
            changingTabAndDataset = false;
        }
        catchUp(tabs.getSelectionModel().getSelectedItem());
    }

    /** The title of the tab in front; none before the tabs are installed. */
    @Override
    public Optional<String> selectedTabTitle() {
        return Optional.ofNullable(tabs.getSelectionModel().getSelectedItem()).map(Tab::getText);
    }

    /** The feature tabs, in order. */
    @Override
    public List<DatasetTab> features() {
        return features;
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
        tabsPaneChildren = Stream.concat(tabsPaneChildren.stream(), Stream.of(cover)).toList();
        if (!tabsPane.getChildren().isEmpty()) {
            tabsPane.getChildren().add(cover);
        }
    }

    /**
     * Offers the selected dataset's Trends beside its title: for a session that keeps a history.
     *
     * @param show told the dataset whose trends to show
     */
    void offerTrends(Consumer<DatasetEntry> show) {
        trends.setOnAction(e -> Optional.ofNullable(datasets.selectedProperty().get()).ifPresent(show));
        trends.setVisible(true);
    }

    /** Offers the selected dataset's quality report: its button beside the title, what it came to under it. */
    void offerReport(Node button, Node outcome) {
        titleRow.getChildren().add(button);
        withTitle.getChildren().add(1, outcome);
    }

    /** Brings the tab forward and pins it to the measurement with this token (a point of the Trends). */
    public void openMeasurement(String tabTitle, String token) {
        if (selectTab(tabTitle)) {
            features.stream().filter(feature -> feature.title().equals(tabTitle)).findFirst()
                    .ifPresent(feature -> feature.pin(token));
        }
    }

    /** Brings a feature's tab forward by its title; false when no tab has that title. */
    public boolean selectTab(String title) {
        return tabs.getTabs().stream()
                .filter(tab -> tab.getText().equals(title))
                .findFirst()
                .map(tab -> {
                    tabs.getSelectionModel().select(tab);
                    return true;
                })
                .orElse(false);
    }

    /**
     * Brings the tab at {@code index} forward, the focus on the tabs: whatever had it may have left with the
     * tab before. Nothing when there is no such tab.
     */
    void selectTab(int index) {
        if (index < tabs.getTabs().size()) {
            tabs.getSelectionModel().select(index);
            tabs.requestFocus();
        }
    }

    /** Brings the clip table's tab forward; false when the window has none. */
    boolean selectClipTab() {
        Optional<Tab> clips = clipTab();
        clips.ifPresent(tabs.getSelectionModel()::select);
        return clips.isPresent();
    }

    /** What the tab in front shows; none before a dataset is chosen. */
    Optional<Node> frontContent() {
        return Optional.ofNullable(tabs.getSelectionModel().getSelectedItem()).map(Tab::getContent);
    }

    /** Puts the focus in the dataset list, showing the list first if it was hidden. */
    void focusDatasets() {
        datasetPaneShown.set(true);
        list.focusList();
    }

    public List<String> tabTitles() {
        return tabs.getTabs().stream().map(Tab::getText).toList();
    }

    /** The tab id used for TestFX lookups, e.g. "Video defects" → "tab-video-defects". */
    public static String tabId(String title) {
        return "tab-" + title.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
    }

    @Override
    public void showClipsWithTerm(String term) {
        clipTab().ifPresent(tab -> {
            tabs.getSelectionModel().select(tab);
            ((ClipNavigator) tab.getUserData()).showClipsWithTerm(term);
        });
    }

    @Override
    public void showClips(List<String> clipIds, String label) {
        clipTab().ifPresent(tab -> {
            tabs.getSelectionModel().select(tab);
            ((ClipNavigator) tab.getUserData()).showClips(clipIds, label);
        });
    }

    private Optional<Tab> clipTab() {
        return tabs.getTabs().stream().filter(tab -> tab.getUserData() instanceof ClipNavigator).findFirst();
    }
}
