package io.dqexplorer.sdk.export;

import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * An export's cancel: the caller's flag and the thread's interrupt status, read together. Public so that
 * the workspace's view exports stop the same way as the clip export.
 *
 * @param flag answers true to stop; may be null (then only an interrupt stops)
 */
public record ExportCancel(Path target, BooleanSupplier flag) {

    public boolean requested() {
        return Thread.currentThread().isInterrupted() || (flag != null && flag.getAsBoolean());
    }

    /** @throws CancellationException when a cancel was requested */
    public void check() {
        if (requested()) {
            throw exception(null);
        }
    }

    /** The cancellation to throw, with the failure it interrupted as its cause (may be null). */
    public CancellationException exception(Throwable cause) {
        CancellationException cancelled = new CancellationException("Export to " + target + " cancelled");
        if (cause != null) {
            cancelled.initCause(cause);
        }
        return cancelled;
    }
}
