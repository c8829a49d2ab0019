package io.dqexplorer.desktop.clips;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.testing.QueuedRunner;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.workspace.export.ExportFormat;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ViewColumns;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The export of the workspace's view, against the sandbox over real HTTP, with a real DuckDB snapshot. */
class ExportViewModelTest {

    private static final String KITCHEN = "kitchen-egocentric";
    private static final String FILTER = "analyzed_seconds between 20 and 40";

    private static TestService service;
    private static List<ClipRow> serviceRows;

    @TempDir
    Path cache;
    @TempDir
    Path out;
    private final Settings settings = new Settings(new InMemoryPreferences());
    private ClipsViewModel view;
    private ExportViewModel export;

    @BeforeAll
    static void connect() {
        service = TestService.shared();
        serviceRows = new ArrayList<>();
        service.client.unversioned().walkClips(ClipQuery.of(KITCHEN).withFrameQuality(true).withHandActivity(true)
                .withLimit(ClipQuery.MAX_LIMIT)).rows().forEach(serviceRows::add);
    }

    @AfterAll
    static void disconnect() {
        service.close();
    }

    @BeforeEach
    void openFilteredSortedView() {
        CurrentThreadRunner runner = new CurrentThreadRunner();
        view = new ClipsViewModel(new ClipWorkspace(service.client, service.sandbox.demoClient().organizationId(),
                CacheFolder.at(cache), settings), runner);
        export = new ExportViewModel(view, runner, settings, folder -> { });
        view.open(service.entry(KITCHEN));
        view.filterProperty().set(Filter.parse(FILTER));
        view.sortProperty().set(Sort.parse("analyzed_seconds:desc"));
    }

    @AfterEach
    void close() {
        export.run().close();
        view.close();
    }

    @Test
    void aCsvHoldsTheRowsOfTheFilteredSortedViewInItsOrderWithTheManifest() throws Exception {
        Path target = out.resolve("view.csv");

        export.start(target);

        List<String> clips = new ArrayList<>();
        try (Reader reader = Files.newBufferedReader(target, StandardCharsets.UTF_8);
             CSVParser parser = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get().parse(reader)) {
            assertEquals(ViewColumns.DEFAULTS.stream().map(Column::sqlName).toList(), parser.getHeaderNames());
            for (CSVRecord record : parser) {
                clips.add(record.get("clip"));
            }
        }
        assertEquals(expectedClips(), clips);
        assertEquals(viewClips(), clips);
        assertEquals(target, export.run().exportedFileProperty().get());
        assertTrue(export.run().messageProperty().get().startsWith("Exported " + String.format("%,d", clips.size())
                + " rows to " + target), export.run().messageProperty().get());

        JsonNode manifest = new ObjectMapper().readTree(out.resolve("view.csv.manifest.json").toFile());
        assertEquals(FILTER, manifest.at("/filter/text").asText());
        assertEquals("analyzed_seconds:desc", manifest.at("/sort").asText());
        assertEquals(clips.size(), manifest.at("/row_count").asLong());
        assertEquals(view.snapshotProperty().get().metadata().vocabulary(), manifest.at("/snapshot/vocabulary").asText());
        assertEquals(KITCHEN, manifest.at("/snapshot/dataset").asText());
        assertEquals(sha256(target), manifest.at("/file/sha256").asText());
        assertEquals(target.getParent(), settings.exportFolder().orElseThrow(), "the folder is remembered for the next export");
    }

    @Test
    void aParquetFileHoldsTheSameRowsWithTypedColumns() throws Exception {
        Path target = out.resolve("view.parquet");
        export.formatProperty().set(ExportFormat.PARQUET);
        assertEquals(KITCHEN + "-view.parquet", export.suggestedName());

        export.start(target);

        List<String> clips = new ArrayList<>();
        try (Connection duckdb = DriverManager.getConnection("jdbc:duckdb:");
             Statement statement = duckdb.createStatement();
             // the test's own temporary path, read by DuckDB itself
             ResultSet rows = statement.executeQuery("SELECT clip, typeof(objects), typeof(frames) FROM read_parquet('"
                     + target.toString().replace("'", "''") + "')")) {
            while (rows.next()) {
                clips.add(rows.getString(1));
                assertEquals("VARCHAR[]", rows.getString(2));
                assertEquals("BIGINT", rows.getString(3));
            }
        }
        assertEquals(expectedClips(), clips);
        assertEquals(viewClips(), clips);
        JsonNode manifest = new ObjectMapper().readTree(out.resolve("view.parquet.manifest.json").toFile());
        assertEquals("parquet", manifest.at("/file/format").asText());
        assertEquals(clips.size(), manifest.at("/row_count").asLong());
    }

