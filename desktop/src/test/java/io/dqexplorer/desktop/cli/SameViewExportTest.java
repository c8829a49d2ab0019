package io.dqexplorer.desktop.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.desktop.clips.ExportViewModel;
import io.dqexplorer.desktop.clips.ClipsViewModel;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.workspace.export.ExportFormat;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.table.Column;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One view, one file: the app's export of a view and {@code dq-explorer export} of the same filter and
 * sort, with neither naming columns, write the same CSV bytes and the same Parquet table, and both hold
 * the columns the filter and the sort name; on the service's pages, the app writes what {@code --term} writes.
 */
class SameViewExportTest {

    private static final String KITCHEN = "kitchen-egocentric";
    private static final String FILTER = "objects has \"knife\" and distorted_share > 0.05";
    private static final String SORT = "distorted_share:desc";

    private static TestService service;

    @TempDir
    Path cache;
    @TempDir
    Path out;

    @BeforeAll
    static void connect() {
        service = TestService.shared();
    }

    @AfterAll
    static void disconnect() {
        service.close();
    }

    @Test
    void theAppAndTheCommandLineWriteTheSameCsvBytesForTheSameView() throws Exception {
        Path app = out.resolve("app.csv");
        Path cli = out.resolve("cli.csv");

        exportFromTheApp(ExportFormat.CSV, app);
        CommandRun run = exportFromTheCommandLine("csv", cli);

        assertEquals(0, run.exit(), run.err());
        byte[] written = Files.readAllBytes(app);
        assertArrayEquals(written, Files.readAllBytes(cli));
        String header = Files.readAllLines(app).get(0);
        assertTrue(header.contains("objects") && header.contains("distorted_share"),
                "the columns the filter and the sort name: " + header);
        assertTrue(Files.readAllLines(app).size() > 2, "the view holds a few clips");
    }

    @Test
    void theAppAndTheCommandLineWriteTheSameParquetTableForTheSameView() throws Exception {
        Path app = out.resolve("app.parquet");
        Path cli = out.resolve("cli.parquet");

        exportFromTheApp(ExportFormat.PARQUET, app);
        CommandRun run = exportFromTheCommandLine("parquet", cli);

        assertEquals(0, run.exit(), run.err());
        List<String> fromApp = parquetTable(app);
        assertEquals(fromApp, parquetTable(cli));
        assertTrue(fromApp.get(0).contains("distorted_share:DOUBLE"), fromApp.get(0));
    }

    @Test
    void theAppOnTheServicesPagesWritesTheBytesOfExportTermWithoutASnapshot() throws Exception {
        Path app = out.resolve("app-term.csv");
        Path cli = out.resolve("cli-term.csv");
        List<Column> serviceColumns = Arrays.stream(ClipColumn.values())
                .map(column -> Column.named(column.header()).orElseThrow()).toList();

        CurrentThreadRunner runner = new CurrentThreadRunner();
        Settings settings = new Settings(new InMemoryPreferences());
        settings.rememberSnapshotOnOpen(false);
        ClipsViewModel view = new ClipsViewModel(new ClipWorkspace(service.client,
                service.sandbox.demoClient().organizationId(), CacheFolder.at(cache), settings), runner);
        ExportViewModel export = new ExportViewModel(view, runner, settings);
        try {
            view.open(service.entry(KITCHEN));
            view.showClipsWithTerm("knife");
            view.columnsProperty().set(serviceColumns);
            assertNull(view.snapshotProperty().get(), "the table shows the service's pages");
            export.start(app);
            assertTrue(Files.isRegularFile(app), export.run().messageProperty().get());
        } finally {
            export.run().close();
            view.close();
        }
        assertFalse(snapshotKept(), "the export of the service's pages needs no snapshot");
        CommandRun run = CommandRun.of(Commands::export, CommandRun.environment(service.sandbox, cache),
                "--dataset", KITCHEN, "--term", "knife", "--columns", serviceColumns.stream().map(Column::sqlName)
                        .collect(Collectors.joining(",")), "--output", cli.toString());

        assertEquals(0, run.exit(), run.err());
        assertTrue(Files.readAllLines(app).size() > 2, "the term selects a few clips");
        assertArrayEquals(Files.readAllBytes(cli), Files.readAllBytes(app));
        JsonNode manifest = new ObjectMapper().readTree(out.resolve("app-term.csv.manifest.json").toFile());
        assertEquals("knife", manifest.path("snapshot").path("term").asText(), manifest.toString());
    }

    private boolean snapshotKept() throws IOException {
        try (Stream<Path> files = Files.list(cache)) {
            return files.anyMatch(file -> file.getFileName().toString().endsWith(".duckdb"));
        }
    }

    private void exportFromTheApp(ExportFormat format, Path target) {
        CurrentThreadRunner runner = new CurrentThreadRunner();
        Settings settings = new Settings(new InMemoryPreferences());
        ClipsViewModel view = new ClipsViewModel(new ClipWorkspace(service.client,
                service.sandbox.demoClient().organizationId(), CacheFolder.at(cache), settings), runner);
        ExportViewModel export = new ExportViewModel(view, runner, settings);
        try {
            view.open(service.entry(KITCHEN));
            view.filterProperty().set(Filter.parse(FILTER));
            view.sortProperty().set(Sort.parse(SORT));
            export.formatProperty().set(format);
            export.start(target);
            assertTrue(Files.isRegularFile(target), export.run().messageProperty().get());
        } finally {
            export.run().close();
            view.close();
        }
    }

    private CommandRun exportFromTheCommandLine(String format, Path target) {
        Map<String, String> env = CommandRun.environment(service.sandbox, cache);
        return CommandRun.of(Commands::export, env, "--dataset", KITCHEN, "--filter", FILTER, "--sort", SORT,
                "--format", format, "--output", target.toString());
    }

    /** The file's columns with their types, then each row's values in order, as DuckDB reads them. */
    private static List<String> parquetTable(Path file) throws SQLException {
        List<String> table = new ArrayList<>();
        try (Connection duckdb = DriverManager.getConnection("jdbc:duckdb:");
             Statement statement = duckdb.createStatement();
             ResultSet rows = statement.executeQuery("SELECT * FROM read_parquet('" + file + "')")) {
            ResultSetMetaData meta = rows.getMetaData();
            StringBuilder header = new StringBuilder();
            for (int c = 1; c <= meta.getColumnCount(); c++) {
                header.append(meta.getColumnName(c)).append(':').append(meta.getColumnTypeName(c)).append(' ');
            }
            table.add(header.toString());
            while (rows.next()) {
                StringBuilder row = new StringBuilder();
                for (int c = 1; c <= meta.getColumnCount(); c++) {
                    row.append(rows.getString(c)).append('\t');
                }
                table.add(row.toString());
            }
        }
        return table;
    }
}
