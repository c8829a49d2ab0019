package io.dqexplorer.desktop.clips.snapshots;

import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.SnapshotFetch;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;

import java.util.Map;
import java.util.logging.Logger;

/**
 * The analyst's local store for one signed-in session: where the snapshots live, how DuckDB may run
 * (memory limit, threads), and the session's client and organization that name and fetch them.
 * Built once per session by the composition root; every Clips tab of the session shares it.
 */
public final class ClipWorkspace {

    private static final Logger LOG = Logger.getLogger(ClipWorkspace.class.getName());

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

    /** {@link CacheFolder#fromEnvironment}, or the platform's folder (and a log line) when the variable is not usable. */
    public static CacheFolder cacheFolder(Map<String, String> environment) {
        try {
            return CacheFolder.fromEnvironment(environment);
        } catch (IllegalArgumentException e) {
            LOG.warning(e.getMessage() + "; the snapshots stay in the platform's cache folder");
            return CacheFolder.standard();
        }
    }

    public SnapshotKey keyOf(String dataset) {
        return new SnapshotKey(organization, dataset);
    }

    /** The service and organization the snapshots are of: what an export's manifest names. */
    public HistoryKey whose() {
        return new HistoryKey(client.serviceUrl().toString(), organization);
    }

    public DqClient client() {
        return client;
    }

    public CacheFolder folder() {
        return folder;
    }

    public SnapshotStore store() {
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
