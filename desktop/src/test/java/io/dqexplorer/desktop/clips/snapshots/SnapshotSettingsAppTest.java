package io.dqexplorer.desktop.clips.snapshots;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Snapshots dialog's "fetch on open" as the whole app follows it: unchecked, the next dataset the
 * Clips tab opens waits for "Start snapshot" instead of fetching.
 */
@ExtendWith(ApplicationExtension.class)
class SnapshotSettingsAppTest {

    private static final Sandbox SANDBOX = AppHarness.sharedSandbox();
    private static final String KITCHEN = SandboxDatasets.KITCHEN_EGOCENTRIC;
    private static final String WAREHOUSE = SandboxDatasets.WAREHOUSE_PICKING;
    private static final String NONE_YET = "No snapshot of this dataset on this machine yet";

    /** The app under test's own folders: its snapshots are looked for where it keeps them. */
    private final Map<String, String> folders = AppHarness.ownFolders();
    private final CacheFolder cache = ClipWorkspace.cacheFolder(folders);
    private AppHarness app;

    @Start
    void start(Stage stage) {
        app = AppHarness.start(stage, SANDBOX, folders);
        // the harness keeps the Clips tab on the service's pages; this test starts from the app's default
        new Settings(app.preferences()).rememberSnapshotOnOpen(true);
    }

    @AfterEach
    void stop() {
        app.close();
    }

    @Test
    void uncheckedTheNextDatasetOpenedWaitsForStartSnapshot(FxRobot robot) {
        app.signInWithDemo().openDataset(KITCHEN).selectTab("Clips");
        Label status = app.lookup("#ws-status");
        app.waitUntil(() -> status.getText().matches("[\\d,]+ clips on this machine.*"));
        assertTrue(Files.exists(file(KITCHEN)), "checked: fetched as the dataset opened");

        robot.clickOn("#header-snapshots");
        CheckBox onOpen = robot.lookup("#snapshots-fetch-on-open").queryAs(CheckBox.class);
        assertTrue(app.onFx(onOpen::isSelected));
        robot.clickOn(onOpen);
        closeDialog(robot);
        robot.clickOn("#header-snapshots");
        assertFalse(app.onFx(() -> robot.lookup("#snapshots-fetch-on-open").queryAs(CheckBox.class).isSelected()),
                "the dialog opened again shows the box unchecked");
        closeDialog(robot);

        app.openDataset(WAREHOUSE);
        Node start = app.lookup("#ws-start");
        app.waitUntil(() -> status.getText().equals(NONE_YET) && start.isVisible());
        Node progress = app.lookup("#ws-progress");
        assertFalse(app.onFx(() -> shown(progress)), "no fetch under way");
        assertFalse(Files.exists(file(WAREHOUSE)));

        robot.clickOn(start);
        app.waitUntil(() -> status.getText().matches("[\\d,]+ clips on this machine.*"));
        assertTrue(Files.exists(file(WAREHOUSE)), "fetched on request");
    }

    /** The node and every node it is in are visible (the fetch's progress is hidden with its row). */
    private static boolean shown(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private Path file(String dataset) {
        return cache.fileOf(new SnapshotKey(SandboxDatasets.DEMO_ORGANIZATION, dataset));
    }

    private void closeDialog(FxRobot robot) {
        DialogPane pane = robot.lookup("#snapshots-dialog").queryAs(DialogPane.class);
        robot.clickOn(app.onFx(() -> pane.lookupButton(ButtonType.CLOSE)));
        app.waitUntil(() -> pane.getScene() == null || !pane.getScene().getWindow().isShowing());
    }
}
