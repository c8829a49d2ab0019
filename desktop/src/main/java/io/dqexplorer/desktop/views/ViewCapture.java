package io.dqexplorer.desktop.views;

import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.view.ClipPagesState;
import io.dqexplorer.workspace.view.ClipTableState;
import io.dqexplorer.workspace.view.CompareSides;
import io.dqexplorer.workspace.view.SavedView;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Takes the view shown from the window: dataset, tab in front, the token of each tab's measurement, the clip
 * table's filter, sort, columns and top clip, the service's paged table's term, page size and first row, and
 * the comparison shown.
 */
final class ViewCapture {

    private final ViewOrigin origin;
    private final ViewHost host;
    private final ViewTabs tabs;
    private final DatasetListViewModel datasets;

    ViewCapture(ViewOrigin origin, ViewHost host, ViewTabs tabs, DatasetListViewModel datasets) {
        this.origin = origin;
        this.host = host;
        this.tabs = tabs;
        this.datasets = datasets;
    }

    /** The view shown now; none before a dataset is chosen. */
    Optional<SavedView> capture() {
        DatasetEntry dataset = datasets.selectedProperty().get();
        if (dataset == null) {
            return Optional.empty();
        }
        Map<String, String> tokens = new LinkedHashMap<>();
        for (DatasetTab tab : host.features()) {
            tab.shownToken(dataset.dataset()).ifPresent(token -> tokens.put(ViewTabs.id(tab.title()), token));
        }
        Optional<ClipTableState> clips = tabs.clips().flatMap(tab -> tab.table().state(dataset.dataset()));
        String tab = host.selectedTabTitle().map(ViewTabs::id).orElse(ViewTabs.id(tabs.first().title()));
        Optional<ClipPagesState> pages = tabs.clips().flatMap(clipsTab -> clipsTab.table().pages(dataset.dataset()));
        return Optional.of(new SavedView(origin.service(), origin.organization(), dataset.dataset(), tab, tokens, clips,
                comparison(tab), pages));
    }

    /** The comparison of the tab in front, else of the first tab comparing: a view holds one. */
    private Optional<CompareSides> comparison(String front) {
        List<DatasetTab> ordered = new ArrayList<>(host.features());
        ordered.sort(Comparator.comparing(tab -> !ViewTabs.id(tab.title()).equals(front)));
        for (DatasetTab tab : ordered) {
            Optional<CompareSides.Side[]> sides = tab.comparedSides();
            if (sides.isPresent()) {
                return Optional.of(new CompareSides(ViewTabs.id(tab.title()), sides.get()[0], sides.get()[1]));
            }
        }
        return Optional.empty();
    }
}
