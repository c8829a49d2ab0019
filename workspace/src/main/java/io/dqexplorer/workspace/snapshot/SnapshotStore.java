package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.workspace.store.DatabaseFiles;
import io.dqexplorer.workspace.store.FileInUseException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The snapshots in the cache folder: listed, opened read-only, deleted, and the least recently
 * used evicted beyond a size cap. A snapshot's last use is its file's modification time, set each
 * time it is opened (the file is not written once in place); a file whose time cannot be set (a
 * read-only folder, a file another tool holds) is read all the same, with a warning in the log.
 * <p>A file that cannot be read as a snapshot of this app's format (corrupt, cut short, written
 * by another format version) is deleted and reported as {@link SnapshotException.Reason#DISCARDED}:
 * the caller fetches it again. A file that cannot be opened at all (no permission, held by another
 * tool) is left as it is ({@link SnapshotException.Reason#FAILED}), and so is one another program
 * holds ({@link SnapshotException.Reason#IN_USE}).
 * <p>Every file is opened, deleted and moved through the process's {@link DatabaseFiles}: a deletion
 * waits for the file's readers in this program to let go (then refuses, {@code IN_USE}); an eviction
 * passes over a file in use.
 * <p>A dataset may also have an earlier snapshot, kept by a refresh onto a new measurement
 * ({@link CacheFolder#earlierFileOf}): listed, opened and deleted on its own, and evicted first.
 */
public final class SnapshotStore {

    private static final System.Logger LOG = System.getLogger(SnapshotStore.class.getName());

    /** 2 GiB: some ten snapshots of a million clips. */
    public static final long DEFAULT_CAP_BYTES = 2L * 1024 * 1024 * 1024;

    /** Marks a file used at an instant: its modification time. */
    @FunctionalInterface
    interface Stamp {
        void mark(Path file, Instant at) throws IOException;
    }

    private final CacheFolder folder;
    private final WorkspaceDatabase database;
    private final Clock clock;
    private final Stamp stamp;

    public SnapshotStore(CacheFolder folder, WorkspaceDatabase database) {
        this(folder, database, Clock.systemUTC(), (file, at) -> Files.setLastModifiedTime(file, FileTime.from(at)));
    }

    SnapshotStore(CacheFolder folder, WorkspaceDatabase database, Clock clock, Stamp stamp) {
        this.folder = folder;
        this.database = database;
        this.clock = clock;
        this.stamp = stamp;
    }

    /** Every snapshot file, earlier ones included, most recently used first; one whose metadata cannot be read says why. */
    public List<SnapshotInfo> list() {
        List<SnapshotInfo> infos = new ArrayList<>();
        for (Path file : files()) {
            Optional<SnapshotMetadata> metadata = Optional.empty();
            Optional<String> problem = Optional.empty();
            try {
                metadata = Optional.of(metadataOf(file));
            } catch (SnapshotException e) {
                problem = Optional.of(e.getMessage());
            } catch (SQLException e) {
                problem = Optional.of("Not a snapshot this app can read: " + e.getMessage());
            }
            if (problem.isPresent() && !Files.exists(file)) {
                // deleted while listed
                continue;
            }
            SnapshotKey key = metadata.map(SnapshotMetadata::key).orElseGet(() -> CacheFolder.nameKey(name(file)));
            infos.add(new SnapshotInfo(key, file, bytes(file), lastUsed(file), metadata, problem, isEarlier(file)));
        }
        infos.sort(Comparator.comparing(SnapshotInfo::lastUsed).reversed());
        return infos;
    }

    private SnapshotMetadata metadataOf(Path file) throws SQLException {
        try (Connection connection = database.openToRead(file)) {
            return SnapshotMetadata.read(connection);
        }
    }

    /**
     * Opens the snapshot of {@code key} read-only and marks it used; empty when there is none.
     *
     * @throws SnapshotException {@code DISCARDED} (the file was deleted; fetch again), {@code IN_USE}, or
     *                           {@code FAILED} (it could not be opened at all and is left as it is)
     */
    public Optional<Snapshot> open(SnapshotKey key) {
        return open(key, folder.fileOf(key));
    }

    /**
     * Opens the earlier snapshot of {@code key} (the one a refresh onto a new measurement replaced)
     * read-only; empty when none is kept.
     *
     * @throws SnapshotException {@code DISCARDED} (the file was deleted), {@code IN_USE} or {@code FAILED}
     */
    public Optional<Snapshot> openEarlier(SnapshotKey key) {
        return open(key, folder.earlierFileOf(key));
    }

    private Optional<Snapshot> open(SnapshotKey key, Path file) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        Connection connection;
        try {
            connection = database.openToRead(file);
        } catch (SnapshotException e) {
            if (!Files.exists(file)) {
                // deleted since it was looked for: there is none
                return Optional.empty();
            }
            if (e.reason() == SnapshotException.Reason.IN_USE || WorkspaceDatabase.unopenable(e)) {
                throw e;
            }
            throw discard(key, file, e.getMessage(), e);
        }
        SnapshotMetadata metadata;
        try {
            metadata = SnapshotMetadata.read(connection);
            if (!metadata.key().equals(key)) {
                throw new SQLException("it holds the snapshot of " + metadata.key());
            }
        } catch (SQLException | RuntimeException e) {
            closeQuietly(connection);
            throw discard(key, file, e.getMessage(), e);
        }
        markUsed(key, file);
        return Optional.of(new Snapshot(file, connection, metadata));
    }

    /** A snapshot that reads is read: a time that cannot be set only makes it look less recently used. */
    private void markUsed(SnapshotKey key, Path file) {
        try {
            stamp.mark(file, clock.instant());
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "The snapshot of " + key + " is read, but its last use could not be"
                    + " recorded (" + e.getMessage() + "): it may be evicted before snapshots used less recently");
        }
    }

    /**
     * Deletes the snapshot of {@code key}, once this program's readers of it have let go; false when there was none.
     *
     * @throws SnapshotException {@code IN_USE} when they still hold it after a while, {@code FAILED} when it cannot be deleted
     */
    public boolean delete(SnapshotKey key) {
        return delete(key, folder.fileOf(key));
    }

    /** Deletes the earlier snapshot of {@code key}, as {@link #delete}; false when none was kept. */
    public boolean deleteEarlier(SnapshotKey key) {
        return delete(key, folder.earlierFileOf(key));
    }

    private boolean delete(SnapshotKey key, Path file) {
        return delete(key, file, DatabaseFiles.DEFAULT_PATIENCE);
    }

    private boolean delete(SnapshotKey key, Path file, Duration wait) {
        try {
            return database.files().delete(file, wait);
        } catch (FileInUseException e) {
            throw new SnapshotException(SnapshotException.Reason.IN_USE, "The snapshot of " + key
                    + " is open in this program; close it, then delete it", e);
        } catch (IOException e) {
            throw new SnapshotException(SnapshotException.Reason.FAILED,
                    "Cannot delete the snapshot of " + key + ": " + e.getMessage(), e);
        }
    }

    /**
     * Deletes snapshots until the rest fit in {@code capBytes}: the earlier ones first, then the least
     * recently used; the most recently used current one is always kept, however large, and so is any
     * snapshot open in this program.
     *
     * @return the snapshots deleted (an earlier one named by its dataset)
     */
    public List<SnapshotKey> evict(long capBytes) {
        List<Path> byUse = new ArrayList<>(files());
        // kept first: current before earlier, then the most recently used
        byUse.sort(Comparator.comparing(SnapshotStore::isEarlier)
                .thenComparing(Comparator.comparing(SnapshotStore::lastUsed).reversed()));
        long total = byUse.stream().mapToLong(SnapshotStore::bytes).sum();
        List<SnapshotKey> evicted = new ArrayList<>();
        for (int i = byUse.size() - 1; i > 0 && total > capBytes; i--) {
            Path file = byUse.get(i);
            SnapshotKey key = keyOf(file);
            long bytes = bytes(file);
            try {
                if (delete(key, file, Duration.ZERO)) {
                    total -= bytes;
                    evicted.add(key);
                }
            } catch (SnapshotException inUse) {
                if (inUse.reason() != SnapshotException.Reason.IN_USE) {
                    throw inUse;
                }
            }
        }
        return evicted;
    }

    private SnapshotException discard(SnapshotKey key, Path file, String why, Exception cause) {
        delete(key, file);
        return new SnapshotException(SnapshotException.Reason.DISCARDED, "The snapshot of " + key
                + " could not be read and was deleted; fetch it again (" + why + ")", cause);
    }

    private List<Path> files() {
        if (!Files.isDirectory(folder.snapshots())) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(folder.snapshots())) {
            return entries.filter(Files::isRegularFile).filter(file -> CacheFolder.isSnapshot(name(file))).toList();
        } catch (IOException e) {
            throw new SnapshotException(SnapshotException.Reason.FAILED,
                    "Cannot list the snapshots in " + folder.snapshots() + ": " + e.getMessage(), e);
        }
    }

    /** The dataset of a file: from its name, or for a long id from its metadata. */
    private SnapshotKey keyOf(Path file) {
        if (!CacheFolder.digested(name(file))) {
            return CacheFolder.nameKey(name(file));
        }
        try {
            return metadataOf(file).key();
        } catch (SQLException | SnapshotException unreadable) {
            return CacheFolder.nameKey(name(file));
        }
    }

    private static String name(Path file) {
        return file.getFileName().toString();
    }

    private static boolean isEarlier(Path file) {
        return CacheFolder.isEarlier(name(file));
    }

    private static long bytes(Path file) {
        Path wal = DatabaseFiles.wal(file);
        try {
            return Files.size(file) + (Files.exists(wal) ? Files.size(wal) : 0);
        } catch (IOException gone) {
            return 0;
        }
    }

    private static Instant lastUsed(Path file) {
        try {
            return Files.getLastModifiedTime(file).toInstant();
        } catch (IOException gone) {
            return Instant.EPOCH;
        }
    }

    private static void closeQuietly(Connection connection) {
        try {
            connection.close();
        } catch (SQLException ignored) {
            // the file is being discarded
        }
    }
}
