package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.testing.SandboxClients;
import io.dqexplorer.testing.SandboxExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A refresh onto a new measurement keeps the replaced snapshot as the dataset's earlier one. */
@ExtendWith(SandboxExtension.class)
class EarlierSnapshotTest {

    private static final SnapshotKey KITCHEN =
            new SnapshotKey(SandboxDatasets.DEMO_ORGANIZATION, SandboxDatasets.KITCHEN_EGOCENTRIC);

    private static Sandbox sandbox;

    @TempDir
    Path folder;

    @BeforeAll
    static void start(Sandbox running) {
        sandbox = running;
    }

    @Test
    void aRefreshOntoANewMeasurementKeepsThePreviousSnapshotAsTheEarlierOne() throws Exception {
        SandboxSnapshots snapshots = new SandboxSnapshots(folder);
        try (DqClient client = SandboxClients.demo(sandbox)) {
            SnapshotFetch fetch = snapshots.fetch(client, 2);
            SnapshotMetadata first = fetch.fetch(KITCHEN, (rows, total) -> { }, () -> false);
            fetch.fetch(KITCHEN, (rows, total) -> { }, () -> false);
            assertFalse(Files.exists(snapshots.folder.earlierFileOf(KITCHEN)), "the same measurement again is only replaced");
            assertTrue(snapshots.store.openEarlier(KITCHEN).isEmpty());

            sandbox.remeasure(KITCHEN.organization(), KITCHEN.dataset());
            SnapshotMetadata second = fetch.fetch(KITCHEN, (rows, total) -> { }, () -> false);
            assertNotEquals(first.vocabulary(), second.vocabulary());
            try (Snapshot earlier = snapshots.store.openEarlier(KITCHEN).orElseThrow();
                 Snapshot current = snapshots.store.open(KITCHEN).orElseThrow()) {
                assertEquals(first.vocabulary(), earlier.metadata().vocabulary());
                assertEquals(first.rows(), earlier.metadata().rows());
                assertEquals(second.vocabulary(), current.metadata().vocabulary());
            }
            List<SnapshotInfo> listed = snapshots.store.list();
            assertEquals(2, listed.size(), listed.toString());
            SnapshotInfo earlier = listed.stream().filter(SnapshotInfo::earlier).findFirst().orElseThrow();
            assertEquals(KITCHEN, earlier.key());
            assertEquals(first.vocabulary(), earlier.metadata().orElseThrow().vocabulary());
            assertEquals(1, listed.stream().filter(info -> !info.earlier()).count());

            sandbox.remeasure(KITCHEN.organization(), KITCHEN.dataset());
            fetch.fetch(KITCHEN, (rows, total) -> { }, () -> false);
            try (Snapshot kept = snapshots.store.openEarlier(KITCHEN).orElseThrow()) {
                assertEquals(second.vocabulary(), kept.metadata().vocabulary(), "one earlier snapshot: the one just replaced");
            }
            assertTrue(snapshots.store.deleteEarlier(KITCHEN));
            assertTrue(snapshots.store.openEarlier(KITCHEN).isEmpty());
            assertTrue(snapshots.store.open(KITCHEN).isPresent(), "the current snapshot stays");
        }
    }

    @Test
    void evictionDropsEarlierSnapshotsBeforeAnyCurrentOne() throws Exception {
        SandboxSnapshots snapshots = new SandboxSnapshots(folder);
        SnapshotKey warehouse = new SnapshotKey(SandboxDatasets.DEMO_ORGANIZATION, SandboxDatasets.WAREHOUSE_PICKING);
        try (DqClient client = SandboxClients.demo(sandbox)) {
            SnapshotFetch fetch = snapshots.fetch(client, 2);
            fetch.fetch(KITCHEN, (rows, total) -> { }, () -> false);
            sandbox.remeasure(KITCHEN.organization(), KITCHEN.dataset());
            fetch.fetch(KITCHEN, (rows, total) -> { }, () -> false);
            fetch.fetch(warehouse, (rows, total) -> { }, () -> false);
        }
        Path earlier = snapshots.folder.earlierFileOf(KITCHEN);
        // the earlier file used last of all, the warehouse one least: eviction still takes the earlier first
        Files.setLastModifiedTime(snapshots.folder.fileOf(warehouse), FileTime.from(Instant.parse("2026-01-01T00:00:00Z")));
        Files.setLastModifiedTime(snapshots.folder.fileOf(KITCHEN), FileTime.from(Instant.parse("2026-01-02T00:00:00Z")));
        Files.setLastModifiedTime(earlier, FileTime.from(Instant.parse("2026-01-03T00:00:00Z")));
        long all = snapshots.store.list().stream().mapToLong(SnapshotInfo::bytes).sum();

        assertEquals(List.of(KITCHEN), snapshots.store.evict(all - 1));
        assertFalse(Files.exists(earlier));
        assertTrue(Files.exists(snapshots.folder.fileOf(KITCHEN)));
        assertTrue(Files.exists(snapshots.folder.fileOf(warehouse)));
        assertEquals(2, snapshots.store.list().size());
    }

    @Test
    void anEarlierFileIsNeverTakenForADatasetsCurrentSnapshot() {
        CacheFolder cache = CacheFolder.at(folder);
        SnapshotKey key = new SnapshotKey("org", "kitchen");
        String name = cache.earlierFileOf(key).getFileName().toString();
        assertEquals(Optional.empty(), CacheFolder.keyOf(name));
        assertEquals(Optional.of(key), CacheFolder.earlierKeyOf(name));
        SnapshotKey named = new SnapshotKey("org", "kitchen~earlier");
        assertEquals(Optional.of(named), CacheFolder.keyOf(CacheFolder.fileName(named)), "a dataset's own ~ is encoded");
        assertEquals(Optional.empty(), CacheFolder.earlierKeyOf(CacheFolder.fileName(named)));
    }
}
