package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.desktop.clips.ClipsRow;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The shortcuts a control of the tab in front answers, in the whole app against a sandbox of this class's
 * own (it re-measures): F5 the measurement check, and on the Clips tab's snapshot Ctrl+G the jump field,
 * Alt+←/→ a screen of rows, Ctrl+F the snapshot's filter (not the hidden one of the service's table) and
 * Ctrl+E the export of the view.
 */
@ExtendWith(ApplicationExtension.class)
class TabShortcutsTest {

    private static final String KITCHEN = "kitchen-egocentric";
    private static final TestService service = new TestService();

    @TempDir
    Path folder;
    private final AtomicReference<String> suggestedName = new AtomicReference<>();
    private AppHarness app;

    @Start
    void start(Stage stage) {
        app = AppHarness.start(stage, service.sandbox, suggested -> {
            suggestedName.set(suggested);
            return Optional.of(folder.resolve(suggested));
        });
    }

    @AfterEach
    void stop() {
        app.close();
    }

    @AfterAll
    static void stopService() {
        service.close();
    }

    @Test
    void f5ChecksForANewerMeasurementOfTheTabInFront(FxRobot robot) {
        app.signInWithDemo().openDataset(KITCHEN).selectTab("Video defects");
        Node defects = app.lookup("#defects-view");
        Label token = app.lookup("#measurement-token");
        String before = latestVideoCharacteristics();
        app.waitUntil(() -> token.getText().equals("Measurement " + MeasurementStamp.shorten(before)));

        service.remeasure(KITCHEN);
        assertNotEquals(before, latestVideoCharacteristics());
        robot.push(KeyCode.F5);

        Label newer = (Label) app.onFx(() -> defects.lookup("#measurement-newer"));
        app.waitUntil(newer::isVisible);
    }

    @Test
    void onTheSnapshotTheKeysJumpPageFilterAndExportTheView(FxRobot robot) throws Exception {
        app.signInWithDemo().openDataset(KITCHEN).selectTab("Clips");
        Button start = app.lookup("#ws-start");
        app.waitUntil(start::isVisible);
        app.onFx(() -> {
            start.fire();
            return null;
        });
        TableView<?> table = app.lookup("#clip-table");
        ScrollBar firstShown = app.lookup("#clip-scroll");
        List<ClipRow> rows = service.client.unversioned().walkClips(ClipQuery.of(KITCHEN).withLimit(ClipQuery.MAX_LIMIT))
                .rows().toList();
        Label count = app.lookup("#ws-count");
        // the service's pages show first, in the same table: the keys are tried on the snapshot's rows
        app.waitUntil(() -> count.getText().equals(String.format("%,d clips", rows.size())) && table.isVisible()
                && firstShown.getMax() > 0 && !table.getItems().isEmpty());

        robot.push(KeyCode.ALT, KeyCode.RIGHT);
        int screen = app.onFx(() -> (int) Math.round(firstShown.getValue()));
        assertTrue(screen > 5, "Alt+→ moves the view a screen of rows down, not " + screen);
        robot.push(KeyCode.ALT, KeyCode.RIGHT);
        app.waitUntil(() -> Math.round(firstShown.getValue()) == 2L * screen);
        robot.push(KeyCode.ALT, KeyCode.LEFT);
        app.waitUntil(() -> Math.round(firstShown.getValue()) == screen);

        robot.push(KeyCode.CONTROL, KeyCode.G);
        TextField jump = app.lookup("#ws-jump");
        assertSame(jump, focusOwner(), "Ctrl+G puts the focus in the jump field");
        String wanted = rows.get(1500).clip();
        robot.write(wanted).push(KeyCode.ENTER);
        app.waitUntil(() -> table.getSelectionModel().getSelectedItem() instanceof ClipsRow row
                && row.clipId().orElse("").equals(wanted));

        robot.push(KeyCode.CONTROL, KeyCode.F);
        assertSame(app.lookup("#ws-filter-field"), focusOwner(), "Ctrl+F finds the snapshot's filter, the one shown");
        String first = rows.get(0).clip();
        robot.write("clip contains \"" + first + "\"").push(KeyCode.ENTER);
        long matching = rows.stream().filter(row -> row.clip().contains(first)).count();
        app.waitUntil(() -> count.getText().startsWith(String.format("%,d of ", matching)));

        robot.push(KeyCode.CONTROL, KeyCode.E);
        app.waitUntil(() -> suggestedName.get() != null && Files.isRegularFile(folder.resolve(suggestedName.get())));
        Path exported = folder.resolve(suggestedName.get());
        app.waitUntil(() -> Files.isRegularFile(exported.resolveSibling(exported.getFileName() + ".manifest.json")));
        List<String> lines = Files.readAllLines(exported);
        assertEquals(1 + matching, lines.size(), "the header and the clips of the view: " + lines);
        assertTrue(lines.stream().skip(1).allMatch(line -> line.contains(first)), lines.toString());
    }

    private Node focusOwner() {
        return app.onFx(() -> app.scene().getFocusOwner());
    }

    private static String latestVideoCharacteristics() {
        return service.client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN))
                .videoCharacteristics();
    }
}
