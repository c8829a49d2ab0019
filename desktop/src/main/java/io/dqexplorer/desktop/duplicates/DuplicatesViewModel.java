package io.dqexplorer.desktop.duplicates;

import io.dqexplorer.desktop.common.AsyncRunner;
import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.ErrorAction;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.LoadState;
import io.dqexplorer.desktop.common.MeasurementStamp;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.stream.IntStream;

/**
 * The duplicates tab. An absent {@code exact} block means the comparison has not been made, which
 * is not "no duplicates": the tab says "not compared yet" and shows no counts.
 */
public final class DuplicatesViewModel {

    /** The one service call this view makes. */
    @FunctionalInterface
    public interface Source {
        Duplicates fetch(DuplicatesQuery query);
    }

    /** What the tab currently shows. */
    public enum Availability { NO_DATASET, NOT_MEASURED, NOT_COMPARED, SHOWN }

    static final String NOT_COMPARED = "Exact duplicates: not compared yet. That is not the same as no duplicates.";

    static final String REDUNDANT_EXPLAINED = "Redundant clips: for each group, its size minus one, summed "
            + "(the copies beyond the first). Not the number of clips involved in duplicates.";

    private final Source source;
    private final AsyncRunner runner;
    private final ClipNavigator navigator;
    private final LoadState loadState = new LoadState();
    private final MeasurementStamp stamp = new MeasurementStamp();
    private final ReadOnlyObjectWrapper<Availability> availability =
            new ReadOnlyObjectWrapper<>(this, "availability", Availability.NO_DATASET);
    private final ReadOnlyObjectWrapper<Duplicates> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ReadOnlyStringWrapper comparedClips = new ReadOnlyStringWrapper(this, "comparedClips", "");
    private final ReadOnlyStringWrapper redundantClips = new ReadOnlyStringWrapper(this, "redundantClips", "");
    private final ReadOnlyStringWrapper redundantPercent = new ReadOnlyStringWrapper(this, "redundantPercent", "");
    private final ReadOnlyStringWrapper groupsSummary = new ReadOnlyStringWrapper(this, "groupsSummary", "");
    private final ObservableList<GroupRow> groups = FXCollections.observableArrayList();
    private final ObservableList<GroupRow> readOnlyGroups = FXCollections.unmodifiableObservableList(groups);

    private String dataset;
    private AsyncRunner.Cancellable inFlight = () -> { };
    private Runnable lastLoad = () -> { };

    public DuplicatesViewModel(Source source, AsyncRunner runner, ClipNavigator navigator) {
        this.source = source;
        this.runner = runner;
        this.navigator = navigator;
    }

    /** Shows the dataset's latest comparison, or "not measured yet" without asking the service. */
    public void open(DatasetEntry entry) {
        inFlight.cancel();
        dataset = entry.dataset();
        show(null);
        stamp.clear();
        if (!entry.has(DatasetEntry.DUPLICATES)) {
            availability.set(Availability.NOT_MEASURED);
            return;
        }
        availability.set(Availability.NO_DATASET);
        loadLatest();
    }

    public void loadLatest() {
        load(DuplicatesQuery.of(dataset));
    }

    /** Asks again for exactly the comparison shown; a moved-on measurement answers 409. */
    public void reload() {
        Duplicates shown = result.get();
        if (shown == null) {
            lastLoad.run();
            return;
        }
        load(DuplicatesQuery.of(dataset).withMediaDigest(shown.mediaDigest()));
    }

    public void checkForNewer() {
        if (dataset == null || result.get() == null) {
            return;
        }
        loadState.started();
        inFlight = runner.run(() -> source.fetch(DuplicatesQuery.of(dataset)),
                latest -> {
                    loadState.succeeded();
                    stamp.latestIs(latest.mediaDigest());
                },
                loadState::failed);
    }

    public void onErrorAction(ErrorAction action) {
        switch (action) {
            case LOAD_LATEST -> loadLatest();
            case RETRY -> lastLoad.run();
            default -> { }
        }
    }

    /** Opens the clip table on exactly the group's clips. */
    public void showClips(GroupRow group) {
        if (group != null) {
            navigator.showClips(group.clips(), group.label());
        }
    }

    private void load(DuplicatesQuery query) {
        lastLoad = () -> load(query);
        inFlight.cancel();
        loadState.started();
        inFlight = runner.run(() -> source.fetch(query),
                answer -> {
                    loadState.succeeded();
                    show(answer);
                    stamp.showing(answer.mediaDigest());
                    availability.set(answer.exact().isPresent() ? Availability.SHOWN : Availability.NOT_COMPARED);
                },
                loadState::failed);
    }

    private void show(Duplicates answer) {
        result.set(answer);
        comparedClips.set(answer == null ? "" : Formats.count(answer.comparedClipCount()));
        Duplicates.Exact exact = answer == null ? null : answer.exact().orElse(null);
        if (exact == null) {
            redundantClips.set("");
            redundantPercent.set("");
            groupsSummary.set("");
            groups.clear();
            return;
        }
        redundantClips.set(Formats.count(exact.redundantClipCount()));
        redundantPercent.set(Formats.percent(exact.redundantPercent()) + " of compared clips");
        List<Duplicates.Group> found = exact.groups();
        groups.setAll(IntStream.range(0, found.size()).mapToObj(i -> new GroupRow(i + 1, found.get(i).clips())).toList());
        groupsSummary.set(found.isEmpty()
                ? "No exact duplicates among the " + Formats.count(answer.comparedClipCount()) + " compared clips"
                : Formats.count(found.size()) + " groups of identical footage, largest first");
    }

    public LoadState loadState() {
        return loadState;
    }

    public MeasurementStamp stamp() {
        return stamp;
    }

    public ReadOnlyObjectProperty<Availability> availabilityProperty() {
        return availability.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Duplicates> resultProperty() {
        return result.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty comparedClipsProperty() {
        return comparedClips.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty redundantClipsProperty() {
        return redundantClips.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty redundantPercentProperty() {
        return redundantPercent.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty groupsSummaryProperty() {
        return groupsSummary.getReadOnlyProperty();
    }

    public ObservableList<GroupRow> groups() {
        return readOnlyGroups;
    }
}
