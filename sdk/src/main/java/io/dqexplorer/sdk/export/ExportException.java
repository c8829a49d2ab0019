package io.dqexplorer.sdk.export;

import java.io.UncheckedIOException;

import io.dqexplorer.sdk.error.DqException;

import java.nio.file.Path;

/**
 * The export could not be written: missing or unwritable folder, full disk, failed move. Status 0
 * (the service is not involved), code {@value #CODE}; the message names the path.
 */
public class ExportException extends DqException {

    public static final String CODE = "export_failed";

    private final transient Path path;

    public ExportException(String message, Path path, Throwable cause) {
        super(0, CODE, message, null, cause);
        this.path = path;
    }

    /** An I/O or database failure in a message: its kind and its own message, e.g. "NoSuchFileException (/x)". */
    public static String describe(Exception e) {
        Throwable cause = e instanceof UncheckedIOException && e.getCause() != null ? e.getCause() : e;
        return cause.getMessage() == null
                ? cause.getClass().getSimpleName()
                : cause.getClass().getSimpleName() + " (" + cause.getMessage() + ")";
    }

    /** The file or folder the failure is about. */
    public Path path() {
        return path;
    }
}
