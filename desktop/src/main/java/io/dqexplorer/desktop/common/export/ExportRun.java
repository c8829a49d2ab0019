package io.dqexplorer.desktop.common.export;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.sdk.export.ExportProgress;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * One export at a time, in the background, as every export of the app runs: progress as rows done of
 * the total, cancel, and the outcome in words (the file, or that it was cancelled or failed, for the
 * error banner). The exporters write atomically, so a cancelled or failed export leaves no file behind.
 * What is exported, and how its success reads, is the caller's.
 */
public final class ExportRun {

    /** The export itself, on a worker thread: it reports progress and stops before its next row once cancelled. */
    @FunctionalInterface
    public interface Work<T> {
        T run(ExportProgress progress, BooleanSupplier cancelled) throws Exception;
    }

    /** A finished export: the file written, its rows, and the line that says so. */
    public record Outcome(Path file, long rows, String message) {
    }

    private final AsyncRunner runner;
    private final FolderOpener folderOpener;
    private final LoadState export = new LoadState();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper(this, "progressText", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyObjectWrapper<Path> exportedFile = new ReadOnlyObjectWrapper<>(this, "exportedFile");
    private AtomicBoolean cancelRequested = new AtomicBoolean();
    /** Counted down on the worker thread once the export has stopped and cleaned up after itself. */
    private CountDownLatch stopped = new CountDownLatch(0);

    public ExportRun(AsyncRunner runner, FolderOpener folderOpener) {
        this.runner = runner;
        this.folderOpener = folderOpener;
    }

    /**
     * Starts writing {@code target}; false, and nothing started, while another export runs.
     *
     * @param outcome what the finished work wrote, told on the UI thread
     */
    public <T> boolean start(Path target, Work<T> work, Function<T, Outcome> outcome) {
        if (export.isLoading()) {
            return false;
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
                        return work.run((done, total) -> runner.onUiThread(() -> showProgress(done, total)),
                                cancelled::get);
                    } finally {
                        finished.countDown();
                    }
                })
                .showing(export)
                .onSuccess(result -> succeeded(outcome.apply(result)))
                .onError(this::failed)
                .start();
        return true;
    }

    /** Asks the running export to stop: it notices before its next row, deletes its partial file and says "cancelled". */
    public void cancel() {
        cancelRequested.set(true);
    }

    /**
     * Stops a running export for good (signing out, quitting, another snapshot): its partial file is
     * deleted and no outcome is shown any more. {@link #awaitStopped} waits for the clean-up.
     */
    public void close() {
        cancelRequested.set(true);
        export.cancel();
    }

    /** Waits, at most {@code timeout}, until no export runs: a cancelled one has deleted its partial file. */
    public void awaitStopped(Duration timeout) throws InterruptedException {
        stopped.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    public boolean isRunning() {
        return export.isLoading();
    }

    /** Forgets the last failure, e.g. once its banner's action was taken. */
    public void dismissFailure() {
        export.dismissFailure();
        message.set("");
    }

    /** What the last export came to no longer stands (another dataset or snapshot is shown); a running one goes on. */
    public void clearOutcome() {
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

    private void showProgress(long done, long total) {
        if (!export.isLoading()) {
            return;
        }
        progress.set(total == 0 ? 1 : (double) done / total);
        progressText.set("rows " + Formats.count(done) + " of " + Formats.count(total));
    }

    private void succeeded(Outcome done) {
        progress.set(1);
        progressText.set("rows " + Formats.count(done.rows()) + " of " + Formats.count(done.rows()));
        message.set(done.message());
        exportedFile.set(done.file());
    }

    /** The failure itself reaches the banner through the load state, which shows a cancel as none. */
    private void failed(Throwable failure) {
        progress.set(0);
        progressText.set("");
        message.set(failure instanceof CancellationException
                ? "Export cancelled; no file was written." : "Export failed; no file was written.");
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return export.loadingProperty();
    }

    /** Rows done over the total, 0..1; negative (indeterminate) until the total is known. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** "rows 12,000 of 200,000". */
    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    /** The outcome in words: the file written, or that the export was cancelled or failed. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The file the last export wrote; null before, while running, after a failure and once the outcome was cleared. */
    public ReadOnlyObjectProperty<Path> exportedFileProperty() {
        return exportedFile.getReadOnlyProperty();
    }

    /** The failure of the last export, for the error banner; null otherwise. */
    public ReadOnlyObjectProperty<ErrorReport> errorProperty() {
        return export.errorProperty();
    }
}
