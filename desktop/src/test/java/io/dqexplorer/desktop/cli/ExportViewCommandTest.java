package io.dqexplorer.desktop.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.testing.SandboxClients;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ViewColumns;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Array;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.logging.LogManager;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code dq-explorer export} with a view of the snapshot: --filter, --sort, --format, snapshot-only columns. */
@ExtendWith(SandboxExtension.class)
class ExportViewCommandTest {

    private static final String KITCHEN = SandboxDatasets.KITCHEN_EGOCENTRIC;
    /** Two words of the any-section, one of them in another case than its term; and a ratio bound. */
    private static final String FILTER = "any has (\"knife\", \"Cutting Board\") and distorted_share > 0.02";
    private static final Set<String> TERMS = Set.of("knife", "cutting board");
    private static final double BOUND = 0.02;
    private static final String SORT = "distorted_share:desc,analyzed_seconds";
    private static final List<String> COLUMNS = List.of("clip", "distorted_share", "analyzed_seconds", "objects",
            "duplicate_group");

    private static Sandbox sandbox;

    @TempDir
    Path cache;
    @TempDir
    Path folder;

    @BeforeAll
    static void start(Sandbox running) {
        sandbox = running;
    }

    @AfterAll
    static void stop() throws IOException {
        LogManager.getLogManager().readConfiguration();
    }

    @Test
    void aFilteredSortedViewExportsTheRowsComputedFromTheServicesOwn() throws IOException {
        Map<String, String> env = CommandRun.environment(sandbox, cache);
        assertEquals(0, CommandRun.of(Commands::snapshot, env, "--dataset", KITCHEN).exit());
        Path target = folder.resolve("knives.csv");

        CommandRun run = export(env, "--dataset", KITCHEN, "--filter", FILTER, "--sort", SORT,
                "--columns", String.join(",", COLUMNS), "--output", target.toString());

        assertEquals(0, run.exit(), run.err());
        List<Expected> expected = expected();
        List<CSVRecord> records = csv(target);
        assertEquals(expected.size(), records.size());
        for (int i = 0; i < records.size(); i++) {
            Expected row = expected.get(i);
            CSVRecord record = records.get(i);
            assertEquals(row.clip(), record.get("clip"), "row " + i);
            assertEquals(row.distortedShare(), Double.parseDouble(record.get("distorted_share")), row.clip());
            assertEquals(row.analyzedSeconds(), Double.parseDouble(record.get("analyzed_seconds")), row.clip());
            assertEquals(String.join("|", row.objects()), record.get("objects"), row.clip());
            assertEquals(row.duplicateGroup() == null ? "" : row.duplicateGroup().toString(),
                    record.get("duplicate_group"), row.clip());
        }
        assertEquals("", run.err().lines().filter(line -> !line.matches("exported [0-9,]+ of [0-9,]+ rows"))
                .collect(Collectors.joining("\n")), "the snapshot was current: nothing fetched");
        assertTrue(run.out().contains("wrote " + target.toAbsolutePath() + " (" + String.format("%,d", expected.size())
                + " rows)"), run.out());

        JsonNode manifest = new ObjectMapper().readTree(folder.resolve("knives.csv.manifest.json").toFile());
        assertEquals(SnapshotCommandTest.metadata(cache).vocabulary(), manifest.path("snapshot").path("vocabulary").asText());
        assertEquals(KITCHEN, manifest.path("snapshot").path("dataset").asText());
        assertEquals(SORT, manifest.path("sort").asText());
        assertEquals("range", manifest.path("filter").path("structured").path("clauses").path(1).path("kind").asText());
        assertEquals(expected.size(), manifest.path("row_count").asLong());
    }

