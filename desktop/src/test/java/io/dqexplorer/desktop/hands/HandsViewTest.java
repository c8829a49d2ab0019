package io.dqexplorer.desktop.hands;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.query.HandActivityQuery;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class HandsViewTest {

    private static final TestService service = TestService.shared();
    private final FxAsyncRunner runner = new FxAsyncRunner();
    private HandsTab feature;

    @Start
    void start(Stage stage) {
        feature = new HandsTab(service.client, runner, Optional.empty(), Optional.empty());
        stage.setScene(new Scene((Parent) feature.view(), 900, 600));
        stage.show();
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void kitchenEgocentricShowsTheThreeSharesAsBarsWithPercentLabels(FxRobot robot) throws TimeoutException {
        HandActivity expected = service.client.unversioned().handActivity(HandActivityQuery.of("kitchen-egocentric"));
        var entry = service.entry("kitchen-egocentric");

        robot.interact(() -> feature.open(entry));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup("#hands-active-share").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(Formats.fractionAsPercent(expected.activeManipulationShare().orElseThrow()),
                text(robot, "#hands-active-share"));
        assertEquals(Formats.fractionAsPercent(expected.handsVisibleShare().orElseThrow()),
                text(robot, "#hands-visible-share"));
        assertEquals(Formats.fractionAsPercent(expected.twoHandsVisibleShare().orElseThrow()),
                text(robot, "#hands-two-visible-share"));
        assertEquals(expected.activeManipulationShare().orElseThrow(),
                robot.lookup("#hands-active-share-bar").queryAs(ProgressBar.class).getProgress(), 1e-9);
        assertEquals(Formats.secondsAsHours(expected.measuredSeconds()), text(robot, "#hands-measured-hours"));
        assertEquals(Formats.count(expected.segmentsUnassessed()), text(robot, "#hands-segments-unassessed"));
        assertEquals(Formats.count(expected.segmentsUnusable()), text(robot, "#hands-segments-unusable"));
    }

    @Test
    void assemblyLineSaysNotMeasuredYet(FxRobot robot) {
        var entry = service.entry("assembly-line");

        robot.interact(() -> feature.open(entry));

        assertTrue(robot.lookup("#hands-not-measured").queryAs(Label.class).isVisible());
        assertFalse(robot.lookup("#error-banner").query().isVisible());
    }
}
