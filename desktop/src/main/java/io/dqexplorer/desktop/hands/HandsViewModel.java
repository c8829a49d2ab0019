package io.dqexplorer.desktop.hands;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.tab.MeasurementLoader;
import io.dqexplorer.desktop.common.tab.MeasurementTabModel;
import io.dqexplorer.desktop.common.tab.Pinning;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.query.HandActivityQuery;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/** The hand-activity tab: three shares over measured footage, and the segments left out of it. */
public final class HandsViewModel implements MeasurementTabModel {

    private final MeasurementLoader<HandActivity> loader;
    private final ObservableList<ShareBar> shares = FXCollections.observableArrayList();
    private final ObservableList<ShareBar> readOnlyShares = FXCollections.unmodifiableObservableList(shares);
    private final ReadOnlyStringWrapper measuredHours = new ReadOnlyStringWrapper(this, "measuredHours", "");
    private final ReadOnlyStringWrapper clips = new ReadOnlyStringWrapper(this, "clips", "");
    private final ReadOnlyStringWrapper segmentsUnassessed = new ReadOnlyStringWrapper(this, "segmentsUnassessed", "");
    private final ReadOnlyStringWrapper segmentsUnusable = new ReadOnlyStringWrapper(this, "segmentsUnusable", "");

    public HandsViewModel(Function<HandActivityQuery, HandActivity> fetch, AsyncRunner runner) {
        this(fetch, runner, Optional.empty());
    }

    /** @param history the session's measurement history, which the stamp lists and pins to */
    public HandsViewModel(Function<HandActivityQuery, HandActivity> fetch, AsyncRunner runner,
                          Optional<SessionHistory> history) {
        this.loader = new MeasurementLoader<>(Family.HANDS.metric(), new MeasurementLoader.Source<>(
                dataset -> fetch.apply(HandActivityQuery.of(dataset)), HandActivity::analysis),
                history.map(kept -> Pinning.of(kept, MeasurementFamily.HAND_ACTIVITY,
                        (dataset, token) -> fetch.apply(HandActivityQuery.of(dataset).withAnalysis(token)),
                        HandsViewModel::headline)),
                runner, this::show);
    }

    /** A measurement's headline in the history: the three shares and the measured hours. */
    static String headline(HandActivity answer) {
        String none = "nothing measured";
        return "Active " + Formats.fractionAsPercent(answer.activeManipulationShare(), none)
                + ", a hand visible " + Formats.fractionAsPercent(answer.handsVisibleShare(), none)
                + ", both hands " + Formats.fractionAsPercent(answer.twoHandsVisibleShare(), none)
                + "  ·  " + Formats.secondsAsHours(answer.measuredSeconds()) + " measured";
    }

    private void show(HandActivity answer) {
        if (answer == null) {
            shares.clear();
            measuredHours.set("");
            clips.set("");
            segmentsUnassessed.set("");
            segmentsUnusable.set("");
            return;
        }
        shares.setAll(List.of(
                new ShareBar("hands-active-share", "Active manipulation", answer.activeManipulationShare(),
                        "hands.active_manipulation_share"),
                new ShareBar("hands-visible-share", "At least one hand visible", answer.handsVisibleShare(), "hands.hands_visible_share"),
                new ShareBar("hands-two-visible-share", "Both hands visible", answer.twoHandsVisibleShare(),
                        "hands.two_hands_visible_share")));
        measuredHours.set(Formats.secondsAsHours(answer.measuredSeconds()));
        clips.set(Formats.count(answer.clips()));
        segmentsUnassessed.set(Formats.count(answer.segmentsUnassessed()));
        segmentsUnusable.set(Formats.count(answer.segmentsUnusable()));
    }

    /** Loading, the run shown, its stamp, and the error banner's actions. */
    @Override
    public MeasurementLoader<HandActivity> loader() {
        return loader;
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
