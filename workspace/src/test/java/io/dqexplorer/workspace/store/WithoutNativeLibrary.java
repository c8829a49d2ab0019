package io.dqexplorer.workspace.store;

import org.duckdb.DuckDBDriver;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * Runs a main class of the tests in a JVM of its own whose DuckDB jar lacks its native library, as a
 * {@code dq-explorer.jar} copied without the file beside it would: an {@link Error} there would end a JVM, so
 * it is not the test's own.
 */
public final class WithoutNativeLibrary {

    private WithoutNativeLibrary() {
    }

    /** What {@code main} printed; it must exit 0. */
    public static List<String> run(Path folder, Class<?> main, String... args) throws Exception {
        Path stripped = stripped(duckDbJar(), folder.resolve("duckdb_jdbc.jar"));
        String classPath = Stream.concat(Stream.of(stripped.toString()),
                        Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                                .filter(entry -> !entry.contains("duckdb_jdbc")))
                .reduce((a, b) -> a + File.pathSeparator + b).orElseThrow();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", classPath, main.getName()));
        command.addAll(List.of(args));
        Process child = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<String> said = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        if (child.waitFor() != 0) {
            throw new AssertionError("the program did not go on: " + said);
        }
        return said;
    }

    private static Path duckDbJar() throws URISyntaxException {
        return Path.of(DuckDBDriver.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private static Path stripped(Path jar, Path copy) throws IOException {
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
