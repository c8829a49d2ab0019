package io.dqexplorer.desktop.export;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.CurrentThreadRunner;
import io.dqexplorer.desktop.common.ErrorAction;
import io.dqexplorer.desktop.common.ErrorReport;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.export.ClipCsvExporter;
import io.dqexplorer.sdk.export.ExportRequest;
import io.dqexplorer.sdk.query.ClipQuery;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
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
        model = new ExportViewModel(new ClipCsvExporter(client), new CurrentThreadRunner());
    }

    @AfterEach
    void clearFaults() {
        sandbox.faults().clear();
    }

    @Test
    void theFileHoldsExactlyTheServiceRowsOfTheFilter() throws IOException {
        ClipQuery filter = ClipQuery.of(KITCHEN).withTerm("knife").withFrameQuality(true);
        List<ClipColumn> columns = DefaultColumns.with(true, false);
        Path target = folder.resolve("knife.csv");

        model.start(new ExportRequest(filter, columns, target));

        CsvRows.assertEqualsServiceRows(client, filter, columns, target);
        Path manifest = folder.resolve("knife.csv.manifest.json");
        assertTrue(Files.exists(manifest));
        assertEquals("Exported " + Formats.count(client.clips(filter.withLimit(0)).total())
                + " rows to " + target + " · manifest " + manifest, model.messageProperty().get());
        assertFalse(model.runningProperty().get());
        assertEquals(1.0, model.progressProperty().get());
    }

    @Test
    void cancellingAfterTheFirstPageLeavesNoFile() throws IOException {
        Path target = folder.resolve("all.csv");
        model.progressTextProperty().addListener((obs, old, now) -> {
            if (now.startsWith("rows 1,000 of")) {
                model.cancel();
            }
        });

        model.start(ExportRequest.of(ClipQuery.of(KITCHEN), target));

        assertEquals("Export cancelled; no file was written.", model.messageProperty().get());
        assertNull(model.errorProperty().get());
        assertFolderEmpty();
    }

    @Test
    void aServiceFailureMidWayLeavesNoFileAndShowsTheError() throws IOException {
        Path target = folder.resolve("all.csv");
        AtomicBoolean injected = new AtomicBoolean();
        model.progressTextProperty().addListener((obs, old, now) -> {
            if (now.startsWith("rows 1,000 of") && !injected.getAndSet(true)) {
                sandbox.faults().inject("/api/quality/clips",
                        Fault.status(500, "{\"code\":\"internal_error\",\"message\":\"disk on fire\"}"));
            }
        });

        model.start(ExportRequest.of(ClipQuery.of(KITCHEN), target));

        ErrorReport error = model.errorProperty().get();
        assertEquals("internal_error", error.code().orElseThrow(() -> new AssertionError(error.toString())));
        assertTrue(error.requestId().isPresent());
        assertEquals(ErrorAction.RETRY, error.action());
        assertEquals("Export failed; no file was written.", model.messageProperty().get());
        assertFolderEmpty();

        sandbox.faults().clear();
        model.retry();
        assertTrue(Files.exists(target));
        assertNull(model.errorProperty().get());
    }

    private void assertFolderEmpty() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            assertEquals(List.of(), files.toList());
        }
    }
}
