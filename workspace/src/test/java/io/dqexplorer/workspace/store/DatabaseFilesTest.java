package io.dqexplorer.workspace.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One owner per database file: opened once for all its users, closed after the last, moved and deleted only around them. */
@Timeout(60)
class DatabaseFilesTest {

    @TempDir
    Path folder;

    private final DatabaseFiles files = new DatabaseFiles(Duration.ofMillis(300));

    private static Properties readOnly() {
        Properties properties = new Properties();
        properties.setProperty("duckdb.read_only", "true");
        return properties;
    }

    /** A database file holding {@code rows} rows in table t. */
    private Path database(String name, int rows) throws SQLException {
        Path file = folder.resolve(name);
        try (Connection connection = files.connect(file, false, new Properties());
             Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE t AS SELECT range AS x FROM range(" + rows + ")");
        }
        return file;
    }

    private static long count(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet result = statement.executeQuery("SELECT count(*) FROM t")) {
            result.next();
            return result.getLong(1);
        }
    }

    @Test
    void aFileIsOpenedOnceForAllItsUsersAndClosedAfterTheLast() throws Exception {
        Path file = database("a.duckdb", 10);

        Connection first = files.connect(file, true, readOnly());
        Connection second = files.connect(file, true, readOnly());
        assertEquals(2, files.users(file));
        first.close();
        first.close();
        assertEquals(1, files.users(file), "a connection closed twice counts its user out once");
        assertEquals(10, count(second), "the other user reads on");
        second.close();

        assertEquals(0, files.users(file));
        // still open read-only, DuckDB would refuse to open it for writing in this process
        try (Connection writer = files.connect(file, false, new Properties())) {
            assertEquals(10, count(writer));
        }
    }

    @Test
    void aFileOpenOneWayIsNotOpenedTheOtherMeanwhile() throws Exception {
        Path file = database("a.duckdb", 3);
        try (Connection reader = files.connect(file, true, readOnly())) {
            FileInUseException e = assertThrows(FileInUseException.class, () -> files.connect(file, false, new Properties()));
            assertEquals("a.duckdb is open for reading in this program", e.getMessage());
            assertEquals(3, count(reader));
        }
    }

    @Test
    void aDeletionWaitsForTheLastUserThenDeletes() throws Exception {
        Path file = database("a.duckdb", 3);
        Connection reader = files.connect(file, true, readOnly());

        CompletableFuture<Boolean> deleted = CompletableFuture.supplyAsync(() -> {
            try {
                return files.delete(file, Duration.ofSeconds(30));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        Thread.sleep(200);
        assertFalse(deleted.isDone(), "the deletion waits while the file is read");
        assertThrows(FileInUseException.class, () -> files.connect(file, true, readOnly()),
                "no new reader comes in while a deletion waits");
        assertEquals(3, count(reader));
        reader.close();

        assertTrue(deleted.get(30, TimeUnit.SECONDS));
        assertFalse(Files.exists(file));
    }

    @Test
    void aDeletionRefusesWhileAUserHoldsTheFilePastTheWait() throws Exception {
        Path file = database("a.duckdb", 3);
        try (Connection reader = files.connect(file, true, readOnly())) {
            FileInUseException e = assertThrows(FileInUseException.class, () -> files.delete(file, Duration.ZERO));
            assertEquals("a.duckdb is open in this program", e.getMessage());
            assertTrue(Files.exists(file));
            assertEquals(3, count(reader));
        }
        assertTrue(files.delete(file, Duration.ZERO));
    }

    @Test
    void aFileMovedWhileReadIsReadOnAndItsNamesOpenAgainOnceItsReadersLetGo() throws Exception {
        Path current = database("current.duckdb", 5);
        Path replacement = database("part.duckdb", 7);
        Path earlier = folder.resolve("earlier.duckdb");
        Connection reader = files.connect(current, true, readOnly());

        files.move(current, earlier);
        files.move(replacement, current);

        assertEquals(5, count(reader), "the reader keeps the file it opened");
        assertThrows(FileInUseException.class, () -> files.connect(current, true, readOnly()),
                "DuckDB would hand out the old database under this name");
        assertThrows(FileInUseException.class, () -> files.connect(earlier, true, readOnly()),
                "nor is the old file opened twice under its new name");
        assertThrows(FileInUseException.class, () -> files.delete(earlier, Duration.ZERO));
        reader.close();
        try (Connection now = files.connect(current, true, readOnly());
             Connection before = files.connect(earlier, true, readOnly())) {
            assertEquals(7, count(now));
            assertEquals(5, count(before));
        }
    }

    @Test
    void aFileOpenForWritingIsNotMovedUnderItsWriter() throws Exception {
        Path file = folder.resolve("part.duckdb");
        try (Connection writer = files.connect(file, false, new Properties())) {
            assertThrows(FileInUseException.class, () -> files.move(file, folder.resolve("other.duckdb")));
            assertTrue(Files.exists(file));
        }
    }

    @Test
    void anOpenThatFailsLeavesNoUserBehind() throws Exception {
        Path missing = folder.resolve("missing.duckdb");
        assertThrows(SQLException.class, () -> files.connect(missing, true, readOnly()));
        assertEquals(0, files.users(missing));
        assertFalse(files.delete(missing, Duration.ZERO));
    }

    @Test
    void aConnectionWaitingForADeletionOpensTheNewFileOnceTheDeletionIsDone() throws Exception {
        DatabaseFiles patient = new DatabaseFiles(Duration.ofSeconds(20));
        Path file = folder.resolve("a.duckdb");
        try (Connection writer = patient.connect(file, false, new Properties());
             Statement statement = writer.createStatement()) {
            statement.execute("CREATE TABLE t AS SELECT range AS x FROM range(3)");
        }
        Connection reader = patient.connect(file, true, readOnly());
        CompletableFuture<Boolean> deleted = CompletableFuture.supplyAsync(() -> {
            try {
                return patient.delete(file, Duration.ofSeconds(20));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        Thread.sleep(200);
        CompletableFuture<Connection> next = CompletableFuture.supplyAsync(() -> {
            try {
                return patient.connect(file, false, new Properties());
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        });
        Thread.sleep(200);
        assertFalse(next.isDone(), "the new user waits for the deletion");
        reader.close();

        assertTrue(deleted.get(30, TimeUnit.SECONDS));
        try (Connection fresh = next.get(30, TimeUnit.SECONDS);
             Statement statement = fresh.createStatement();
             ResultSet tables = statement.executeQuery("SELECT count(*) FROM information_schema.tables")) {
            tables.next();
            assertEquals(0, tables.getLong(1), "a new, empty file under the deleted one's name");
        }
    }

    @Test
    void twoDeletionsWaitingTogetherBothEndAndLetTheFileBeOpenedAgain() throws Exception {
        Path file = database("a.duckdb", 3);
        Connection reader = files.connect(file, true, readOnly());
        List<CompletableFuture<Boolean>> deletions = new java.util.ArrayList<>();
        for (int i = 0; i < 2; i++) {
            deletions.add(CompletableFuture.supplyAsync(() -> {
                try {
                    return files.delete(file, Duration.ofSeconds(30));
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }));
        }
        Thread.sleep(200);
        reader.close();

        assertEquals(List.of(false, true), deletions.stream().map(CompletableFuture::join).sorted().toList(),
                "one found the file, the other did not");
        try (Connection again = files.connect(file, false, new Properties())) {
            assertEquals(1, files.users(file), "no deletion is left waiting to keep users out");
        }
    }

    @Test
    void aDeletionInterruptedWhileWaitingIsCancelledAndTheThreadStaysInterrupted() throws Exception {
        Path file = database("a.duckdb", 3);
        try (Connection reader = files.connect(file, true, readOnly())) {
            CompletableFuture<Boolean> stillInterrupted = new CompletableFuture<>();
            Thread deleter = new Thread(() -> {
                try {
                    files.delete(file, Duration.ofSeconds(30));
                    stillInterrupted.completeExceptionally(new AssertionError("deleted under its reader"));
                } catch (java.util.concurrent.CancellationException e) {
                    stillInterrupted.complete(Thread.currentThread().isInterrupted());
                } catch (Exception e) {
                    stillInterrupted.completeExceptionally(e);
                }
            });
            deleter.start();
            Thread.sleep(200);
            deleter.interrupt();

            assertTrue(stillInterrupted.get(30, TimeUnit.SECONDS));
            assertEquals(3, count(reader));
        }
        assertTrue(Files.exists(file));
    }

    @Test
    void aMoveWaitsForAWriterThatLetsGoWithinThePatience() throws Exception {
        DatabaseFiles patient = new DatabaseFiles(Duration.ofSeconds(20));
        Path file = folder.resolve("part.duckdb");
        Path target = folder.resolve("current.duckdb");
        Connection writer = patient.connect(file, false, new Properties());
        CompletableFuture<Void> moved = CompletableFuture.runAsync(() -> {
            try {
                patient.move(file, target);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        Thread.sleep(200);
        assertFalse(moved.isDone(), "the move waits for the writer");
        writer.close();

        moved.get(30, TimeUnit.SECONDS);
        assertTrue(Files.exists(target));
        assertFalse(Files.exists(file));
    }

    @Test
    void aMoveOverAFileOpenForWritingIsRefusedNamingThatFile() throws Exception {
        Path part = database("part.duckdb", 7);
        Path current = folder.resolve("current.duckdb");
        try (Connection writer = files.connect(current, false, new Properties())) {
            FileInUseException e = assertThrows(FileInUseException.class, () -> files.move(part, current));
            assertEquals("current.duckdb is being opened, closed or written in this program", e.getMessage());
            assertEquals(current, e.file());
        }
        try (Connection writer = files.connect(part, false, new Properties())) {
            assertEquals("part.duckdb is being opened, closed or written in this program",
                    assertThrows(FileInUseException.class, () -> files.move(part, current)).getMessage());
        }
        assertEquals(7, countIn(part));
    }

    @Test
    void aFileReadWhileReplacedIsNotHandedOutUnderItsNameUntilItsReaderLetsGo() throws Exception {
        Path current = database("current.duckdb", 5);
        Path part = database("part.duckdb", 7);
        Connection reader = files.connect(current, true, readOnly());

        files.move(part, current);

        assertEquals(5, count(reader), "the reader keeps the replaced file");
        assertThrows(FileInUseException.class, () -> files.connect(current, true, readOnly()),
                "DuckDB would hand out the replaced database under this name");
        reader.close();
        assertEquals(7, countIn(current));
    }

    @Test
    void aMovedFileTakesItsWriteAheadLogWithIt() throws Exception {
        Path part = database("part.duckdb", 7);
        Path current = database("current.duckdb", 5);
        Files.writeString(DatabaseFiles.wal(current), "the old log");
        Files.writeString(DatabaseFiles.wal(part), "");

        files.move(part, current);

        assertFalse(Files.exists(part));
        assertFalse(Files.exists(DatabaseFiles.wal(part)));
        assertEquals("", Files.readString(DatabaseFiles.wal(current)), "the moved file's log, not the old one");
        Files.delete(DatabaseFiles.wal(current));
        assertEquals(7, countIn(current));
    }

    private long countIn(Path file) throws SQLException {
        try (Connection reader = files.connect(file, true, readOnly())) {
            return count(reader);
        }
    }
}
