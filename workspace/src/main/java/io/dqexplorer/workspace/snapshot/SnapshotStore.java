package io.dqexplorer.workspace.snapshot;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The snapshots in the cache folder: listed, opened read-only, deleted, and the least recently
 * used evicted beyond a size cap. A snapshot's last use is its file's modification time, set each
 * time it is opened (the file is not written once in place).
 * <p>A file that cannot be opened as a snapshot of this app's format (corrupt, cut short, written
 * by another format version) is deleted and reported as {@link SnapshotException.Reason#DISCARDED}:
 * the caller fetches it again. A file another program holds is left alone ({@link SnapshotException.Reason#IN_USE}).
 * <p>A dataset may also have an earlier snapshot, kept by a refresh onto a new measurement
 * ({@link CacheFolder#earlierFileOf}): listed, opened and deleted on its own, and evicted first.
 */
public final class SnapshotStore {

    /** 2 GiB: some ten snapshots of a million clips. */
    public static final long DEFAULT_CAP_BYTES = 2L * 1024 * 1024 * 1024;

    private final CacheFolder folder;
    private final WorkspaceDatabase database;
    private final Clock clock;

    public SnapshotStore(CacheFolder folder, WorkspaceDatabase database) {
        this(folder, database, Clock.systemUTC());
    }

    SnapshotStore(CacheFolder folder, WorkspaceDatabase database, Clock clock) {
        this.folder = folder;
        this.database = database;
        this.clock = clock;
    }

    /** Every snapshot file, earlier ones included, most recently used first; one whose metadata cannot be read says why. */
    public List<SnapshotInfo> list() {
        List<SnapshotInfo> infos = new ArrayList<>();
        for (Path file : files()) {
            boolean earlier = isEarlier(file);
            SnapshotKey key = keyOf(file);
            Optional<SnapshotMetadata> metadata = Optional.empty();
            Optional<String> problem = Optional.empty();
            try (Connection connection = database.openToRead(file)) {
                metadata = Optional.of(SnapshotMetadata.read(connection));
            } catch (SnapshotException e) {
                problem = Optional.of(e.getMessage());
            } catch (SQLException e) {
                problem = Optional.of("Not a snapshot this app can read: " + e.getMessage());
            }
            infos.add(new SnapshotInfo(key, file, bytes(file), lastUsed(file), metadata, problem, earlier));
        }
        infos.sort(Comparator.comparing(SnapshotInfo::lastUsed).reversed());
        return infos;
    }

    /**
     * Opens the snapshot of {@code key} read-only and marks it used; empty when there is none.
     *
     * @throws SnapshotException {@code DISCARDED} (the file was deleted; fetch again) or {@code IN_USE}
     */
    public Optional<Snapshot> open(SnapshotKey key) {
        return open(key, folder.fileOf(key));
    }

    /**
     * Opens the earlier snapshot of {@code key} (the one a refresh onto a new measurement replaced)
     * read-only; empty when none is kept.
     *
     * @throws SnapshotException {@code DISCARDED} (the file was deleted) or {@code IN_USE}
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
            if (e.reason() == SnapshotException.Reason.IN_USE) {
                throw e;
            }
            throw discard(key, file, e.getMessage(), e);
        }
        try {
            SnapshotMetadata metadata = SnapshotMetadata.read(connection);
            if (!metadata.key().equals(key)) {
                throw new SQLException("it holds the snapshot of " + metadata.key());
            }
            Files.setLastModifiedTime(file, FileTime.from(clock.instant()));
            return Optional.of(new Snapshot(file, connection, metadata));
        } catch (SQLException | IOException | RuntimeException e) {
            closeQuietly(connection);
            throw discard(key, file, e.getMessage(), e);
        }
    }

    /** Deletes the snapshot of {@code key}; false when there was none. */
    public boolean delete(SnapshotKey key) {
        return delete(key, folder.fileOf(key));
    }

    /** Deletes the earlier snapshot of {@code key}; false when none was kept. */
    public boolean deleteEarlier(SnapshotKey key) {
        return delete(key, folder.earlierFileOf(key));
    }

    private static boolean delete(SnapshotKey key, Path file) {
        try {
            Files.deleteIfExists(wal(file));
            return Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new SnapshotException(SnapshotException.Reason.FAILED,
                    "Cannot delete the snapshot of " + key + ": " + e.getMessage(), e);
        }
    }

    /**
     * Deletes snapshots until the rest fit in {@code capBytes}: the earlier ones first, then the least
     * recently used; the most recently used current one is always kept, however large.
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
            if (delete(key, file)) {
                total -= bytes;
                evicted.add(key);
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
            return entries.filter(Files::isRegularFile)
                    .filter(file -> CacheFolder.keyOf(file.getFileName().toString()).isPresent() || isEarlier(file))
                    .toList();
        } catch (IOException e) {
            throw new SnapshotException(SnapshotException.Reason.FAILED,
                    "Cannot list the snapshots in " + folder.snapshots() + ": " + e.getMessage(), e);
        }
    }

    private static boolean isEarlier(Path file) {
        return CacheFolder.earlierKeyOf(file.getFileName().toString()).isPresent();
    }

    private static SnapshotKey keyOf(Path file) {
        String name = file.getFileName().toString();
        return CacheFolder.keyOf(name).or(() -> CacheFolder.earlierKeyOf(name)).orElseThrow();
    }

    private static Path wal(Path file) {
        return file.resolveSibling(file.getFileName() + ".wal");
    }

    private static long bytes(Path file) {
        try {
            return Files.size(file) + (Files.exists(wal(file)) ? Files.size(wal(file)) : 0);
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
