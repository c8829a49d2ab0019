package io.dqexplorer.desktop.export;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.export.ClipCsvExporter;
import io.dqexplorer.sdk.export.ExportRequest;
import io.dqexplorer.sdk.export.ExportResult;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

/**
 * One CSV export at a time, run in the background through the SDK's streaming exporter: progress
 * as rows done of the total, cancel, and the outcome. The exporter writes the file atomically, so
 * a cancelled or failed export leaves no file behind. The outcome belongs to the dataset it was
 * exported from: {@link #datasetChanged()} clears it. It drafts the exports of the clip table
 * ({@link #draftOfFilter()}, {@link #draftOfRows}), whose columns and file the view asks for.
 */
public final class ExportViewModel {

    private final ClipCsvExporter exporter;
    private final AsyncRunner runner;
    private final Settings settings;
    private final Supplier<ClipQuery> filter;
    private final Supplier<List<ClipColumn>> shownColumns;
    private final Runnable loadLatest;
    private final LoadState export = new LoadState();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper(this, "progressText", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyObjectWrapper<Path> exportedFile = new ReadOnlyObjectWrapper<>(this, "exportedFile");
    private final FolderOpener folderOpener;
    private AtomicBoolean cancelRequested = new AtomicBoolean();
    /** Counted down on the worker thread once the export has stopped and cleaned up after itself. */
    private CountDownLatch stopped = new CountDownLatch(0);
    private Runnable lastStart;

    /**
     * @param settings     remembers the columns and the folder of the last export
     * @param filter       every clip of the clip table's filter, pinned to the shown measurement
     * @param shownColumns the table's columns, preselected until columns were chosen once
     * @param loadLatest   shows the clip table's filter on the latest measurement: the filter is pinned, so
     *                     once the service has moved on an export answers 409 and the banner offers this
     */
    public ExportViewModel(ClipCsvExporter exporter, AsyncRunner runner, Settings settings, Supplier<ClipQuery> filter,
                           Supplier<List<ClipColumn>> shownColumns, Runnable loadLatest) {
        this(exporter, runner, settings, filter, shownColumns, loadLatest, FolderOpener.platform());
    }

    ExportViewModel(ClipCsvExporter exporter, AsyncRunner runner, Settings settings, Supplier<ClipQuery> filter,
                    Supplier<List<ClipColumn>> shownColumns, Runnable loadLatest, FolderOpener folderOpener) {
        this.exporter = exporter;
        this.runner = runner;
        this.settings = settings;
        this.filter = filter;
        this.shownColumns = shownColumns;
        this.loadLatest = loadLatest;
        this.folderOpener = folderOpener;
    }

    /** An export of every clip of the table's filter, as it is now, over every page. */
    public ExportDraft draftOfFilter() {
        ClipQuery query = filter.get();
        return draft(query.term() == null ? query.dataset() : query.dataset() + "-" + query.term(),
                (columns, target) -> start(new ExportRequest(query, columns, target)));
    }

    /** An export of these rows of the table, as they are shown. */
    public ExportDraft draftOfRows(List<ClipRow> rows) {
        List<ClipRow> chosen = List.copyOf(rows);
        return draft(filter.get().dataset() + "-selected", (columns, target) -> startRows(chosen, columns, target));
    }

    private ExportDraft draft(String name, BiConsumer<List<ClipColumn>, Path> start) {
        return new ExportDraft(preselectedColumns(), name.replaceAll("[^A-Za-z0-9._-]+", "_") + ".csv",
                (columns, target) -> {
                    remember(columns, target);
                    start.accept(columns, target);
                });
    }

    private List<ClipColumn> preselectedColumns() {
        List<ClipColumn> remembered = settings.exportColumns().stream()
                .map(ClipColumn::byHeader).flatMap(Optional::stream).toList();
        return remembered.isEmpty() ? shownColumns.get() : remembered;
    }

    private void remember(List<ClipColumn> columns, Path target) {
        settings.rememberExportColumns(columns.stream().map(ClipColumn::header).toList());
        Path folder = target.toAbsolutePath().getParent();
        if (folder != null) {
            settings.rememberExportFolder(folder);
        }
    }

    /** Starts exporting; ignored while another export runs. */
    public void start(ExportRequest request) {
        if (export.isLoading()) {
            return;
        }
        lastStart = () -> start(request);
        AtomicBoolean cancelled = new AtomicBoolean();
        CountDownLatch finished = new CountDownLatch(1);
        cancelRequested = cancelled;
        stopped = finished;
        begin(request.target());
        runner.call(() -> {
                    try {
                        return exporter.export(request,
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

    /**
     * Writes rows already at hand (the clip table's selection) in {@code columns}, with the same
     * cells and atomic write as an export; ignored while another export runs.
     */
    public void startRows(List<ClipRow> rows, List<ClipColumn> columns, Path target) {
        if (export.isLoading()) {
            return;
        }
        List<ClipRow> chosen = List.copyOf(rows);
        lastStart = () -> startRows(chosen, columns, target);
        cancelRequested = new AtomicBoolean();
        CountDownLatch finished = new CountDownLatch(1);
        stopped = finished;
        begin(target);
        runner.call(() -> {
                    try {
                        return exporter.exportRows(chosen, columns, target);
                    } finally {
                        finished.countDown();
                    }
                })
                .showing(export)
                .onSuccess(file -> succeeded(file, "Exported " + Formats.count(chosen.size())
                        + (chosen.size() == 1 ? " selected row to " : " selected rows to ") + file))
                .onError(this::failed)
                .start();
    }

    /** Another dataset is shown: the outcome of an export from the last one no longer stands under the table. */
    public void datasetChanged() {
        if (export.isLoading()) {
            return;
        }
        dismissFailure();
        progressText.set("");
        exportedFile.set(null);
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

    /**
     * Asks the running export to stop. The exporter notices before its next row, deletes its
     * partial file and reports the cancel, so the outcome still arrives through {@link #failed}.
     */
    public void cancel() {
        cancelRequested.set(true);
    }

    /**
     * Stops a running export for good (signing out, quitting): the exporter deletes its partial file,
     * and no outcome is shown any more. {@link #awaitStopped} waits for the clean-up.
     */
    public void close() {
        cancelRequested.set(true);
        export.cancel();
    }

    /** Waits, at most {@code timeout}, until no export runs: a cancelled one has deleted its partial file. */
    public void awaitStopped(Duration timeout) throws InterruptedException {
        stopped.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Forgets the last failure, e.g. once its banner's action was taken. */
    public void dismissFailure() {
        export.dismissFailure();
        message.set("");
    }

    /** What the error banner's button asks for: Load latest shows the table's filter on the latest measurement. */
    public void onErrorAction(ErrorAction action) {
        switch (action) {
            case RETRY -> retry();
            case LOAD_LATEST -> {
                // the failed export named a measurement that is gone: show the latest, then export again
                dismissFailure();
                loadLatest.run();
            }
            default -> { }
        }
    }

    /** Runs the last export again, e.g. after a failure. */
    public void retry() {
        if (lastStart != null) {
            lastStart.run();
        }
    }

    private void showProgress(long done, long total) {
        if (!export.isLoading()) {
            return;
        }
        progress.set(total == 0 ? 1 : (double) done / total);
        progressText.set("rows " + Formats.count(done) + " of " + Formats.count(total));
    }

    private void begin(Path target) {
        message.set("");
        exportedFile.set(null);
        progress.set(-1);
        progressText.set("Starting the export to " + target.getFileName() + "…");
    }

    private void succeeded(ExportResult done) {
        progressText.set("rows " + Formats.count(done.rows()) + " of " + Formats.count(done.rows()));
        succeeded(done.file(), "Exported " + Formats.count(done.rows()) + " rows to " + done.file()
                + " · manifest " + done.manifest());
    }

    private void succeeded(Path file, String outcome) {
        progress.set(1);
        message.set(outcome);
        exportedFile.set(file);
    }

    /** The failure itself reaches the banner through the load state, which shows a cancel as none. */
    private void failed(Throwable failure) {
        progress.set(0);
        progressText.set("");
        message.set(failure instanceof CancellationException
                ? "Export cancelled; no file was written." : "Export failed; no file was written.");
    }

    /** The file the last export wrote; null before, while running, after a failure and once the dataset changed. */
    public ReadOnlyObjectProperty<Path> exportedFileProperty() {
        return exportedFile.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return export.loadingProperty();
    }

    /** Rows done over the total, 0..1; negative (indeterminate) until the first page arrived. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** "rows 12,000 of 200,000". */
    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    /** The outcome in words: the file and its manifest, or that the export was cancelled or failed. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The failure of the last export, for the error banner; null otherwise. */
    public ReadOnlyObjectProperty<ErrorReport> errorProperty() {
        return export.errorProperty();
    }
}
