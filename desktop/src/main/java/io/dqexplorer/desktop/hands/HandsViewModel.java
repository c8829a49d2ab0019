package io.dqexplorer.desktop.hands;

import io.dqexplorer.desktop.common.AsyncRunner;
import io.dqexplorer.desktop.common.ErrorAction;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.LoadState;
import io.dqexplorer.desktop.common.MeasurementStamp;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.query.HandActivityQuery;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;

/** The hand-activity tab: three shares over measured footage, and the segments left out of it. */
public final class HandsViewModel {

    /** The one service call this view makes. */
    @FunctionalInterface
    public interface Source {
        HandActivity fetch(HandActivityQuery query);
    }

    /** What the tab currently shows. */
    public enum Availability { NO_DATASET, NOT_MEASURED, SHOWN }

    private final Source source;
    private final AsyncRunner runner;
    private final LoadState loadState = new LoadState();
    private final MeasurementStamp stamp = new MeasurementStamp();
    private final ReadOnlyObjectWrapper<Availability> availability =
            new ReadOnlyObjectWrapper<>(this, "availability", Availability.NO_DATASET);
    private final ReadOnlyObjectWrapper<HandActivity> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ObservableList<ShareBar> shares = FXCollections.observableArrayList();
    private final ObservableList<ShareBar> readOnlyShares = FXCollections.unmodifiableObservableList(shares);
    private final ReadOnlyStringWrapper measuredHours = new ReadOnlyStringWrapper(this, "measuredHours", "");
    private final ReadOnlyStringWrapper clips = new ReadOnlyStringWrapper(this, "clips", "");
    private final ReadOnlyStringWrapper segmentsUnassessed = new ReadOnlyStringWrapper(this, "segmentsUnassessed", "");
    private final ReadOnlyStringWrapper segmentsUnusable = new ReadOnlyStringWrapper(this, "segmentsUnusable", "");

    private String dataset;
    private AsyncRunner.Cancellable inFlight = () -> { };
    private Runnable lastLoad = () -> { };

    public HandsViewModel(Source source, AsyncRunner runner) {
        this.source = source;
        this.runner = runner;
    }

    /** Shows the dataset's latest run, or "not measured yet" without asking the service. */
    public void open(DatasetEntry entry) {
        inFlight.cancel();
        dataset = entry.dataset();
        show(null);
        stamp.clear();
        if (!entry.has(DatasetEntry.HAND_ACTIVITY)) {
            availability.set(Availability.NOT_MEASURED);
            return;
        }
        availability.set(Availability.NO_DATASET);
        loadLatest();
    }

    public void loadLatest() {
        load(HandActivityQuery.of(dataset));
    }

    /** Asks again for exactly the run shown; a moved-on measurement answers 409. */
    public void reload() {
        HandActivity shown = result.get();
        if (shown == null) {
            lastLoad.run();
            return;
        }
        load(HandActivityQuery.of(dataset).withAnalysis(shown.analysis()));
    }

    public void checkForNewer() {
        if (dataset == null || result.get() == null) {
            return;
        }
        loadState.started();
        inFlight = runner.run(() -> source.fetch(HandActivityQuery.of(dataset)),
                latest -> {
                    loadState.succeeded();
                    stamp.latestIs(latest.analysis());
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

    private void load(HandActivityQuery query) {
        lastLoad = () -> load(query);
        inFlight.cancel();
        loadState.started();
        inFlight = runner.run(() -> source.fetch(query),
                answer -> {
                    loadState.succeeded();
                    show(answer);
                    stamp.showing(answer.analysis());
                    availability.set(Availability.SHOWN);
                },
                loadState::failed);
    }

    private void show(HandActivity answer) {
        result.set(answer);
        if (answer == null) {
            shares.clear();
            measuredHours.set("");
            clips.set("");
            segmentsUnassessed.set("");
            segmentsUnusable.set("");
            return;
        }
        shares.setAll(List.of(
                new ShareBar("hands-active-share", "Active manipulation", answer.activeManipulationShare()),
                new ShareBar("hands-visible-share", "At least one hand visible", answer.handsVisibleShare()),
                new ShareBar("hands-two-visible-share", "Both hands visible", answer.twoHandsVisibleShare())));
        measuredHours.set(Formats.secondsAsHours(answer.measuredSeconds()));
        clips.set(Formats.count(answer.clips()));
        segmentsUnassessed.set(Formats.count(answer.segmentsUnassessed()));
        segmentsUnusable.set(Formats.count(answer.segmentsUnusable()));
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

    public ReadOnlyObjectProperty<HandActivity> resultProperty() {
        return result.getReadOnlyProperty();
    }

    public ObservableList<ShareBar> shares() {
        return readOnlyShares;
    }

    public ReadOnlyStringProperty measuredHoursProperty() {
        return measuredHours.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty clipsProperty() {
        return clips.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty segmentsUnassessedProperty() {
        return segmentsUnassessed.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty segmentsUnusableProperty() {
        return segmentsUnusable.getReadOnlyProperty();
    }
}
