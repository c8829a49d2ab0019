package io.dqexplorer.desktop.cli;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.model.Scope;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.Freshness;
import io.dqexplorer.workspace.snapshot.Snapshot;
import io.dqexplorer.workspace.snapshot.SnapshotException;
import io.dqexplorer.workspace.snapshot.SnapshotFetch;
import io.dqexplorer.workspace.snapshot.SnapshotInfo;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * A dataset's snapshot in the cache folder, made current for a command: reopened when the service
 * still has its measurement, fetched when it is missing, stale or a refresh is asked for, and opened
 * as it is when the service cannot be reached. The snapshot is keyed by the organization the access
 * endpoint names; offline, that cannot be asked, so the snapshot of the dataset last fetched from the
 * same service URL is the one opened.
 *
 * @param state   how it came to be open
 * @param scratch the folder of the app's own where DuckDB may write scratch files (an export's Parquet file)
 */
record CurrentSnapshot(Snapshot snapshot, State state, Path scratch) implements AutoCloseable {

    /** How the snapshot came to be open. */
    enum State {
        /** The kept snapshot holds the service's current measurement. */
        CURRENT("current"),
        /** There was none: fetched now. */
        FETCHED("fetched"),
        /** There was one, stale or a refresh was asked for: fetched again. */
        REFRESHED("refreshed"),
        /** The service cannot be reached: the kept snapshot, as it is. */
        OFFLINE("offline");

        private final String word;

        State(String word) {
            this.word = word;
        }

        String word() {
            return word;
        }
    }

    /** Where the snapshots are: {@code DQ_CACHE_DIR} when set, else the user's cache folder. */
    static CacheFolder folder(ConnectionOptions connection) {
        return connection.cacheFolder();
    }

    /**
     * Opens the dataset's snapshot, fetching it first when needed.
     *
     * @param notes     told why a fetch starts (a stale snapshot, a discarded file), one sentence each
     * @param progress  told after every page fetched
     * @param cancelled asked before every page
     * @throws DqException        when the service fails, or cannot be reached and there is no snapshot
     * @throws SnapshotException  when the local file cannot be written or is in use
     * @throws java.util.concurrent.CancellationException when cancelled
     */
    static CurrentSnapshot open(DqClient client, CacheFolder folder, String dataset, boolean refresh,
                                int pagesInFlight, Consumer<String> notes, SnapshotFetch.Progress progress,
                                BooleanSupplier cancelled) {
        WorkspaceDatabase database = new WorkspaceDatabase(WorkspaceDatabase.Limits.defaults(), folder.temporary());
        SnapshotStore store = new SnapshotStore(folder, database);
        SnapshotKey key;
        try {
            Scope scope = client.versioned().access().scope();
            key = new SnapshotKey(scope.organizationId().orElse(scope.kind()), dataset);
        } catch (DqException failure) {
            if (!failure.unreachable()) {
                throw failure;
            }
            return offline(client, store, dataset, folder, failure);
        }
        boolean kept = false;
        if (!refresh) {
            Optional<Snapshot> opened = openKept(store, key, notes);
            kept = opened.isPresent();
            if (opened.isPresent()) {
                Freshness freshness = freshness(client, opened.get());
                if (freshness != Freshness.STALE) {
                    State state = freshness == Freshness.CURRENT ? State.CURRENT : State.OFFLINE;
                    return new CurrentSnapshot(opened.get(), state, folder.temporary());
                }
                notes.accept("a newer measurement exists; fetching it");
                // within one process DuckDB keeps one database per path: close before the file is replaced
                close(opened.get());
            }
        } else {
            kept = Files.isRegularFile(folder.fileOf(key));
        }
        new SnapshotFetch(client, folder, database, pagesInFlight).fetch(key, progress, cancelled);
        Snapshot fetched = store.open(key).orElseThrow(() -> new SnapshotException(SnapshotException.Reason.FAILED,
                "The snapshot of " + key + " was fetched but is not in " + folder.snapshots(), null));
        return new CurrentSnapshot(fetched, kept ? State.REFRESHED : State.FETCHED, folder.temporary());
    }

    /**
     * Opens the dataset's snapshot for a command that reads it, made current first as {@link #open} does without a
     * refresh: why a fetch starts and its progress told on {@code err}, and a snapshot opened offline said to be.
     */
    static CurrentSnapshot openTelling(DqClient client, CacheFolder folder, String dataset, PrintStream err,
                                       BooleanSupplier cancelled) {
        CurrentSnapshot opened = open(client, folder, dataset, false, SnapshotFetch.DEFAULT_PAGES_IN_FLIGHT,
                err::println, SnapshotCommand.progress(err), cancelled);
        if (opened.state() == State.OFFLINE) {
            err.println(SnapshotCommand.state(opened.state(), opened.snapshot().metadata()));
        }
        return opened;
    }

    private static Optional<Snapshot> openKept(SnapshotStore store, SnapshotKey key, Consumer<String> notes) {
        try {
            return store.open(key);
        } catch (SnapshotException e) {
            if (e.reason() != SnapshotException.Reason.DISCARDED) {
                throw e;
            }
            notes.accept(e.getMessage() + "; fetching it again");
            return Optional.empty();
        }
    }

    private static Freshness freshness(DqClient client, Snapshot snapshot) {
        try {
            return Freshness.of(client, snapshot.metadata(), Freshness.KnownTokens.none());
        } catch (RuntimeException e) {
            close(snapshot);
            throw e;
        }
    }

    /** The snapshot of the dataset last used of those fetched from this service; else the failure itself. */
    private static CurrentSnapshot offline(DqClient client, SnapshotStore store, String dataset, CacheFolder folder,
                                           DqException unreachable) {
        String service = client.serviceUrl().toString();
        Optional<SnapshotKey> key = store.list().stream()
                .filter(info -> info.key().dataset().equals(dataset))
                .filter(info -> info.metadata().filter(kept -> kept.serviceUrl().equals(service)).isPresent())
                .map(SnapshotInfo::key)
                .findFirst();
        if (key.isEmpty()) {
            throw unreachable;
        }
        Snapshot snapshot = store.open(key.get()).orElseThrow(() -> unreachable);
        return new CurrentSnapshot(snapshot, State.OFFLINE, folder.temporary());
    }

    @Override
    public void close() {
        close(snapshot);
    }

    private static void close(Snapshot snapshot) {
        try {
            snapshot.close();
        } catch (SQLException ignored) {
            // a read-only connection: nothing is lost when closing it fails
        }
    }
}
