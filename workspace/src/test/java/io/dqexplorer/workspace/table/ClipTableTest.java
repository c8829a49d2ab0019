package io.dqexplorer.workspace.table;

import io.dqexplorer.sdk.model.ClipRow;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClipTableTest {

    private Connection connection;

    @BeforeEach
    void open() throws SQLException {
        connection = DriverManager.getConnection("jdbc:duckdb:");
        ClipTable.create(connection);
    }

    @AfterEach
    void close() throws SQLException {
        connection.close();
    }

    @Test
    void rowsKeepTheirOrderTermListsAndNullsApartFromZero() throws SQLException {
        ClipRow measured = new ClipRow("c-1", OptionalLong.of(7), 12.5, List.of("kitchen"), List.of("knife", "cup"),
                List.of(), Optional.of(new ClipRow.FrameQuality(200, 150, 20, 0)),
                Optional.of(new ClipRow.HandSeconds(10.0, 5.0, 2.5, 0.0)));
        ClipRow unmeasured = new ClipRow("c-0", OptionalLong.empty(), 0.0, List.of(), List.of(), List.of("cut"),
                Optional.of(new ClipRow.FrameQuality(0, 0, 0, 0)), Optional.empty());
        try (ClipAppender appender = new ClipAppender(connection, Map.of("c-0", 3))) {
            appender.append(measured);
            appender.append(unmeasured);
            assertEquals(2, appender.count());
        }

        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT * FROM " + ClipTable.VIEW + " ORDER BY position")) {
            assertTrue(rows.next());
            assertEquals(0, rows.getLong("position"));
            assertEquals("c-1", rows.getString(Column.CLIP.sqlName()));
            assertEquals(7, rows.getLong(Column.EPISODE_INDEX.sqlName()));
            assertArrayEquals(new Object[] {"knife", "cup"}, (Object[]) rows.getArray(Column.OBJECTS.sqlName()).getArray());
            assertEquals(0.75, rows.getDouble(Column.USABLE_SHARE.sqlName()));
            assertEquals(0.1, rows.getDouble(Column.DISTORTED_SHARE.sqlName()), 1e-15);
            assertEquals(0.0, rows.getDouble(Column.JERKY_SHARE.sqlName()));
            assertFalse(rows.wasNull(), "a zero count is a zero ratio, not a missing one");
            assertEquals(0.25, rows.getDouble(Column.TWO_HANDS_VISIBLE_SHARE.sqlName()));
            assertNull(rows.getObject(Column.DUPLICATE_GROUP.sqlName()));

            assertTrue(rows.next());
            assertEquals("c-0", rows.getString(Column.CLIP.sqlName()));
            assertNull(rows.getObject(Column.EPISODE_INDEX.sqlName()));
            assertEquals(0, rows.getLong(Column.FRAMES.sqlName()));
            assertFalse(rows.wasNull());
            assertNull(rows.getObject(Column.USABLE_SHARE.sqlName()), "no frames: no ratio");
            assertNull(rows.getObject(Column.MEASURED_SECONDS.sqlName()), "not measured stays null");
            assertNull(rows.getObject(Column.HANDS_VISIBLE_SHARE.sqlName()));
            assertEquals(3, rows.getInt(Column.DUPLICATE_GROUP.sqlName()));
            assertFalse(rows.next());
        }
    }

    @Test
    void everyColumnOfTheWhitelistIsAColumnOfTheView() throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT * FROM " + ClipTable.VIEW)) {
            for (Column column : Column.values()) {
                assertTrue(rows.findColumn(column.sqlName()) > 0, column.sqlName());
            }
        }
    }

    @Test
    void columnsAreNamedCaseInsensitivelyAndNothingElseIs() {
        assertEquals(Optional.of(Column.DISTORTED_SHARE), Column.named("Distorted_Share"));
        assertEquals(Optional.empty(), Column.named("clip; DROP TABLE clips"));
    }
}