    @Test
    void theParquetFileReadByDuckDbHoldsTheCsvsRows() throws Exception {
        Map<String, String> env = CommandRun.environment(sandbox, cache);
        Path csv = folder.resolve("view.csv");
        Path parquet = folder.resolve("view.parquet");
        String[] view = {"--dataset", KITCHEN, "--filter", FILTER, "--sort", SORT, "--columns", String.join(",", COLUMNS)};

        CommandRun first = export(env, concat(view, "--output", csv.toString()));
        CommandRun second = export(env, concat(view, "--format", "parquet", "--output", parquet.toString()));

        assertEquals(0, first.exit(), first.err());
        assertTrue(first.err().contains("fetched "), "the first export made the snapshot: " + first.err());
        assertEquals(0, second.exit(), second.err());
        List<CSVRecord> records = csv(csv);
        try (Connection duckdb = DriverManager.getConnection("jdbc:duckdb:");
             Statement statement = duckdb.createStatement();
             ResultSet rows = statement.executeQuery("SELECT * FROM read_parquet('" + parquet + "')")) {
            List<String> header = new ArrayList<>();
            for (int c = 1; c <= rows.getMetaData().getColumnCount(); c++) {
                header.add(rows.getMetaData().getColumnName(c));
            }
            assertEquals(COLUMNS, header);
            int i = 0;
            for (; rows.next(); i++) {
                CSVRecord record = records.get(i);
                assertEquals(record.get("clip"), rows.getString("clip"));
                assertEquals(Double.parseDouble(record.get("distorted_share")), rows.getDouble("distorted_share"));
                assertEquals(Double.parseDouble(record.get("analyzed_seconds")), rows.getDouble("analyzed_seconds"));
                assertEquals(record.get("objects"), terms(rows.getArray("objects")));
                Object group = rows.getObject("duplicate_group");
                assertEquals(record.get("duplicate_group"), group == null ? "" : group.toString());
            }
            assertEquals(records.size(), i);
        }
    }

    @Test
    void aFilterThatDoesNotReadIsAUsageErrorWithACaretAndNothingConnects() throws IOException {
        String filter = "objects has \"knife\" and distortion > 0.1";

        CommandRun run = export(Map.of("DQ_CACHE_DIR", cache.toString()), "--demo", "--dataset", KITCHEN,
                "--filter", filter, "--output", folder.resolve("x.csv").toString());

        assertEquals(2, run.exit(), run.err());
        List<String> lines = run.err().lines().toList();
        assertEquals(3, lines.size(), run.err());
        assertTrue(lines.get(0).startsWith("dq-explorer export: --filter does not read: unknown column 'distortion'"),
                lines.get(0));
        assertEquals(filter, lines.get(1));
        assertEquals(" ".repeat(filter.indexOf("distortion")) + "^", lines.get(2));
        assertEquals("", run.out());
        assertEmpty(folder);
        assertEmpty(cache);
    }

    @Test
    void aFilterSelectingNothingStopsUnlessAllowEmpty() throws IOException {
        Map<String, String> env = CommandRun.environment(sandbox, cache);
        Path target = folder.resolve("none.csv");
        String[] view = {"--dataset", KITCHEN, "--filter", "distorted_share > 1", "--output", target.toString()};

        CommandRun stopped = export(env, view);

        assertEquals(3, stopped.exit(), stopped.err());
        assertTrue(stopped.err().strip().endsWith("dq-explorer export: nothing written: the filter selects none of the"
                + " 2,734 clips of dataset kitchen-egocentric (--allow-empty writes the header-only file)"), stopped.err());
        assertEmpty(folder);

        CommandRun allowed = export(env, concat(view, "--allow-empty"));

        assertEquals(0, allowed.exit(), allowed.err());
        // the app's columns for a view, among them the one the filter names
        assertEquals(List.of(ViewColumns.DEFAULTS.stream().map(Column::sqlName).collect(Collectors.joining(","))),
                Files.readAllLines(target));
    }

    @Test
    void aColumnOnlyTheSnapshotHasExportsFromIt() throws IOException {
        Path target = folder.resolve("groups.csv");

        CommandRun run = export(CommandRun.environment(sandbox, cache), "--dataset", SandboxDatasets.WAREHOUSE_PICKING,
                "--columns", "clip,duplicate_group", "--output", target.toString());

        assertEquals(0, run.exit(), run.err());
        Map<String, Integer> groups = groups(SandboxDatasets.WAREHOUSE_PICKING);
        List<CSVRecord> records = csv(target);
        assertFalse(groups.isEmpty(), "the dataset has exact duplicates");
        for (CSVRecord record : records) {
            Integer group = groups.get(record.get("clip"));
            assertEquals(group == null ? "" : group.toString(), record.get("duplicate_group"), record.get("clip"));
        }
        assertTrue(records.stream().anyMatch(record -> !record.get("duplicate_group").isEmpty()));
    }

