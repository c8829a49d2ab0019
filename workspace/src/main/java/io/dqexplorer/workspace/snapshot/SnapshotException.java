package io.dqexplorer.workspace.snapshot;

/** A snapshot that cannot be opened or written, with a message for the user and what the caller can do. */
public final class SnapshotException extends RuntimeException {

    /** What went wrong, which decides what the caller does next. */
    public enum Reason {
        /** Another program (another DQ Explorer) holds the file: try again once it is closed. */
        IN_USE,
        /** The file was corrupt or of another format version; it has been deleted: fetch again. */
        DISCARDED,
        /** The local database failed (disk full, no permission): the message says how. */
        FAILED
    }

    private final Reason reason;

    public SnapshotException(Reason reason, String message, Throwable cause) {
        super(message, cause);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
