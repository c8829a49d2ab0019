package io.dqexplorer.desktop.datasets;

import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The datasets of the signed-in organization, filtered by what the user types, and the selected one.
 * After a load it re-selects the dataset chosen last time, so that analysts land where they left off.
 */
public final class DatasetListViewModel {

    private final DatasetSource source;
    private final AsyncRunner runner;
    private final LoadState loadState = new LoadState();
    private final Settings settings;

    private final ObservableList<DatasetEntry> all = FXCollections.observableArrayList();
    private final FilteredList<DatasetEntry> visible = new FilteredList<>(all);
    private final StringProperty filter = new SimpleStringProperty(this, "filter", "");
    private final ReadOnlyObjectWrapper<DatasetEntry> selected = new ReadOnlyObjectWrapper<>(this, "selected");
    private final BooleanBinding empty;
    private final BooleanBinding nothingMatches;

    public DatasetListViewModel(DatasetSource source, AsyncRunner runner, Settings settings) {
        this.source = source;
        this.runner = runner;
        this.settings = settings;
        filter.addListener((obs, old, now) -> visible.setPredicate(entry -> matches(entry, now)));
        empty = Bindings.createBooleanBinding(() -> !loadState.isLoading() && loadState.error().isEmpty() && all.isEmpty(),
                all, loadState.loadingProperty(), loadState.errorProperty());
        nothingMatches = Bindings.createBooleanBinding(() -> !all.isEmpty() && visible.isEmpty(), all, visible);
    }

    /** Loads the list; a load still under way is cancelled, so that only the newest answer shows. */
    public void load() {
        runner.call(source::datasets).showing(loadState).onSuccess(this::show).start();
    }

    /** Cancels a load under way: the session is ending. */
    public void close() {
        loadState.cancel();
    }

    private void show(List<DatasetEntry> datasets) {
        all.setAll(datasets);
        if (selected.get() == null) {
            settings.lastDataset()
                    .flatMap(this::find)
                    .ifPresent(this::select);
        }
    }

    /** Opens a dataset in the tabs and remembers it for the next sign-in. */
    public void select(DatasetEntry dataset) {
        if (dataset == null || dataset.equals(selected.get())) {
            return;
        }
        selected.set(dataset);
        settings.rememberLastDataset(dataset.dataset());
    }

    public Optional<DatasetEntry> find(String dataset) {
        return all.stream().filter(entry -> entry.dataset().equals(dataset)).findFirst();
    }

    public void onErrorAction(ErrorAction action) {
        if (action == ErrorAction.RETRY) {
            load();
        }
    }

    /** A dataset matches when its id or one of its metrics contains the filter text, ignoring case. */
    private static boolean matches(DatasetEntry entry, String filterText) {
        String needle = filterText == null ? "" : filterText.trim().toLowerCase(Locale.ROOT);
        if (needle.isEmpty()) {
            return true;
        }
        return entry.dataset().toLowerCase(Locale.ROOT).contains(needle)
                || entry.metrics().stream().anyMatch(metric -> MetricNames.label(metric).toLowerCase(Locale.ROOT).contains(needle)
                || metric.toLowerCase(Locale.ROOT).contains(needle));
    }

    public LoadState loadState() {
        return loadState;
    }

    /** The datasets that match the filter, in the service's order. */
    public ObservableList<DatasetEntry> visibleDatasets() {
        return visible;
    }

    public StringProperty filterProperty() {
        return filter;
    }

    public ReadOnlyObjectProperty<DatasetEntry> selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    /** Loaded, and the organization has no datasets at all. */
    public BooleanBinding emptyBinding() {
        return empty;
    }

    /** There are datasets, but the filter hides them all. */
    public BooleanBinding nothingMatchesBinding() {
        return nothingMatches;
    }
}
