package io.dqexplorer.desktop.export;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.clips.ClipsFeature;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.FxAsyncRunner;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.query.ClipQuery;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ProgressBar;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

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
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
    private ClipsFeature feature;

    @Start
    void start(Stage stage) {
        feature = new ClipsFeature(service.client, runner, suggested -> {
            suggestedName.set(suggested);
            return Optional.of(folder.resolve(suggested));
        });
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
        long knives = service.client.clips(ClipQuery.of(KITCHEN).withTerm("knife").withLimit(0)).total();
        Label range = robot.lookup("#clip-range").queryAs(Label.class);
        waitUntil(() -> range.getText().equals("rows 1–100 of " + Formats.count(knives)));
        String shownVocabulary = onFx(() -> feature.viewModel().stamp().shown());
        Set<ClipColumn> expected = EnumSet.copyOf(onFx(() -> List.copyOf(feature.viewModel().columns())));

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
        assertEquals("Exported " + Formats.count(knives) + " rows to " + target + " · manifest " + manifest,
                message.getText());
        assertFalse(robot.lookup("#export-error").query().isVisible());
    }

    @Test
    void cancellingALargeExportLeavesNoFileAndSaysSo(FxRobot robot) throws Exception {
        long total = service.client.clips(ClipQuery.of(FLEET).withLimit(0)).total();
        openAndWait(robot, FLEET);
        // slow pages so that the export is surely still running when Cancel is pressed
        service.sandbox.faults().inject("/api/quality/clips", Fault.delay(Duration.ofMillis(100)));

        robot.clickOn("#clip-export");
        robot.clickOn("#export-columns-ok");
        ProgressBar bar = robot.lookup("#export-progress").queryAs(ProgressBar.class);
        Label progress = robot.lookup("#export-progress-text").queryAs(Label.class);
        waitUntil(() -> showing(bar) && bar.getProgress() > 0
                && progress.getText().endsWith(" of " + Formats.count(total)));
        assertTrue(bar.getProgress() < 1, "the export is still running");

        robot.clickOn("#export-cancel");

        Label message = robot.lookup("#export-message").queryAs(Label.class);
        waitUntil(message::isVisible);
        assertFalse(showing(bar));
        assertEquals("Export cancelled; no file was written.", message.getText());
        assertEquals(FLEET + ".csv", suggestedName.get());
        try (Stream<Path> left = Files.list(folder)) {
            assertEquals(List.of(), left.toList(), "neither the file, its manifest nor a .part file is left");
        }
        assertFalse(robot.lookup("#export-error").query().isVisible());
        assertFalse(robot.lookup("#clip-export").queryAs(Node.class).isDisabled(), "another export may start");
    }

    /** The term's entry in the filter's completions. */
    private static boolean knifeSuggestion(Node node) {
        return node instanceof ListCell<?> cell && "knife".equals(cell.getText()) && cell.isVisible();
    }

    private void openAndWait(FxRobot robot, String dataset) throws TimeoutException {
        DatasetEntry entry = service.entry(dataset);
        long total = service.client.clips(ClipQuery.of(dataset).withLimit(0)).total();
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
