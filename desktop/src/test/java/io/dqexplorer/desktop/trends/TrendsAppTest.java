package io.dqexplorer.desktop.trends;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import javafx.stage.StageStyle;
import javafx.stage.Window;
import io.dqexplorer.testing.SandboxExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.NodeQueryUtils;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Trends through the whole app, on a sandbox of the test's own: two measurements of a dataset loaded,
 * then the service stopped; the Trends show both from the history alone, a point tells its token on hover,
 * and a click opens its measurement in the tab, pinned to it, from the stored copy.
 */
@ExtendWith(ApplicationExtension.class)
@ExtendWith(SandboxExtension.class)
class TrendsAppTest {

    private static final String KITCHEN = "kitchen-egocentric";

    private TestService service;
    private Stage stage;
    private AppHarness app;
    private final Map<String, String> folders = AppHarness.ownFolders();

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @BeforeEach
    void startService(Sandbox sandbox) {
        service = new TestService(sandbox);
        app = WaitForAsyncUtils.waitForAsyncFx(10_000, () -> AppHarness.start(stage, service.sandbox, folders));
    }

    @AfterEach
    void stop() {
        app.close();
        service.close();
    }

    @Test
    void aPointTellsItsTokenOnHoverAndOpensItsMeasurementInTheTabOfflineToo(FxRobot robot) {
        app.signInWithDemo().openDataset(KITCHEN).selectTab("Video defects");
        Node defects = app.lookup("#defects-view");
        Label token = (Label) defects.lookup("#measurement-token");
        String first = latestVideo();
        app.waitUntil(() -> token.getText().equals(stamp(first)));
        service.remeasure(KITCHEN);
        String second = latestVideo();
        assertNotEquals(first, second);
        robot.clickOn(defects.lookup("#measurement-check"));
        Node loadLatest = defects.lookup("#measurement-load-latest");
        app.waitUntil(loadLatest::isVisible);
        robot.clickOn(loadLatest);
        app.waitUntil(() -> token.getText().equals(stamp(second)));

        service.sandbox.close();
        robot.clickOn("#show-trends");
        app.waitUntil(() -> trendsWindow().map(w -> w.getScene().getRoot().lookup("#trend-chart-0") != null).orElse(false));
        Node view = app.onFx(() -> trendsWindow().orElseThrow().getScene().getRoot());
        // the first measurement's point on the first line it assessed
        Node point = app.onFx(() -> view.lookupAll(".chart-line-symbol").stream()
                .filter(symbol -> symbol.getId() != null && symbol.getId().matches("trend-point-0-\\d+-0"))
                .findFirst().orElseThrow());
        String secondPoint = "#" + point.getId().substring(0, point.getId().length() - 1) + "1";
        assertTrue(app.onFx(() -> view.lookup(secondPoint) != null), "the second measurement is a point of the line too");

        robot.moveTo(point);
        app.waitUntil(() -> shownTooltip().map(tip -> tip.getText().contains(MeasurementStamp.shorten(first))).orElse(false));

        robot.clickOn(point);
        Label stored = (Label) defects.lookup("#measurement-stored-copy");
        app.waitUntil(() -> token.getText().equals(stamp(first)) && stored.isVisible());
        assertEquals("Video defects", app.onFx(() -> app.mainWindow().orElseThrow().tabTitles().get(
                ((javafx.scene.control.TabPane) app.lookup("#feature-tabs")).getSelectionModel().getSelectedIndex())));
    }

    @Test
    void theTrendsWindowClosesByItsButtonEscCtrlWAndAltF4(FxRobot robot) {
        app.signInWithDemo().openDataset(KITCHEN);
        // the dataset's pane comes in the window's last pulse, which a loaded machine may not have reached yet
        app.waitUntil(() -> robot.lookup("#show-trends").match(NodeQueryUtils.isVisible()).tryQuery().isPresent());
        List<Runnable> closers = List.of(
                () -> robot.clickOn(app.onFx(() -> trendsWindow().orElseThrow().getScene().lookup("#trends-close"))),
                () -> robot.push(KeyCode.ESCAPE),
                () -> robot.push(new KeyCodeCombination(KeyCode.W, KeyCombination.SHORTCUT_DOWN)),
                () -> robot.push(KeyCode.ALT, KeyCode.F4));
        for (Runnable close : closers) {
            robot.clickOn("#show-trends");
            app.waitUntil(() -> trendsWindow().map(Stage::isFocused).orElse(false));
            assertEquals(StageStyle.DECORATED, app.onFx(() -> trendsWindow().orElseThrow().getStyle()),
                    "a title bar with a close button where there is a window manager");
            close.run();
            app.waitUntil(() -> trendsWindow().isEmpty());
            assertTrue(app.onFx(stage::isShowing), "the main window stays");
        }
    }

    private static Optional<Stage> trendsWindow() {
        return Window.getWindows().stream().filter(w -> w instanceof Stage s && s.isShowing()
                && String.valueOf(s.getTitle()).startsWith("Trends")).map(w -> (Stage) w).findFirst();
    }

    private static Optional<Tooltip> shownTooltip() {
        return Window.getWindows().stream().filter(w -> w instanceof Tooltip tip && tip.isShowing()
                && tip.getStyleClass().contains("trend-tooltip")).map(w -> (Tooltip) w).findFirst();
    }

    private String latestVideo() {
        return service.client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN)).videoCharacteristics();
    }

    private static String stamp(String token) {
        return "Measurement " + MeasurementStamp.shorten(token);
    }
}
