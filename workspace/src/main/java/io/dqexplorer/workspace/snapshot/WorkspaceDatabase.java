package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.workspace.store.DatabaseFiles;
import io.dqexplorer.workspace.store.DuckDbConnections;
import io.dqexplorer.workspace.store.FileInUseException;
import io.dqexplorer.workspace.store.NativeLibraryException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Properties;

/**
 * Opens a DuckDB file with the limits the app sets: a memory limit (DuckDB's own default is 80 % of
 * the machine), a thread count, and a spill folder in the cache rather than next to the file.
 * <p>DuckDB locks a file per process: a file another process has open for writing cannot be opened
 * at all, not even read-only; that is a {@link SnapshotException.Reason#IN_USE} with a message
 * saying so, never a crash. Within one process every file is opened through {@link DatabaseFiles}, which
 * owns it: each caller gets a connection of its own, and the file is closed after the last.
 */
public final class WorkspaceDatabase {

    /** Memory and threads DuckDB may use. */
    public record Limits(String memoryLimit, int threads) {

        public static final String DEFAULT_MEMORY_LIMIT = "256MB";

        public Limits {
            if (!memoryLimit.matches("[0-9]+(\\.[0-9]+)?\\s*(B|KB|MB|GB|KiB|MiB|GiB)")) {
                throw new IllegalArgumentException("a memory limit such as 256MB, was " + memoryLimit);
            }
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be at least 1, was " + threads);
            }
        }

        /** 256 MB and one thread per core. */
        public static Limits defaults() {
            return new Limits(DEFAULT_MEMORY_LIMIT, Runtime.getRuntime().availableProcessors());
        }
    }

    /**
     * A snapshot being written: DuckDB moves full blocks into the file, so it needs little memory; with the
     * queries' limit the app with a million-clip fetch peaked at 778 MB resident, with this one at 654 MB.
     */
    static final String WRITE_MEMORY_LIMIT = "96MB";

    private final Limits limits;
    private final Path temporary;
    private final DatabaseFiles files;

    public WorkspaceDatabase(Limits limits, Path temporary) {
        this(limits, temporary, DatabaseFiles.process());
    }

    WorkspaceDatabase(Limits limits, Path temporary, DatabaseFiles files) {
        this.limits = limits;
        this.temporary = temporary;
        this.files = files;
    }

    /** The owner of the files this opens: the only way to move or delete one. */
    DatabaseFiles files() {
        return files;
    }

    /** Opens (creating if absent) a file to write. */
    public Connection openToWrite(Path file) {
        return open(file, false);
    }

    /** Opens an existing file read-only. */
    public Connection openToRead(Path file) {
        return open(file, true);
    }

    /**
     * A scratch database in memory with a snapshot's write limits, spilling to the temporary folder: the rows of
     * an export that keeps no snapshot (a term's pages). No file, so nothing for the files' owner to hold.
     */
    public Connection openInMemory() {
        Properties properties = new Properties();
        properties.setProperty("memory_limit", WRITE_MEMORY_LIMIT);
        properties.setProperty("threads", Integer.toString(limits.threads()));
        properties.setProperty("temp_directory", temporary.toString());
        try {
            Files.createDirectories(temporary);
            return DuckDbConnections.inMemory(properties);
        } catch (IOException | SQLException e) {
            throw new SnapshotException(SnapshotException.Reason.FAILED,
                    "Cannot open a scratch database spilling to " + temporary + ": " + e.getMessage(), e);
        }
    }

    private Connection open(Path file, boolean readOnly) {
        Properties properties = new Properties();
        properties.setProperty("memory_limit", readOnly ? limits.memoryLimit() : WRITE_MEMORY_LIMIT);
        properties.setProperty("threads", Integer.toString(limits.threads()));
        properties.setProperty("temp_directory", temporary.toString());
        if (readOnly) {
            properties.setProperty("duckdb.read_only", "true");
        }
        try {
            Files.createDirectories(temporary);
        } catch (IOException e) {
            // a read-only cache folder still reads: only a query larger than memory needs the spill folder
            if (!readOnly) {
                throw new SnapshotException(SnapshotException.Reason.FAILED,
                        "Cannot create the folder " + temporary + ": " + e.getMessage(), e);
            }
        }
        try {
            return files.connect(file, readOnly, properties);
        } catch (FileInUseException e) {
            throw new SnapshotException(SnapshotException.Reason.IN_USE, "The snapshot " + file.getFileName()
                    + " is in use in this program; try again once that has finished", e);
        } catch (SQLException e) {
            throw failure(file, e);
        }
    }

    /**
     * Whether an open failed because the file could not be opened at all (no permission, held by another
     * tool, gone, or DuckDB itself missing its native library), rather than because what it holds is not a
     * database: such a file is not discarded.
     */
    static boolean unopenable(SnapshotException e) {
        return e.reason() == SnapshotException.Reason.FAILED && e.getCause() instanceof SQLException cause
                && (cause instanceof NativeLibraryException
                || String.valueOf(cause.getMessage()).contains("Cannot open file"));
    }

    /** A failure to open, told apart by DuckDB's message: the lock is the one the user can act on. */
    static SnapshotException failure(Path file, SQLException e) {
        String message = String.valueOf(e.getMessage());
        if (message.contains("Could not set lock") || message.contains("Conflicting lock")) {
            return new SnapshotException(SnapshotException.Reason.IN_USE, "The snapshot " + file.getFileName()
                    + " is open in another program (another DQ Explorer?); close it there, then try again", e);
        }
        return new SnapshotException(SnapshotException.Reason.FAILED,
                "Cannot open the snapshot " + file + ": " + message, e);
    }
}
