package io.dqexplorer.sdk.export;

/**
 * Told after every page written: rows written so far and the total the service reported on the
 * first page. Called on the exporting thread; a UI hands it over to its own thread.
 */
@FunctionalInterface
public interface ExportProgress {

    /** Ignores every report. */
    ExportProgress NONE = (rowsDone, rowsTotal) -> { };

    void progress(long rowsDone, long rowsTotal);
}
