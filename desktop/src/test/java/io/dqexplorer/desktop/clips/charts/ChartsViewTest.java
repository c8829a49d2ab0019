package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.RangeClause;
import io.dqexplorer.workspace.filter.TermClause;
import io.dqexplorer.workspace.filter.TermMatch;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.filter.TermSection;
import io.dqexplorer.workspace.query.GroupOrder;
import io.dqexplorer.workspace.query.HistogramBins;
import io.dqexplorer.workspace.query.TermGroup;
import io.dqexplorer.workspace.table.Column;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The charts as the analyst uses them, over a real snapshot of the sandbox's kitchen-egocentric. */
@ExtendWith(ApplicationExtension.class)
class ChartsViewTest {

    private static SandboxSnapshot kitchen;

    private final FxAsyncRunner runner = new FxAsyncRunner();
    private final ObjectProperty<Filter> filter = new SimpleObjectProperty<>(Filter.ALL);
    private ChartsViewModel model;

    @BeforeAll
    static void load() throws SQLException {
        kitchen = SandboxSnapshot.of("kitchen-egocentric");
    }

    @AfterAll
    static void close() throws SQLException {
        kitchen.close();
    }

    private final Settings settings = new Settings(new InMemoryPreferences());

    @Start
    void start(Stage stage) {
        model = new ChartsViewModel(kitchen.chartQueries(), filter, TermResolver.exact(), runner);
        // the Clips tab shows the charts when its "Charts" tab comes to the front
        model.show(true);
        stage.setScene(new Scene(new ChartsView(model, settings), 1000, 700));
        stage.show();
    }

    @AfterEach
    void stop() {
        runner.close();
    }

