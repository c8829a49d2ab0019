package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.DatasetFeature;
import io.dqexplorer.desktop.common.ErrorBanner;
import io.dqexplorer.desktop.datasets.DatasetListView;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;

/**
 * The signed-in window: header, dataset list on the left, one tab per feature on the right. Also the
 * app's {@link ClipNavigator}: it brings the clip table's tab forward and lets the clip feature filter.
 */
public final class MainWindow extends BorderPane implements ClipNavigator {

    private final DatasetListViewModel datasets;
    private final TabPane tabs = new TabPane();
    private final Label datasetTitle = new Label();
    private List<DatasetFeature> features = List.of();
    /** What each feature shows now; a tab catches up with the selected dataset when it comes forward. */
    private final Map<DatasetFeature, DatasetEntry> opened = new HashMap<>();

    public MainWindow(MainViewModel header, DatasetListViewModel datasets, Node retryNotice, Node themeToggle,
                      Runnable signOut) {
        this.datasets = datasets;
        setId("main-window");
        ErrorBanner headerError = new ErrorBanner(header::onErrorAction);
        headerError.setId("header-error");
        headerError.reportProperty().bind(header.errorProperty());
        setTop(new VBox(new HeaderView(header, datasets.selectedProperty(), retryNotice, themeToggle, signOut),
                new AccessAnswerBar(header), headerError));

        DatasetListView list = new DatasetListView(datasets);
        SplitPane split = new SplitPane(list, content());
        split.setDividerPositions(0.22);
        SplitPane.setResizableWithParent(list, false);
        setCenter(split);

        datasets.selectedProperty().addListener((obs, old, now) -> open(now));
        tabs.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> catchUp(now));
        addEventHandler(ErrorBanner.SIGN_IN_AGAIN_REQUESTED, e -> signOut.run());
        addEventHandler(ErrorBanner.CHECK_ACCESS_REQUESTED, e -> header.checkAccess());
    }

    private Node content() {
        tabs.setId("feature-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        datasetTitle.setId("dataset-title");
        datasetTitle.getStyleClass().add("dataset-title");
        VBox withTitle = new VBox(datasetTitle, tabs);
        VBox.setVgrow(tabs, Priority.ALWAYS);
        withTitle.visibleProperty().bind(datasets.selectedProperty().isNotNull());
        datasetTitle.setPadding(new Insets(12, 16, 4, 16));

        Label choose = new Label("Choose a dataset on the left to see what was measured",
                new FontIcon(Material2AL.ARROW_BACK));
        choose.setId("choose-dataset");
        choose.getStyleClass().add("text-muted");
        choose.visibleProperty().bind(datasets.selectedProperty().isNull());
        StackPane stack = new StackPane(withTitle, choose);
        StackPane.setAlignment(choose, Pos.CENTER);
        return stack;
    }

    /** Installs the feature tabs; called once, right after construction, by the composition root. */
    void install(List<DatasetFeature> newFeatures) {
        features = List.copyOf(newFeatures);
        for (DatasetFeature feature : features) {
            Tab tab = new Tab(feature.title(), feature.view());
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
        datasetTitle.setText(dataset.dataset());
        catchUp(tabs.getSelectionModel().getSelectedItem());
    }

    private void catchUp(Tab tab) {
        DatasetEntry current = datasets.selectedProperty().get();
        if (tab == null || current == null) {
            return;
        }
        DatasetFeature feature = (DatasetFeature) tab.getUserData();
        if (!current.equals(opened.get(feature))) {
            opened.put(feature, current);
            feature.open(current);
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
