package io.dqexplorer.workspace.history;

/** The history's database failed (another program holds it, disk full, no permission): the message says which. */
public final class HistoryException extends RuntimeException {

    public HistoryException(String message, Throwable cause) {
        super(message, cause);
    }
}
