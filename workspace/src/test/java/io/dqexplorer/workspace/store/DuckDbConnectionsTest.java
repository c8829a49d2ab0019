package io.dqexplorer.workspace.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A DuckDB without its native library is refused in words, each time, rather than ending the program. */
class DuckDbConnectionsTest {

    @Test
    void aDuckDbJarWithoutItsNativeLibraryIsRefusedAsAnSqlExceptionNamingTheLibrary(@TempDir Path folder)
            throws Exception {
        List<String> said = WithoutNativeLibrary.run(folder, ConnectWithoutNativeLibrary.class);

        assertEquals(2, said.size(), said.toString());
        for (String line : said) {
            assertTrue(line.startsWith("refused: DuckDB could not load its native library ("), line);
            assertTrue(line.contains("libduckdb_java.so_"), line);
        }
    }
}