    @Test
    void aDuplicateClauseWhereTheDuplicatesWereNeverComparedIsRefusedInWordsByExportAndReport() throws IOException {
        Map<String, String> env = CommandRun.environment(sandbox, cache);
        String refusal = "the duplicates of " + SandboxDatasets.FIELD_ROBOTICS + " were never compared by the service,"
                + " so no clip is known to be in a duplicate group or in none: leave 'in duplicate group' and"
                + " 'not in duplicate group' out of the filter for this dataset";
        for (String filter : List.of("not in duplicate group", "frames > 0 and in duplicate group")) {
            CommandRun exported = export(env, "--dataset", SandboxDatasets.FIELD_ROBOTICS, "--filter", filter,
                    "--output", folder.resolve("x.csv").toString());
            CommandRun reported = CommandRun.of((args, clients, e, out, err) -> Commands.report(args, clients, e, out,
                    err, Clock.systemUTC()), env, "--dataset", SandboxDatasets.FIELD_ROBOTICS, "--filter", filter,
                    "--output", folder.resolve("x.html").toString());

            assertEquals(2, exported.exit(), exported.err());
            assertEquals("dq-explorer export: " + refusal + " (see dq-explorer export --help)",
                    exported.err().lines().reduce((first, last) -> last).orElseThrow());
            assertEquals(2, reported.exit(), reported.err());
            assertTrue(reported.err().strip().endsWith("dq-explorer report: " + refusal
                    + " (see dq-explorer report --help)"), reported.err());
        }
        assertEmpty(folder);
        assertEquals(0, export(env, "--dataset", SandboxDatasets.WAREHOUSE_PICKING, "--filter", "not in duplicate group",
                "--output", folder.resolve("compared.csv").toString()).exit(), "compared duplicates answer the clause");
    }

    @Test
    void serviceOnlyOptionsAreRefusedOnTheSnapshot() throws IOException {
        for (List<String> wrong : List.of(List.of("--term", "knife", "--sort", "clip"),
                List.of("--vocabulary", "vo-1", "--format", "csv"), List.of("--format", "xlsx"),
                List.of("--sort", "distortion"), List.of("--columns", "clip,no_such_column"))) {
            List<String> args = new ArrayList<>(List.of("--demo", "--dataset", KITCHEN,
                    "--output", folder.resolve("x.csv").toString()));
            args.addAll(wrong);

            CommandRun run = export(Map.of("DQ_CACHE_DIR", cache.toString()), args.toArray(String[]::new));

            assertEquals(2, run.exit(), wrong + ": " + run.err());
            assertEquals(1, run.err().lines().count(), run.err());
        }
        assertEmpty(folder);
        assertEmpty(cache);
    }

