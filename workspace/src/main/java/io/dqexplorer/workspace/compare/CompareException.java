package io.dqexplorer.workspace.compare;

/** A side cannot be had: neither the service nor the history holds it. The message says which measurement and why. */
public final class CompareException extends RuntimeException {

    public CompareException(String message, Throwable cause) {
        super(message, cause);
    }
}
