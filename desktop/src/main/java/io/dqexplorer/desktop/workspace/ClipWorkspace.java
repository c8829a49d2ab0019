package io.dqexplorer.desktop.workspace;

import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.SnapshotFetch;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * The analyst's local store for one signed-in session: where the snapshots live, how DuckDB may run
 * (memory limit, threads), and the session's client and organization that name and fetch them.
 * Built once per session by the composition root; every Clips tab of the session shares it.
 */
public final class ClipWorkspace {

    /** A system property naming the cache folder instead of the platform's (tests, a portable install). */
    public static final String CACHE_PROPERTY = "dqexplorer.cache";
    /** The same as an environment variable; the system property wins. */
    public static final String CACHE_VARIABLE = "DQ_EXPLORER_CACHE";

    private final DqClient client;
    private final String organization;
    private final CacheFolder folder;
    private final WorkspaceDatabase database;
    private final SnapshotStore store;
    private final Settings settings;

    public ClipWorkspace(DqClient client, String organization, CacheFolder folder, Settings settings) {
        this.client = client;
        this.organization = organization;
        this.folder = folder;
        this.database = new WorkspaceDatabase(WorkspaceDatabase.Limits.defaults(), folder.temporary());
        this.store = new SnapshotStore(folder, database);
        this.settings = settings;
    }

    /** The cache folder the system property or environment names, else the platform's own. */
    public static CacheFolder cacheFolder(Map<String, String> environment) {
        return Optional.ofNullable(System.getProperty(CACHE_PROPERTY))
                .or(() -> Optional.ofNullable(environment.get(CACHE_VARIABLE)))
                .filter(folder -> !folder.isBlank())
                .map(folder -> CacheFolder.at(Path.of(folder)))
                .orElseGet(CacheFolder::standard);
    }

    SnapshotKey keyOf(String dataset) {
        return new SnapshotKey(organization, dataset);
    }

    DqClient client() {
        return client;
    }

    SnapshotStore store() {
        return store;
    }

    /** A fetch with the pages in flight the settings ask for now. */
    SnapshotFetch fetch() {
        return new SnapshotFetch(client, folder, database, settings.snapshotPagesInFlight());
    }

    boolean startsOnOpen() {
        return settings.snapshotOnOpen();
    }

    long cacheCapBytes() {
        return settings.snapshotCacheCapBytes();
    }
}
