package io.dqexplorer.desktop.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.export.ClipColumn;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.logging.LogManager;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code dq-explorer export --term}: the service's own filter, written through the view's columns and writer,
 * so that it writes the file the equivalent view of the snapshot writes.
 */
class TermExportTest {

    private static final String KITCHEN = SandboxDatasets.KITCHEN_EGOCENTRIC;
    /** Every column the service's pages hold, so that both exports can write each of them. */
    private static final String SERVICE_COLUMNS = Arrays.stream(ClipColumn.values()).map(ClipColumn::header)
            .collect(Collectors.joining(","));

    @TempDir
    Path cache;
    @TempDir
    Path folder;

    /** Each run sets the command line's logging; the tests after these keep the JVM's default. */
    @AfterAll
    static void restoreLogging() throws IOException {
        LogManager.getLogManager().readConfiguration();
    }

    @Test
    void aTermWritesTheSameBytesAsTheEquivalentViewOfTheSnapshot() throws IOException {
        Path byTerm = folder.resolve("term.csv");
        Path byView = folder.resolve("view.csv");

        CommandRun term = export("--term", "knife", "--columns", SERVICE_COLUMNS, "--output", byTerm.toString());
        assertEquals(0, term.exit(), term.err());
        assertFalse(snapshotKept(), "the term's export needs no snapshot");
        CommandRun view = export("--filter", "any has \"knife\"", "--columns", SERVICE_COLUMNS,
                "--output", byView.toString());
        assertEquals(0, view.exit(), view.err());
        assertTrue(snapshotKept(), "the view's export reads the snapshot");

        List<String> lines = Files.readAllLines(byTerm);
        assertEquals(SERVICE_COLUMNS, lines.get(0));
        assertTrue(lines.size() > 2, "the term selects a few clips: " + lines);
        assertArrayEquals(Files.readAllBytes(byView), Files.readAllBytes(byTerm));
    }

    @Test
    void theTermsManifestNamesTheTermAndTheMeasurementItsRowsCameFrom() throws IOException {
        Path target = folder.resolve("sink.csv");

        CommandRun run = export("--term", "sink", "--output", target.toString());

        assertEquals(0, run.exit(), run.err());
        assertEquals(List.of("clip", "episode_index", "analyzed_seconds", "environments", "objects", "actions"),
                List.of(Files.readAllLines(target).get(0).split(",")), "the documented defaults");
        JsonNode manifest = new ObjectMapper().readTree(folder.resolve("sink.csv.manifest.json").toFile());
        assertEquals("sink", manifest.path("snapshot").path("term").asText(), manifest.toString());
        assertEquals(KITCHEN, manifest.path("snapshot").path("dataset").asText());
        assertFalse(manifest.path("snapshot").path("vocabulary").asText().isBlank(), manifest.toString());
        assertEquals(Files.readAllLines(target).size() - 1, manifest.path("row_count").asLong(), manifest.toString());
        assertTrue(run.err().lines().anyMatch(line -> line.matches("exported [0-9,]+ of [0-9,]+ rows")), run.err());
    }

    private boolean snapshotKept() throws IOException {
        // DQ_CACHE_DIR: the snapshot files directly in it
        try (Stream<Path> files = Files.list(cache)) {
            return files.anyMatch(file -> file.getFileName().toString().endsWith(".duckdb"));
        }
    }

    private CommandRun export(String... args) {
        // only reads: the test JVM's shared sandbox
        Map<String, String> env = CommandRun.environment(TestService.sharedSandbox(), cache);
        String[] line = new String[args.length + 2];
        line[0] = "--dataset";
        line[1] = KITCHEN;
        System.arraycopy(args, 0, line, 2, args.length);
        return CommandRun.of(Commands::export, env, line);
    }
}
