package io.dqexplorer.workspace.query;

import io.dqexplorer.workspace.table.ClipTables;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.store.DatabaseFiles;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The term masks read into DuckDB's memory ahead of the first term filter, on a snapshot file opened afresh. */
class TermMasksPreloadTest {

    private static final SqlCondition KNIFE = Filter.parse("objects has \"knife\"").sql(TermResolver.exact());

    @TempDir
    static Path folder;
    private static Path file;

    @BeforeAll
    static void write() throws SQLException {
        file = folder.resolve("clips.duckdb");
        try (Connection connection = DatabaseFiles.process().connect(file, false, new Properties())) {
            ClipTables.fill(connection, SyntheticClips.rows(5, 20_000));
        }
    }

    @Test
    void afterThePreloadATermFiltersCountReadsNothingMoreFromTheFile() throws SQLException {
        try (Connection connection = DatabaseFiles.process().connect(file, true, new Properties())) {
            ClipQueries queries = new ClipQueries(connection);
            long opened = tableBytesInMemory(connection);
            queries.preloadTermMasks();
            long preloaded = tableBytesInMemory(connection);
            assertTrue(preloaded > opened, "the masks are read: " + opened + " then " + preloaded + " bytes");

            long knives = queries.count(KNIFE);
            assertTrue(knives > 0 && knives < 20_000, "a real subset: " + knives);
            assertEquals(preloaded, tableBytesInMemory(connection), "the count found the masks in memory");
        }
    }

    @Test
    void withoutItTheSameCountReadsTheMasksFromTheFile() throws SQLException {
        try (Connection connection = DatabaseFiles.process().connect(file, true, new Properties())) {
            long opened = tableBytesInMemory(connection);
            new ClipQueries(connection).count(KNIFE);
            assertTrue(tableBytesInMemory(connection) > opened, "the check above sees a read from the file");
        }
    }

    /** What DuckDB holds in memory of the file's tables. */
    private static long tableBytesInMemory(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet memory = statement.executeQuery(
                     "SELECT memory_usage_bytes FROM duckdb_memory() WHERE tag = 'BASE_TABLE'")) {
            memory.next();
            return memory.getLong(1);
        }
    }
}
