package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.workspace.store.DatabaseFiles;
import io.dqexplorer.workspace.store.WithoutNativeLibrary;
import io.dqexplorer.workspace.table.ClipAppender;
import io.dqexplorer.workspace.table.ClipTable;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Snapshot files in the cache folder: listed, opened (also by two at once), discarded when unreadable, evicted. */
@Timeout(60)
class SnapshotStoreTest {

    @TempDir
    Path folder;

    private final SnapshotKey kitchen = new SnapshotKey("org-northwind", "kitchen-egocentric");

    private SandboxSnapshots snapshots() {
        return new SandboxSnapshots(folder);
    }

    /** Writes a snapshot file of {@code rows} generated rows as a fetch would, at format {@code version}. */
    private Path write(SandboxSnapshots snapshots, SnapshotKey key, int rows, int version) throws SQLException {
        Path file = snapshots.folder.fileOf(key);
        try (Connection connection = snapshots.database.openToWrite(file)) {
            ClipTable.create(connection);
            try (ClipAppender appender = new ClipAppender(connection, Map.of())) {
                for (int i = 0; i < rows; i++) {
                    appender.append(new ClipRow("c-" + i, OptionalLong.of(i), 1.5 * i, List.of("kitchen"),
                            List.of("knife"), List.of(), Optional.empty(), Optional.empty()));
                }
            }
            Instant at = Instant.parse("2026-11-20T10:00:00Z");
            new SnapshotMetadata(version, "test", "http://127.0.0.1:1", key, "vo-000000000001", Optional.empty(),
                    Optional.empty(), Optional.empty(), Optional.empty(), false, at, at, rows).write(connection);
            try (Statement statement = connection.createStatement()) {
                statement.execute("CHECKPOINT");
            }
        }
        return file;
    }

    @Test
    void aSnapshotIsListedWithItsSizeUseAndMetadataAndDeleted() throws Exception {
        SandboxSnapshots snapshots = snapshots();
        Path file = write(snapshots, kitchen, 300, SnapshotMetadata.FORMAT_VERSION);

        List<SnapshotInfo> listed = snapshots.store.list();

        assertEquals(1, listed.size());
        SnapshotInfo info = listed.get(0);
        assertEquals(kitchen, info.key());
        assertEquals(Files.size(file), info.bytes());
        assertEquals(300, info.metadata().orElseThrow().rows());
        assertEquals("vo-000000000001", info.metadata().orElseThrow().vocabulary());
        assertTrue(snapshots.store.delete(kitchen));
        assertEquals(List.of(), snapshots.store.list());
        assertFalse(snapshots.store.delete(kitchen));
        assertEquals(Optional.empty(), snapshots.store.open(kitchen));
    }

    @Test
    void aCorruptFileIsDiscardedWithAClearMessage() throws Exception {
        SandboxSnapshots snapshots = snapshots();
        Files.createDirectories(folder);
        Files.writeString(snapshots.folder.fileOf(kitchen), "not a database at all");

        SnapshotException e = assertThrows(SnapshotException.class, () -> snapshots.store.open(kitchen));

        assertEquals(SnapshotException.Reason.DISCARDED, e.reason());
        assertTrue(e.getMessage().startsWith("The snapshot of kitchen-egocentric of org-northwind could not be read"
                + " and was deleted; fetch it again"), e.getMessage());
        assertFalse(Files.exists(snapshots.folder.fileOf(kitchen)));
    }

    @Test
    void aSnapshotIsKeptWhenDuckDbCannotLoadItsNativeLibrary() throws Exception {
        Path file = write(snapshots(), kitchen, 50, SnapshotMetadata.FORMAT_VERSION);
        long bytes = Files.size(file);

        List<String> said = WithoutNativeLibrary.run(folder, OpenWithoutNativeLibrary.class, folder.toString());

        assertEquals(1, said.size(), said.toString());
        assertTrue(said.get(0).startsWith("FAILED: Cannot open the snapshot ")
                && said.get(0).contains("DuckDB could not load its native library"), said.get(0));
        assertEquals(bytes, Files.size(file), "nothing is known of the file: it is kept as it was");
        try (Snapshot kept = snapshots().store.open(kitchen).orElseThrow()) {
            assertEquals(50, kept.metadata().rows());
        }
    }