    @Test
    void anUnknownDatasetFailsInOneLineWithTheRequestIdAndLeavesNoFile() throws IOException {
        CommandRun run = export(CommandRun.environment(sandbox, cache), "--dataset", "no-such-dataset",
                "--filter", "frames > 1", "--output", folder.resolve("x.csv").toString());

        assertEquals(1, run.exit(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().matches("dq-explorer export: failed \\[HTTP 404, .*\\(request id [^)\\s]+\\)\\s*"),
                run.err());
        assertEmpty(folder);
    }

    @Test
    void offlineTheKeptSnapshotIsExportedAndTheUserIsTold() throws IOException {
        Map<String, String> env;
        try (Sandbox gone = Sandbox.start(SandboxConfig.defaults())) {
            env = CommandRun.environment(gone, cache);
            assertEquals(0, CommandRun.of(Commands::snapshot, env, "--dataset", KITCHEN).exit());
        }
        Path target = folder.resolve("offline.csv");

        CommandRun run = export(env, "--dataset", KITCHEN, "--filter", "objects has \"knife\"", "--sort", "clip:desc",
                "--output", target.toString());

        assertEquals(0, run.exit(), run.err());
        assertTrue(run.err().contains("offline snapshot from "), run.err());
        assertTrue(run.err().contains("the vocabulary cannot be read: filter words select clips carrying exactly them"),
                run.err());
        List<CSVRecord> records = csv(target);
        assertFalse(records.isEmpty());
        assertTrue(records.stream().allMatch(record -> List.of(record.get("objects").split("\\|")).contains("knife")));
        List<String> clips = records.stream().map(record -> record.get("clip")).toList();
        assertEquals(clips.stream().sorted(Comparator.reverseOrder()).toList(), clips);
    }

    @Test
    void helpDocumentsTheViewOptionsAndTheFilterForm() {
        CommandRun run = export(Map.of(), "--help");

        assertEquals(0, run.exit());
        for (String documented : List.of("--filter 'TEXT'", "--sort COL[:desc]", "--format csv|parquet",
                "duplicate_group", "distorted_share", "[not] in duplicate group", "clip contains", "between",
                "selects no clip stops (exit 3)", "with a caret")) {
            assertTrue(run.out().contains(documented), documented);
        }
    }

    /** The view computed from a plain walk of the service's rows, in the service's order, then sorted. */
    private static List<Expected> expected() {
        try (DqClient client = SandboxClients.demo(sandbox)) {
            Map<String, Integer> groups = groups(client, KITCHEN);
            List<Expected> rows = new ArrayList<>();
            for (ClipRow row : client.unversioned().walkClips(ClipQuery.of(KITCHEN).withFrameQuality(true)).rows().toList()) {
                Set<String> carried = Stream.of(row.environments(), row.objects(), row.actions()).flatMap(List::stream)
                        .map(term -> term.toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
                ClipRow.FrameQuality frames = row.frameQuality().orElseThrow();
                if (carried.stream().noneMatch(TERMS::contains) || frames.frames() == 0) {
                    continue;
                }
                double share = (double) frames.distorted() / frames.frames();
                if (share > BOUND) {
                    rows.add(new Expected(row.clip(), share, row.analyzedSeconds(), row.objects(),
                            groups.get(row.clip())));
                }
            }
            // a stable sort: ties stay in the service's order
            rows.sort(Comparator.comparingDouble(Expected::distortedShare).reversed()
                    .thenComparingDouble(Expected::analyzedSeconds));
            assertTrue(rows.size() > 1, "the filter selects a few clips: " + rows.size());
            return rows;
        }
    }

    private record Expected(String clip, double distortedShare, double analyzedSeconds, List<String> objects,
                            Integer duplicateGroup) {
    }

    private static Map<String, Integer> groups(String dataset) {
        try (DqClient client = SandboxClients.demo(sandbox)) {
            return groups(client, dataset);
        }
    }

    /** Each clip of an exact-duplicate group to the group's number, from 1 in the service's order. */
    private static Map<String, Integer> groups(DqClient client, String dataset) {
        Map<String, Integer> groups = new HashMap<>();
        List<Duplicates.Group> all = client.versioned().duplicates(DuplicatesQuery.of(dataset)).exact()
                .map(Duplicates.Exact::groups).orElse(List.of());
        for (int i = 0; i < all.size(); i++) {
            for (String clip : all.get(i).clips()) {
                groups.put(clip, i + 1);
            }
        }
        return groups;
    }

    private static List<CSVRecord> csv(Path file) throws IOException {
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
             CSVParser parser = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get().parse(reader)) {
            return parser.getRecords();
        }
    }

    private static String terms(Array array) throws SQLException {
        return Arrays.stream((Object[]) array.getArray()).map(Object::toString).collect(Collectors.joining("|"));
    }

    private static String[] concat(String[] first, String... more) {
        return Stream.concat(Arrays.stream(first), Arrays.stream(more)).toArray(String[]::new);
    }

    private static void assertEmpty(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.toList());
        }
    }

    private static CommandRun export(Map<String, String> env, String... args) {
        return CommandRun.of(Commands::export, env, args);
    }
}
