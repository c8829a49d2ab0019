package io.dqexplorer.workspace.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;

/**
 * The one way this program connects to DuckDB. A DuckDB that cannot load its native library (a
 * {@code dq-explorer.jar} copied without the {@code libduckdb_java.so_…} file kept beside it, a platform it
 * has no library for) fails here as an {@link SQLException} naming the library, which every caller already
 * reports in words, instead of an {@link Error} that would end the program with a stack trace.
 */
public final class DuckDbConnections {

    private DuckDbConnections() {
    }

    /** A database in memory: no file, so nothing for the files' owner to hold. */
    public static Connection inMemory(Properties properties) throws SQLException {
        return connect("", properties);
    }

    /** A database file: only its owner, {@link DatabaseFiles}, opens one. */
    static Connection file(Path file, Properties properties) throws SQLException {
        return connect(file.toString(), properties);
    }

    private static Connection connect(String database, Properties properties) throws SQLException {
        try {
            return DriverManager.getConnection("jdbc:duckdb:" + database, properties);
        } catch (LinkageError e) {
            throw new NativeLibraryException("DuckDB could not load its native library (" + deepest(e).getMessage()
                    + "); a dq-explorer.jar keeps it in the file libduckdb_java.so_… beside it", e);
        }
    }

    private static Throwable deepest(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause;
    }
}
