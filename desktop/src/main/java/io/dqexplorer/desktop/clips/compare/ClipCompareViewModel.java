package io.dqexplorer.desktop.clips.compare;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.export.ExportRun;
import io.dqexplorer.desktop.common.export.FolderOpener;
import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.desktop.clips.snapshots.OpenSnapshot;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.compare.CompareException;
import io.dqexplorer.workspace.compare.ComparisonExport;
import io.dqexplorer.workspace.compare.SnapshotComparison;
import io.dqexplorer.workspace.compare.SnapshotSide;
import io.dqexplorer.workspace.report.ShownClipComparison;
import io.dqexplorer.workspace.report.SummaryComparison;
import io.dqexplorer.workspace.snapshot.Snapshot;
import io.dqexplorer.workspace.snapshot.SnapshotInfo;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The Clips tab's compare mode: the dataset's open snapshot on the right, on the left its earlier snapshot
 * (kept when a refresh brought a newer measurement) or another dataset's snapshot kept on this machine;
 * both summaries side by side, and the clips added, removed and changed as a table filtered by state,
 * field and clip id, with "Export differences…". The comparison, the filter and the sort run on the
 * worker; the rows stay in the comparison's table and are shown through the virtualised table as one list.
 * Lives on the UI thread.
 */
public final class ClipCompareViewModel {

    private final ClipWorkspace workspace;
    private final ReadOnlyObjectProperty<OpenSnapshot> shown;
    private final AsyncRunner runner;
    private final ZoneId zone;
    private final Clock clock;
    private final ExportRun export;
    private final LoadState looking = new LoadState();
    private final LoadState comparing = new LoadState();
    private final LoadState filtering = new LoadState();
    private final ReadOnlyBooleanWrapper active = new ReadOnlyBooleanWrapper(this, "active");
    private final ObservableList<LeftSnapshot> choices = FXCollections.observableArrayList();
    private final ObjectProperty<LeftSnapshot> left = new SimpleObjectProperty<>(this, "left");
    private final ReadOnlyStringWrapper availability = new ReadOnlyStringWrapper(this, "availability", "");
    private final ReadOnlyStringWrapper leftLabel = new ReadOnlyStringWrapper(this, "leftLabel", "");
    private final ReadOnlyStringWrapper rightLabel = new ReadOnlyStringWrapper(this, "rightLabel", "");
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper(this, "progressText", "");
    private final ReadOnlyObjectWrapper<SnapshotComparison.Compared> compared = new ReadOnlyObjectWrapper<>(this, "compared");
    private final ObservableList<SummaryComparison> summary = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<ObservableList<List<Object>>> rows =
            new ReadOnlyObjectWrapper<>(this, "rows", FXCollections.emptyObservableList());
    private final ReadOnlyStringWrapper countText = new ReadOnlyStringWrapper(this, "countText", "");
    private final ObjectProperty<DifferenceFilter> filter = new SimpleObjectProperty<>(this, "filter", DifferenceFilter.ALL);
    /** The filter the rows shown were made with: the one applied last, until a newer one is done. */
    private DifferenceFilter rowsFilter;

    public ClipCompareViewModel(ClipWorkspace workspace, ReadOnlyObjectProperty<OpenSnapshot> shown, AsyncRunner runner) {
        this(workspace, shown, runner, FolderOpener.platform(), ZoneId.systemDefault(), Clock.systemUTC());
    }

    ClipCompareViewModel(ClipWorkspace workspace, ReadOnlyObjectProperty<OpenSnapshot> shown, AsyncRunner runner,
                         FolderOpener folderOpener, ZoneId zone, Clock clock) {
        this.workspace = workspace;
        this.shown = shown;
        this.runner = runner;
        this.zone = zone;
        this.clock = clock;
        this.export = new ExportRun(runner, folderOpener);
        shown.addListener((obs, old, now) -> snapshotChanged(now));
        left.addListener((obs, old, now) -> {
            if (active.get() && now != null && !now.equals(old)) {
                compare();
            }
        });
        filter.addListener((obs, old, now) -> refilter());
    }

    /** Compares the open snapshot with the left side's default: the dataset's earlier snapshot, else the first kept. */
    public void enter() {
        if (shown.get() == null || choices.isEmpty()) {
            return;
        }
        active.set(true);
        if (left.get() == null) {
            // the listener compares
            left.set(choices.get(0));
        } else if (compared.get() == null) {
            compare();
        }
    }

