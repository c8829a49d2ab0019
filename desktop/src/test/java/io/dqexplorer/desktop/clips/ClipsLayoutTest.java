package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Clips tab puts its table first: the rows it shows in the tab's room of a 1440×900 window
 * (1130×770 beside the dataset list), of a 1024×700 one (760×560) and of the smallest window
 * (960×620: 696×480), with the summary folded and open.
 */
@ExtendWith(ApplicationExtension.class)
class ClipsLayoutTest {

    private static final String KITCHEN = "kitchen-egocentric";

    private static TestService service;

    @TempDir
    static Path cache;
    private final Settings settings = new Settings(new InMemoryPreferences());
    private FxAsyncRunner runner;
    private ClipsTab feature;
    private Stage stage;

    @BeforeAll
    static void connect() {
        service = TestService.shared();
    }

    @AfterAll
    static void disconnect() {
        service.close();
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        // the window of an app test before keeps the app's minimum size and may be maximized
        stage.setMaximized(false);
        stage.setMinWidth(0);
        stage.setMinHeight(0);
        // rows are counted in the app's own theme, whichever stylesheet a test before left the toolkit with
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        runner = new FxAsyncRunner();
        feature = new ClipsTab(runner, name -> Optional.empty(), settings,
                new ClipWorkspace(service.client, service.sandbox.demoClient().organizationId(),
                        CacheFolder.at(cache), settings));
        stage.setScene(new Scene((Parent) feature.view(), 1130, 770));
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(feature::close);
        runner.close();
    }

    @Test
    void withTheSummaryFoldedTheTableShows25And15RowsAtLeastFiveAtTheSmallestAndEitherWayGetsThemBack(FxRobot robot) {
        Rows open = rowsAtEachSize(robot, true);
        Rows folded = rowsAtEachSize(robot, false);

        assertTrue(folded.large() > open.large() && folded.small() > open.small()
                && folded.smallest() > open.smallest(), "folded " + folded + ", open " + open);
        assertTrue(folded.smallest() >= 5, "at the smallest window: " + folded);
        assertTrue(open.smallest() >= 5, "at the smallest window, the summary open: " + open);
        assertTrue(folded.large() > folded.small(), folded.toString());
        assertEquals(folded.large(), folded.again(), "growing the window again gives the table its rows back");
        assertEquals(open.large(), open.again(), "the divider keeps its share through a shrink to the smallest window");
        assertTrue(folded.large() >= 25 && folded.small() >= 15, "folded, at 1440x900 and 1024x700: " + folded);
    }

    @Test
    void foldingTheSummaryIsRememberedAndOpeningItRestoresItsHeight(FxRobot robot) {
        openSnapshot(robot);
        fold(robot, true);
        int open = rowsAt(robot, 1130, 770);

        fold(robot, false);
        int folded = rowsAt(robot, 1130, 770);
        fold(robot, true);
        int reopened = rowsAt(robot, 1130, 770);

        assertTrue(folded > open, folded + " rows folded, " + open + " open");
        assertEquals(open, reopened, "opened again, the summary takes the height it had");
        assertTrue(settings.paneOpen("ws-summary", false), "the pane's state is remembered");
        fold(robot, false);
        assertFalse(settings.paneOpen("ws-summary", true), "the fold is remembered");
    }

    @Test
    void inANarrowWindowTheComparisonsNoteGivesWayToItsIconAndShowsItsWordsWholeAgainWhenWidened(FxRobot robot)
            throws Exception {
        openSnapshot(robot);
        Label note = robot.lookup("#ws-compare-note").queryAs(Label.class);
        slowly(note::isVisible);

        // the Clips tab's width in a 1024x700 window, beside the dataset list
        rowsAt(robot, 700, 560);
        assertEquals(ContentDisplay.GRAPHIC_ONLY, WaitForAsyncUtils.asyncFx(note::getContentDisplay).get(),
                "no \"No e…\": the icon, with the words in its tooltip");
        Button export = robot.lookup("#ws-export").queryAs(Button.class);
        assertEquals(ContentDisplay.LEFT, WaitForAsyncUtils.asyncFx(export::getContentDisplay).get(),
                "the note gives way first: the buttons keep their words where that is enough");
        rowsAt(robot, 1130, 770);
        assertEquals(ContentDisplay.LEFT, WaitForAsyncUtils.asyncFx(note::getContentDisplay).get());
        assertEquals("No earlier snapshot",
                WaitForAsyncUtils.asyncFx(() -> ((Text) note.lookup(".text")).getText()).get(), "the words whole");
    }

