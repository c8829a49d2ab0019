package io.dqexplorer.workspace.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.ExportException;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.query.ColumnValues;
import io.dqexplorer.workspace.query.JavaView;
import io.dqexplorer.workspace.query.RowBlock;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.query.SyntheticClips;
import io.dqexplorer.workspace.query.ViewSelect;
import io.dqexplorer.workspace.table.ClipAppender;
import io.dqexplorer.workspace.table.ClipTable;
import io.dqexplorer.workspace.table.Column;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Exports of a filtered, sorted view of made-up clips, read back and checked against Java. */
class ViewExportTest {

    private static final List<ClipRow> ROWS = SyntheticClips.rows(23, 5_000);
    private static final List<Column> ALL = Arrays.asList(Column.values());

    /** Clips over 30 seconds, longest first: "analyzed_seconds > 30", sorted "analyzed_seconds:desc". */
    private static final ViewSelect LONG_CLIPS = new ViewSelect(new SqlCondition("analyzed_seconds > ?", List.of(30.0)),
            Sort.parse("analyzed_seconds:desc"), ALL);
    private static final String FILTER_TEXT = "analyzed_seconds > 30";
    private static final Map<String, String> SNAPSHOT = Map.of("dataset", "kitchen-egocentric",
            "vocabulary", "vo-6844", "fetched_at", "2026-11-23T01:00:00Z");
    private static final Instant NOW = Instant.parse("2026-11-23T02:00:00.123Z");

    private static Connection connection;

    @TempDir
    Path folder;
    @TempDir
    Path scratch;

    @BeforeAll
    static void load() throws SQLException {
        connection = DriverManager.getConnection("jdbc:duckdb:");
        ClipTable.create(connection);
        try (ClipAppender appender = new ClipAppender(connection, Map.of("clip-7", 1, "clip-8", 1))) {
            for (ClipRow row : ROWS) {
                appender.append(row);
            }
        }
    }

    @AfterAll
    static void close() throws SQLException {
        connection.close();
    }

    @Test
    void csvRowsAreTheViewsRowsInItsOrder() throws Exception {
        ViewExportResult result = export(LONG_CLIPS, ExportFormat.CSV, folder.resolve("long.csv"));

        List<List<String>> records = CsvRecords.parse(Files.readString(result.file(), StandardCharsets.UTF_8));
        assertEquals(ALL.stream().map(Column::sqlName).toList(), records.get(0));
        List<Integer> expected = longClipsInJavaOrder();
        assertTrue(expected.size() > 1_000, "a real subset: " + expected.size());
        assertEquals(expected.size(), records.size() - 1);
        assertEquals(expected.size(), result.rows());
        // the same rows as the query's, and each cell what Java makes of the clip
        RowBlock block = new ClipQueries(connection).rows(LONG_CLIPS.condition(), LONG_CLIPS.sort(), ALL, 0, expected.size());
        for (int i = 0; i < expected.size(); i++) {
            ClipRow row = ROWS.get(expected.get(i));
            assertEquals((long) expected.get(i), block.rows().get(i).position());
            for (int c = 0; c < ALL.size(); c++) {
                Object value = ALL.get(c) == Column.DUPLICATE_GROUP ? group(row) : expectedValue(row, ALL.get(c));
                assertEquals(value, block.rows().get(i).values().get(c));
                assertEquals(value, read(records.get(i + 1).get(c), ALL.get(c)), row.clip() + " " + ALL.get(c));
            }
        }
        assertTrue(records.stream().anyMatch(record -> record.get(0).startsWith("'=clip-")), "formulas neutralised");
    }

    @Test
    void parquetKeepsTypesListsAndNulls() throws Exception {
        ViewExportResult result = export(LONG_CLIPS, ExportFormat.PARQUET, folder.resolve("long.parquet"));

        List<Integer> expected = longClipsInJavaOrder();
        assertEquals(expected.size(), result.rows());
        try (PreparedStatement describe = connection.prepareStatement("DESCRIBE SELECT * FROM read_parquet(?)")) {
            describe.setString(1, result.file().toString());
            try (ResultSet types = describe.executeQuery()) {
                for (Column column : ALL) {
                    assertTrue(types.next());
                    assertEquals(column.sqlName(), types.getString("column_name"));
                    assertEquals(switch (column.kind()) {
                        case TEXT -> "VARCHAR";
                        case TERMS -> "VARCHAR[]";
                        case COUNT -> column == Column.DUPLICATE_GROUP ? "INTEGER" : "BIGINT";
                        case SECONDS, RATIO -> "DOUBLE";
                    }, types.getString("column_type"), column.sqlName());
                }
            }
        }
        int nulls = 0;
        try (PreparedStatement select = connection.prepareStatement("SELECT * FROM read_parquet(?)")) {
            select.setString(1, result.file().toString());
            try (ResultSet rows = select.executeQuery()) {
                for (int place : expected) {
                    assertTrue(rows.next());
                    ClipRow row = ROWS.get(place);
                    for (int c = 0; c < ALL.size(); c++) {
                        Column column = ALL.get(c);
                        Object value = column == Column.DUPLICATE_GROUP ? group(row) : expectedValue(row, column);
                        Object read = ColumnValues.read(rows, c + 1, column);
                        assertEquals(value, read, row.clip() + " " + column);
                        nulls += read == null ? 1 : 0;
                    }
                }
                assertFalse(rows.next());
            }
        }
        assertTrue(nulls > 1_000, "missing values stay missing: " + nulls);
    }

