package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.FileDialogs;
import io.dqexplorer.desktop.testing.CsvRows;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.desktop.clips.ClipsRow;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.testing.SandboxClients;
import io.dqexplorer.workspace.view.ViewDocument;
import io.dqexplorer.desktop.common.Shortcut;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The app driven by the keyboard alone, against the sandbox: sign in, choose a dataset, the tabs, the clip
 * filter, an export, the pages, a saved view, the shortcut sheet and the dataset list. Only the file dialogs
 * are replaced, by answers of files in a temporary folder.
 */
@ExtendWith(ApplicationExtension.class)
class KeyboardWalkTest {

    private static final Sandbox SANDBOX = AppHarness.sharedSandbox();
    private static final String KITCHEN = "kitchen-egocentric";
    private static DqClient client;

    @TempDir
    Path folder;
    private final AtomicReference<String> suggestedName = new AtomicReference<>();
    private final List<Path> written = new CopyOnWriteArrayList<>();
    private AppHarness app;

    @BeforeAll
    static void connect() {
        client = SandboxClients.demo(SANDBOX);
    }

    @AfterAll
    static void disconnect() {
        client.close();
    }

    @Start
    void start(Stage stage) {
        app = AppHarness.start(stage, SANDBOX, new FileDialogs() {
            @Override
            public Optional<Path> save(Kind kind, String suggested) {
                suggestedName.set(suggested);
                written.add(folder.resolve(suggested));
                return Optional.of(folder.resolve(suggested));
            }

            @Override
            public Optional<Path> open(Kind kind) {
                // the file of that kind written last
                return written.stream().filter(file -> file.toString().endsWith("." + kind.extension()))
                        .reduce((earlier, later) -> later);
            }
        });
    }

    @AfterEach
    void stop() {
        app.close();
    }

    @Test
    void signInChooseADatasetFilterPageAndSaveAndReopenAViewWithTheKeyboardAlone(FxRobot robot) throws Exception {
        signInWithTheKeyboard(robot);
        ListView<DatasetEntry> list = app.lookup("#dataset-list");
        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.D);
        assertSame(list, focusOwner(), "Ctrl+Shift+D puts the focus in the dataset list");
        for (int i = 0; i < list.getItems().size() && !isSelected(list, KITCHEN); i++) {
            robot.push(KeyCode.DOWN);
        }
        assertTrue(isSelected(list, KITCHEN), "the arrow keys choose the dataset");

        robot.push(KeyCode.CONTROL, KeyCode.DIGIT3);
        TabPane tabs = app.lookup("#feature-tabs");
        assertEquals("Vocabulary", app.onFx(() -> tabs.getSelectionModel().getSelectedItem().getText()));
        robot.push(KeyCode.CONTROL, KeyCode.DIGIT5);
        assertEquals("Clips", app.onFx(() -> tabs.getSelectionModel().getSelectedItem().getText()));
        Label range = app.lookup("#clip-range");
        app.waitUntil(() -> range.getText().startsWith("rows 1–100 of"));

        robot.push(KeyCode.CONTROL, KeyCode.F);
        TextField filter = app.lookup("#ws-filter-field");
        assertSame(filter, focusOwner(), "Ctrl+F puts the focus in the clip filter");
        robot.write("any has \"knife\"").push(KeyCode.ENTER);
        app.waitUntil(() -> range.getText().equals("rows 1–100 of 896"));
        TableView<?> table = app.lookup("#clip-table");

        robot.push(KeyCode.ALT, KeyCode.RIGHT);
        app.waitUntil(() -> range.getText().equals("rows 101–200 of 896"));

        // the view of page 2 of "knife": saved, left for another filter, and opened again
        List<String> savedRows = clips(table);
        robot.push(KeyCode.CONTROL, KeyCode.S);
        Path view = folder.resolve(KITCHEN + ViewDocument.EXTENSION);
        app.waitUntil(() -> Files.exists(view));
        assertEquals(KITCHEN + ViewDocument.EXTENSION, suggestedName.get());
        // a second condition: the service answers one term, so the rows wait for the snapshot
        robot.push(KeyCode.CONTROL, KeyCode.F).write("frames > 0").push(KeyCode.ENTER);
        app.waitUntil(() -> range.getText().isEmpty() && clips(table).isEmpty());
        assertNotEquals(savedRows, clips(table));

        robot.push(KeyCode.CONTROL, KeyCode.O);
        app.waitUntil(() -> range.getText().equals("rows 101–200 of 896"));
        assertEquals(List.of("any has \"knife\""), app.onFx(() -> app.scene().lookup("#ws-chips")
                .lookupAll(".ws-chip-text").stream().map(chip -> ((javafx.scene.control.Button) chip).getText()).toList()));
        assertEquals(savedRows, clips(table));

