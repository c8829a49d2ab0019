package io.dqexplorer.workspace.store;

import java.sql.SQLException;

/**
 * DuckDB could not load its native library: nothing is known of the file being opened, which is therefore
 * never taken for a broken one (a snapshot that would read with the library in place is kept).
 */
public final class NativeLibraryException extends SQLException {

    NativeLibraryException(String message, Throwable cause) {
        super(message, cause);
    }
}
