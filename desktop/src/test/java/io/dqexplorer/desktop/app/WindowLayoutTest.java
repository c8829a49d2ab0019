package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.desktop.testing.TestService;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListCell;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The main window as the field test met it: at its smallest, after a re-measure, with the dataset
 * list hidden. On a sandbox of this class's own, since it re-measures.
 */
@ExtendWith(ApplicationExtension.class)
class WindowLayoutTest {

    private static final String KITCHEN = "kitchen-egocentric";
    private static final List<String> MEASUREMENT_TABS = List.of("Video defects", "Hand activity", "Vocabulary", "Duplicates",
            "Clips");

    /** The header's buttons that have a text beside their icon when there is room. */
    private static final List<String> TEXT_BUTTONS = List.of("demo-remeasure", "header-views", "header-snapshots", "sign-out");

    private static final TestService service = new TestService();

    private AppHarness app;

    @Start
    void start(Stage stage) {
        app = AppHarness.start(stage, service.sandbox);
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
    void theWindowHasAMinimumSizeAtWhichEveryTabHeaderAndTheHeadersNamesFit() {
        app.signInWithDemo().openDataset(KITCHEN);
        smallest();

        assertEquals(WindowBounds.MIN_WIDTH, app.onFx(() -> app.stage().getMinWidth()));
        assertEquals(WindowBounds.MIN_HEIGHT, app.onFx(() -> app.stage().getMinHeight()));
        TabPane tabs = app.lookup("#feature-tabs");
        assertFalse(app.onFx(() -> showing(tabs.lookup(".control-buttons-tab"))),
                "no tab falls into the overflow menu");
        // at this size the header's buttons show their icon only (see aNarrowHeader…): its names are whole
        for (String id : List.of("#header-brand", "#header-organization")) {
            assertFalse(app.onFx(() -> elided(app.scene().lookup(id))), id + " is shown whole");
        }
    }

    @Test
    void aNarrowHeaderShowsItsButtonsAsIconsAndTheOrganizationAndItsCapabilitiesWhole() {
        app.signInWithDemo().openDataset(KITCHEN);
        sized(1280, 800); // the headless screen's size
        for (String id : TEXT_BUTTONS) {
            Labeled button = app.lookup("#" + id);
            assertEquals(ContentDisplay.LEFT, app.onFx(button::getContentDisplay), id + " shows its text in a wide window");
            assertFalse(app.onFx(() -> elided(button)), id + " is shown whole");
        }

        for (double width : List.of(1024.0, 960.0)) {
            sized(width, 700);
            Region header = app.lookup("#header");
            List<Node> names = app.onFx(() -> {
                List<Node> shown = new ArrayList<>(header.lookupAll(".capability-chip"));
                shown.add(header.lookup("#header-organization"));
                return shown;
            });
            assertTrue(names.size() > 1, "the demo has capabilities");
            for (Node name : names) {
                assertFalse(app.onFx(() -> elided(name)), ((Labeled) name).getText() + " is shown whole at " + width);
            }
            for (String id : TEXT_BUTTONS) {
                Labeled button = app.lookup("#" + id);
                assertEquals(ContentDisplay.GRAPHIC_ONLY, app.onFx(button::getContentDisplay), id + " at " + width);
                assertEquals(app.onFx(button::getText), app.onFx(button::getAccessibleText), id + " is still named");
                assertNotNull(app.onFx(button::getTooltip), id + " tells what it is on hover");
            }
            for (String id : List.of("dataset-pane-toggle", "header-brand", "demo-remeasure", "header-views",
                    "header-snapshots", "theme-toggle", "sign-out")) {
                Node node = app.lookup("#" + id);
                Bounds inHeader = app.onFx(() -> header.sceneToLocal(node.localToScene(node.getLayoutBounds())));
                assertTrue(app.onFx(() -> showing(node)) && inHeader.getMinX() >= 0
                        && inHeader.getMaxX() <= app.onFx(header::getWidth) + 0.5,
                        id + " is in the header at " + width + ": " + inHeader);
            }
        }
    }

    @Test
    void aReMeasureConfirmsInTheStatusBarNotTheHeaderAndEveryOpenTabOfTheDatasetOffersTheNewerMeasurement(FxRobot robot) {
        app.signInWithDemo().openDataset(KITCHEN);
        smallest();
        for (String title : MEASUREMENT_TABS) {
            app.selectTab(title);
            app.waitUntil(() -> stampOf(title).lookup("#measurement-token") instanceof Labeled token
                    && !token.getText().isEmpty());
        }
        for (String title : MEASUREMENT_TABS) {
            assertFalse(app.onFx(() -> stampOf(title).lookup("#measurement-newer").isVisible()), title);
        }

        robot.clickOn("#demo-remeasure");

        Labeled message = app.lookup("#status-message");
        app.waitUntil(() -> message.getText().startsWith(KITCHEN + " re-measured") && message.isVisible());
        // the tabs behind the one in front are hidden as a whole: each tab's own notice is what counts
        for (String title : MEASUREMENT_TABS) {
            app.waitUntil(() -> stampOf(title).lookup("#measurement-newer").isVisible());
        }
        assertNull(app.onFx(() -> app.scene().lookup("#header").lookup("#status-message")));
        for (String id : List.of("#header-brand", "#header-organization")) {
            assertFalse(app.onFx(() -> elided(app.scene().lookup(id))), id + " is shown whole");
        }
    }

    @Test
    void theDatasetListCanBeHiddenAndIsStillHiddenAtTheNextSignIn(FxRobot robot) {
        app.signInWithDemo().openDataset(KITCHEN);
        SplitPane split = app.onFx(() -> (SplitPane) app.lookup("#dataset-pane").getParent().getParent());
        assertEquals(2, app.onFx(() -> split.getItems().size()));

        robot.clickOn("#dataset-pane-toggle");

        assertEquals(1, app.onFx(() -> split.getItems().size()), "the tabs take the whole width");
        assertTrue(new Settings(app.preferences()).datasetPaneHidden());

        robot.clickOn("#sign-out");
        app.signInWithDemo();
        assertFalse(app.onFx(() -> app.mainWindow().orElseThrow().datasetPaneShownProperty().get()));
        assertNull(app.onFx(() -> app.scene().lookup("#dataset-pane")));

        robot.clickOn("#dataset-pane-toggle");
        assertFalse(new Settings(app.preferences()).datasetPaneHidden());
        app.lookup("#dataset-pane");
    }

    @Test
    void eachDatasetIsAsTallAsItsMetricChipsWrappedInTheNarrowList() {
        // in the smallest window the list is at its narrowest from the start: its chips wrap onto a third row
        smallest();
        app.signInWithDemo();

        List<ListCell<?>> cells = app.onFx(() -> app.lookup("#dataset-list").lookupAll(".list-cell").stream()
                .filter(node -> node instanceof ListCell<?> cell && !cell.isEmpty() && cell.isVisible())
                .<ListCell<?>>map(node -> (ListCell<?>) node).toList());
        assertFalse(cells.isEmpty());
        for (ListCell<?> cell : cells) {
            Region chips = app.onFx(() -> (Region) cell.lookup(".metric-chips"));
            double chipsBottom = app.onFx(() -> cell.sceneToLocal(chips.localToScene(chips.getLayoutBounds())).getMaxY());
            assertTrue(chipsBottom <= app.onFx(cell::getHeight) + 0.5,
                    cell.getId() + ": chips end at " + chipsBottom + " in a cell " + cell.getHeight() + " tall");
        }
    }

    /** Sizes the window and lays it out. */
    private void sized(double width, double height) {
        app.onFx(() -> {
            Stage stage = app.stage();
            stage.setWidth(width);
            stage.setHeight(height);
            return null;
        });
        // the header gives up its buttons' text in one layout and lays them out in the next
        for (int pass = 0; pass < 2; pass++) {
            app.onFx(() -> {
                app.scene().getRoot().applyCss();
                app.scene().getRoot().layout();
                return null;
            });
        }
    }

    /** Makes the window as small as it may be. */
    private void smallest() {
        app.onFx(() -> {
            Stage stage = app.stage();
            stage.setWidth(stage.getMinWidth());
            stage.setHeight(stage.getMinHeight());
            return null;
        });
        app.onFx(() -> {
            app.scene().getRoot().applyCss();
            app.scene().getRoot().layout();
            return null;
        });
    }

    /** The measurement stamp of the tab with this title (every tab has its own, kept while the tab is behind). */
    private Node stampOf(String title) {
        TabPane tabs = (TabPane) app.scene().lookup("#feature-tabs");
        Tab tab = tabs.getTabs().stream().filter(t -> t.getText().equals(title)).findFirst().orElseThrow();
        return ((DatasetTab) tab.getUserData()).view().lookup(".measurement-stamp");
    }

    /** Whether the label's skin had to shorten its text to fit. */
    private static boolean elided(Node labeled) {
        Text shown = (Text) labeled.lookup(".text");
        return !((Labeled) labeled).getText().equals(shown.getText());
    }

    private static boolean showing(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return node != null;
    }
}