    @Test
    void aCancelledExportLeavesNoFile() throws Exception {
        export.run().progressTextProperty().addListener((obs, old, now) -> {
            if (now.startsWith("rows ")) {
                export.run().cancel();
            }
        });

        export.start(out.resolve("view.csv"));

        try (Stream<Path> files = Files.list(out)) {
            assertEquals(List.of(), files.toList());
        }
        assertEquals("Export cancelled; no file was written.", export.run().messageProperty().get());
        assertNull(export.run().exportedFileProperty().get());
        assertNull(export.run().errorProperty().get(), "a cancel is no failure to show");
    }

    @Test
    void anExportStopsWhenItsSnapshotIsClosedMeanwhile() throws Exception {
        QueuedRunner queued = new QueuedRunner();
        ClipsViewModel other = new ClipsViewModel(new ClipWorkspace(service.client,
                service.sandbox.demoClient().organizationId(), CacheFolder.at(cache.resolve("queued")), settings), queued);
        ExportViewModel exporting = new ExportViewModel(other, queued, settings, folder -> { });
        other.open(service.entry(KITCHEN));
        queued.runAll();
        SnapshotKey key = other.snapshotProperty().get().metadata().key();
        exporting.start(out.resolve("view.csv"));

        // the Snapshots dialog deletes the snapshot before the export got to write a row
        assertEquals(Optional.empty(), other.release(key));
        queued.runAll();

        try (Stream<Path> files = Files.list(out)) {
            assertEquals(List.of(), files.toList());
        }
        assertEquals("Export cancelled; no file was written.", exporting.run().messageProperty().get());
        other.close();
        queued.runAll();
    }

    @Test
    void aFileThatCannotBeWrittenIsAFailureForTheBanner() {
        Path target = out.resolve("gone").resolve("view.csv");

        export.start(target);

        assertNotNull(export.run().errorProperty().get());
        String shown = export.run().errorProperty().get().headline() + " " + export.run().errorProperty().get().detail();
        assertTrue(shown.contains(target.getParent().toString()), shown);
        assertEquals("Export failed; no file was written.", export.run().messageProperty().get());
    }

    @Test
    void theExportedMessageLeavesWhenTheFilterChanges() {
        export.start(out.resolve("view.csv"));
        assertTrue(export.run().messageProperty().get().startsWith("Exported "), export.run().messageProperty().get());

        view.filterProperty().set(Filter.parse("analyzed_seconds > 50"));

        assertEquals("", export.run().messageProperty().get());
        assertNull(export.run().exportedFileProperty().get());
        assertTrue(Files.isRegularFile(out.resolve("view.csv")), "the file stays where it was written");
    }

    @Test
    void theExportedMessageLeavesWhenTheSortChanges() {
        export.start(out.resolve("view.csv"));

        view.sortProperty().set(Sort.parse("clip"));

        assertEquals("", export.run().messageProperty().get());
    }

    /** The view computed apart from the database: the clips 20..40 s long, longest first, ties in the service's order. */
    private static List<String> expectedClips() {
        return serviceRows.stream()
                .filter(row -> row.analyzedSeconds() >= 20 && row.analyzedSeconds() <= 40)
                .sorted(Comparator.comparingDouble(ClipRow::analyzedSeconds).reversed())
                .map(ClipRow::clip).toList();
    }

    private List<String> viewClips() {
        var rows = view.rowsProperty().get();
        return IntStream.range(0, rows.size()).mapToObj(i -> rows.get(i).clipId().orElseThrow()).toList();
    }

    private static String sha256(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }
}
