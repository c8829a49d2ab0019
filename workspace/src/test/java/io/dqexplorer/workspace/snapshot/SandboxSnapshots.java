package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryPolicy;

import java.nio.file.Path;

/** Clients of a sandbox and the workspace parts the snapshot tests share, in a folder of the test's. */
final class SandboxSnapshots {

    final CacheFolder folder;
    final WorkspaceDatabase database;
    final SnapshotStore store;

    SandboxSnapshots(Path folder) {
        this.folder = CacheFolder.at(folder);
        this.database = new WorkspaceDatabase(new WorkspaceDatabase.Limits("256MB", 2), this.folder.temporary());
        this.store = new SnapshotStore(this.folder, database);
    }

    static DqClient client(Sandbox sandbox, SandboxClient credential) {
        return DqClient.builder()
                .serviceUrl(sandbox.serviceUrl())
                .tokenUrl(sandbox.tokenUrl())
                .clientId(credential.clientId())
                .clientSecret(credential.clientSecret().toCharArray())
                .retryPolicy(RetryPolicy.none())
                .build();
    }

    SnapshotFetch fetch(DqClient client, int pagesInFlight) {
        return new SnapshotFetch(client, folder, database, pagesInFlight);
    }
}
