package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.desktop.common.tab.NewerMeasurements;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One tab per feature, each brought up to the selected dataset when it comes forward (one load per choice of
 * dataset, not one per tab), and what a saved view's tabs still have to do when they do.
 */
final class FeatureTabs {

    private final DatasetListViewModel datasets;
    private final TabPane tabs = new TabPane();
    private List<DatasetTab> features = List.of();
    /** What each feature shows now; a tab catches up with the selected dataset when it comes forward. */
    private final Map<DatasetTab, DatasetEntry> opened = new HashMap<>();
    /** The dataset of a saved view being shown, and what each of its tabs still has to do when it comes forward. */
    private String restoring;
    private final Map<DatasetTab, Consumer<DatasetTab>> toRestore = new HashMap<>();
    /** While a saved view changes the tab and the dataset together: the tab catches up once, after both. */
    private boolean changingTabAndDataset;

    FeatureTabs(DatasetListViewModel datasets) {
        this.datasets = datasets;
        tabs.setId("feature-tabs");
        tabs.setAccessibleText("What was measured of the dataset");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> catchUp(now));
    }

    TabPane node() {
        return tabs;
    }

    /** Installs the feature tabs, each joined to the session's "newer measurement" signal. */
    void install(List<DatasetTab> newFeatures, NewerMeasurements newer) {
        features = List.copyOf(newFeatures);
        for (DatasetTab feature : features) {
            feature.shareNewer(newer);
            Tab tab = new Tab(feature.title());
            tab.setId(MainWindow.tabId(feature.title()));
            tab.setUserData(feature);
            tabs.getTabs().add(tab);
        }
    }

    /** Opens the dataset in the tab in front only, so that choosing a dataset costs one load, not one per tab. */
    void open(DatasetEntry dataset) {
        if (restoring != null && !restoring.equals(dataset.dataset())) {
            // the user went elsewhere: the view's pins are not for the next time the dataset comes back
            restoring = null;
            toRestore.clear();
        }
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
     * Selects the dataset and brings the tab forward; each tab named in {@code work} (by title) does its part
     * (a pin, the clip table's state) once it shows the dataset, when it next comes forward: a tab is loaded no
     * sooner for a view than for a click.
     */
    void restore(DatasetEntry dataset, String tabTitle, Map<String, Consumer<DatasetTab>> work) {
        restoring = dataset.dataset();
        toRestore.clear();
        features.stream().filter(feature -> work.containsKey(feature.title()))
                .forEach(feature -> toRestore.put(feature, work.get(feature.title())));
        // the tab selected first would load the dataset shown before, a request the view throws away
        changingTabAndDataset = true;
        try {
            select(tabTitle);
            datasets.select(dataset);
        } finally {
            changingTabAndDataset = false;
        }
        catchUp(tabs.getSelectionModel().getSelectedItem());
    }

    Optional<String> selectedTitle() {
        return Optional.ofNullable(tabs.getSelectionModel().getSelectedItem()).map(Tab::getText);
    }

    List<DatasetTab> features() {
        return features;
    }

    /** Brings the tab forward and pins it to the measurement with this token. */
    void openMeasurement(String tabTitle, String token) {
        if (select(tabTitle)) {
            features.stream().filter(feature -> feature.title().equals(tabTitle)).findFirst()
                    .ifPresent(feature -> feature.pin(token));
        }
    }

    /** Brings a feature's tab forward by its title; false when no tab has that title. */
    boolean select(String title) {
        return tabs.getTabs().stream()
                .filter(tab -> tab.getText().equals(title))
                .findFirst()
                .map(tab -> {
                    tabs.getSelectionModel().select(tab);
                    return true;
                })
                .orElse(false);
    }

    /** Brings the tab at {@code index} forward, the focus on the tabs; nothing when there is no such tab. */
    void select(int index) {
        if (index < tabs.getTabs().size()) {
            tabs.getSelectionModel().select(index);
            tabs.requestFocus();
        }
    }

    /** Brings the clip table's tab forward, handing it the navigator; false when there is none. */
    boolean selectClips(Consumer<ClipNavigator> then) {
        Optional<Tab> clips = tabs.getTabs().stream().filter(tab -> tab.getUserData() instanceof ClipNavigator).findFirst();
        clips.ifPresent(tab -> {
            tabs.getSelectionModel().select(tab);
            then.accept((ClipNavigator) tab.getUserData());
        });
        return clips.isPresent();
    }

    Optional<Node> frontContent() {
        return Optional.ofNullable(tabs.getSelectionModel().getSelectedItem()).map(Tab::getContent);
    }

    List<String> titles() {
        return tabs.getTabs().stream().map(Tab::getText).toList();
    }
}