    @Test
    void inANarrowWindowTheChartsKeepTheViewsButtonsInSightAndTheGroupByItsEightRows(FxRobot robot) throws Exception {
        openSnapshot(robot);
        // a subset's count, "N of 2,734 clips", is the longest the row beside the tabs holds
        robot.interact(() -> feature.showClipsWithTerm("knife"));
        robot.interact(() -> robot.lookup("#ws-views").queryAs(TabPane.class).getSelectionModel().select(1));
        slowly(() -> robot.lookup("#group-by-table").tryQuery().map(Node::isVisible).orElse(false));

        sizeTo(robot, 700, 560);

        Node export = robot.lookup("#ws-export").query();
        double right = WaitForAsyncUtils.asyncFx(() -> export.localToScene(export.getBoundsInLocal()).getMaxX()).get();
        double width = WaitForAsyncUtils.asyncFx(() -> stage.getScene().getWidth()).get();
        assertTrue(right <= width + 0.5, "the export button ends at " + right + " in a view " + width + " wide");
        double groupBy = WaitForAsyncUtils.asyncFx(() -> robot.lookup("#group-by-table").query().getLayoutBounds()
                .getHeight()).get();
        assertTrue(groupBy >= 9 * 24, "the group-by's header and eight rows of 24 px, scrolled to: " + groupBy);
    }

    /** The rows shown at 1440x900, 1024x700, the smallest window, and 1440x900 again, in that order. */
    private record Rows(int large, int small, int smallest, int again) {
    }

    private Rows rowsAtEachSize(FxRobot robot, boolean summaryOpen) {
        openSnapshot(robot);
        fold(robot, summaryOpen);
        Rows rows = new Rows(rowsAt(robot, 1130, 770), rowsAt(robot, 760, 560), rowsAt(robot, 696, 480),
                rowsAt(robot, 1130, 770));
        System.out.println("rows shown, summary " + (summaryOpen ? "open: " : "folded: ") + rows);
        return rows;
    }

    private void openSnapshot(FxRobot robot) {
        robot.interact(() -> feature.open(service.entry(KITCHEN)));
        // a fetch takes its time on a loaded machine; the tab fetches on open unless the settings say not to
        slowly(() -> feature.table().snapshotProperty().get() != null && robot.lookup("#clip-table").tryQuery()
                .map(node -> node.isVisible() && !((TableView<?>) node).getItems().isEmpty()).orElse(false)
                || robot.lookup("#ws-start").tryQuery().map(node -> {
                    if (node.isVisible()) {
                        ((Button) node).fire();
                    }
                    return false;
                }).orElse(false));
        slowly(() -> robot.lookup("#ws-summary-fold").tryQuery().isPresent());
    }

    private void fold(FxRobot robot, boolean open) {
        robot.interact(() -> robot.lookup("#ws-summary-fold").queryAs(TitledPane.class).setExpanded(open));
    }

    private static void slowly(BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS,
                    () -> WaitForAsyncUtils.asyncFx(condition::getAsBoolean).get());
        } catch (TimeoutException e) {
            throw new AssertionError("not within 120 s", e);
        }
    }

    /** Sizes the window in place, lays it out, and counts the table's rows shown whole. */
    private int rowsAt(FxRobot robot, double width, double height) {
        sizeTo(robot, width, height);
        TableView<?> table = robot.lookup("#clip-table").queryAs(TableView.class);
        try {
            return WaitForAsyncUtils.asyncFx(() -> (int) Math.floor(
                    ((VirtualFlow<?>) table.lookup(".virtual-flow")).getHeight() / table.getFixedCellSize())).get();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private void sizeTo(FxRobot robot, double width, double height) {
        robot.interact(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
        for (int pass = 0; pass < 3; pass++) {
            robot.interact(() -> {
                stage.getScene().getRoot().applyCss();
                stage.getScene().getRoot().layout();
            });
        }
    }
}
