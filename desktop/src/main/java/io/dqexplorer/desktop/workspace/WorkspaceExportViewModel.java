package io.dqexplorer.desktop.workspace;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.export.FolderOpener;
import io.dqexplorer.workspace.export.ExportFormat;
import io.dqexplorer.workspace.export.SnapshotManifest;
import io.dqexplorer.workspace.export.ViewExportRequest;
import io.dqexplorer.workspace.export.ViewExportResult;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.FilterJson;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.query.ViewSelect;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Exports the workspace's current view — its filter, its sort and the table's columns — from the open
 * snapshot to CSV or Parquet, through the command line's {@code ViewExport}, so that the file and its
 * manifest are the ones {@code dq-explorer export --filter … --sort …} writes. One export at a time, in
 * the background: progress, cancel, and the outcome (the file and its rows, or the failure for the
 * error banner). The export writes atomically, so a cancelled or failed one leaves no file behind.
 */
public final class WorkspaceExportViewModel {

    private final WorkspaceViewModel view;
    private final AsyncRunner runner;
    private final Settings settings;
    private final FolderOpener folderOpener;
    private final ObjectProperty<ExportFormat> format = new SimpleObjectProperty<>(this, "format", ExportFormat.CSV);
    private final LoadState export = new LoadState();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper(this, "progressText", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyObjectWrapper<Path> exportedFile = new ReadOnlyObjectWrapper<>(this, "exportedFile");
    private AtomicBoolean cancelRequested = new AtomicBoolean();
    /** Counted down on the worker thread once the export has stopped and cleaned up after itself. */
    private CountDownLatch stopped = new CountDownLatch(0);
    private Path lastTarget;

    /** @param settings remembers the folder of the last export, shared with the service table's export */
    public WorkspaceExportViewModel(WorkspaceViewModel view, AsyncRunner runner, Settings settings) {
        this(view, runner, settings, FolderOpener.platform());
    }

    WorkspaceExportViewModel(WorkspaceViewModel view, AsyncRunner runner, Settings settings, FolderOpener folderOpener) {
        this.view = view;
        this.runner = runner;
        this.settings = settings;
        this.folderOpener = folderOpener;
        view.snapshotProperty().addListener((obs, old, now) -> snapshotChanged());
    }

    /** "kitchen-egocentric-view.parquet": the dataset, whether filtered, and the chosen format, safe as a file name. */
    public String suggestedName() {
        OpenSnapshot snapshot = view.snapshotProperty().get();
        String dataset = snapshot == null ? "clips" : snapshot.metadata().key().dataset();
        String name = view.filterProperty().get().isEmpty() ? dataset : dataset + "-view";
        return name.replaceAll("[^A-Za-z0-9._-]+", "_") + "." + format.get().formatName();
    }

    /**
     * Starts writing the view as it is now to {@code target} in the chosen format; ignored while
     * another export runs or no snapshot is open.
     */
    public void start(Path target) {
        OpenSnapshot snapshot = view.snapshotProperty().get();
        if (export.isLoading() || snapshot == null) {
            return;
        }
        Filter filter = view.filterProperty().get();
        Sort sort = view.sortProperty().get();
        ViewExportRequest request = new ViewExportRequest(
                new ViewSelect(snapshot.condition(filter), sort, WorkspaceColumns.SHOWN), format.get(), target,
                filter.text(), FilterJson.toJson(filter), SnapshotManifest.of(snapshot.metadata()));
        lastTarget = target;
        Path folder = target.toAbsolutePath().getParent();
        if (folder != null) {
            settings.rememberExportFolder(folder);
        }
        AtomicBoolean cancelled = new AtomicBoolean();
        CountDownLatch finished = new CountDownLatch(1);
        cancelRequested = cancelled;
        stopped = finished;
        message.set("");
        exportedFile.set(null);
        progress.set(-1);
        progressText.set("Starting the export to " + target.getFileName() + "…");
        runner.call(() -> {
                    try {
                        return snapshot.export(request,
                                (done, total) -> runner.onUiThread(() -> showProgress(done, total)),
                                cancelled::get);
                    } finally {
                        finished.countDown();
                    }
                })
                .showing(export)
                .onSuccess(this::succeeded)
                .onError(this::failed)
                .start();
    }

    /** Asks the running export to stop: it notices before its next row and deletes its partial file. */
    public void cancel() {
        cancelRequested.set(true);
    }

    /** Stops a running export for good (another snapshot, signing out); {@link #awaitStopped} waits for the clean-up. */
    public void close() {
        cancelRequested.set(true);
        export.cancel();
    }

    /** Waits, at most {@code timeout}, until no export runs: a cancelled one has deleted its partial file. */
    public void awaitStopped(Duration timeout) throws InterruptedException {
        stopped.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Shows the folder of the last exported file in the file manager, without blocking the UI thread. */
    public void openFolder() {
        Path file = exportedFile.get();
        if (file == null) {
            return;
        }
        Path folder = file.toAbsolutePath().getParent();
        runner.call(() -> {
                    folderOpener.open(folder);
                    return folder;
                })
                .onError(failure -> message.set("Could not open the folder " + folder + ": "
                        + Objects.toString(failure.getMessage(), failure.getClass().getSimpleName())))
                .start();
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
        if (export.isLoading()) {
            cancelRequested.set(true);
            return;
        }
        export.dismissFailure();
        message.set("");
        progressText.set("");
        exportedFile.set(null);
    }

    private void showProgress(long done, long total) {
        if (!export.isLoading()) {
            return;
        }
        progress.set(total == 0 ? 1 : (double) done / total);
        progressText.set("rows " + Formats.count(done) + " of " + Formats.count(total));
    }

    private void succeeded(ViewExportResult done) {
        progress.set(1);
        progressText.set("rows " + Formats.count(done.rows()) + " of " + Formats.count(done.rows()));
        // the manifest's name is the file's with a suffix: saying where it is keeps the line short in a small window
        message.set("Exported " + Formats.count(done.rows(), "row", "rows") + " to " + done.file()
                + ", its manifest beside it");
        exportedFile.set(done.file());
    }

    /** The failure itself reaches the banner through the load state, which shows a cancel as none. */
    private void failed(Throwable failure) {
        progress.set(0);
        progressText.set("");
        message.set(failure instanceof CancellationException
                ? "Export cancelled; no file was written." : "Export failed; no file was written.");
    }

    /** The format the next export writes; the save dialog suggests its extension. */
    public ObjectProperty<ExportFormat> formatProperty() {
        return format;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return export.loadingProperty();
    }

    /** Rows done over the total, 0..1; negative (indeterminate) until the count is known. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** "rows 12,000 of 200,000". */
    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    /** The outcome in words: the file and its rows, or that the export was cancelled or failed. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The file the last export wrote; null before, while running, after a failure and once the snapshot changed. */
    public ReadOnlyObjectProperty<Path> exportedFileProperty() {
        return exportedFile.getReadOnlyProperty();
    }

    /** The failure of the last export, for the error banner; null otherwise. */
    public ReadOnlyObjectProperty<ErrorReport> errorProperty() {
        return export.errorProperty();
    }
}
