package io.dqexplorer.desktop.views;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.FileDialogs;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.desktop.clips.ClipsRow;
import io.dqexplorer.workspace.view.ClipPagesState;
import io.dqexplorer.workspace.view.ViewDocument;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The service's paged clip table in a saved view, through the whole app: a view saved from the View menu on
 * a page of a chosen size opens in the next session on that page, at that size, with the same rows.
 */
@ExtendWith(ApplicationExtension.class)
class SavedClipPagesAppTest {

    private static final Sandbox SANDBOX = AppHarness.sharedSandbox();
    private static final String KITCHEN = "kitchen-egocentric";
    private static final String WAREHOUSE = "warehouse-picking";

    @TempDir
    Path folder;
    private Stage stage;
    private final List<AppHarness> apps = new ArrayList<>();

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void stop() {
        apps.forEach(AppHarness::close);
    }

    @Test
    void aViewSavedOnPageThreeAtAPageSizeOf250ReopensOnThatPageWithTheSameRows(FxRobot robot) throws Exception {
        AppHarness before = app(stage);
        before.signInWithDemo().openDataset(KITCHEN).selectTab("Clips");
        Label range = before.lookup("#clip-range");
        before.waitUntil(() -> range.getText().startsWith("rows 1–100 of"));
        ComboBox<Integer> pageSize = before.lookup("#clip-page-size");
        robot.interact(() -> pageSize.setValue(250));
        before.waitUntil(() -> range.getText().startsWith("rows 1–250 of"));
        robot.clickOn("#clip-next");
        before.waitUntil(() -> range.getText().startsWith("rows 251–500 of"));
        robot.clickOn("#clip-next");
        before.waitUntil(() -> range.getText().startsWith("rows 501–750 of"));
        String page = before.onFx(range::getText);
        List<String> rows = clips(before);

        robot.clickOn("#header-views");
        robot.clickOn("#view-save");
        Path saved = folder.resolve(KITCHEN + ViewDocument.EXTENSION);
        before.waitUntil(() -> Files.exists(saved));
        assertEquals(Optional.of(new ClipPagesState(Optional.empty(), 250, 500)), ViewDocument.read(saved).pages());
        before.close();
        apps.remove(before);

        AppHarness after = app(before.onFx(Stage::new));
        after.signInWithDemo().openDataset(WAREHOUSE).selectTab("Video defects");
        after.onFx(() -> {
            after.context().openView(saved.toString());
            return null;
        });
        Label restored = after.lookup("#clip-range");
        after.waitUntil(() -> restored.getText().equals(page));
        assertEquals(rows, clips(after));
        assertEquals(250, after.onFx(() -> after.<ComboBox<Integer>>lookup("#clip-page-size").getValue()));
    }

    private AppHarness app(Stage on) {
        AppHarness app = WaitForAsyncUtils.waitForAsyncFx(10_000, () -> AppHarness.start(on, SANDBOX, new FileDialogs() {
            @Override
            public Optional<Path> save(Kind kind, String suggestedName) {
                return Optional.of(folder.resolve(suggestedName));
            }

            @Override
            public Optional<Path> open(Kind kind) {
                throw new AssertionError("this test opens its view as a launch does");
            }
        }));
        apps.add(app);
        return app;
    }

    @SuppressWarnings("unchecked")
    private static List<String> clips(AppHarness app) {
        TableView<ClipsRow> table = app.lookup("#clip-table");
        return app.onFx(() -> table.getItems().stream().map(row -> row.clipId().orElseThrow()).toList());
    }
}
