package io.dqexplorer.workspace.bars;

import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * The outcomes of the analyst's bars, kept in the measurement history's file beside the measurements: a new row
 * when a bar's outcome or the measurement it was checked at changes, so the history says when a bar first broke
 * and a check can say which outcomes changed since the last one.
 */
public final class BarOutcomes {

    private final MeasurementHistory history;

    public BarOutcomes(MeasurementHistory history) {
        this.history = history;
    }

    /** One kept outcome. */
    public record Kept(String bar, String dataset, String figure, Outcome outcome, String token,
                       OptionalDouble value, Instant checked) {
    }

    /**
     * Keeps each result whose outcome or token differs from the last one kept for its bar and dataset.
     *
     * @return the last outcome kept before, by {@code name + "\u0000" + dataset}, for the results that changed
     */
    public Map<String, Kept> keep(HistoryKey key, List<BarResult> results, Instant now) {
        return history.withDatabase(connection -> {
            create(connection);
            Map<String, Kept> last = latest(connection, key);
            Map<String, Kept> changed = new HashMap<>();
            connection.setAutoCommit(false);
            try {
                for (BarResult result : results) {
                    String id = result.bar().name() + "\u0000" + result.dataset();
                    Kept before = last.get(id);
                    if (before != null && before.outcome() == result.outcome()
                            && Objects.equals(before.token(), result.token())) {
                        continue;
                    }
                    insert(connection, key, result, now);
                    if (before != null) {
                        changed.put(id, before);
                    }
                }
                connection.commit();
            } catch (SQLException e) {
                connection.rollback();
                throw e;
            }
            return changed;
        });
    }

    /** Every outcome kept for the bar on the dataset, the oldest first. */
    public List<Kept> list(HistoryKey key, String bar, String dataset) {
        return history.withDatabase(connection -> {
            create(connection);
            try (PreparedStatement select = connection.prepareStatement("""
                    SELECT bar, dataset, figure, outcome, token, value, checked_ms FROM bar_outcomes
                    WHERE service_url = ? AND organization = ? AND bar = ? AND dataset = ? ORDER BY checked_ms""")) {
                bind(select, key, bar, dataset);
                List<Kept> kept = new ArrayList<>();
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        kept.add(kept(rows));
                    }
                }
                return kept;
            }
        });
    }

    /** The last outcome kept of every bar and dataset of this service and organization. */
    private static Map<String, Kept> latest(Connection connection, HistoryKey key) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("""
                SELECT bar, dataset, figure, outcome, token, value, checked_ms FROM bar_outcomes
                WHERE service_url = ? AND organization = ?
                QUALIFY row_number() OVER (PARTITION BY bar, dataset ORDER BY checked_ms DESC) = 1""")) {
            select.setString(1, key.serviceUrl());
            select.setString(2, key.organization());
            Map<String, Kept> latest = new HashMap<>();
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    Kept kept = kept(rows);
                    latest.put(kept.bar() + "\u0000" + kept.dataset(), kept);
                }
            }
            return latest;
        }
    }

    private static void bind(PreparedStatement select, HistoryKey key, String bar, String dataset) throws SQLException {
        select.setString(1, key.serviceUrl());
        select.setString(2, key.organization());
        select.setString(3, bar);
        select.setString(4, dataset);
    }

    private static Kept kept(ResultSet rows) throws SQLException {
        double value = rows.getDouble(6);
        OptionalDouble kept = rows.wasNull() ? OptionalDouble.empty() : OptionalDouble.of(value);
        return new Kept(rows.getString(1), rows.getString(2), rows.getString(3),
                Outcome.ofWords(rows.getString(4)).orElse(Outcome.NOT_CHECKED), rows.getString(5), kept,
                Instant.ofEpochMilli(rows.getLong(7)));
    }

    private static void insert(Connection connection, HistoryKey key, BarResult result, Instant now)
            throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO bar_outcomes VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            insert.setString(1, key.serviceUrl());
            insert.setString(2, key.organization());
            insert.setString(3, result.bar().name());
            insert.setString(4, result.dataset());
            insert.setString(5, result.bar().figure().path());
            insert.setString(6, result.outcome().words());
            insert.setString(7, result.token());
            if (result.value().isPresent()) {
                insert.setDouble(8, result.value().getAsDouble());
            } else {
                insert.setNull(8, Types.DOUBLE);
            }
            insert.setString(9, result.bar().conditionText());
            insert.setLong(10, now.toEpochMilli());
            insert.executeUpdate();
        }
    }

    private static void create(Connection connection) throws SQLException {
        try (Statement ddl = connection.createStatement()) {
            ddl.execute("""
                    CREATE TABLE IF NOT EXISTS bar_outcomes (
                      service_url VARCHAR NOT NULL, organization VARCHAR NOT NULL, bar VARCHAR NOT NULL,
                      dataset VARCHAR NOT NULL, figure VARCHAR NOT NULL, outcome VARCHAR NOT NULL, token VARCHAR,
                      value DOUBLE, condition VARCHAR NOT NULL, checked_ms BIGINT NOT NULL)
                    """);
        }
    }
}
