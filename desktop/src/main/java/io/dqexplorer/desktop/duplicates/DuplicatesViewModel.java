package io.dqexplorer.desktop.duplicates;

import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.tab.Availability;
import io.dqexplorer.desktop.common.tab.MeasurementLoader;
import io.dqexplorer.desktop.common.tab.MeasurementTabModel;
import io.dqexplorer.desktop.common.tab.Pinning;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.IntStream;

/**
 * The duplicates tab. An absent {@code exact} block means the comparison has not been made, which
 * is not "no duplicates": the tab says "not compared yet" and shows no counts.
 */
public final class DuplicatesViewModel implements MeasurementTabModel {

    /** What the tab currently shows: the loader's availability, with "not compared yet" for a comparison not made. */
    public enum State { NO_DATASET, NOT_MEASURED, NOT_COMPARED, SHOWN }

    static final String NOT_COMPARED = "Exact duplicates: not compared yet. That is not the same as no duplicates.";

    static final String REDUNDANT_EXPLAINED = "Redundant clips: for each group, its size minus one, summed "
            + "(the copies beyond the first). Not the number of clips involved in duplicates.";

    private final ClipNavigator navigator;
    private final MeasurementLoader<Duplicates> loader;
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(this, "state");
    private final ReadOnlyStringWrapper comparedClips = new ReadOnlyStringWrapper(this, "comparedClips", "");
    private final ReadOnlyStringWrapper redundantClips = new ReadOnlyStringWrapper(this, "redundantClips", "");
    private final ReadOnlyStringWrapper redundantPercent = new ReadOnlyStringWrapper(this, "redundantPercent", "");
    private final ReadOnlyStringWrapper groupsSummary = new ReadOnlyStringWrapper(this, "groupsSummary", "");
    private final ObservableList<GroupRow> groups = FXCollections.observableArrayList();
    private final ObservableList<GroupRow> readOnlyGroups = FXCollections.unmodifiableObservableList(groups);

    public DuplicatesViewModel(Function<DuplicatesQuery, Duplicates> fetch, AsyncRunner runner,
                               ClipNavigator navigator) {
        this(fetch, runner, navigator, Optional.empty());
    }

    /** @param history the session's measurement history, which the stamp lists and pins to */
    public DuplicatesViewModel(Function<DuplicatesQuery, Duplicates> fetch, AsyncRunner runner,
                               ClipNavigator navigator, Optional<SessionHistory> history) {
        this.navigator = navigator;
        this.loader = new MeasurementLoader<>(Family.DUPLICATES.metric(), new MeasurementLoader.Source<>(
                dataset -> fetch.apply(DuplicatesQuery.of(dataset)), Duplicates::mediaDigest),
                history.map(kept -> Pinning.of(kept, MeasurementFamily.DUPLICATES,
                        (dataset, token) -> fetch.apply(DuplicatesQuery.of(dataset).withMediaDigest(token)),
                        DuplicatesViewModel::headline)),
                runner, this::show);
        state.bind(Bindings.createObjectBinding(() -> state(loader.availabilityProperty().get(),
                loader.shownProperty().get()), loader.availabilityProperty(), loader.shownProperty()));
    }

    /** A measurement's headline in the history: the redundant clips and their percent, or "not compared yet". */
    static String headline(Duplicates answer) {
        return answer.exact().map(exact -> Formats.count(exact.redundantClipCount(), "redundant clip", "redundant clips")
                        + " (" + Formats.percent(exact.redundantPercent()) + ")")
                .orElse("Exact duplicates not compared yet")
                + "  ·  " + Formats.count(answer.comparedClipCount(), "clip", "clips") + " compared";
    }

    private static State state(Availability availability, Duplicates shown) {
        return switch (availability) {
            case NO_DATASET -> State.NO_DATASET;
            case NOT_MEASURED -> State.NOT_MEASURED;
            case SHOWN -> shown != null && shown.exact().isEmpty() ? State.NOT_COMPARED : State.SHOWN;
        };
    }

    /** Opens the clip table on exactly the group's clips. */
    public void showClips(GroupRow group) {
        if (group != null) {
            navigator.showClips(group.clips(), group.label());
        }
    }

    private void show(Duplicates answer) {
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
        groupsSummary.set(switch (found.size()) {
            case 0 -> "No exact duplicates among the "
                    + Formats.count(answer.comparedClipCount(), "compared clip", "compared clips");
            case 1 -> "1 group of identical footage";
            default -> Formats.count(found.size(), "group", "groups") + " of identical footage, largest first";
        });
    }

    /** Loading, the comparison shown, its stamp, and the error banner's actions. */
    @Override
    public MeasurementLoader<Duplicates> loader() {
        return loader;
    }

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
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
