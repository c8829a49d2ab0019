package io.dqexplorer.desktop.export;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner.Cancellable;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.export.ClipCsvExporter;
import io.dqexplorer.sdk.export.ExportRequest;
import io.dqexplorer.sdk.export.ExportResult;
import io.dqexplorer.sdk.model.ClipRow;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
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
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One CSV export at a time, run in the background through the SDK's streaming exporter: progress
 * as rows done of the total, cancel, and the outcome. The exporter writes the file atomically, so
 * a cancelled or failed export leaves no file behind. The outcome belongs to the dataset it was
 * exported from: {@link #datasetChanged()} clears it.
 */
public final class ExportViewModel {

    private final ClipCsvExporter exporter;
    private final AsyncRunner runner;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper(this, "progressText", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyObjectWrapper<ErrorReport> error = new ReadOnlyObjectWrapper<>(this, "error");
    private final ReadOnlyObjectWrapper<Path> exportedFile = new ReadOnlyObjectWrapper<>(this, "exportedFile");
    private final FolderOpener folderOpener;
    private AtomicBoolean cancelRequested = new AtomicBoolean();
    private Cancellable export = () -> { };
    /** Counted down on the worker thread once the export has stopped and cleaned up after itself. */
    private CountDownLatch stopped = new CountDownLatch(0);
    private Runnable lastStart;

    public ExportViewModel(ClipCsvExporter exporter, AsyncRunner runner) {
        this(exporter, runner, FolderOpener.platform());
    }

    ExportViewModel(ClipCsvExporter exporter, AsyncRunner runner, FolderOpener folderOpener) {
        this.exporter = exporter;
        this.runner = runner;
        this.folderOpener = folderOpener;
    }

    /** Starts exporting; ignored while another export runs. */
    public void start(ExportRequest request) {
        if (running.get()) {
            return;
        }
        lastStart = () -> start(request);
        AtomicBoolean cancelled = new AtomicBoolean();
        CountDownLatch finished = new CountDownLatch(1);
        cancelRequested = cancelled;
        stopped = finished;
        begin(request.target());
        export = runner.run(() -> {
                    try {
                        return exporter.export(request,
                                (done, total) -> runner.onUiThread(() -> showProgress(done, total)),
                                cancelled::get);
                    } finally {
                        finished.countDown();
                    }
                },
                this::succeeded, this::failed);
    }

    /**
     * Writes rows already at hand (the clip table's selection) in {@code columns}, with the same
     * cells and atomic write as an export; ignored while another export runs.
     */
    public void startRows(List<ClipRow> rows, List<ClipColumn> columns, Path target) {
        if (running.get()) {
            return;
        }
        List<ClipRow> chosen = List.copyOf(rows);
        lastStart = () -> startRows(chosen, columns, target);
        cancelRequested = new AtomicBoolean();
        CountDownLatch finished = new CountDownLatch(1);
        stopped = finished;
        begin(target);
        export = runner.run(() -> {
                    try {
                        return exporter.exportRows(chosen, columns, target);
                    } finally {
                        finished.countDown();
                    }
                },
                file -> succeeded(file, "Exported " + Formats.count(chosen.size())
                        + (chosen.size() == 1 ? " selected row to " : " selected rows to ") + file),
                this::failed);
    }

    /** Another dataset is shown: the outcome of an export from the last one no longer stands under the table. */
    public void datasetChanged() {
        if (running.get()) {
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
        runner.run(() -> {
            folderOpener.open(folder);
            return folder;
        }, opened -> { }, failure -> message.set("Could not open the folder " + folder + ": "
                + Objects.toString(failure.getMessage(), failure.getClass().getSimpleName())));
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
        error.set(null);
        message.set("");
    }

    /** Runs the last export again, e.g. after a failure. */
    public void retry() {
        if (lastStart != null) {
            lastStart.run();
        }
    }

    private void showProgress(long done, long total) {
        if (!running.get()) {
            return;
        }
        progress.set(total == 0 ? 1 : (double) done / total);
        progressText.set("rows " + Formats.count(done) + " of " + Formats.count(total));
    }

    private void begin(Path target) {
        running.set(true);
        error.set(null);
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
        running.set(false);
        progress.set(1);
        message.set(outcome);
        exportedFile.set(file);
    }

    private void failed(Throwable failure) {
        running.set(false);
        progress.set(0);
        progressText.set("");
        if (failure instanceof CancellationException) {
            message.set("Export cancelled; no file was written.");
            return;
        }
        message.set("Export failed; no file was written.");
        error.set(ErrorReport.of(failure));
    }

    /** The file the last export wrote; null before, while running, after a failure and once the dataset changed. */
    public ReadOnlyObjectProperty<Path> exportedFileProperty() {
        return exportedFile.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
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
        return error.getReadOnlyProperty();
    }
}
