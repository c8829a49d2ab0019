package io.dqexplorer.desktop.export;

import io.dqexplorer.desktop.common.AsyncRunner;
import io.dqexplorer.desktop.common.AsyncRunner.Cancellable;
import io.dqexplorer.desktop.common.ErrorReport;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sdk.export.ClipCsvExporter;
import io.dqexplorer.sdk.export.ExportRequest;
import io.dqexplorer.sdk.export.ExportResult;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One CSV export at a time, run in the background through the SDK's streaming exporter: progress
 * as rows done of the total, cancel, and the outcome. The exporter writes the file atomically, so
 * a cancelled or failed export leaves no file behind.
 */
public final class ExportViewModel {

    private final ClipCsvExporter exporter;
    private final AsyncRunner runner;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper(this, "progressText", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyObjectWrapper<ErrorReport> error = new ReadOnlyObjectWrapper<>(this, "error");
    private AtomicBoolean cancelRequested = new AtomicBoolean();
    private Cancellable export = () -> { };
    /** Counted down on the worker thread once the export has stopped and cleaned up after itself. */
    private CountDownLatch stopped = new CountDownLatch(0);
    private ExportRequest lastRequest;

    public ExportViewModel(ClipCsvExporter exporter, AsyncRunner runner) {
        this.exporter = exporter;
        this.runner = runner;
    }

    /** Starts exporting; ignored while another export runs. */
    public void start(ExportRequest request) {
        if (running.get()) {
            return;
        }
        lastRequest = request;
        AtomicBoolean cancelled = new AtomicBoolean();
        CountDownLatch finished = new CountDownLatch(1);
        cancelRequested = cancelled;
        stopped = finished;
        running.set(true);
        error.set(null);
        message.set("");
        progress.set(-1);
        progressText.set("Starting the export to " + request.target().getFileName() + "…");
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
        if (lastRequest != null) {
            start(lastRequest);
        }
    }

    private void showProgress(long done, long total) {
        if (!running.get()) {
            return;
        }
        progress.set(total == 0 ? 1 : (double) done / total);
        progressText.set("rows " + Formats.count(done) + " of " + Formats.count(total));
    }

    private void succeeded(ExportResult done) {
        running.set(false);
        progress.set(1);
        progressText.set("rows " + Formats.count(done.rows()) + " of " + Formats.count(done.rows()));
        message.set("Exported " + Formats.count(done.rows()) + " rows to " + done.file()
                + " · manifest " + done.manifest());
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
