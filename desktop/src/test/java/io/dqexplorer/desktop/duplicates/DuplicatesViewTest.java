package io.dqexplorer.desktop.duplicates;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.testing.CutLabels;
import io.dqexplorer.desktop.testing.RecordingNavigator;
import io.dqexplorer.desktop.testing.SizedWindow;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Optional;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class DuplicatesViewTest {

    private static final TestService service = TestService.shared();
    private final FxAsyncRunner runner = new FxAsyncRunner();
    private final RecordingNavigator navigator = new RecordingNavigator();
    private final SizedWindow sized = new SizedWindow();
    private DuplicatesTab feature;

    @Start
    void start(Stage stage) {
        feature = new DuplicatesTab(service.client, runner, navigator, Optional.empty());
        stage.setScene(new Scene((Parent) feature.view(), 900, 600));
        stage.show();
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void groupsShowLargestFirstAndAGroupsClipsOpenInTheClipTable(FxRobot robot) throws TimeoutException {
        Duplicates expected = service.client.versioned().duplicates(DuplicatesQuery.of("warehouse-picking"));
        Duplicates.Exact exact = expected.exact().orElseThrow();
        var entry = service.entry("warehouse-picking");

        robot.interact(() -> feature.open(entry));
        TableView<?> table = robot.lookup("#duplicates-groups-table").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !table.getItems().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(exact.groups().size(), table.getItems().size());
        assertEquals(Formats.count(expected.comparedClipCount()), text(robot, "#duplicates-compared-clips"));
        assertEquals(Formats.count(exact.redundantClipCount()), text(robot, "#duplicates-redundant-count"));
        assertTrue(text(robot, "#duplicates-redundant-percent").startsWith(Formats.percent(exact.redundantPercent())));
        assertTrue(robot.lookup("#duplicates-redundant-explained").queryAs(Label.class).getText().contains("minus one"));

        robot.interact(() -> table.getSelectionModel().select(0));
        robot.clickOn("#duplicates-show-clips");

        assertEquals(List.of("Duplicate group 1: " + String.join(",", exact.groups().get(0).clips())), navigator.opened());
    }

    @Test
    void fieldRoboticsSaysNotComparedYetRatherThanNoDuplicates(FxRobot robot) throws TimeoutException {
        var entry = service.entry("field-robotics");

        robot.interact(() -> feature.open(entry));
        Label notCompared = robot.lookup("#duplicates-not-compared").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, notCompared::isVisible);

        assertTrue(notCompared.getText().startsWith("Exact duplicates: not compared yet"));
        assertFalse(robot.lookup("#duplicates-compared").query().isVisible());
    }

    @Test
    void theClipsColumnTakesTheWidthTheGroupNumberAndSizeDoNotNeed(FxRobot robot) throws TimeoutException {
        var entry = service.entry("warehouse-picking");

        robot.interact(() -> feature.open(entry));
        TableView<?> table = robot.lookup("#duplicates-groups-table").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !table.getItems().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();

        double clips = table.getColumns().get(2).getWidth();
        assertTrue(clips > 0.7 * table.getWidth(), "clips column " + clips + " of " + table.getWidth());
        assertTrue(table.getColumns().get(0).getWidth() < 0.15 * table.getWidth());
        assertTrue(table.getColumns().get(1).getWidth() < 0.15 * table.getWidth());
        assertEquals(List.of(), CutLabels.under(table), "numbers and clips shown whole");
    }

    @Test
    void noLabelIsCutInTheTabOfASmallWindow(FxRobot robot) throws Exception {
        var entry = service.entry("warehouse-picking");
        robot.interact(() -> {
            sized.show((Parent) feature.view(), 760, 560);
            feature.open(entry);
        });
        TableView<?> table = robot.lookup("#duplicates-groups-table").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !table.getItems().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(List.of(), WaitForAsyncUtils.asyncFx(() -> CutLabels.under(feature.view())).get());
    }

    @AfterEach
    void closeSizedWindow(FxRobot robot) {
        robot.interact(sized::close);
    }
}
