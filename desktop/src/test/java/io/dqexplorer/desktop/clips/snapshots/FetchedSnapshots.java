package io.dqexplorer.desktop.clips.snapshots;

import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.SnapshotFetch;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Real snapshot files of two sandbox datasets, fetched once per test JVM through {@link SnapshotFetch}
 * and copied into each test's own cache folder, so that a test may delete them.
 */
final class FetchedSnapshots {

    static final SnapshotKey KITCHEN =
            new SnapshotKey(SandboxDatasets.DEMO_ORGANIZATION, SandboxDatasets.KITCHEN_EGOCENTRIC);
    static final SnapshotKey WAREHOUSE =
            new SnapshotKey(SandboxDatasets.DEMO_ORGANIZATION, SandboxDatasets.WAREHOUSE_PICKING);

    private static Path fetched;
    private static final Map<SnapshotKey, SnapshotMetadata> METADATA = new LinkedHashMap<>();

    final CacheFolder folder;
    final WorkspaceDatabase database;
    final SnapshotStore store;

    /** The two snapshots in {@code folder}, the kitchen's used an hour before the warehouse's. */
    FetchedSnapshots(Path folder) {
        this.folder = CacheFolder.at(folder);
        this.database = new WorkspaceDatabase(new WorkspaceDatabase.Limits("128MB", 1), this.folder.temporary());
        this.store = new SnapshotStore(this.folder, database);
        Path template = fetchedOnce();
        try {
            Files.createDirectories(folder);
            Instant now = Instant.now();
            copy(template, KITCHEN, now.minusSeconds(3600));
            copy(template, WAREHOUSE, now);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void copy(Path template, SnapshotKey key, Instant lastUsed) throws IOException {
        Path file = folder.fileOf(key);
        Files.copy(CacheFolder.at(template).fileOf(key), file);
        Files.setLastModifiedTime(file, FileTime.from(lastUsed));
    }

    Path file(SnapshotKey key) {
        return folder.fileOf(key);
    }

    static SnapshotMetadata metadata(SnapshotKey key) {
        return METADATA.get(key);
    }

    private static synchronized Path fetchedOnce() {
        if (fetched == null) {
            try (TestService service = TestService.shared()) {
                Path template = Files.createTempDirectory("fetched-snapshots");
                CacheFolder cache = CacheFolder.at(template);
                SnapshotFetch fetch = new SnapshotFetch(service.client, cache,
                        new WorkspaceDatabase(new WorkspaceDatabase.Limits("128MB", 1), cache.temporary()), 2);
                for (SnapshotKey key : new SnapshotKey[] {KITCHEN, WAREHOUSE}) {
                    METADATA.put(key, fetch.fetch(key, (rows, total) -> { }, () -> false));
                }
                Runtime.getRuntime().addShutdownHook(
                        new Thread(() -> deleteTree(template), "fetched-snapshots-cleanup"));
                fetched = template;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return fetched;
    }

    private static void deleteTree(Path root) {
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException ignored) {
            // a temporary folder: the system clears it in the end
        }
    }
}
