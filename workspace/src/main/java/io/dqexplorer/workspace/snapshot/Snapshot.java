package io.dqexplorer.workspace.snapshot;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * An open snapshot, read-only: its connection (queries read {@link io.dqexplorer.workspace.table.ClipTable#VIEW})
 * and what it is of. Close it when done with it, and before opening the dataset's snapshot again
 * after a fetch: within one process DuckDB keeps one database per path, so the file moved into place
 * would not be seen while a connection to the one it replaced is open.
 */
public final class Snapshot implements AutoCloseable {

    private final Path file;
    private final Connection connection;
    private final SnapshotMetadata metadata;

    Snapshot(Path file, Connection connection, SnapshotMetadata metadata) {
        this.file = file;
        this.connection = connection;
        this.metadata = metadata;
    }

    public Path file() {
        return file;
    }

    public Connection connection() {
        return connection;
    }

    public SnapshotMetadata metadata() {
        return metadata;
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