    private static void waitFor(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Node bar(FxRobot robot, int bin) {
        return robot.lookup("#histogram-whole-bar-" + bin).query();
    }

    private HistogramBins bins() {
        return model.histogram().shown().orElseThrow().whole().bins();
    }

    @Test
    void clickingABarFiltersToItsRange(FxRobot robot) throws TimeoutException {
        waitFor(() -> model.histogram().shown().isPresent() && !model.histogram().state().isLoading());

        robot.clickOn(bar(robot, 3));

        waitFor(() -> !filter.get().isEmpty());
        assertEquals(Filter.of(RangeClause.between(Column.DISTORTED_SHARE, bins().edge(3), bins().edge(4))), filter.get());
        waitFor(() -> !model.histogram().state().isLoading() && !model.groupBy().state().isLoading());
        assertEquals(model.histogram().shown().orElseThrow().whole().counts().get(3),
                model.histogram().shown().orElseThrow().subset().counts().get(3), "the subset drawn is the brushed one");
    }

    @Test
    void draggingAcrossThreeBarsFiltersToTheirCombinedRangeInOneClause(FxRobot robot) throws TimeoutException {
        waitFor(() -> model.histogram().shown().isPresent() && !model.histogram().state().isLoading());
        HistogramBins bins = bins();

        robot.drag(bar(robot, 4)).dropTo(bar(robot, 6));

        waitFor(() -> !filter.get().isEmpty());
        Filter first = Filter.of(RangeClause.between(Column.DISTORTED_SHARE, bins.edge(4), bins.edge(7)));
        assertEquals(first, filter.get());

        robot.drag(bar(robot, 12)).dropTo(bar(robot, 10));

        waitFor(() -> !filter.get().equals(first));
        assertEquals(Filter.of(RangeClause.between(Column.DISTORTED_SHARE, bins.edge(10), bins.edge(13))), filter.get(),
                "a second brush replaces the first");
    }

    @Test
    void theOptionsLeaveOutZerosAndDrawOnALogScale(FxRobot robot) throws TimeoutException {
        waitFor(() -> model.histogram().shown().isPresent() && !model.histogram().state().isLoading());

        robot.clickOn("#histogram-leave-out-zeros");

        waitFor(() -> model.histogram().shown().orElseThrow().whole().bins().zerosLeftOut()
                && !model.histogram().state().isLoading());
        Label note = robot.lookup("#histogram-missing").queryAs(Label.class);
        assertTrue(note.getText().endsWith(" clips at 0 % left out"), note.getText());

        robot.clickOn("#histogram-log-scale");

        waitFor(() -> model.histogram().shown().orElseThrow().logScale());
        Label legend = robot.lookup("#histogram-whole-legend").queryAs(Label.class);
        assertEquals("Whole dataset · 2,734 clips", legend.getText());
    }

    @Test
    void chartsOutOfSightAskNothingAndCatchUpWithTheFilterWhenShownAgain() throws Exception {
        waitFor(() -> model.histogram().shown().isPresent() && !model.groupBy().rows().isEmpty()
                && !model.histogram().state().isLoading() && !model.groupBy().state().isLoading());
        HistogramPair whole = model.histogram().shown().orElseThrow();
        List<TermGroup> groups = List.copyOf(model.groupBy().rows());
        Filter knives = Filter.of(TermClause.of(TermSection.OBJECTS, TermMatch.ANY, "knife"));

        boolean asked = WaitForAsyncUtils.waitForAsyncFx(10_000, () -> {
            model.show(false);
            filter.set(knives);
            return model.histogram().state().isLoading() || model.groupBy().state().isLoading();
        });
        assertFalse(asked, "charts out of sight query nothing");
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(whole, model.histogram().shown().orElseThrow());
        assertEquals(groups, List.copyOf(model.groupBy().rows()));

        WaitForAsyncUtils.waitForAsyncFx(10_000, () -> {
            model.show(true);
            return null;
        });

        waitFor(() -> model.histogram().shown().orElseThrow().subsetOwnAxis()
                && !model.histogram().state().isLoading() && !model.groupBy().state().isLoading()
                && !model.groupBy().rows().equals(groups));
        long inSubset = model.histogram().shown().orElseThrow().subset().counts().stream().mapToLong(Long::longValue).sum();
        long inWhole = whole.whole().counts().stream().mapToLong(Long::longValue).sum();
        assertTrue(inSubset > 0 && inSubset < inWhole, inSubset + " of " + inWhole + " clips drawn for the knives");
        List<TermGroup> knifeGroups = List.copyOf(model.groupBy().rows());
        TermGroup knife = knifeGroups.stream().filter(group -> group.term().equals("knife")).findFirst().orElseThrow();
        assertEquals(knifeGroups.get(0).clips(), knife.clips(), "every clip of the subset carries a knife");
        assertEquals(inSubset + model.histogram().shown().orElseThrow().subset().missing(), knife.clips());
    }

    @Test
    void clickingAGroupRowFiltersToItsTerm(FxRobot robot) throws TimeoutException {
        waitFor(() -> !model.groupBy().rows().isEmpty() && !model.groupBy().state().isLoading());
        TermGroup first = model.groupBy().rows().get(0);
        TableRow<?> row = robot.lookup("#group-by-table .table-row-cell").queryAllAs(TableRow.class).stream()
                .filter(r -> r.getIndex() == 0).findFirst().orElseThrow();

        robot.clickOn(row);

        waitFor(() -> !filter.get().isEmpty());
        assertEquals(Filter.of(TermClause.of(TermSection.OBJECTS, TermMatch.ANY, first.term())), filter.get());
    }

    @Test
    void aColumnHeaderSortsTheGroupsThroughTheQuery(FxRobot robot) throws TimeoutException {
        waitFor(() -> !model.groupBy().rows().isEmpty() && !model.groupBy().state().isLoading());

        robot.clickOn("Hours");

        waitFor(() -> model.groupBy().orderProperty().get().key() == GroupOrder.Key.ANALYZED_SECONDS
                && !model.groupBy().state().isLoading());
        List<Double> seconds = model.groupBy().rows().stream().map(TermGroup::analyzedSeconds).toList();
        assertTrue(seconds.size() > 1);
        assertEquals(seconds.stream().sorted().toList(), seconds);
    }

    @Test
    void theGroupByShowsEightTermsAtLeastAndFoldsIntoItsTitleWhichIsRemembered(FxRobot robot) throws TimeoutException {
        waitFor(() -> !model.groupBy().rows().isEmpty() && !model.groupBy().state().isLoading());
        TableView<?> groups = robot.lookup("#group-by-table").queryAs(TableView.class);
        TitledPane fold = robot.lookup("#ws-group-by-fold").queryAs(TitledPane.class);
        // the smallest window the app allows leaves the charts some 400 px
        double height = WaitForAsyncUtils.waitForAsyncFx(10_000, () -> groups.getScene().getWindow().getHeight());
        int rows;
        try {
            robot.interact(() -> groups.getScene().getWindow().setHeight(450));
            robot.interact(() -> groups.getScene().getRoot().layout());
            rows = WaitForAsyncUtils.waitForAsyncFx(10_000, () -> (int) Math.floor(
                    (((Region) groups.lookup(".virtual-flow")).getHeight()) / groups.getFixedCellSize()));
        } finally {
            // the stage is the next test's too
            robot.interact(() -> groups.getScene().getWindow().setHeight(height));
        }
        assertTrue(rows >= 8, rows + " terms shown");

        robot.interact(() -> fold.setExpanded(false));
        assertFalse(settings.paneOpen("ws-group-by", true), "the fold is remembered");
        robot.interact(() -> fold.setExpanded(true));
        assertTrue(settings.paneOpen("ws-group-by", false));
    }
}
