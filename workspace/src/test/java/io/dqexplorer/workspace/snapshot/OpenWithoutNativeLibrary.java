package io.dqexplorer.workspace.snapshot;

import java.nio.file.Path;

/** Opens kitchen's snapshot in the cache folder given and prints what came of it; run {@code WithoutNativeLibrary}. */
public final class OpenWithoutNativeLibrary {

    private OpenWithoutNativeLibrary() {
    }

    public static void main(String[] args) throws Exception {
        CacheFolder folder = CacheFolder.at(Path.of(args[0]));
        SnapshotStore store = new SnapshotStore(folder,
                new WorkspaceDatabase(new WorkspaceDatabase.Limits("128MB", 1), folder.temporary()));
        try {
            store.open(new SnapshotKey("org-northwind", "kitchen-egocentric")).orElseThrow().close();
            System.out.println("opened");
        } catch (SnapshotException e) {
            System.out.println(e.reason() + ": " + e.getMessage());
        }
    }
}
