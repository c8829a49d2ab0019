package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.testing.CsvRows;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The clip table's "Export CSV…" driven through the real UI: the term filter, the column dialog's check
 * boxes and OK, then the export against the sandbox. Only the save dialog is replaced, by a chooser
 * that answers a file in a temporary folder.
 */
@ExtendWith(ApplicationExtension.class)
class ExportViewTest {

    private static final String KITCHEN = "kitchen-egocentric";
    private static final String FLEET = "fleet-archive";
    private static final TestService service = TestService.shared();

    @TempDir
    Path folder;
    private final AtomicReference<String> suggestedName = new AtomicReference<>();
    private final FxAsyncRunner runner = new FxAsyncRunner();
    private final Settings settings = new Settings(new InMemoryPreferences());
    private ClipsTab feature;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        feature = new ClipsTab(service.client, runner, suggested -> {
            suggestedName.set(suggested);
            return Optional.of(folder.resolve(suggested));
        }, settings);
        stage.setScene(new Scene((Parent) feature.view(), 1100, 700));
        stage.show();
    }

    @AfterEach
    void stop() {
        service.sandbox.faults().clear();
        runner.close();
    }

    @Test
    void theFileHoldsTheServiceRowsOfTheFilterInTheChosenColumns(FxRobot robot) throws Exception {
        openAndWait(robot, KITCHEN);
        robot.clickOn("#clip-term-filter").write("knif", 0);
        waitUntil(() -> robot.lookup(ExportViewTest::knifeSuggestion).tryQuery().isPresent());
        robot.clickOn(robot.lookup(ExportViewTest::knifeSuggestion).queryAs(ListCell.class));
        Label range = robot.lookup("#clip-range").queryAs(Label.class);
        waitUntil(() -> range.getText().equals("rows 1–100 of 896"));
        // the measurement the stamp names (its tooltip holds the whole token) and the table's columns
        Label stamp = robot.lookup("#measurement-token").queryAs(Label.class);
        String shownVocabulary = onFx(() -> stamp.getTooltip().getText());
        TableView<?> table = robot.lookup("#clip-table").queryAs(TableView.class);
        Set<ClipColumn> expected = EnumSet.copyOf(onFx(() -> table.getColumns().stream()
                .map(column -> ClipColumn.byHeader(column.getId().substring("clip-column-".length())).orElseThrow())
                .toList()));

        robot.clickOn("#clip-export");
        for (ClipColumn column : List.of(ClipColumn.ACTIONS, ClipColumn.FRAMES)) {
            CheckBox box = robot.lookup("#export-column-" + column.header()).queryAs(CheckBox.class);
            boolean wasSelected = box.isSelected();
            robot.clickOn(box);
            assertEquals(!wasSelected, box.isSelected(), column.header());
            if (wasSelected) {
                expected.remove(column);
            } else {
                expected.add(column);
            }
        }
        robot.clickOn("#export-columns-ok");

        Label message = robot.lookup("#export-message").queryAs(Label.class);
        waitUntil(() -> message.isVisible() && message.getText().startsWith("Exported"));
        assertEquals("kitchen-egocentric-knife.csv", suggestedName.get());
        Path target = folder.resolve(suggestedName.get());
        Path manifest = folder.resolve(suggestedName.get() + ".manifest.json");
        CsvRows.assertEqualsServiceRows(service.client,
                ClipQuery.of(KITCHEN).withTerm("knife").withVocabulary(shownVocabulary), List.copyOf(expected), target);
        assertTrue(Files.isRegularFile(manifest), "the manifest lies beside the file");
        assertEquals("Exported 896 rows to " + target + " · manifest " + manifest,
                message.getText());
        assertFalse(robot.lookup("#export-error").query().isVisible());
    }

    @Test
    void cancellingALargeExportLeavesNoFileAndSaysSo(FxRobot robot) throws Exception {
        startASlowExportOfTheFleet(robot);
        ProgressBar bar = robot.lookup("#export-progress").queryAs(ProgressBar.class);
        waitUntil(() -> showing(bar) && bar.getProgress() > 0);
        assertTrue(bar.getProgress() < 1, "the export is still running");

        robot.clickOn("#export-cancel");

        Label message = robot.lookup("#export-message").queryAs(Label.class);
        waitUntil(message::isVisible);
        assertFalse(showing(bar));
        assertEquals("Export cancelled; no file was written.", message.getText());
        assertEquals(FLEET + ".csv", suggestedName.get());
        assertEquals(List.of(), filesIn(folder), "neither the file, its manifest nor a .part file is left");
        assertFalse(robot.lookup("#export-error").query().isVisible());
        assertFalse(robot.lookup("#clip-export").queryAs(Node.class).isDisabled(), "another export may start");
    }

    @Test
    void closingTheTabAsTheSessionEndsCancelsARunningExportWhichDeletesItsPartFile(FxRobot robot) throws Exception {
        startASlowExportOfTheFleet(robot);
        assertFalse(filesIn(folder).isEmpty(), "the export is writing its part file");

        // the client stays open: only the cancel stops an export with many slow pages still to go
        robot.interact(feature::close);

        waitUntil(() -> {
            try {
                return filesIn(folder).isEmpty();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private static List<Path> filesIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.toList();
        }
    }

    @Test
    void anExportOfAMeasurementTheServiceMovedOnFromOffersLoadLatestWhichShowsTheLatest(FxRobot robot) throws Exception {
        try (TestService own = new TestService()) {
            ClipsTab ownFeature = new ClipsTab(own.client, runner,
                    suggested -> Optional.of(folder.resolve(suggested)), settings);
            robot.interact(() -> stage.setScene(new Scene((Parent) ownFeature.view(), 1100, 700)));
            DatasetEntry kitchen = own.entry(KITCHEN);
            robot.interact(() -> ownFeature.open(kitchen));
            Label range = robot.lookup("#clip-range").queryAs(Label.class);
            waitUntil(() -> range.getText().equals("rows 1–100 of 2,734"));
            Label stamp = robot.lookup("#measurement-token").queryAs(Label.class);
            String before = onFx(() -> stamp.getTooltip().getText());
            own.moveOnPastShown(KITCHEN);

            robot.clickOn("#clip-export");
            robot.clickOn("#export-columns-ok");

            Node banner = robot.lookup("#export-error").query();
            waitUntil(banner::isVisible);
            Label code = robot.from(banner).lookup("#error-code").queryAs(Label.class);
            assertEquals("Code quality_enrichment_stale", code.getText());
            Button loadLatest = robot.from(banner).lookup("#error-action").queryButton();
            assertEquals("Load latest", loadLatest.getText());

            robot.clickOn(loadLatest);

            String latest = own.client.unversioned().clips(ClipQuery.of(KITCHEN).withLimit(1)).vocabulary();
            assertNotEquals(before, latest);
            waitUntil(() -> latest.equals(stamp.getTooltip().getText())
                    && range.getText().equals("rows 1–100 of 2,734"));
            assertFalse(banner.isVisible(), "the failure it answered is gone");
            assertEquals(List.of(), filesIn(folder));
        }
    }

    @Test
    void theColumnNamesKeepTheirUnderscores(FxRobot robot) throws Exception {
        openAndWait(robot, KITCHEN);
        robot.clickOn("#clip-export");
        CheckBox box = robot.lookup("#export-column-" + ClipColumn.EPISODE_INDEX.header()).queryAs(CheckBox.class);

        String shown = onFx(() -> box.getChildrenUnmodifiable().stream().filter(Text.class::isInstance)
                .map(node -> ((Text) node).getText()).findFirst().orElseThrow());

        assertEquals("episode_index", shown);
        robot.type(KeyCode.ESCAPE);
    }

    @Test
    void theChosenColumnsAndFolderAreOfferedAgainAndTheOutcomeLeavesWithItsDataset(FxRobot robot) throws Exception {
        openAndWait(robot, KITCHEN);
        robot.clickOn("#clip-export");
        CheckBox actions = robot.lookup("#export-column-" + ClipColumn.ACTIONS.header()).queryAs(CheckBox.class);
        assertTrue(actions.isSelected(), "the table's columns are preselected the first time");
        robot.clickOn(actions);
        robot.clickOn("#export-columns-ok");
        Label message = robot.lookup("#export-message").queryAs(Label.class);
        waitUntil(() -> showing(message) && message.getText().startsWith("Exported"));
        assertTrue(showing(robot.lookup("#export-open-folder").query()), "the folder can be opened");
        assertEquals(folder.toAbsolutePath(), settings.exportFolder().orElseThrow());

        robot.clickOn("#clip-export");
        CheckBox again = robot.lookup("#export-column-" + ClipColumn.ACTIONS.header()).queryAs(CheckBox.class);
        assertFalse(again.isSelected(), "the columns chosen last are offered");
        assertTrue(robot.lookup("#export-column-" + ClipColumn.CLIP.header()).queryAs(CheckBox.class).isSelected());
        robot.type(KeyCode.ESCAPE);

        openAndWait(robot, "warehouse-picking");
        assertFalse(showing(message), "the outcome of an export of another dataset is gone");
        assertFalse(showing(robot.lookup("#export-open-folder").query()));
    }

    @Test
    void theSelectedRowsOfADuplicateGroupCanBeExported(FxRobot robot) throws Exception {
        String dataset = "warehouse-picking";
        List<String> group = service.client.versioned().duplicates(DuplicatesQuery.of(dataset)).exact().orElseThrow()
                .groups().get(0).clips();
        openAndWait(robot, dataset);
        robot.interact(() -> feature.showClips(group, "Duplicate group 1"));
        Label range = robot.lookup("#clip-range").queryAs(Label.class);
        waitUntil(() -> range.getText().equals("rows 1–" + group.size() + " of " + group.size()));
        assertTrue(robot.lookup("#clip-export").queryAs(Node.class).isDisabled(), "a selection is no filter to export");
        TableView<?> table = robot.lookup("#clip-table").queryAs(TableView.class);

        robot.interact(() -> table.getSelectionModel().selectAll());
        robot.clickOn("#clip-export-selected");
        robot.clickOn("#export-columns-ok");

        Label message = robot.lookup("#export-message").queryAs(Label.class);
        waitUntil(() -> showing(message) && message.getText().startsWith("Exported"));
        Path target = folder.resolve(dataset + "-selected.csv");
        assertEquals("Exported " + group.size() + " selected rows to " + target, message.getText());
        List<String> lines = Files.readAllLines(target);
        assertEquals(group.size() + 1, lines.size());
        assertEquals(Set.copyOf(group), lines.stream().skip(1).map(line -> line.split(",")[0])
                .collect(Collectors.toSet()));
    }

    /** Exports the 200,000-clip dataset over slow pages, so that it surely still runs, until rows arrive. */
    private void startASlowExportOfTheFleet(FxRobot robot) throws TimeoutException {
        openAndWait(robot, FLEET);
        service.sandbox.faults().inject("/api/quality/clips", Fault.delay(Duration.ofMillis(100)));
        robot.clickOn("#clip-export");
        robot.clickOn("#export-columns-ok");
        Label progress = robot.lookup("#export-progress-text").queryAs(Label.class);
        waitUntil(() -> progress.getText().endsWith(" of 200,000"));
    }

    /** The term's entry in the filter's completions. */
    private static boolean knifeSuggestion(Node node) {
        return node instanceof ListCell<?> cell && "knife".equals(cell.getText()) && cell.isVisible();
    }

    private void openAndWait(FxRobot robot, String dataset) throws TimeoutException {
        DatasetEntry entry = service.entry(dataset);
        long total = service.client.unversioned().clips(ClipQuery.of(dataset).withLimit(0)).total();
        robot.interact(() -> feature.open(entry));
        Label range = robot.lookup("#clip-range").queryAs(Label.class);
        waitUntil(() -> range.getText().equals("rows 1–100 of " + Formats.count(total)));
    }

    private static <T> T onFx(Callable<T> read) {
        return WaitForAsyncUtils.waitForAsyncFx(TimeUnit.SECONDS.toMillis(AppHarness.TIMEOUT_SECONDS), read);
    }

    private static boolean showing(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return true;
    }

    /** Waits until the condition, evaluated on the FX thread, holds. */
    private static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(AppHarness.TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> onFx(condition::getAsBoolean));
    }
}
