package io.dqexplorer.desktop.clips.snapshots;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.Spinner;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.matcher.control.LabeledMatchers;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

import static io.dqexplorer.desktop.clips.snapshots.FetchedSnapshots.KITCHEN;
import static io.dqexplorer.desktop.clips.snapshots.FetchedSnapshots.WAREHOUSE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Snapshots dialog driven through its controls, over two snapshots fetched from the sandbox. */
@ExtendWith(ApplicationExtension.class)
class SnapshotsDialogTest {

    @TempDir
    Path folder;

    private final FxAsyncRunner runner = new FxAsyncRunner();
    private final InMemoryPreferences preferences = new InMemoryPreferences();
    private final Settings settings = new Settings(preferences);
    private Stage stage;
    private SnapshotsDialog dialog;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setScene(new Scene(new StackPane(), 600, 400));
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() -> {
            if (dialog != null) {
                dialog.close();
            }
        });
        runner.close();
    }

    private FetchedSnapshots open(FxRobot robot) throws TimeoutException {
        FetchedSnapshots snapshots = new FetchedSnapshots(folder);
        show(robot, snapshots);
        return snapshots;
    }

    private void show(FxRobot robot, FetchedSnapshots snapshots) throws TimeoutException {
        robot.interact(() -> {
            dialog = new SnapshotsDialog(stage, new SnapshotsViewModel(snapshots.store, runner, OpenSnapshots.NONE,
                    settings, Clock.systemUTC(), ZoneOffset.UTC), snapshots.folder.snapshots());
            dialog.show();
        });
        TableView<?> table = robot.lookup("#snapshot-table").queryAs(TableView.class);
        waitUntil(() -> table.getItems().size() == 2);
    }

    @Test
    void theDialogListsBothSnapshotsAndDeletesOneOnlyOnceConfirmed(FxRobot robot) throws Exception {
        FetchedSnapshots snapshots = open(robot);
        // the rows are in the table's items a layout pass before they are in its cells
        waitUntil(() -> robot.lookup(LabeledMatchers.hasText("warehouse-picking")).tryQuery().isPresent());
        assertTrue(robot.lookup(LabeledMatchers.hasText("just now")).tryQuery().isPresent());

        robot.clickOn(robot.lookup(LabeledMatchers.hasText("kitchen-egocentric")).queryLabeled());
        assertTrue(robot.lookup(LabeledMatchers.hasText(FetchedSnapshots.metadata(KITCHEN).vocabulary()
                .substring(0, 10) + "…")).tryQuery().isPresent(), "the selected snapshot's tokens are shown");
        robot.clickOn("#snapshot-delete");
        robot.clickOn(robot.lookup(LabeledMatchers.hasText("Cancel")).queryButton());
        assertTrue(Files.exists(snapshots.file(KITCHEN)), "cancelled: nothing deleted");

        robot.clickOn("#snapshot-delete");
        robot.clickOn("#snapshot-delete-confirm");

        TableView<?> table = robot.lookup("#snapshot-table").queryAs(TableView.class);
        Label message = robot.lookup("#snapshots-message").queryAs(Label.class);
        waitUntil(() -> table.getItems().size() == 1);
        assertFalse(Files.exists(snapshots.file(KITCHEN)));
        assertTrue(Files.exists(snapshots.file(WAREHOUSE)));
        assertEquals(WAREHOUSE, onFx(() -> ((SnapshotRow) table.getItems().get(0)).key()));
        assertEquals("Deleted the snapshot of kitchen-egocentric of org-northwind", onFx(message::getText));
    }

    @Test
    void aCapTypedInGigabytesIsRememberedAndANonNumberLeavesItAlone(FxRobot robot) throws Exception {
        FetchedSnapshots snapshots = open(robot);
        Label message = robot.lookup("#snapshots-message").queryAs(Label.class);

        robot.doubleClickOn("#snapshots-cap").eraseText(4).write("NaN").type(KeyCode.ENTER);
        robot.doubleClickOn("#snapshots-cap").eraseText(4).write("abc").type(KeyCode.ENTER);
        assertEquals(List.of(), List.of(preferences.keys()), "nothing remembered");

        robot.doubleClickOn("#snapshots-cap").eraseText(4).write("1").type(KeyCode.ENTER);
        waitUntil(() -> message.getText().equals("Cache cap 1.0 GB: every snapshot fits"));
        assertEquals(1024L * 1024 * 1024, settings.snapshotCacheCapBytes());
        assertTrue(Files.exists(snapshots.file(KITCHEN)));
        assertTrue(Files.exists(snapshots.file(WAREHOUSE)));
        assertEquals("1", onFx(() -> robot.lookup("#snapshots-cap").queryAs(Spinner.class).getEditor().getText()));
    }

    @Test
    void theFetchSettingsChosenInTheDialogAreRememberedAndShownWhenItIsOpenedAgain(FxRobot robot) throws Exception {
        FetchedSnapshots snapshots = open(robot);
        CheckBox onOpen = robot.lookup("#snapshots-fetch-on-open").queryAs(CheckBox.class);
        assertTrue(onFx(onOpen::isSelected));

        robot.clickOn(onOpen);
        robot.clickOn("#snapshots-pages-in-flight").type(KeyCode.UP);
        assertFalse(settings.snapshotOnOpen(), "remembered at once, not when the dialog closes");
        assertEquals(3, settings.snapshotPagesInFlight());
        TableView<?> table = robot.lookup("#snapshot-table").queryAs(TableView.class);
        assertEquals("No snapshots on this machine yet: the Clips tab fetches one on \"Start snapshot\".",
                onFx(() -> ((Labeled) table.getPlaceholder()).getText()), "the empty list says how to get one now");
        robot.interact(dialog::close);

        show(robot, snapshots);
        assertFalse(onFx(() -> robot.lookup("#snapshots-fetch-on-open").queryAs(CheckBox.class).isSelected()));
        assertEquals(3, onFx(() -> robot.lookup("#snapshots-pages-in-flight").queryAs(Spinner.class).getValue()));
    }

    private static <T> T onFx(Callable<T> read) {
        return WaitForAsyncUtils.waitForAsyncFx(TimeUnit.SECONDS.toMillis(AppHarness.TIMEOUT_SECONDS), read);
    }

    private static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(AppHarness.TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> onFx(condition::getAsBoolean));
    }
}