    @Test
    void theManifestNamesFilterSortColumnsSnapshotRowsAndDigest() throws Exception {
        for (ExportFormat format : ExportFormat.values()) {
            Path target = folder.resolve("view." + format.formatName());
            ViewExportResult result = export(LONG_CLIPS, format, target);
            assertEquals(target.resolveSibling("view." + format.formatName() + ".manifest.json"), result.manifest());
            JsonNode manifest = new ObjectMapper().readTree(result.manifest().toFile());
            assertEquals("dq-explorer-workspace", manifest.get("tool").get("name").asText());
            assertEquals(NOW.toString(), manifest.get("exported_at").asText());
            assertEquals(FILTER_TEXT, manifest.get("filter").get("text").asText());
            assertEquals(filterJson(), manifest.get("filter").get("structured"));
            assertEquals("analyzed_seconds:desc", manifest.get("sort").asText());
            assertEquals(ALL.size(), manifest.get("columns").size());
            assertEquals("clip", manifest.get("columns").get(0).asText());
            assertEquals(SNAPSHOT.get("vocabulary"), manifest.get("snapshot").get("vocabulary").asText());
            assertEquals(SNAPSHOT.get("fetched_at"), manifest.get("snapshot").get("fetched_at").asText());
            assertEquals(result.rows(), manifest.get("row_count").asLong());
            String sha256 = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(target)));
            assertEquals(sha256, result.sha256());
            assertEquals(sha256, manifest.get("file").get("sha256").asText());
            assertEquals(format.formatName(), manifest.get("file").get("format").asText());
        }
    }

    @Test
    void aPathWithQuotesAndSpacesIsWrittenAsNamed() throws Exception {
        Path odd = Files.createDirectories(folder.resolve("it's a \"view\" folder"));
        for (ExportFormat format : ExportFormat.values()) {
            Path target = odd.resolve("o'clock; DROP TABLE clips; --." + format.formatName());
            ViewExportResult result = export(LONG_CLIPS, format, target);
            assertTrue(Files.size(target) > 0);
            assertEquals(longClipsInJavaOrder().size(), result.rows());
        }
        try (Stream<Path> files = Files.list(odd)) {
            assertEquals(4, files.count(), "two files, two manifests, no part file left");
        }
        assertEquals(ROWS.size(), new ClipQueries(connection).count(SqlCondition.ALL));
        try (Stream<Path> left = Files.list(scratch)) {
            assertEquals(0, left.count(), "the scratch Parquet file is gone");
        }
    }

    @Test
    void aCancelLeavesNothingAndKeepsTheFileAlreadyThere() throws Exception {
        for (ExportFormat format : ExportFormat.values()) {
            Path target = folder.resolve("kept." + format.formatName());
            Files.writeString(target, "the earlier export");
            // asked once before any row; then CSV: once per row, so it stops in mid-file; Parquet: once DuckDB wrote the file
            int answersBeforeCancel = format == ExportFormat.CSV ? 500 : 1;
            AtomicInteger asked = new AtomicInteger();
            ViewExport export = new ViewExport(connection, scratch, Clock.fixed(NOW, ZoneOffset.UTC));
            assertThrows(CancellationException.class, () -> export.export(request(LONG_CLIPS, format, target), null,
                    () -> asked.incrementAndGet() > answersBeforeCancel));
            assertEquals("the earlier export", Files.readString(target));
            assertEquals(List.of(target), files(folder), "no part file, no manifest");
            assertEquals(List.of(), files(scratch));
            Files.delete(target);
        }
    }

    @Test
    void aFailureLeavesNothing() throws Exception {
        ViewSelect broken = new ViewSelect(new SqlCondition("frames / ? > 1", List.of("not a number")), Sort.SERVICE_ORDER, ALL);
        for (ExportFormat format : ExportFormat.values()) {
            Path target = folder.resolve("broken." + format.formatName());
            ExportException failure = assertThrows(ExportException.class, () -> export(broken, format, target));
            assertTrue(failure.getMessage().contains(target.toString()), failure.getMessage());
            assertEquals(List.of(), files(folder));
            assertEquals(List.of(), files(scratch));
        }
        // DuckDB cannot write its Parquet file: the scratch "folder" is a file
        Path scratchFile = Files.writeString(scratch.resolve("not a folder"), "");
        Path target = folder.resolve("no scratch.parquet");
        ExportException noScratch = assertThrows(ExportException.class, () -> new ViewExport(connection, scratchFile)
                .export(request(LONG_CLIPS, ExportFormat.PARQUET, target), null, null));
        assertTrue(noScratch.getMessage().contains(target.toString()), noScratch.getMessage());
        assertEquals(List.of(), files(folder));

        // every row written, then the manifest cannot move into place: the file is taken back out
        for (ExportFormat format : ExportFormat.values()) {
            Path complete = folder.resolve("complete." + format.formatName());
            Path blocker = Files.createDirectories(folder.resolve("complete." + format.formatName() + ".manifest.json"));
            Files.writeString(blocker.resolve("inside"), "a non-empty folder cannot be replaced by a file");
            assertThrows(ExportException.class, () -> export(LONG_CLIPS, format, complete));
            assertEquals(List.of(blocker), files(folder));
            Files.delete(blocker.resolve("inside"));
            Files.delete(blocker);
        }

        Path missing = folder.resolve("no such folder").resolve("x.csv");
        ExportException noFolder = assertThrows(ExportException.class, () -> export(LONG_CLIPS, ExportFormat.CSV, missing));
        assertTrue(noFolder.getMessage().contains("no such folder"), noFolder.getMessage());
    }

    @Test
    void aRowValueQuotedInDuckDbsMessageIsShownEscaped() throws Exception {
        try (Connection own = DriverManager.getConnection("jdbc:duckdb:")) {
            ClipTable.create(own);
            try (ClipAppender appender = new ClipAppender(own, Map.of())) {
                appender.append(new ClipRow("\u202Eevil\u001b[2J", java.util.OptionalLong.empty(), 1.0, List.of(), List.of(),
                        List.of(), java.util.Optional.empty(), java.util.Optional.empty()));
            }
            // the cast fails on the clip id, and DuckDB quotes it raw in its message; the SDK's error escapes it
            ViewSelect failing = new ViewSelect(new SqlCondition("CAST(clip AS INTEGER) > ?", List.of(1)), Sort.SERVICE_ORDER, ALL);
            Path target = folder.resolve("quoted.csv");
            ExportException failure = assertThrows(ExportException.class, () -> new ViewExport(own, scratch)
                    .export(request(failing, ExportFormat.CSV, target), null, null));
            assertTrue(failure.getMessage().contains("evil"), failure.getMessage());
            assertFalse(failure.getMessage().contains("\u202E"), "no bidi override reaches the message");
            assertFalse(failure.getMessage().contains("\u001b"), "no escape sequence reaches the message");
        }
    }

    @Test
    void progressIsToldBeforeTheFirstRowEveryTenThousandRowsAndAtTheEnd() throws Exception {
        try (Connection own = DriverManager.getConnection("jdbc:duckdb:")) {
            ClipTable.create(own);
            try (ClipAppender appender = new ClipAppender(own, Map.of())) {
                for (ClipRow row : SyntheticClips.rows(5, 25_000)) {
                    appender.append(row);
                }
            }
            ViewSelect every = new ViewSelect(SqlCondition.ALL, Sort.SERVICE_ORDER, List.of(Column.CLIP));
            for (ExportFormat format : ExportFormat.values()) {
                List<List<Long>> told = new ArrayList<>();
                ViewExportResult result = new ViewExport(own, scratch).export(request(every, format,
                        folder.resolve("every." + format.formatName())), (done, total) -> told.add(List.of(done, total)), null);

                assertEquals(25_000, result.rows());
                assertEquals(format == ExportFormat.CSV
                        ? List.of(List.of(0L, 25_000L), List.of(10_000L, 25_000L), List.of(20_000L, 25_000L), List.of(25_000L, 25_000L))
                        : List.of(List.of(0L, 25_000L), List.of(25_000L, 25_000L)), told, format.formatName());
            }
            assertEquals(25_001, Files.readAllLines(folder.resolve("every.csv")).size(), "a header and every row");
        }
    }

    @Test
    void theManifestNamesTheFileTheToolEveryColumnAndTheSnapshotAsGiven() throws Exception {
        ViewSelect two = new ViewSelect(LONG_CLIPS.condition(), Sort.SERVICE_ORDER, List.of(Column.CLIP, Column.ANALYZED_SECONDS));
        ViewExportResult csv = export(two, ExportFormat.CSV, folder.resolve("two.csv"));
        ViewExportResult parquet = export(two, ExportFormat.PARQUET, folder.resolve("two.parquet"));

        for (ViewExportResult result : List.of(csv, parquet)) {
            JsonNode manifest = new ObjectMapper().readTree(result.manifest().toFile());
            assertEquals(DqClient.VERSION, manifest.get("tool").get("version").asText());
            assertEquals(result.file().getFileName().toString(), manifest.get("file").get("name").asText());
            assertEquals(List.of("clip", "analyzed_seconds"), new ObjectMapper().convertValue(manifest.get("columns"), List.class));
            assertEquals("", manifest.get("sort").asText(), "the service's order");
            assertEquals(SNAPSHOT, new ObjectMapper().convertValue(manifest.get("snapshot"), Map.class));
            assertEquals(List.of("dataset", "fetched_at", "vocabulary"), iterable(manifest.get("snapshot").fieldNames()),
                    "the snapshot's keys sorted");
        }
        JsonNode csvFile = new ObjectMapper().readTree(csv.manifest().toFile()).get("file");
        assertEquals("UTF-8", csvFile.get("encoding").asText());
        assertEquals("\r\n", csvFile.get("record_separator").asText());
        assertEquals("|", csvFile.get("list_separator").asText());
        assertEquals("'", csvFile.get("formula_prefix").asText());
        JsonNode parquetFile = new ObjectMapper().readTree(parquet.manifest().toFile()).get("file");
        assertEquals(List.of("name", "format", "sha256"), iterable(parquetFile.fieldNames()), "no CSV cell rule for Parquet");
    }

    @Test
    void aFormatIsNamedAsOnTheCommandLineInAnyCase() {
        assertEquals(java.util.Optional.of(ExportFormat.CSV), ExportFormat.named("CSV"));
        assertEquals(java.util.Optional.of(ExportFormat.PARQUET), ExportFormat.named("Parquet"));
        assertEquals(java.util.Optional.empty(), ExportFormat.named("xlsx"));
    }

    @Test
    void aCellIsEmptyWhenMissingAndOtherwiseFollowsTheSdksRules() {
        assertEquals("", ViewExport.csvCell(null, Column.ANALYZED_SECONDS));
        assertEquals("", ViewExport.csvCell(null, Column.CLIP));
        assertEquals("'=1+2", ViewExport.csvCell("=1+2", Column.CLIP));
        assertEquals("cup|knife", ViewExport.csvCell(List.of("cup", "knife"), Column.OBJECTS));
        assertEquals("12", ViewExport.csvCell(12L, Column.FRAMES));
        assertEquals("0.25", ViewExport.csvCell(0.25, Column.ANALYZED_SECONDS));
    }

    private static List<String> iterable(java.util.Iterator<String> names) {
        List<String> all = new ArrayList<>();
        names.forEachRemaining(all::add);
        return all;
    }

    private ViewExportResult export(ViewSelect view, ExportFormat format, Path target) {
        return new ViewExport(connection, scratch, Clock.fixed(NOW, ZoneOffset.UTC)).export(request(view, format, target), null, null);
    }

    private static ViewExportRequest request(ViewSelect view, ExportFormat format, Path target) {
        return new ViewExportRequest(view, format, target, FILTER_TEXT, filterJson(), SNAPSHOT);
    }

    private static JsonNode filterJson() {
        return new ObjectMapper().createObjectNode().put("column", "analyzed_seconds").put("op", ">").put("value", 30);
    }

    private static List<Path> files(Path in) throws Exception {
        try (Stream<Path> files = Files.list(in)) {
            return files.sorted().toList();
        }
    }

    /** Positions of the clips over 30 seconds, longest first, then in the service's order: computed in Java. */
    private static List<Integer> longClipsInJavaOrder() {
        List<Integer> positions = new ArrayList<>(IntStream.range(0, ROWS.size())
                .filter(i -> ROWS.get(i).analyzedSeconds() > 30).boxed().toList());
        positions.sort(Comparator.<Integer>comparingDouble(i -> -ROWS.get(i).analyzedSeconds()).thenComparing(Comparator.naturalOrder()));
        return positions;
    }

    private static Object expectedValue(ClipRow row, Column column) {
        return JavaView.value(row, column);
    }

    private static Long group(ClipRow row) {
        return row.clip().equals("clip-7") || row.clip().equals("clip-8") ? 1L : null;
    }

    /** A CSV cell read back into the value it was written from. */
    private static Object read(String cell, Column column) {
        if (cell.isEmpty() && column.kind() != Column.Kind.TEXT && column.kind() != Column.Kind.TERMS) {
            return null;
        }
        return switch (column.kind()) {
            case TEXT -> cell.startsWith("'") ? cell.substring(1) : cell;
            case TERMS -> cell.isEmpty() ? List.of() : List.of(cell.split("\\|"));
            case COUNT -> Long.parseLong(cell);
            case SECONDS, RATIO -> Double.parseDouble(cell);
        };
    }
}
