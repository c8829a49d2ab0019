package io.dqexplorer.workspace.snapshot;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * An open snapshot, read-only: its connection (queries read {@link io.dqexplorer.workspace.table.ClipTable#VIEW})
 * and what it is of. Its connection is one user of the file ({@link io.dqexplorer.workspace.store.DatabaseFiles}):
 * close it when done with it, and before opening the dataset's snapshot again after a fetch replaced it,
 * which waits until every reader of the replaced file has let go.
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