    /** Back to the clips of the open snapshot. */
    public void leave() {
        active.set(false);
        comparing.cancel();
        filtering.cancel();
    }

    /** Compares the open snapshot with the left side chosen. */
    public void compare() {
        OpenSnapshot right = shown.get();
        LeftSnapshot chosen = left.get();
        if (right == null || chosen == null) {
            return;
        }
        filtering.cancel();
        compared.set(null);
        summary.clear();
        rows.set(FXCollections.emptyObservableList());
        rowsFilter = null;
        countText.set("");
        leftLabel.set(chosen.label(zone));
        rightLabel.set("");
        progressText.set("Comparing " + Formats.count(right.metadata().rows(), "clip", "clips") + " of "
                + ServiceText.shown(right.metadata().key().dataset()) + " with the " + (chosen.earlier()
                ? "earlier snapshot" : "snapshot of " + ServiceText.shown(chosen.key().dataset())) + "…");
        runner.call(() -> {
                    try (Snapshot opened = open(chosen)) {
                        return right.use(connection -> SnapshotComparison.compare(opened, chosen.source(), connection,
                                right.metadata()));
                    }
                })
                .showing(comparing)
                .onSuccess(this::show)
                .start();
    }

    /** On the worker: the left side's file, opened read-only for the comparison alone. */
    private Snapshot open(LeftSnapshot chosen) {
        if (chosen.earlier()) {
            return SnapshotComparison.openEarlier(workspace.store(), chosen.key(),
                    "or compare with another dataset's snapshot");
        }
        return workspace.store().open(chosen.key()).orElseThrow(() -> new CompareException("the snapshot of "
                + chosen.key().dataset() + " is no longer on this machine: open that dataset to fetch it again", null));
    }

    private void show(SnapshotComparison.Compared done) {
        compared.set(done);
        leftLabel.set(label(done.left()));
        rightLabel.set(label(done.right()));
        summary.setAll(SummaryComparison.of(done.result().left(), done.result().right()));
        export.clearOutcome();
        refilter();
    }

    private void refilter() {
        SnapshotComparison.Compared done = compared.get();
        if (done == null) {
            return;
        }
        DifferenceFilter applied = filter.get();
        List<List<Object>> all = done.result().table().rows();
        runner.call(() -> applied.apply(all))
                .showing(filtering)
                .onSuccess(found -> {
                    // wrapped, not copied: the table shows the list as it is, however long
                    rows.set(FXCollections.observableList(found));
                    rowsFilter = applied;
                    countText.set(Formats.count(found.size()) + " of "
                            + Formats.count(all.size(), "difference", "differences"));
                })
                .start();
    }

    /**
     * The comparison as the user looks at it, for a report: both snapshots, and the rows the table shows in
     * its filter and order. None while the clips are shown instead, or before the comparison is done.
     */
    public Optional<ShownClipComparison> shown() {
        SnapshotComparison.Compared done = compared.get();
        if (!active.get() || done == null || rowsFilter == null) {
            return Optional.empty();
        }
        return Optional.of(ShownClipComparison.of(done, rows.get(), rowsFilter.words()));
    }

    /** Writes every difference (not only those shown) and the manifest naming both snapshots. */
    public boolean export(Path target) {
        SnapshotComparison.Compared done = compared.get();
        if (done == null) {
            return false;
        }
        ComparisonExport writer = new ComparisonExport(clock);
        return export.start(target, (progress, cancelled) -> writer.write(done.result(), done.left(), done.right(),
                        workspace.whose(), target),
                result -> new ExportRun.Outcome(result.file(), result.rows(), "Exported "
                        + Formats.count(result.rows(), "difference", "differences") + " to " + result.file()
                        + " with its manifest " + result.manifest().getFileName()));
    }

    /** "clips-differences-kitchen-egocentric.csv". */
    public String suggestedFileName() {
        OpenSnapshot right = shown.get();
        String dataset = right == null ? "" : "-" + right.metadata().key().dataset().replaceAll("[^A-Za-z0-9._-]", "_");
        return "clips-differences" + dataset + ".csv";
    }

    public void onErrorAction(ErrorAction action) {
        if (action == ErrorAction.RETRY || action == ErrorAction.LOAD_LATEST) {
            compare();
        }
    }

    /** Stops the comparison and an export under way: the session is ending. */
    public void close() {
        leave();
        looking.cancel();
        export.close();
    }

