package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.common.export.FolderOpener;
import io.dqexplorer.desktop.testing.CsvRows;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.export.ClipCsvExporter;
import io.dqexplorer.sdk.export.ExportRequest;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExportViewModelTest {

    private static final String KITCHEN = "kitchen-egocentric";

    private static Sandbox sandbox;
    private static DqClient client;

    @TempDir
    Path folder;
    private final Settings settings = new Settings(new InMemoryPreferences());
    /** What the clip table shows: its filter and its columns; and how often the banner asked it for the latest. */
    private final AtomicReference<ClipQuery> tableFilter = new AtomicReference<>(ClipQuery.of(KITCHEN));
    private final List<ClipColumn> tableColumns = ClipColumn.defaults(false, false);
    private final AtomicInteger latestAsked = new AtomicInteger();
    private ExportViewModel model;

    @BeforeAll
    static void connect() {
        sandbox = AppHarness.sharedSandbox();
        client = AppHarness.demoClient(sandbox);
    }

    @AfterAll
    static void disconnect() {
        client.close();
    }

    @BeforeEach
    void newModel() {
        model = newModel(FolderOpener.platform());
    }

    @AfterEach
    void clearFaults() {
        sandbox.faults().clear();
    }

    @Test
    void theFileHoldsExactlyTheServiceRowsOfTheFilter() throws IOException {
        ClipQuery filter = ClipQuery.of(KITCHEN).withTerm("knife").withFrameQuality(true);
        List<ClipColumn> columns = ClipColumn.defaults(true, false);
        Path target = folder.resolve("knife.csv");

        model.start(new ExportRequest(filter, columns, target));

        CsvRows.assertEqualsServiceRows(client, filter, columns, target);
        Path manifest = folder.resolve("knife.csv.manifest.json");
        assertTrue(Files.exists(manifest));
        assertEquals("Exported 896 rows to " + target + " · manifest " + manifest, model.run().messageProperty().get());
        assertFalse(model.run().runningProperty().get());
        assertEquals(1.0, model.run().progressProperty().get());
    }

    @Test
    void cancellingAfterTheFirstPageLeavesNoFile() throws IOException {
        Path target = folder.resolve("all.csv");
        model.run().progressTextProperty().addListener((obs, old, now) -> {
            if (now.startsWith("rows 1,000 of")) {
                model.run().cancel();
            }
        });

        model.start(ExportRequest.of(ClipQuery.of(KITCHEN), target));

        assertEquals("Export cancelled; no file was written.", model.run().messageProperty().get());
        assertNull(model.run().errorProperty().get());
        assertFolderEmpty();
    }

    @Test
    void aServiceFailureMidWayLeavesNoFileAndShowsTheError() throws IOException {
        Path target = folder.resolve("all.csv");
        AtomicBoolean injected = new AtomicBoolean();
        model.run().progressTextProperty().addListener((obs, old, now) -> {
            if (now.startsWith("rows 1,000 of") && !injected.getAndSet(true)) {
                sandbox.faults().inject("/api/quality/clips",
                        Fault.status(500, "{\"code\":\"internal_error\",\"message\":\"disk on fire\"}"));
            }
        });

        model.start(ExportRequest.of(ClipQuery.of(KITCHEN), target));

        ErrorReport error = model.run().errorProperty().get();
        assertEquals("internal_error", error.code().orElseThrow(() -> new AssertionError(error.toString())));
        assertTrue(error.requestId().isPresent());
        assertEquals(ErrorAction.RETRY, error.action());
        assertEquals("Export failed; no file was written.", model.run().messageProperty().get());
        assertFolderEmpty();

        sandbox.faults().clear();
        model.retry();
        assertTrue(Files.exists(target));
        assertNull(model.run().errorProperty().get());
    }

    @Test
    void anExportToAPipeShowsWhyAndLeavesThePipeAsItWas() throws Exception {
        Path fifo = folder.resolve("knife.csv");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
        Assumptions.assumeTrue(mkfifo.waitFor() == 0, "mkfifo is available");

        model.start(ExportRequest.of(ClipQuery.of(KITCHEN).withTerm("knife"), fifo));

        ErrorReport error = model.run().errorProperty().get();
        assertEquals(fifo + " is a device, a pipe or a socket, not a regular file: choose a file name", error.detail());
        assertEquals("Export failed; no file was written.", model.run().messageProperty().get());
        assertTrue(Files.readAttributes(fifo, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isOther(),
                "still a pipe");
        try (Stream<Path> files = Files.list(folder)) {
            assertEquals(List.of(fifo), files.toList(), "no manifest and no part file beside it");
        }
    }

    @Test
    void selectedRowsAreWrittenAsTheyAreWithTheExportsCells() throws IOException {
        List<ClipRow> page = client.unversioned().clips(ClipQuery.of(KITCHEN).withFrameQuality(true).withLimit(5)).clips();
        List<ClipRow> selected = List.of(page.get(1), page.get(3));
        List<ClipColumn> columns = List.of(ClipColumn.CLIP, ClipColumn.EPISODE_INDEX, ClipColumn.OBJECTS, ClipColumn.FRAMES);
        Path target = folder.resolve("selected.csv");

        model.startRows(selected, columns, target);

        try (CSVParser parser = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get()
                .parse(Files.newBufferedReader(target, StandardCharsets.UTF_8))) {
            assertEquals(List.of("clip", "episode_index", "objects", "frames"), parser.getHeaderNames());
            List<CSVRecord> records = parser.getRecords();
            assertEquals(selected.stream().map(ClipRow::clip).toList(), records.stream().map(r -> r.get("clip")).toList());
            assertEquals(String.join("|", selected.get(1).objects()), records.get(1).get("objects"));
            assertEquals(Long.toString(selected.get(0).frameQuality().orElseThrow().frames()), records.get(0).get("frames"));
        }
        assertEquals("Exported 2 selected rows to " + target.toAbsolutePath(), model.run().messageProperty().get());
        assertEquals(target.toAbsolutePath(), model.run().exportedFileProperty().get());
        try (Stream<Path> files = Files.list(folder)) {
            assertEquals(List.of(target), files.toList(), "no manifest and no part file beside it");
        }
    }

    @Test
    void anotherDatasetClearsTheOutcomeOfTheLastExport() {
        Path target = folder.resolve("knife.csv");
        model.start(ExportRequest.of(ClipQuery.of(KITCHEN).withTerm("knife"), target));
        assertTrue(model.run().messageProperty().get().startsWith("Exported "));

        model.datasetChanged();

        assertEquals("", model.run().messageProperty().get());
        assertEquals("", model.run().progressTextProperty().get());
        assertNull(model.run().exportedFileProperty().get());
        assertNull(model.run().errorProperty().get());
    }

    @Test
    void openFolderShowsTheFolderOfTheExportedFileAndSaysWhenItCannot() {
        List<Path> opened = new ArrayList<>();
        ExportViewModel withOpener = newModel(folder -> {
                    opened.add(folder);
                    if (opened.size() == 2) {
                        throw new IOException("no file manager");
                    }
                });
        Path target = folder.resolve("knife.csv");
        withOpener.start(ExportRequest.of(ClipQuery.of(KITCHEN).withTerm("knife"), target));

        withOpener.run().openFolder();
        assertEquals(List.of(folder.toAbsolutePath()), opened);

        withOpener.run().openFolder();
        assertEquals("Could not open the folder " + folder.toAbsolutePath() + ": no file manager",
                withOpener.run().messageProperty().get());
    }

    @Test
    void aDraftOfTheFilterIsNamedForItsDatasetAndTermAndWritesTheFilterAsItWasWhenDrafted() throws IOException {
        ClipQuery knife = ClipQuery.of(KITCHEN).withTerm("knife");
        tableFilter.set(knife);
        ExportDraft draft = model.draftOfFilter();
        assertEquals("kitchen-egocentric-knife.csv", draft.suggestedName());

        // the table moves on while the dialogs are open: the export writes what was asked for
        tableFilter.set(ClipQuery.of(KITCHEN));
        List<ClipColumn> columns = List.of(ClipColumn.CLIP, ClipColumn.OBJECTS);
        Path target = folder.resolve(draft.suggestedName());
        draft.start(columns, target);

        CsvRows.assertEqualsServiceRows(client, knife, columns, target);
        assertTrue(model.run().messageProperty().get().startsWith("Exported 896 rows to " + target));
    }

    @Test
    void suggestedNamesAreSafeFileNames() {
        tableFilter.set(ClipQuery.of(KITCHEN));
        assertEquals("kitchen-egocentric.csv", model.draftOfFilter().suggestedName());
        tableFilter.set(ClipQuery.of(KITCHEN).withTerm("cutting board/Knife"));
        assertEquals("kitchen-egocentric-cutting_board_Knife.csv", model.draftOfFilter().suggestedName());
        assertEquals("kitchen-egocentric-selected.csv", model.draftOfRows(List.of()).suggestedName());
    }

    @Test
    void theTablesColumnsArePreselectedUntilColumnsWereChosenThenTheChosenOnesAndTheirFolder() {
        assertEquals(tableColumns, model.draftOfFilter().preselectedColumns());

        List<ClipColumn> chosen = List.of(ClipColumn.EPISODE_INDEX, ClipColumn.CLIP);
        model.draftOfFilter().start(chosen, folder.resolve("all.csv"));

        assertEquals(chosen, model.draftOfFilter().preselectedColumns());
        assertEquals(chosen, newModel(FolderOpener.platform()).draftOfRows(List.of()).preselectedColumns(),
                "remembered in the settings, so also after a restart");
        assertEquals(folder.toAbsolutePath(), settings.exportFolder().orElseThrow());
    }

    @Test
    void aDraftOfRowsWritesThoseRowsAsTheyWereWhenDrafted() {
        List<ClipRow> page = client.unversioned().clips(ClipQuery.of(KITCHEN).withLimit(3)).clips();
        List<ClipRow> selected = new ArrayList<>(page.subList(0, 2));
        ExportDraft draft = model.draftOfRows(selected);
        selected.clear();

        Path target = folder.resolve(draft.suggestedName());
        draft.start(List.of(ClipColumn.CLIP), target);

        assertEquals("Exported 2 selected rows to " + target.toAbsolutePath(), model.run().messageProperty().get());
    }

    @Test
    void loadLatestOnTheBannerOfAnExportOfAMeasurementGoneDismissesTheFailureAndAsksTheTableForTheLatest() {
        String anotherDatasetsToken = client.unversioned().clips(ClipQuery.of("fleet-archive").withLimit(1)).vocabulary();
        tableFilter.set(ClipQuery.of(KITCHEN).withVocabulary(anotherDatasetsToken));
        model.draftOfFilter().start(List.of(ClipColumn.CLIP), folder.resolve("gone.csv"));
        ErrorReport error = model.run().errorProperty().get();
        assertEquals(ErrorAction.LOAD_LATEST, error.action(), error::toString);

        model.onErrorAction(ErrorAction.LOAD_LATEST);

        assertEquals(1, latestAsked.get());
        assertNull(model.run().errorProperty().get());
        assertEquals("", model.run().messageProperty().get());
    }

    @Test
    void retryOnTheBannerRunsTheFailedExportAgain() {
        sandbox.faults().inject("/api/quality/clips",
                Fault.status(500, "{\"code\":\"internal_error\",\"message\":\"disk on fire\"}"));
        Path target = folder.resolve("all.csv");
        model.draftOfFilter().start(List.of(ClipColumn.CLIP), target);
        assertEquals(ErrorAction.RETRY, model.run().errorProperty().get().action());

        sandbox.faults().clear();
        model.onErrorAction(ErrorAction.RETRY);

        assertTrue(Files.exists(target));
        assertNull(model.run().errorProperty().get());
        assertEquals(0, latestAsked.get());
    }

    private ExportViewModel newModel(FolderOpener opener) {
        return new ExportViewModel(new ClipCsvExporter(client), new CurrentThreadRunner(), settings,
                tableFilter::get, () -> tableColumns, latestAsked::incrementAndGet, opener);
    }

    private void assertFolderEmpty() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            assertEquals(List.of(), files.toList());
        }
    }
}
