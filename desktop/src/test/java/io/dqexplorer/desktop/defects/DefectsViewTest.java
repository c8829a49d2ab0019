package io.dqexplorer.desktop.defects;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.testing.CutLabels;
import io.dqexplorer.desktop.testing.SizedWindow;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.Distribution;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.chart.BarChart;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.stage.Window;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class DefectsViewTest {

    private static final TestService service = TestService.shared();
    private final FxAsyncRunner runner = new FxAsyncRunner();
    private final SizedWindow sized = new SizedWindow();
    private DefectsTab feature;

    @Start
    void start(Stage stage) {
        feature = new DefectsTab(service.client, runner, Optional.empty(), Optional.empty());
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
        VideoCharacteristics expected = service.client.versioned().videoCharacteristics(
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
        int bins = service.client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of("kitchen-egocentric").withDistribution())
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

    @Test
    void theFirstDefectShownIsTheFirstTheServiceAssessed(FxRobot robot) throws TimeoutException {
        openAndWait(robot, "field-robotics");

        assertTrue(robot.lookup("#defect-frozen-card").queryAs(ToggleButton.class).isSelected());
        assertFalse(robot.lookup("#defect-black-card").queryAs(ToggleButton.class).isSelected());
        assertTrue(robot.lookup("#defect-histogram").query().isVisible());
    }

    @Test
    void everyBinKeepsItsLabelFromASmallWindowToALargeOne(FxRobot robot) throws TimeoutException {
        int bins = service.client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of("kitchen-egocentric").withDistribution())
                .defect(Defect.BLACK).orElseThrow().distribution().orElseThrow().bins().size();
        openAndWait(robot, "kitchen-egocentric");
        BarChart<?, ?> chart = robot.lookup("#defect-histogram").queryAs(BarChart.class);

        // from a wide window down to the tab of a 1024-pixel window, less its dataset list
        robot.interact(() -> sized.show((Parent) feature.view(), 1180, 700));
        for (int width = 1180; width >= 680; width -= 10) {
            int shown = width;
            robot.interact(() -> sized.narrow(shown));
            WaitForAsyncUtils.waitForFxEvents();
            List<String> hidden = onFx(() -> chart.getXAxis().getTickMarks().stream()
                    .filter(tick -> !tick.isTextVisible()).map(tick -> String.valueOf(tick.getLabel())).toList());
            assertEquals(List.of(), hidden, "bin labels dropped at a width of " + width);
            assertEquals(bins, chart.getXAxis().getTickMarks().size());
        }
    }

    @Test
    void theLogarithmicScaleLiftsTheSmallBinsReadsInCountsAndTooltipsKeepTheRealCount(FxRobot robot)
            throws TimeoutException {
        List<Distribution.HistogramBin> bins = service.client.versioned().videoCharacteristics(
                VideoCharacteristicsQuery.of("kitchen-egocentric").withDistribution())
                .defect(Defect.BLACK).orElseThrow().distribution().orElseThrow().bins();
        int small = IntStream.range(1, bins.size()).filter(i -> bins.get(i).clipCount() > 0).findFirst().orElseThrow();
        long first = bins.get(0).clipCount();
        long few = bins.get(small).clipCount();
        assertTrue(first > 50 * few, "the first bin dwarfs the others");
        openAndWait(robot, "kitchen-egocentric");
        BarChart<?, ?> chart = robot.lookup("#defect-histogram").queryAs(BarChart.class);
        double linear = heightRatio(chart, small);

        robot.clickOn("#defect-distribution-log-scale");
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(few / (double) first, linear, 0.01, "linear: heights as the counts");
        assertEquals(Math.log1p(few) / Math.log1p(first), heightRatio(chart, small), 0.02,
                "logarithmic: heights as log(1 + count)");
        List<String> ticks = onFx(() -> chart.getYAxis().getChildrenUnmodifiable().stream()
                .filter(node -> node instanceof Text && node.isVisible()).map(node -> ((Text) node).getText()).toList());
        assertEquals(List.of("0", "10", "100", "1,000", "10,000"), ticks);

        robot.moveTo(bar(chart, small));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> shownTooltip().isPresent());
        String tooltip = shownTooltip().orElseThrow();
        assertTrue(tooltip.contains(Formats.count(few, "clip", "clips")), tooltip);
        assertTrue(tooltip.contains(Formats.percent(bins.get(small).footagePercent()) + " of the assessed footage"),
                tooltip);
    }

    @Test
    void noLabelIsCutInTheTabOfASmallOrALargeWindow(FxRobot robot) throws TimeoutException {
        openAndWait(robot, "kitchen-egocentric");

        // the tab's room in a 1440 x 900 window and in a 1024 x 700 one
        for (double[] size : new double[][] {{1130, 770}, {760, 560}}) {
            robot.interact(() -> sized.show((Parent) feature.view(), size[0], size[1]));
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(List.of(), onFx(() -> CutLabels.under(feature.view())),
                    "cut at " + size[0] + " x " + size[1]);
        }
    }

    @AfterEach
    void closeSizedWindow(FxRobot robot) {
        robot.interact(sized::close);
    }

    private static <T> T onFx(Callable<T> read) {
        try {
            return WaitForAsyncUtils.asyncFx(read).get();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static Node bar(BarChart<?, ?> chart, int index) {
        return onFx(() -> chart.getData().get(0).getData().get(index).getNode());
    }

    private static double heightRatio(BarChart<?, ?> chart, int index) {
        return onFx(() -> ((Region) chart.getData().get(0).getData().get(index).getNode()).getHeight()
                / ((Region) chart.getData().get(0).getData().get(0).getNode()).getHeight());
    }

    private static Optional<String> shownTooltip() {
        return onFx(() -> Window.getWindows().stream()
                .filter(window -> window instanceof Tooltip && window.isShowing())
                .map(window -> ((Tooltip) window).getText()).findFirst());
    }
}
