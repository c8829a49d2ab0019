package io.dqexplorer.workspace.report;

/** A report that cannot be made: the dataset is not listed, or the file cannot be written; the message says which. */
public final class ReportException extends RuntimeException {

    public ReportException(String message, Throwable cause) {
        super(message, cause);
    }
}