    @Test
    void aFileCutShortIsDiscarded() throws Exception {
        SandboxSnapshots snapshots = snapshots();
        Path file = write(snapshots, kitchen, 50_000, SnapshotMetadata.FORMAT_VERSION);
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length / 3));

        SnapshotException e = assertThrows(SnapshotException.class, () -> {
            try (Snapshot snapshot = snapshots.store.open(kitchen).orElseThrow();
                 Statement statement = snapshot.connection().createStatement()) {
                statement.executeQuery("SELECT sum(analyzed_seconds) FROM clip_view").close();
            }
        });

        assertEquals(SnapshotException.Reason.DISCARDED, e.reason());
        assertFalse(Files.exists(file));
    }

    @Test
    void aFileOfAnotherFormatVersionIsDiscarded() throws Exception {
        SandboxSnapshots snapshots = snapshots();
        Path file = write(snapshots, kitchen, 10, SnapshotMetadata.FORMAT_VERSION + 1);

        SnapshotException e = assertThrows(SnapshotException.class, () -> snapshots.store.open(kitchen));

        assertEquals(SnapshotException.Reason.DISCARDED, e.reason());
        assertTrue(e.getMessage().contains("format version " + (SnapshotMetadata.FORMAT_VERSION + 1)), e.getMessage());
        assertFalse(Files.exists(file));
    }

    @Test
    void twoReadersOpenOneSnapshotAtOnce() throws Exception {
        SandboxSnapshots snapshots = snapshots();
        write(snapshots, kitchen, 10, SnapshotMetadata.FORMAT_VERSION);

        try (Snapshot first = snapshots.store.open(kitchen).orElseThrow();
             Snapshot second = snapshots().store.open(kitchen).orElseThrow()) {
            assertEquals(first.metadata(), second.metadata());
            assertEquals(1, snapshots.store.list().size(), "listing while open");
        }
    }

    @Test
    void aSnapshotAnotherProcessHoldsIsInUseNotDiscarded() throws Exception {
        SandboxSnapshots snapshots = snapshots();
        Path file = write(snapshots, kitchen, 10, SnapshotMetadata.FORMAT_VERSION);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process other = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                HoldForWriting.class.getName(), file.toString()).redirectErrorStream(true).start();
        try {
            BufferedReader said = new BufferedReader(new InputStreamReader(other.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("held", said.readLine());

            SnapshotException e = assertThrows(SnapshotException.class, () -> snapshots.store.open(kitchen));

            assertEquals(SnapshotException.Reason.IN_USE, e.reason());
            assertTrue(e.getMessage().contains("is open in another program"), e.getMessage());
            assertTrue(Files.exists(file), "a file in use is left alone");
            assertTrue(snapshots.store.list().get(0).problem().orElseThrow().contains("open in another program"));
        } finally {
            other.getOutputStream().close();
            assertTrue(other.waitFor(30, TimeUnit.SECONDS));
        }
        try (Snapshot snapshot = snapshots.store.open(kitchen).orElseThrow()) {
            assertEquals(10, snapshot.metadata().rows(), "opens once the other program let go");
        }
    }

    @Test
    void theLeastRecentlyUsedAreEvictedBeyondTheCapAndTheLastUsedIsKept() throws Exception {
        SandboxSnapshots snapshots = snapshots();
        SnapshotKey warehouse = new SnapshotKey("org-northwind", "warehouse-picking");
        SnapshotKey field = new SnapshotKey("org-northwind", "field-robotics");
        Path a = write(snapshots, kitchen, 2_000, SnapshotMetadata.FORMAT_VERSION);
        Path b = write(snapshots, warehouse, 2_000, SnapshotMetadata.FORMAT_VERSION);
        Path c = write(snapshots, field, 2_000, SnapshotMetadata.FORMAT_VERSION);
        Files.setLastModifiedTime(a, FileTime.from(Instant.parse("2026-11-20T10:00:00Z")));
        Files.setLastModifiedTime(b, FileTime.from(Instant.parse("2026-11-21T10:00:00Z")));
        Files.setLastModifiedTime(c, FileTime.from(Instant.parse("2026-11-19T10:00:00Z")));
        try (Snapshot used = snapshots.store.open(kitchen).orElseThrow()) {
            assertTrue(Files.getLastModifiedTime(a).toInstant().isAfter(Instant.parse("2026-11-21T10:00:00Z")),
                    "opening marks it used");
        }
        long each = Files.size(a);

        assertEquals(List.of(field), snapshots.store.evict(2 * each), "the least recently used goes first");
        assertEquals(List.of(warehouse), snapshots.store.evict(each));
        assertEquals(List.of(), snapshots.store.evict(0), "the last used stays, however large");
        assertEquals(List.of(kitchen), snapshots.store.list().stream().map(SnapshotInfo::key).toList());
    }

    @Test
    void aSnapshotWhoseLastUseCannotBeRecordedIsReadAndKept() throws Exception {
        SandboxSnapshots snapshots = snapshots();
        Path file = write(snapshots, kitchen, 40, SnapshotMetadata.FORMAT_VERSION);
        SnapshotStore readOnlyMount = new SnapshotStore(snapshots.folder, snapshots.database, Clock.systemUTC(),
                (stamped, at) -> {
                    throw new FileSystemException(stamped.toString(), null, "Read-only file system");
                });

        try (Snapshot snapshot = readOnlyMount.open(kitchen).orElseThrow()) {
            assertEquals(40, snapshot.metadata().rows());
        }
        assertTrue(Files.exists(file), "a snapshot that reads is never deleted");
    }

    @Test
    void aSnapshotIsReadWhenItsSpillFolderCannotBeMade() throws Exception {
        SandboxSnapshots snapshots = snapshots();
        Path file = write(snapshots, kitchen, 40, SnapshotMetadata.FORMAT_VERSION);
        // a file where the spill folder would go: no one, root included, can make the folder
        deleteTree(snapshots.folder.temporary());
        Files.writeString(snapshots.folder.temporary(), "in the way");

        try (Snapshot snapshot = snapshots.store.open(kitchen).orElseThrow()) {
            assertEquals(40, snapshot.metadata().rows());
        }
        assertTrue(Files.exists(file));
        assertEquals(40, snapshots.store.list().get(0).metadata().orElseThrow().rows());
    }

    @Test
    void aSnapshotInAReadOnlyFolderIsReadAndKept() throws Exception {
        Assumptions.assumeFalse("root".equals(System.getProperty("user.name")), "root writes whatever the permissions say");
        SandboxSnapshots snapshots = snapshots();
        Path file = write(snapshots, kitchen, 40, SnapshotMetadata.FORMAT_VERSION);
        deleteTree(snapshots.folder.temporary());
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            try (Snapshot snapshot = snapshots.store.open(kitchen).orElseThrow()) {
                assertEquals(40, snapshot.metadata().rows());
            }
            assertTrue(Files.exists(file));
        } finally {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void aLongIdGetsAFileNameWithinTheLimitAndItsMetadataHoldsTheId() throws Exception {
        SandboxSnapshots snapshots = snapshots();
        String id = "d".repeat(2_999);
        SnapshotKey longId = new SnapshotKey("org-northwind", id + "a");
        SnapshotKey otherEnd = new SnapshotKey("org-northwind", id + "b");
        SnapshotKey wide = new SnapshotKey("org-northwind", "küche ✓".repeat(400));

        for (SnapshotKey key : List.of(longId, otherEnd, wide)) {
            Path file = snapshots.folder.fileOf(key);
            assertTrue(bytes(file) <= 255, file.getFileName().toString());
            assertTrue(bytes(snapshots.folder.earlierFileOf(key)) <= 255);
            assertTrue(bytes(DatabaseFiles.wal(PartFiles.of(file))) <= 255, "a fetch's part file and its log too");
        }
        assertNotEquals(snapshots.folder.fileOf(longId), snapshots.folder.fileOf(otherEnd),
                "ids that differ only at the end name different files");
        assertTrue(snapshots.folder.fileOf(longId).getFileName().toString().startsWith("org-northwind~ddd"),
                "the name begins readably");
        write(snapshots, longId, 20, SnapshotMetadata.FORMAT_VERSION);
        write(snapshots, otherEnd, 30, SnapshotMetadata.FORMAT_VERSION);

        try (Snapshot snapshot = snapshots.store.open(longId).orElseThrow()) {
            assertEquals(longId, snapshot.metadata().key());
            assertEquals(20, snapshot.metadata().rows());
        }
        assertEquals(Set.of(longId, otherEnd), snapshots.store.list().stream().map(SnapshotInfo::key).collect(Collectors.toSet()),
                "listed under the ids their metadata holds");
        assertTrue(snapshots.store.delete(otherEnd));
        assertEquals(List.of(longId), snapshots.store.list().stream().map(SnapshotInfo::key).toList());
    }

    @Test
    void aSnapshotOpenInThisProgramIsDeletedOnceClosedAndNeverEvicted() throws Exception {
        SandboxSnapshots snapshots = snapshots();
        SnapshotKey warehouse = new SnapshotKey("org-northwind", "warehouse-picking");
        Path shown = write(snapshots, kitchen, 2_000, SnapshotMetadata.FORMAT_VERSION);
        write(snapshots, warehouse, 2_000, SnapshotMetadata.FORMAT_VERSION);
        Files.setLastModifiedTime(shown, FileTime.from(Instant.parse("2026-11-20T10:00:00Z")));

        try (Snapshot open = snapshots.store.open(kitchen).orElseThrow()) {
            Files.setLastModifiedTime(shown, FileTime.from(Instant.parse("2026-11-20T10:00:00Z")));
            assertEquals(List.of(), snapshots.store.evict(0), "the least recently used is open: it stays");
            assertTrue(Files.exists(shown));
        }
        assertEquals(List.of(kitchen), snapshots.store.evict(0));

        write(snapshots, kitchen, 10, SnapshotMetadata.FORMAT_VERSION);
        Snapshot open = snapshots.store.open(kitchen).orElseThrow();
        CompletableFuture<Boolean> deleted = CompletableFuture.supplyAsync(() -> snapshots.store.delete(kitchen));
        Thread.sleep(200);
        assertFalse(deleted.isDone(), "the deletion waits for the reader");
        open.close();
        assertTrue(deleted.get(30, TimeUnit.SECONDS));
        assertFalse(Files.exists(shown));
    }

    private static int bytes(Path file) {
        return file.getFileName().toString().getBytes(StandardCharsets.UTF_8).length;
    }

    private static void deleteTree(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path path : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
