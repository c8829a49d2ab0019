package io.dqexplorer.desktop.defects;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.FxAsyncRunner;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.chart.BarChart;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class DefectsViewTest {

    private static final TestService service = TestService.shared();
    private final FxAsyncRunner runner = new FxAsyncRunner();
    private DefectsFeature feature;

    @Start
    void start(Stage stage) {
        feature = new DefectsFeature(service.client, runner);
        stage.setScene(new Scene((Parent) feature.view(), 1100, 800));
        stage.show();
    }

    private void openAndWait(FxRobot robot, String dataset) throws TimeoutException {
        var entry = service.entry(dataset);
        robot.interact(() -> feature.open(entry));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> robot.lookup("#defect-black-percent").tryQuery().isPresent()
                        && robot.lookup("#measurement-token").queryAs(Label.class).getText().startsWith("Measurement "));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Labeled.class).getText();
    }

    @Test
    void kitchenEgocentricShowsEachDefectsPercentAndItsOwnHours(FxRobot robot) throws TimeoutException {
        VideoCharacteristics expected = service.client.videoCharacteristics(
                VideoCharacteristicsQuery.of("kitchen-egocentric"));

        openAndWait(robot, "kitchen-egocentric");

        for (Defect defect : Defect.values()) {
            String stem = "#defect-" + defect.wireName().replace('_', '-');
            var block = expected.defect(defect).orElseThrow();
            assertEquals(Formats.percent(block.percent()), text(robot, stem + "-percent"));
            assertTrue(text(robot, stem + "-hours").contains(Formats.hours(block.assessedHours())));
        }
        assertEquals(Formats.percent(expected.coveragePercent().orElseThrow()), text(robot, "#defects-coverage"));
        assertEquals(Formats.count(expected.analyzedClipCount()), text(robot, "#defects-analyzed-clips"));
        assertTrue(robot.lookup("#defects-overlap-note").queryAs(Label.class).isVisible());
        assertFalse(robot.lookup((Node n) -> n instanceof Labeled l && l.getText() != null
                && l.getText().toLowerCase().contains("total:")).tryQuery().isPresent(), "no total anywhere");
    }

    @Test
    void selectingADefectDrawsItsHistogram(FxRobot robot) throws TimeoutException {
        int bins = service.client.videoCharacteristics(VideoCharacteristicsQuery.of("kitchen-egocentric").withDistribution())
                .defect(Defect.BLURRY).orElseThrow().distribution().orElseThrow().bins().size();
        openAndWait(robot, "kitchen-egocentric");

        robot.clickOn("#defect-blurry-card");

        BarChart<?, ?> chart = robot.lookup("#defect-histogram").queryAs(BarChart.class);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(bins, chart.getData().get(0).getData().size());
        assertTrue(text(robot, "#defect-distribution-note").startsWith("Blurry"));
    }

    @Test
    void fieldRoboticsBlurryIsNotAssessedYet(FxRobot robot) throws TimeoutException {
        openAndWait(robot, "field-robotics");

        assertEquals("Not assessed yet", text(robot, "#defect-blurry-percent"));
        assertEquals("undeterminable", text(robot, "#defects-coverage"));
    }
}
