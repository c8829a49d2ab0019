package io.dqexplorer.workspace.history;

import io.dqexplorer.sdk.measurement.MeasurementAnswer;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.workspace.store.DatabaseFiles;
import io.dqexplorer.workspace.store.FileInUseException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The analyst's own record of every measurement answer the app or a command has read, by service,
 * organization, dataset, family and token, with the time its token was first seen here: the service
 * keeps only recent measurements (an old pin answers 409), this keeps them all, offline too.
 * <p>
 * One small DuckDB file, opened for each read or write and closed after, so that two app instances and
 * the command line can share it: DuckDB lets one process at a time hold a file, and a holder lets go
 * within milliseconds (a command that reads and writes it many times {@link #hold holds} it for its
 * length); a caller that finds it held waits a little and tries again. Within a process there
 * is one instance per file ({@link #of}), whose reads and writes take turns, and the file is opened through
 * the process's {@link DatabaseFiles}.
 */
public final class MeasurementHistory {

    private static final Duration LOCK_PATIENCE = Duration.ofSeconds(3);
    private static final long RETRY_MILLIS = 25;
    private static final Map<Path, MeasurementHistory> PROCESS = new ConcurrentHashMap<>();

    private final Path file;
    private final Clock clock;
    /** What this process has written already, by key, and how long its document was: the same answer again costs nothing. */
    private final Map<String, Integer> written = new ConcurrentHashMap<>();

    /** A history of its own in {@code file}, with its clock: for tests; the app and the commands share {@link #of}. */
    public MeasurementHistory(Path file, Clock clock) {
        this.file = file;
        this.clock = clock;
    }

    /** The history in {@code folder}: one instance per file in this process, for the app, its recorder and the commands alike. */
    public static MeasurementHistory of(HistoryFolder folder) {
        return PROCESS.computeIfAbsent(folder.file().toAbsolutePath().normalize(),
                file -> new MeasurementHistory(file, Clock.systemUTC()));
    }

    /**
     * Keeps the answer if its token is new here, with the time now; a token seen before keeps its time, and
     * its document is replaced only by a fuller one (the same measurement asked with its distribution).
     */
    public void record(HistoryKey key, MeasurementAnswer answer) {
        String id = String.join("\u0000", key.serviceUrl(), key.organization(), answer.dataset(),
                answer.family().name(), answer.token());
        Integer known = written.get(id);
        if (known != null && known >= answer.json().length()) {
            return;
        }
        withConnection(connection -> {
            try (PreparedStatement insert = connection.prepareStatement("""
                    INSERT INTO measurements VALUES (?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (service_url, organization, dataset, family, token) DO UPDATE
                    SET document = excluded.document WHERE length(excluded.document) > length(measurements.document)
                    """)) {
                insert.setString(1, key.serviceUrl());
                insert.setString(2, key.organization());
                insert.setString(3, answer.dataset());
                insert.setString(4, answer.family().name());
                insert.setString(5, answer.token());
                insert.setLong(6, clock.millis());
                insert.setString(7, answer.json());
                insert.executeUpdate();
            }
            return null;
        });
        written.merge(id, answer.json().length(), Math::max);
    }

    /** Every measurement of the family kept for the dataset, the first seen first. */
    public List<StoredMeasurement> list(HistoryKey key, String dataset, MeasurementFamily<?> family) {
        return select(key, dataset, family, null);
    }

    /** The kept answer of this token, if it was ever seen here. */
    public Optional<StoredMeasurement> find(HistoryKey key, String dataset, MeasurementFamily<?> family, String token) {
        return select(key, dataset, family, token).stream().findFirst();
    }

    private List<StoredMeasurement> select(HistoryKey key, String dataset, MeasurementFamily<?> family, String token) {
        if (!Files.exists(file)) {
            return List.of();
        }
        return withConnection(connection -> {
            try (PreparedStatement select = connection.prepareStatement("""
                    SELECT token, first_seen_ms, document FROM measurements
                    WHERE service_url = ? AND organization = ? AND dataset = ? AND family = ?
                      AND (CAST(? AS VARCHAR) IS NULL OR token = ?)
                    ORDER BY first_seen_ms, token
                    """)) {
                select.setString(1, key.serviceUrl());
                select.setString(2, key.organization());
                select.setString(3, dataset);
                select.setString(4, family.name());
                select.setString(5, token);
                select.setString(6, token);
                List<StoredMeasurement> found = new ArrayList<>();
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        found.add(new StoredMeasurement(family, dataset, rows.getString(1),
                                Instant.ofEpochMilli(rows.getLong(2)), rows.getString(3)));
                    }
                }
                return found;
            }
        });
    }

    /** Work on the history's database file. */
    public interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    /**
     * Works on the same database file beside the measurements (another record of the analyst's, such as the
     * outcomes of their bars), under the same lock and the same patience when another program holds it.
     *
     * @throws HistoryException when the database fails
     */
    public <T> T withDatabase(Work<T> work) {
        return withConnection(work);
    }

    /**
     * Keeps the file open in this process until the hold is closed, so that the many reads and writes of one
     * command (a check of many bars, each answer recorded) share one opening instead of each opening and
     * closing the database; another program that wants the file meanwhile waits, as for any holder. When the
     * file cannot be opened now the hold holds nothing, and each read and write opens it and fails with the
     * reason, as without a hold.
     */
    public Hold hold() {
        try {
            return new Hold(opened());
        } catch (HistoryException e) {
            return new Hold(null);
        }
    }

    /** The file kept open by {@link #hold()}, if it could be opened; closing lets go. */
    public static final class Hold implements AutoCloseable {
        private final Connection connection;

        private Hold(Connection connection) {
            this.connection = connection;
        }

        @Override
        public void close() {
            if (connection == null) {
                return;
            }
            try {
                connection.close();
            } catch (SQLException e) {
                throw new HistoryException("Closing the measurement history failed: " + e.getMessage(), e);
            }
        }
    }

    private synchronized <T> T withConnection(Work<T> work) {
        try (Connection connection = opened()) {
            return work.run(connection);
        } catch (SQLException e) {
            throw new HistoryException("The measurement history " + file + " failed: " + e.getMessage(), e);
        }
    }

    /** A connection of its own, waiting up to the patience while another program holds the file. */
    private Connection opened() {
        long deadline = System.nanoTime() + LOCK_PATIENCE.toNanos();
        while (true) {
            try {
                return open();
            } catch (SQLException e) {
                boolean held = String.valueOf(e.getMessage()).contains("lock");
                if (!held || System.nanoTime() > deadline) {
                    throw new HistoryException(held
                            ? "The measurement history " + file + " is held by another program for too long; try again"
                            : "The measurement history " + file + " failed: " + e.getMessage(), e);
                }
                pause();
            } catch (FileInUseException e) {
                throw new HistoryException("The measurement history " + file + " is busy in this program; try again", e);
            }
        }
    }

    private Connection open() throws SQLException {
        try {
            Files.createDirectories(file.getParent());
        } catch (IOException e) {
            throw new HistoryException("Cannot create the folder " + file.getParent() + ": " + e.getMessage(), e);
        }
        Properties properties = new Properties();
        // a few JSON documents: no reason to take DuckDB's default of most of the machine
        properties.setProperty("memory_limit", "64MB");
        properties.setProperty("threads", "1");
        Connection connection = DatabaseFiles.process().connect(file, false, properties);
        try (Statement ddl = connection.createStatement()) {
            ddl.execute("""
                    CREATE TABLE IF NOT EXISTS measurements (
                      service_url VARCHAR NOT NULL, organization VARCHAR NOT NULL, dataset VARCHAR NOT NULL,
                      family VARCHAR NOT NULL, token VARCHAR NOT NULL, first_seen_ms BIGINT NOT NULL,
                      document VARCHAR NOT NULL,
                      PRIMARY KEY (service_url, organization, dataset, family, token))
                    """);
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
        return connection;
    }

    private static void pause() {
        try {
            Thread.sleep(RETRY_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new HistoryException("Interrupted while waiting for the measurement history", e);
        }
    }
}
