package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.workspace.filter.RangeClause;
import io.dqexplorer.workspace.query.HistogramBins;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.table.Column;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Brushing the histogram of the Clips tab on the demo data (kitchen-egocentric, whose distorted share
 * lies between 0 and a few percent) makes a range chip at the edges the bars show.
 */
@ExtendWith(ApplicationExtension.class)
class HistogramBrushTest {

    private static final String KITCHEN = "kitchen-egocentric";

    private static TestService service;
    private static List<ClipRow> serviceRows;

    @TempDir
    static Path cache;
    private FxAsyncRunner runner;
    private ClipsTab feature;

    @BeforeAll
    static void connect() {
        service = TestService.shared();
        serviceRows = new ArrayList<>();
        service.client.unversioned().walkClips(ClipQuery.of(KITCHEN).withFrameQuality(true).withHandActivity(true)
                .withLimit(ClipQuery.MAX_LIMIT)).rows().forEach(serviceRows::add);
    }

    @Start
    void start(Stage stage) {
        runner = new FxAsyncRunner();
        Settings settings = new Settings(new InMemoryPreferences());
        ClipWorkspace workspace = new ClipWorkspace(service.client, service.sandbox.demoClient().organizationId(),
                CacheFolder.at(cache), settings);
        feature = new ClipsTab(runner, name -> Optional.empty(), settings, workspace);
        stage.setScene(new Scene((Parent) feature.view(), 1280, 800));
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(feature::close);
        runner.close();
    }

    @Test
    void draggingAcrossBarsOfASmallRatioMakesTheRangeChipOfTheirEdges(FxRobot robot) throws TimeoutException {
        robot.interact(() -> feature.open(service.entry(KITCHEN)));
        waitUntil(() -> robot.lookup("#ws-views").tryQuery().isPresent());
        robot.interact(() -> {
            TabPane views = robot.lookup("#ws-views").queryAs(TabPane.class);
            views.getSelectionModel().select(views.getTabs().stream()
                    .filter(tab -> "ws-charts-tab".equals(tab.getId())).findFirst().orElseThrow());
        });
        waitUntil(() -> robot.lookup("#histogram-whole-bar-5").tryQuery().map(Node::isVisible).orElse(false));
        // the bins the rule makes of the shares the service sent, 0 to the largest
        double largest = serviceRows.stream().map(HistogramBrushTest::distortedShare).filter(Objects::nonNull)
                .mapToDouble(Double::doubleValue).max().orElseThrow();
        HistogramBins bins = HistogramBins.spanning(Column.DISTORTED_SHARE, false, 0, largest);
        assertTrue(bins.count() >= 20 && bins.count() <= 40, bins.count() + " bins");
        assertTrue(bins.upper() < 0.1, "a small ratio: the bins end at " + bins.upper());

        robot.drag(robot.lookup("#histogram-whole-bar-2").queryAs(Node.class))
                .dropTo(robot.lookup("#histogram-whole-bar-5").queryAs(Node.class));

        RangeClause range = RangeClause.between(Column.DISTORTED_SHARE, bins.edge(2), bins.edge(6));
        waitUntil(() -> chipTexts(robot).equals(List.of(range.text())));
        assertTrue(range.text().matches("distorted_share between 0\\.0\\d{0,3} and 0\\.0\\d{1,3}"),
                "round edges, as the axis shows them: " + range.text());
        long expected = serviceRows.stream().map(HistogramBrushTest::distortedShare)
                .filter(share -> share != null && share >= bins.edge(2) && share <= bins.edge(6)).count();
        Label count = robot.lookup("#ws-count").queryAs(Label.class);
        waitUntil(() -> count.getText().equals(String.format("%,d of %,d clips", expected, serviceRows.size())));
    }

    private static Double distortedShare(ClipRow row) {
        return row.frameQuality().filter(q -> q.frames() > 0).map(q -> (double) q.distorted() / q.frames()).orElse(null);
    }

    private static List<String> chipTexts(FxRobot robot) {
        return onFx(() -> robot.lookup("#ws-chips").tryQuery().map(chips -> chips.lookupAll(".ws-chip-text").stream()
                .map(n -> ((Labeled) n).getText()).toList()).orElse(List.of()));
    }

    private static <T> T onFx(Callable<T> read) {
        return WaitForAsyncUtils.waitForAsyncFx(10_000, read);
    }

    private static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
    }
}