        robot.push(KeyCode.ALT, KeyCode.LEFT);
        app.waitUntil(() -> range.getText().equals("rows 1–100 of 896"));
    }

    @Test
    void f1OpensTheShortcutSheetAndEscapeClosesIt(FxRobot robot) {
        app.signInWithDemo();

        robot.push(KeyCode.F1);
        app.waitUntil(() -> sheet(robot).isPresent());
        Scene sheet = sheet(robot).orElseThrow().getScene();
        int tabs = app.onFx(() -> app.mainWindow().orElseThrow().tabTitles().size());
        for (Shortcut shortcut : Shortcut.values()) {
            Node keys = app.onFx(() -> sheet.lookup("#shortcut-keys-" + shortcut.name().toLowerCase(Locale.ROOT)));
            if (Shortcut.TABS.indexOf(shortcut) >= tabs) {
                assertNull(keys, "no row for a tab the window does not have: " + shortcut);
            } else {
                assertEquals(shortcut.keyText(), ((Label) keys).getText(), shortcut.name());
            }
        }
        assertEquals("?", app.onFx(() -> ((Label) sheet.lookup("#shortcut-typed-help")).getText()));
        robot.push(KeyCode.ESCAPE);
        app.waitUntil(() -> sheet(robot).isEmpty());
    }

    @Test
    void aQuestionMarkOutsideATextFieldOpensTheSheetAndInsideOneIsText(FxRobot robot) {
        app.signInWithDemo();
        TextField datasetFilter = app.lookup("#dataset-filter");
        robot.clickOn(datasetFilter).write("?");
        assertEquals("?", app.onFx(datasetFilter::getText));
        assertTrue(sheet(robot).isEmpty(), "a ? typed in a field is text");

        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.D).write("?");
        app.waitUntil(() -> sheet(robot).isPresent());
        robot.push(KeyCode.ESCAPE);
        app.waitUntil(() -> sheet(robot).isEmpty());
    }

    @Test
    void theDatasetShortcutShowsTheHiddenListFirst(FxRobot robot) {
        app.signInWithDemo();
        MainWindow window = app.mainWindow().orElseThrow();
        app.onFx(() -> {
            window.datasetPaneShownProperty().set(false);
            return null;
        });
        assertTrue(app.onFx(() -> app.scene().lookup("#dataset-list") == null));

        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.D);

        assertTrue(app.onFx(() -> window.datasetPaneShownProperty().get()));
        assertSame(app.lookup("#dataset-list"), focusOwner());
    }

    @Test
    void theFilterShortcutFromAnotherTabBringsTheClipsForward(FxRobot robot) {
        app.signInWithDemo().openDataset(KITCHEN);
        app.lookup("#defects-view");

        robot.push(KeyCode.CONTROL, KeyCode.F);

        TextField filter = app.lookup("#ws-filter-field");
        app.waitUntil(filter::isFocused);
    }

    /** Tab from the window's first control to "Use the demo service", then Space. */
    private void signInWithTheKeyboard(FxRobot robot) {
        Node demo = app.lookup("#use-demo");
        for (int i = 0; i < 12 && focusOwner() != demo; i++) {
            robot.push(KeyCode.TAB);
        }
        assertSame(demo, focusOwner(), "Tab reaches the demo button");
        robot.push(KeyCode.SPACE);
        app.waitUntil(() -> app.context().datasets().map(d -> !d.visibleDatasets().isEmpty()).orElse(false));
        app.waitUntil(() -> app.scene().lookup("#dataset-" + KITCHEN) != null);
    }

    /** The clips of the table's rows, in the order shown. */
    private List<String> clips(TableView<?> table) {
        return app.onFx(() -> table.getItems().stream().map(row -> ((ClipsRow) row).clipId().orElseThrow()).toList());
    }

    private Node focusOwner() {
        return app.onFx(() -> app.scene().getFocusOwner());
    }

    private boolean isSelected(ListView<DatasetEntry> list, String dataset) {
        return app.onFx(() -> Optional.ofNullable(list.getSelectionModel().getSelectedItem())
                .map(entry -> entry.dataset().equals(dataset)).orElse(false));
    }

    private static Optional<Window> sheet(FxRobot robot) {
        return robot.listWindows().stream()
                .filter(window -> window.isShowing() && window.getScene() != null
                        && window.getScene().lookup("#shortcut-sheet") != null)
                .findFirst();
    }
}
