package io.dqexplorer.workspace.snapshot;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * What a snapshot is of: the service, the dataset, the measurement tokens in force when its rows
 * were fetched (the vocabulary token the walk pinned; the hand-activity {@code analysis}; the
 * video-characteristics tokens; the duplicates' {@code media_digest}), when, how many rows, and
 * which app and file format wrote it. A token is empty when that measurement was not available
 * (404); {@code duplicatesCompared} false means the service has not compared the clips yet, which
 * is not the same as "no duplicates". Kept in the one-row table {@value #TABLE} of the snapshot.
 */
public record SnapshotMetadata(int formatVersion, String appVersion, String serviceUrl, SnapshotKey key,
                               String vocabulary, Optional<String> handActivityAnalysis,
                               Optional<String> videoAnalysis, Optional<String> videoCharacteristics,
                               Optional<String> mediaDigest, boolean duplicatesCompared,
                               Instant fetchStarted, Instant fetchEnded, long rows) {

    /** The layout of a snapshot file (2: term masks); a file of another version is discarded and fetched again. */
    public static final int FORMAT_VERSION = 2;

    static final String TABLE = "snapshot_metadata";

    private static final String CREATE = """
            CREATE TABLE snapshot_metadata (
                format_version INTEGER NOT NULL,
                app_version VARCHAR NOT NULL,
                service_url VARCHAR NOT NULL,
                organization VARCHAR NOT NULL,
                dataset VARCHAR NOT NULL,
                vocabulary VARCHAR NOT NULL,
                hand_activity_analysis VARCHAR,
                video_analysis VARCHAR,
                video_characteristics VARCHAR,
                media_digest VARCHAR,
                duplicates_compared BOOLEAN NOT NULL,
                fetch_started VARCHAR NOT NULL,
                fetch_ended VARCHAR NOT NULL,
                row_count BIGINT NOT NULL
            )""";

    public SnapshotMetadata {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(vocabulary, "vocabulary");
    }

    void write(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(CREATE);
        }
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO snapshot_metadata VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            insert.setInt(1, formatVersion);
            insert.setString(2, appVersion);
            insert.setString(3, serviceUrl);
            insert.setString(4, key.organization());
            insert.setString(5, key.dataset());
            insert.setString(6, vocabulary);
            insert.setString(7, handActivityAnalysis.orElse(null));
            insert.setString(8, videoAnalysis.orElse(null));
            insert.setString(9, videoCharacteristics.orElse(null));
            insert.setString(10, mediaDigest.orElse(null));
            insert.setBoolean(11, duplicatesCompared);
            insert.setString(12, fetchStarted.toString());
            insert.setString(13, fetchEnded.toString());
            insert.setLong(14, rows);
            insert.executeUpdate();
        }
    }

    /**
     * The metadata of an open snapshot. The format version is read first and alone, so that a file
     * of another version is told as such whatever else its table holds.
     *
     * @throws SQLException also when the file holds no metadata or a version other than {@link #FORMAT_VERSION}
     */
    static SnapshotMetadata read(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            try (ResultSet version = statement.executeQuery("SELECT format_version FROM snapshot_metadata")) {
                if (!version.next()) {
                    throw new SQLException("the snapshot holds no metadata");
                }
                int found = version.getInt(1);
                if (found != FORMAT_VERSION) {
                    throw new SQLException("the snapshot is of format version " + found + ", this app reads "
                            + FORMAT_VERSION);
                }
            }
            try (ResultSet row = statement.executeQuery("SELECT * FROM snapshot_metadata")) {
                row.next();
                return new SnapshotMetadata(row.getInt("format_version"), row.getString("app_version"),
                        row.getString("service_url"),
                        new SnapshotKey(row.getString("organization"), row.getString("dataset")),
                        row.getString("vocabulary"), optional(row, "hand_activity_analysis"),
                        optional(row, "video_analysis"), optional(row, "video_characteristics"),
                        optional(row, "media_digest"), row.getBoolean("duplicates_compared"),
                        Instant.parse(row.getString("fetch_started")), Instant.parse(row.getString("fetch_ended")),
                        row.getLong("row_count"));
            }
        }
    }

    private static Optional<String> optional(ResultSet row, String column) throws SQLException {
        return Optional.ofNullable(row.getString(column));
    }
}
