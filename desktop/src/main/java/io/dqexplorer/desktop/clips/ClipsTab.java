package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.desktop.common.tab.NewerMeasurements;
import io.dqexplorer.desktop.clips.compare.ClipCompareView;
import io.dqexplorer.desktop.clips.compare.ClipCompareViewModel;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import io.dqexplorer.desktop.clips.snapshots.OpenSnapshots;
import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.view.ClipPagesState;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.ClipCsvExporter;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.report.ShownClipComparison;
import javafx.scene.Node;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The "Clips" tab: the paginated clip table with its filter, totals, copy and CSV export, and, with a
 * workspace, the dataset's snapshot, which takes the table's place once it is on this machine, with
 * the export of its view and its comparison with the dataset's earlier snapshot or another dataset's.
 * Another tab's link (a term, a duplicate group) filters both.
 */
public final class ClipsTab implements DatasetTab, ClipNavigator {

    private final ClipsViewModel model;
    private final ExportViewModel exportModel;
    private final ExportTargetChooser targetChooser;
    private final Settings settings;
    private final Optional<WorkspaceViewModel> workspaceModel;
    private final Optional<WorkspaceExportViewModel> workspaceExport;
    private final Optional<ClipCompareViewModel> compareModel;
    private ClipsView view;

    /**
     * @param targetChooser where an export goes: the save dialog over the main window; tests answer without it
     * @param settings      remembers the columns and the folder of the last export
     */
    public ClipsTab(DqClient client, AsyncRunner runner, ExportTargetChooser targetChooser, Settings settings) {
        this(client, runner, targetChooser, settings, Optional.empty());
    }

    /** @param workspace the session's snapshots; empty for the service's pages alone */
    public ClipsTab(DqClient client, AsyncRunner runner, ExportTargetChooser targetChooser, Settings settings,
                    Optional<ClipWorkspace> workspace) {
        this.workspaceModel = workspace.map(w -> new WorkspaceViewModel(w, runner));
        this.workspaceExport = workspaceModel.map(w -> new WorkspaceExportViewModel(w, runner, settings));
        this.compareModel = workspace.map(w -> new ClipCompareViewModel(w, workspaceModel.orElseThrow().snapshotProperty(),
                runner));
        this.model = new ClipsViewModel(ClipSource.of(client), runner);
        this.exportModel = new ExportViewModel(new ClipCsvExporter(client), runner, settings, model::exportQuery,
                () -> List.copyOf(model.columns()), model::loadLatest);
        this.targetChooser = targetChooser;
        this.settings = settings;
        // "Exported 151 rows to …" tells of the clips it wrote; another filter is not that file
        model.filter().termProperty().addListener((obs, old, now) -> exportModel.run().clearOutcome());
        model.filter().selectionActiveProperty().addListener((obs, old, now) -> exportModel.run().clearOutcome());
    }

    @Override
    public String title() {
        return "Clips";
    }

    @Override
    public Node view() {
        if (view == null) {
            Optional<ClipCompareView> compare = compareModel.map(c -> new ClipCompareView(c, targetChooser));
            view = new ClipsView(model, table -> new ExportView(exportModel, model.exportableBinding(),
                    () -> List.copyOf(table.getSelectionModel().getSelectedItems()),
                    table.getSelectionModel().selectedItemProperty().isNotNull(), targetChooser),
                    workspaceModel.map(w -> new WorkspaceView(w, workspaceExport.orElseThrow(), targetChooser,
                            model::suggestTerms, compare.orElseThrow().controls(), settings)), compare);
        }
        return view;
    }

    @Override
    public void open(DatasetEntry dataset) {
        model.open(dataset);
        exportModel.datasetChanged();
        workspaceModel.ifPresent(w -> w.open(dataset));
    }

    @Override
    public void shareNewer(NewerMeasurements newer) {
        newer.share(model.stamp(), model::openDataset);
    }

    /** The clip workspace's view of the dataset — its snapshot, active filter and table state (a report and a saved view read it); none without a workspace. */
    public Optional<WorkspaceViewModel> workspace() {
        return workspaceModel;
    }

    /** The service's paged table of {@code dataset} as a saved view keeps it; see {@link ClipsViewModel#pages}. */
    public Optional<ClipPagesState> pages(String dataset) {
        return model.pages(dataset);
    }

    /** Shows a saved view's place in the service's paged table. */
    public void restore(ClipPagesState pages) {
        model.restore(pages);
    }

    /** Closes the dataset's snapshot if this tab shows it, so that it can be deleted; see {@link OpenSnapshots}. */
    public Optional<String> release(SnapshotKey key) {
        return workspaceModel.flatMap(workspace -> workspace.release(key));
    }

    /** The snapshots' comparison its compare view shows, as a report holds it; none while the clips are shown. */
    public Optional<ShownClipComparison> shownComparison() {
        return compareModel.flatMap(ClipCompareViewModel::shown);
    }

    @Override
    public void showClipsWithTerm(String term) {
        model.applyFilter(term);
        workspaceModel.ifPresent(w -> w.showClipsWithTerm(term));
    }

    @Override
    public void showClips(List<String> clipIds, String label) {
        model.showClips(clipIds, label);
        workspaceModel.ifPresent(w -> w.showClips(clipIds, label));
    }

    /** Stops the table's calls, the snapshot's fetch and queries, and a running export, which deletes its partial file. */
    @Override
    public void close() {
        model.close();
        exportModel.run().close();
        // the export reads the snapshot, which closes only once the export has stopped
        workspaceExport.ifPresent(export -> export.run().close());
        compareModel.ifPresent(ClipCompareViewModel::close);
        workspaceModel.ifPresent(WorkspaceViewModel::close);
    }

    /** Waits, at most {@code timeout}, for a cancelled export to delete its partial file. */
    @Override
    public void awaitClosed(Duration timeout) throws InterruptedException {
        exportModel.run().awaitStopped(timeout);
        if (workspaceExport.isPresent()) {
            workspaceExport.get().run().awaitStopped(timeout);
        }
        if (compareModel.isPresent()) {
            compareModel.get().exportRun().awaitStopped(timeout);
        }
    }
}
