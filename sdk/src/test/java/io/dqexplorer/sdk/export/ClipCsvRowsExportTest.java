package io.dqexplorer.sdk.export;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.ClipRow;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Rows at hand (a table selection) written with the export's format and cell rules, atomically. */
class ClipCsvRowsExportTest {

    @TempDir
    Path folder;

    private MockWebServer server;
    private DqClient client;

    @BeforeEach
    void start() throws Exception {
        server = FakeClipService.of(List.of()).start();
        client = FakeClipService.client(server);
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    @Test
    void theRowsAreWrittenInTheChosenColumnsWithFormulasNeutralised() throws IOException {
        Path target = folder.resolve("selected.csv");
        List<ClipRow> rows = List.of(
                row("=HYPERLINK(\"x\")", 3, 12.0, List.of("kitchen", "lab")),
                row("plain", 4, 0.5, List.of()));

        Path written = new ClipCsvExporter(client).exportRows(rows,
                List.of(ClipColumn.CLIP, ClipColumn.EPISODE_INDEX, ClipColumn.ANALYZED_SECONDS, ClipColumn.ENVIRONMENTS),
                target);

        assertEquals(target.toAbsolutePath(), written);
        assertEquals("clip,episode_index,analyzed_seconds,environments\r\n"
                        + "\"'=HYPERLINK(\"\"x\"\")\",3,12,kitchen|lab\r\n"
                        + "plain,4,0.5,\r\n",
                Files.readString(target, StandardCharsets.UTF_8));
        assertEquals(List.of(target), list(folder), "no part file is left beside it");
    }

    @Test
    void aFolderThatIsGoneIsAnExportFailureAndNoFileIsLeft() throws IOException {
        Path target = folder.resolve("gone").resolve("selected.csv");

        assertThrows(ExportException.class, () -> new ClipCsvExporter(client)
                .exportRows(List.of(row("a", 1, 1, List.of())), List.of(ClipColumn.CLIP), target));
        assertEquals(List.of(), list(folder));
    }

    @Test
    void rowsWithoutAColumnAreRefusedBeforeAnyFileIsMade() throws IOException {
        Path target = folder.resolve("selected.csv");

        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> new ClipCsvExporter(client)
                .exportRows(List.of(row("a", 1, 1, List.of())), List.of(), target));
        assertTrue(refused.getMessage().contains("at least one column"), refused.getMessage());
        assertEquals(List.of(), list(folder));
    }

    private static ClipRow row(String clip, long episode, double seconds, List<String> environments) {
        return new ClipRow(clip, OptionalLong.of(episode), seconds, environments, List.of(), List.of(),
                Optional.empty(), Optional.empty());
    }

    private static List<Path> list(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.toList();
        }
    }
}