    /**
     * Another snapshot is shown (a refresh, another dataset) or none: a comparison of the one before no
     * longer stands, and what the left side can be is looked up again.
     */
    private void snapshotChanged(OpenSnapshot now) {
        leave();
        compared.set(null);
        summary.clear();
        rows.set(FXCollections.emptyObservableList());
        rowsFilter = null;
        countText.set("");
        left.set(null);
        choices.clear();
        availability.set("");
        if (now == null) {
            looking.cancel();
            return;
        }
        SnapshotKey key = now.metadata().key();
        runner.call(() -> kept(key))
                .showing(looking)
                .onSuccess(found -> {
                    choices.setAll(found);
                    availability.set(availability(key.dataset(), found));
                })
                .start();
    }

    /** On the worker: the dataset's earlier snapshot first, then the other datasets' of the organization, by name. */
    private List<LeftSnapshot> kept(SnapshotKey key) {
        List<LeftSnapshot> found = new ArrayList<>();
        for (SnapshotInfo info : workspace.store().list()) {
            // the dataset's own earlier snapshot, or another dataset's current one
            boolean wanted = info.earlier() ? info.key().equals(key)
                    : !info.key().equals(key) && info.key().organization().equals(key.organization());
            if (!wanted || info.metadata().isEmpty()) {
                continue;
            }
            found.add(new LeftSnapshot(info.key(), info.earlier(), info.metadata().get().vocabulary(),
                    info.metadata().get().fetchEnded()));
        }
        found.sort(Comparator.comparing(LeftSnapshot::earlier).reversed()
                .thenComparing(choice -> choice.key().dataset()));
        return found;
    }

    /** Why the left side cannot be the dataset's earlier snapshot, where the Compare button is; empty when it can. */
    private static String availability(String dataset, List<LeftSnapshot> found) {
        if (!found.isEmpty() && found.get(0).earlier()) {
            return "";
        }
        String none = "No earlier snapshot of " + ServiceText.shown(dataset) + " on this machine: one is kept when"
                + " Refresh brings a newer measurement";
        return found.isEmpty() ? none + ", or fetch another dataset's snapshot to compare with"
                : none + "; compare with another dataset's snapshot meanwhile";
    }

    /** "kitchen-egocentric  ·  vo-0123456789ab  ·  earlier snapshot  ·  fetched 2026-11-23 09:12:03 CET". */
    private String label(SnapshotSide side) {
        return ServiceText.shown(side.dataset()) + "  ·  " + ServiceText.shown(side.token()) + "  ·  " + side.source()
                + "  ·  fetched " + Formats.time(side.fetched(), zone);
    }

    /** Whether the compare view is shown in place of the clips. */
    public ReadOnlyBooleanProperty activeProperty() {
        return active.getReadOnlyProperty();
    }

    /** The snapshots the left side can be; empty while none is kept (Compare is then off). */
    public ObservableList<LeftSnapshot> choices() {
        return choices;
    }

    public ObjectProperty<LeftSnapshot> leftProperty() {
        return left;
    }

    /** Why the dataset has no earlier snapshot to compare with, and what to do; empty when it has one. */
    public ReadOnlyStringProperty availabilityProperty() {
        return availability.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty leftLabelProperty() {
        return leftLabel.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty rightLabelProperty() {
        return rightLabel.getReadOnlyProperty();
    }

    /** "Comparing 200,000 clips of kitchen-egocentric with the earlier snapshot…", while it runs. */
    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<SnapshotComparison.Compared> comparedProperty() {
        return compared.getReadOnlyProperty();
    }

    /** Both snapshots' figures side by side. */
    public ObservableList<SummaryComparison> summary() {
        return summary;
    }

    /** The rows shown: the comparison's under the filter, in the table's order; one list per filter. */
    public ReadOnlyObjectProperty<ObservableList<List<Object>>> rowsProperty() {
        return rows.getReadOnlyProperty();
    }

    /** "312 of 2,734 differences". */
    public ReadOnlyStringProperty countTextProperty() {
        return countText.getReadOnlyProperty();
    }

    /** The state, field, clip id and sort the rows are shown by; set it and the rows follow. */
    public ObjectProperty<DifferenceFilter> filterProperty() {
        return filter;
    }

    /** The comparison's failures (a snapshot gone, unreadable, in use), for the error banner. */
    public LoadState comparing() {
        return comparing;
    }

    public ExportRun exportRun() {
        return export;
    }

    ZoneId zone() {
        return zone;
    }
}
