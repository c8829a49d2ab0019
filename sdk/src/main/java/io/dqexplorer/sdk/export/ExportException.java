package io.dqexplorer.sdk.export;

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

    /** The file or folder the failure is about. */
    public Path path() {
        return path;
    }
}
