package io.dqexplorer.workspace.view;

/** A file or link that is no view this version reads; the message names what is wrong. */
public final class ViewFormatException extends IllegalArgumentException {

    public ViewFormatException(String message) {
        super(message);
    }

    public ViewFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
