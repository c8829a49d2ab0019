package io.dqexplorer.workspace.store;

import org.duckdb.DuckDBDriver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A DuckDB without its native library is refused in words, each time, rather than ending the program. */
class DuckDbConnectionsTest {

    @Test
    void aDuckDbJarWithoutItsNativeLibraryIsRefusedAsAnSqlExceptionNamingTheLibrary(@TempDir Path folder)
            throws Exception {
        Path stripped = withoutNativeLibrary(duckDbJar(), folder.resolve("duckdb_jdbc.jar"));
        String classPath = Stream.concat(Stream.of(stripped.toString()),
                Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                        .filter(entry -> !entry.contains("duckdb_jdbc")))
                .reduce((a, b) -> a + File.pathSeparator + b).orElseThrow();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-cp", classPath, ConnectWithoutNativeLibrary.class.getName())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<String> said = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        assertEquals(0, child.waitFor(), "the program goes on: " + said);

        assertEquals(2, said.size(), said.toString());
        for (String line : said) {
            assertTrue(line.startsWith("refused: DuckDB could not load its native library ("), line);
            assertTrue(line.contains("libduckdb_java.so_"), line);
        }
    }

    private static Path duckDbJar() throws URISyntaxException {
        return Path.of(DuckDBDriver.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private static Path withoutNativeLibrary(Path jar, Path copy) throws IOException {
        try (InputStream file = Files.newInputStream(jar); ZipInputStream in = new ZipInputStream(file);
             OutputStream target = Files.newOutputStream(copy); ZipOutputStream out = new ZipOutputStream(target)) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                if (!entry.getName().startsWith("libduckdb_java")) {
                    out.putNextEntry(new ZipEntry(entry.getName()));
                    in.transferTo(out);
                    out.closeEntry();
                }
            }
        }
        return copy;
    }
}
