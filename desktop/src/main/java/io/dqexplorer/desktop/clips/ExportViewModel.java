package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.export.ExportRun;
import io.dqexplorer.desktop.common.export.FolderOpener;
import io.dqexplorer.desktop.clips.snapshots.OpenSnapshot;
import io.dqexplorer.workspace.export.ExportFormat;
import io.dqexplorer.workspace.export.SnapshotManifest;
import io.dqexplorer.workspace.export.ViewExportRequest;
import io.dqexplorer.workspace.export.ViewExportResult;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.FilterJson;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.query.ViewSelect;
import io.dqexplorer.workspace.table.ViewColumns;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Exports the clip table's current view — its filter, its sort and the table's columns — to CSV or Parquet,
 * through the command line's {@code ViewExport}: from the open snapshot the file and manifest
 * {@code dq-explorer export --filter … --sort …} writes; on the service's pages (a term, no snapshot) the
 * ones {@code dq-explorer export --term} writes, in the columns the pages hold. One at a time ({@link ExportRun}).
 */
public final class ExportViewModel {

    private final ClipsViewModel view;
    private final Settings settings;
    private final ExportRun run;
    private final ObjectProperty<ExportFormat> format = new SimpleObjectProperty<>(this, "format", ExportFormat.CSV);
    private Path lastTarget;

    /** @param settings remembers the folder of the last export, shared with the service table's export */
    public ExportViewModel(ClipsViewModel view, AsyncRunner runner, Settings settings) {
        this(view, runner, settings, FolderOpener.platform());
    }

    ExportViewModel(ClipsViewModel view, AsyncRunner runner, Settings settings, FolderOpener folderOpener) {
        this.view = view;
        this.settings = settings;
        this.run = new ExportRun(runner, folderOpener);
        view.snapshotProperty().addListener((obs, old, now) -> {
            // the service's pages giving way to the snapshot leave their export to finish: it reads the service
            if (old != null) {
                snapshotChanged();
            }
        });
        // "Exported 151 rows to …" tells of the view it wrote; another view is not that file
        view.filterProperty().addListener((obs, old, now) -> run.clearOutcome());
        view.sortProperty().addListener((obs, old, now) -> run.clearOutcome());
    }

    /** "kitchen-egocentric-view.parquet": the dataset, whether filtered, and the chosen format, safe as a file name. */
    public String suggestedName() {
        String dataset = view.openDataset() == null ? "clips" : view.openDataset();
        String name = view.filterProperty().get().isEmpty() ? dataset : dataset + "-view";
        return name.replaceAll("[^A-Za-z0-9._-]+", "_") + "." + format.get().formatName();
    }

    /**
     * Starts writing the view as it is now to {@code target} in the chosen format; ignored while another
     * export runs, and while neither the snapshot nor the service's pages show the view.
     */
    public void start(Path target) {
        OpenSnapshot snapshot = view.snapshotProperty().get();
        Optional<ExportRun.Work<ViewExportResult>> work = snapshot != null
                ? Optional.of(snapshotExport(snapshot, target))
                : view.pagesExport(format.get(), target);
        if (run.isRunning() || work.isEmpty()) {
            return;
        }
        lastTarget = target;
        Path folder = target.toAbsolutePath().getParent();
        if (folder != null) {
            settings.rememberExportFolder(folder);
        }
        // the manifest's name is the file's with a suffix: saying where it is keeps the line short in a small window
        run.start(target, work.get(), done -> new ExportRun.Outcome(done.file(), done.rows(), "Exported "
                + Formats.count(done.rows(), "row", "rows") + " to " + done.file() + ", its manifest beside it"));
    }

    private ExportRun.Work<ViewExportResult> snapshotExport(OpenSnapshot snapshot, Path target) {
        Filter filter = view.filterProperty().get();
        Sort sort = view.sortProperty().get();
        ViewExportRequest request = new ViewExportRequest(
                new ViewSelect(snapshot.condition(filter), sort, ViewColumns.of(view.columnsProperty().get(), filter, sort)),
                format.get(), target,
                filter.text(), FilterJson.toJson(filter), SnapshotManifest.of(snapshot.metadata()));
        return (progress, cancelled) -> snapshot.export(request, progress, cancelled);
    }

    /** The export under way and its outcome: progress, cancel, the message and the failure for the banner. */
    public ExportRun run() {
        return run;
    }

    /** The error banner's Retry writes the last file again, from the view as it is now. */
    public void onErrorAction(ErrorAction action) {
        if (action == ErrorAction.RETRY && lastTarget != null) {
            start(lastTarget);
        }
    }

    /**
     * The snapshot shown was closed or replaced (a refresh, another dataset, the Snapshots dialog
     * deleting it): a running export of it stops, so that the file is let go at once, and the outcome
     * of an earlier one no longer stands under the table.
     */
    private void snapshotChanged() {
        if (run.isRunning()) {
            run.cancel();
        } else {
            run.clearOutcome();
        }
    }

    /** The format the next export writes; the save dialog suggests its extension. */
    public ObjectProperty<ExportFormat> formatProperty() {
        return format;
    }
}
