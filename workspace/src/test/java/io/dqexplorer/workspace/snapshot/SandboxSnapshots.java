package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.sdk.DqClient;

import java.nio.file.Path;

/** The workspace parts the snapshot tests share, in a folder of the test's. */
final class SandboxSnapshots {

    final CacheFolder folder;
    final WorkspaceDatabase database;
    final SnapshotStore store;

    SandboxSnapshots(Path folder) {
        this.folder = CacheFolder.at(folder);
        this.database = new WorkspaceDatabase(new WorkspaceDatabase.Limits("256MB", 2), this.folder.temporary());
        this.store = new SnapshotStore(this.folder, database);
    }

    SnapshotFetch fetch(DqClient client, int pagesInFlight) {
        return new SnapshotFetch(client, folder, database, pagesInFlight);
    }
}
