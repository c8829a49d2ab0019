package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.bars.FigureBars;
import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.desktop.common.tab.NewerMeasurements;
import io.dqexplorer.desktop.clips.compare.ClipCompareView;
import io.dqexplorer.desktop.clips.compare.ClipCompareViewModel;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import io.dqexplorer.desktop.clips.snapshots.OpenSnapshots;
import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.report.ShownClipComparison;
import javafx.scene.Node;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The "Clips" tab: the one clip table, on the service's pages until the dataset's snapshot is open and on
 * the snapshot then, with its filter, summary, charts and export, and the snapshot's comparison with the
 * dataset's earlier snapshot or another dataset's. Another tab's link (a term, a duplicate group) filters it.
 */
public final class ClipsTab implements DatasetTab, ClipNavigator {

    private final ClipsViewModel model;
    private final ExportViewModel export;
    private final ClipCompareViewModel compareModel;
    private final ExportTargetChooser targetChooser;
    private final Settings settings;
    private Optional<FigureBars> bars = Optional.empty();
    private ClipsView view;

    /**
     * @param targetChooser where an export goes: the save dialog over the main window; tests answer without it
     * @param settings      remembers the folder of the last export and the summary pane's fold
     * @param workspace     the session's snapshots
     */
    public ClipsTab(AsyncRunner runner, ExportTargetChooser targetChooser, Settings settings, ClipWorkspace workspace) {
        this.model = new ClipsViewModel(workspace, runner);
        this.export = new ExportViewModel(model, runner, settings);
        this.compareModel = new ClipCompareViewModel(workspace, model.snapshotProperty(), runner);
        this.targetChooser = targetChooser;
        this.settings = settings;
    }

    @Override
    public String title() {
        return "Clips";
    }

    @Override
    public Node view() {
        if (view == null) {
            view = new ClipsView(model, export, targetChooser, new ClipCompareView(compareModel, targetChooser), settings,
                    bars);
        }
        return view;
    }

    /** The analyst's bars, offered on the summary's figures; before the view is first shown. */
    public ClipsTab offeringBars(FigureBars bars) {
        this.bars = Optional.of(bars);
        return this;
    }

    @Override
    public void open(DatasetEntry dataset) {
        model.open(dataset);
    }

    @Override
    public void shareNewer(NewerMeasurements newer) {
        newer.share(model.pages().stamp(), model::openDataset);
    }

    /** The clip table's view of the dataset: its snapshot, filter and table state (a report and a saved view read it). */
    public ClipsViewModel table() {
        return model;
    }

    /** Closes the dataset's snapshot if this tab shows it, so that it can be deleted; see {@link OpenSnapshots}. */
    public Optional<String> release(SnapshotKey key) {
        return model.release(key);
    }

    /** The snapshots' comparison its compare view shows, as a report holds it; none while the clips are shown. */
    public Optional<ShownClipComparison> shownComparison() {
        return compareModel.shown();
    }

    @Override
    public void showClipsWithTerm(String term) {
        model.showClipsWithTerm(term);
    }

    @Override
    public void showClips(List<String> clipIds, String label) {
        model.showClips(clipIds, label);
    }

    /** Stops the table's calls, the snapshot's fetch and queries, and a running export, which deletes its partial file. */
    @Override
    public void close() {
        // the export reads the snapshot, which closes only once the export has stopped
        export.run().close();
        compareModel.close();
        model.close();
    }

    /** Waits, at most {@code timeout}, for a cancelled export to delete its partial file. */
    @Override
    public void awaitClosed(Duration timeout) throws InterruptedException {
        export.run().awaitStopped(timeout);
        compareModel.exportRun().awaitStopped(timeout);
    }
}
