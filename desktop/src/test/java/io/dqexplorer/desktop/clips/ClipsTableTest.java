package io.dqexplorer.desktop.clips;

import atlantafx.base.theme.PrimerLight;
import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.workspace.query.RowBlock;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ViewColumns;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.ObservableList;
import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.KeyCode;
import javafx.scene.input.ScrollEvent;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The table over a million rows: it holds a window of them, and our bar, wheel, keys and jumps move it. */
@ExtendWith(ApplicationExtension.class)
class ClipsTableTest {

    private static final int COUNT = 1_000_000;

    private final SimpleObjectProperty<ObservableList<ClipsRow>> rows = new SimpleObjectProperty<>();
    private final SimpleObjectProperty<Sort> sort = new SimpleObjectProperty<>(Sort.SERVICE_ORDER);
    private final SimpleObjectProperty<Long> revealed = new SimpleObjectProperty<>();
    private FxAsyncRunner runner;
    private ClipsTable shown;
    /** Holds the reads of every block but the first while it is up. */
    private volatile CountDownLatch held = new CountDownLatch(0);

    @Start
    void start(Stage stage) {
        runner = new FxAsyncRunner();
        rows.set(new VirtualRows(COUNT, this::clips, runner, Throwable::printStackTrace));
        shown = new ClipsTable(rows, sort, revealed);
        stage.setScene(new Scene(shown));
        // the stage is shared by every test class: this test sets its size, never inheriting another's. At this
        // height the flow keeps a cell wholly above its top edge after a jump, which the bar must not take for the top row
        stage.setWidth(900);
        stage.setHeight(620);
        stage.show();
    }

    @AfterEach
    void stop() {
        held.countDown();
        runner.close();
    }

    /** Clip ids that name their row: "clip-123456" is the view's row 123456. */
    private RowBlock clips(long offset, int limit) throws InterruptedException {
        if (offset > 0) {
            held.await();
        }
        List<RowBlock.Row> block = new ArrayList<>();
        for (long row = offset; row < offset + limit; row++) {
            List<Object> values = new ArrayList<>(Collections.nCopies(ViewColumns.DEFAULTS.size(), null));
            values.set(ViewColumns.DEFAULTS.indexOf(Column.CLIP), "clip-" + row);
            block.add(new RowBlock.Row(row, values));
        }
        return new RowBlock(offset, ViewColumns.DEFAULTS, block);
    }

    @Test
    void theTableHoldsAWindowAndShowsTheRowsAtTheBarsPositionFirstMiddleAndLast(FxRobot robot) throws TimeoutException {
        TableView<ClipsRow> table = table(robot);
        ScrollBar bar = robot.lookup("#clip-scroll").queryAs(ScrollBar.class);
        assertTrue(onFx(() -> table.getItems().size()) <= RowWindow.SIZE);
        waitUntil(() -> topClip(table).equals("clip-0"));

        robot.interact(() -> bar.setValue(COUNT / 2.0));
        waitUntil(() -> topClip(table).equals("clip-500000"));
        assertTrue(onFx(() -> table.getItems().size()) <= RowWindow.SIZE);
        // the window moved under rows whose cells were kept: each shows its new row's clip, not the old one's
        waitUntil(() -> shownClips(table).contains("clip-500000 clip-500000"));
        assertTrue(shownClips(table).stream().allMatch(shown -> shown.split(" ")[0].equals(shown.split(" ")[1])),
                shownClips(table).toString());

        robot.interact(() -> bar.setValue(bar.getMax()));
        int lastTop = onFx(() -> (int) bar.getMax());
        // the last row sits on the bottom edge, so the top one may show only in part, above the bar's row
        waitUntil(() -> List.of("clip-" + lastTop, "clip-" + (lastTop - 1)).contains(topClip(table)));
        waitUntil(() -> onFx(() -> ((ClipsRow) flow(table).getLastVisibleCell().getItem()).clipId().orElse(""))
                .equals("clip-" + (COUNT - 1)));
    }

    @Test
    void aMoveOfTheBarPastTheWindowKeepsTheRowsShownUntilThoseOfItsPlaceAreRead(FxRobot robot) throws TimeoutException {
        TableView<ClipsRow> table = movedWhileReadsWait(robot, Duration.hours(1), COUNT / 2.0);
        // no placeholders laid out meanwhile: the rows it had, and the bar where it was moved to
        assertEquals("clip-0", topClip(table));
        assertEquals(COUNT / 2, onFx(shown::firstShown));

        held.countDown();
        waitUntil(() -> topClip(table).equals("clip-500000"));
        assertTrue(shownClips(table).stream().allMatch(shown -> shown.split(" ")[0].equals(shown.split(" ")[1])),
                shownClips(table).toString());
    }

    @Test
    void aMoveWhoseRowsTakeLongerThanTheWaitShowsThemLoadingAndThenRead(FxRobot robot) throws TimeoutException {
        TableView<ClipsRow> table = movedWhileReadsWait(robot, Duration.millis(20), COUNT / 2.0);
        // a drag moves the table on even while its reads wait
        waitUntil(() -> topClip(table).isEmpty());

        held.countDown();
        waitUntil(() -> topClip(table).equals("clip-500000"));
    }

    @Test
    void aDragShowsEachPlaceAtOnceLoadingRatherThanWaitForItsRows(FxRobot robot) throws TimeoutException {
        // two frames of a drag, the second a moment after the first
        TableView<ClipsRow> table = movedWhileReadsWait(robot, Duration.hours(1), COUNT / 2.0, COUNT / 2.0 + 100_000);
        waitUntil(() -> topClip(table).isEmpty());

        held.countDown();
        waitUntil(() -> topClip(table).equals("clip-600000"));
    }

    @Test
    void theBarKeepsItsWidthBesideColumnsWiderThanTheWindowInTheAppsTheme(FxRobot robot) throws TimeoutException {
        TableView<ClipsRow> table = table(robot);
        ScrollBar bar = robot.lookup("#clip-scroll").queryAs(ScrollBar.class);
        robot.interact(() -> table.getScene().getStylesheets().add(new PrimerLight().getUserAgentStylesheet()));
        assertTrue(onFx(() -> table.prefWidth(-1) > table.getScene().getWidth()), "the columns are wider than the window");

        waitUntil(() -> onFx(() -> bar.isVisible() && bar.getWidth() > 0 && bar.getWidth() >= bar.prefWidth(-1)));
    }

    @Test
    void theWheelScrollsPastTheWindowAndTheBarFollows(FxRobot robot) throws TimeoutException {
        TableView<ClipsRow> table = table(robot);
        // the headless toolkit has no wheel: the events a wheel gives, three rows a notch
        for (int i = 0; i < 200; i++) {
            robot.interact(() -> Event.fireEvent(flow(table), new ScrollEvent(ScrollEvent.SCROLL, 100, 100, 100, 100,
                    false, false, false, false, false, false, 0, -3 * 26, 0, -3 * 26,
                    ScrollEvent.HorizontalTextScrollUnits.NONE, 0, ScrollEvent.VerticalTextScrollUnits.NONE, 0, 0, null)));
        }
        // the wheel went well past the window's first rows: the window moved with it
        int first = onFx(shown::firstShown);
        assertTrue(first > RowWindow.SIZE, "the first row shown: " + first);
        waitUntil(() -> topClip(table).equals("clip-" + onFx(shown::firstShown)));
    }

    @Test
    void pageDownKeysWalkTheSelectionThroughTheWholeViewNotJustTheWindow(FxRobot robot) throws TimeoutException {
        TableView<ClipsRow> table = table(robot);
        robot.interact(() -> {
            table.requestFocus();
            table.getSelectionModel().clearAndSelect(0);
            table.getFocusModel().focus(0);
        });
        for (int i = 0; i < 40; i++) {
            robot.type(KeyCode.PAGE_DOWN);
        }
        int selected = onFx(shown::selectedRows).get(0);
        assertTrue(selected > RowWindow.SIZE, "the row selected: " + selected);
        assertEquals("clip-" + selected, onFx(() -> table.getSelectionModel().getSelectedItem().clipId().orElse("")));
        int first = onFx(shown::firstShown);
        assertTrue(first <= selected && selected < first + 30, "row " + selected + " shown from " + first);

        robot.press(KeyCode.CONTROL).type(KeyCode.END).release(KeyCode.CONTROL);
        waitUntil(() -> onFx(shown::selectedRows).equals(List.of(COUNT - 1)));
    }

    @Test
    void ctrlEndPastTheWindowKeepsTheRowsShownUntilTheLastAreReadAndThenSelectsTheLast(FxRobot robot)
            throws TimeoutException {
        TableView<ClipsRow> table = table(robot);
        robot.interact(() -> {
            shown.waitForRowsAtMost(Duration.hours(1));
            table.requestFocus();
            table.getSelectionModel().clearAndSelect(0);
        });
        held = new CountDownLatch(1);

        robot.press(KeyCode.CONTROL).type(KeyCode.END).release(KeyCode.CONTROL);
        assertEquals("clip-0", topClip(table));
        assertEquals(List.of(0), onFx(shown::selectedRows));

        held.countDown();
        waitUntil(() -> onFx(shown::selectedRows).equals(List.of(COUNT - 1)));
        assertEquals("clip-" + (COUNT - 1), onFx(() -> table.getSelectionModel().getSelectedItem().clipId().orElse("")));
    }

    @Test
    void aJumpScrollsTheWindowToTheRowAndSelectsIt(FxRobot robot) throws TimeoutException {
        TableView<ClipsRow> table = table(robot);

        robot.interact(() -> revealed.set(654_321L));

        waitUntil(() -> onFx(shown::selectedRows).equals(List.of(654_321)));
        waitUntil(() -> topClip(table).equals("clip-654318"));
        waitUntil(() -> onFx(() -> table.getSelectionModel().getSelectedItem().clipId().orElse("")).equals("clip-654321"));
    }

    @Test
    void aJumpWhoseRowsTakeLongerThanTheWaitGoesThereLoadingAndSelectsTheClip(FxRobot robot) throws TimeoutException {
        TableView<ClipsRow> table = table(robot);
        robot.interact(() -> shown.waitForRowsAtMost(Duration.millis(20)));
        held = new CountDownLatch(1);

        robot.interact(() -> revealed.set(654_321L));
        waitUntil(() -> onFx(shown::selectedRows).equals(List.of(654_321)));
        assertEquals("", topClip(table));

        held.countDown();
        waitUntil(() -> topClip(table).equals("clip-654318"));
    }

    /**
     * The bar moved to each of these rows one after another, at once, while the reads past the first block wait; the
     * table waits for rows so long.
     */
    private TableView<ClipsRow> movedWhileReadsWait(FxRobot robot, Duration wait, double... rows) throws TimeoutException {
        TableView<ClipsRow> table = table(robot);
        ScrollBar bar = robot.lookup("#clip-scroll").queryAs(ScrollBar.class);
        robot.interact(() -> shown.waitForRowsAtMost(wait));
        held = new CountDownLatch(1);
        robot.interact(() -> {
            for (double row : rows) {
                bar.setValue(row);
            }
        });
        return table;
    }

    @SuppressWarnings("unchecked")
    private TableView<ClipsRow> table(FxRobot robot) throws TimeoutException {
        TableView<ClipsRow> table = robot.lookup("#clip-table").queryAs(TableView.class);
        waitUntil(() -> topClip(table).equals("clip-0"));
        return table;
    }

    private static VirtualFlow<?> flow(TableView<?> table) {
        return (VirtualFlow<?>) table.lookup(".virtual-flow");
    }

    /** For each row on screen, its row's clip and the text its clip cell shows, as "row cell". */
    private static List<String> shownClips(TableView<ClipsRow> table) {
        return onFx(() -> flow(table).lookupAll(".table-cell").stream()
                .map(node -> (TableCell<?, ?>) node)
                .filter(cell -> cell.isVisible() && cell.getTableColumn() != null
                        && ("ws-col-" + Column.CLIP.sqlName()).equals(cell.getTableColumn().getId())
                        && cell.getTableRow() != null && cell.getTableRow().getItem() != null)
                .map(cell -> ((ClipsRow) cell.getTableRow().getItem()).clipId().orElse("…") + " " + cell.getText())
                .toList());
    }

    /** The clip of the first row on screen (some of it below the flow's top edge), "" while its block is read. */
    private static String topClip(TableView<ClipsRow> table) {
        return onFx(() -> flow(table).lookupAll(".table-row-cell").stream()
                .map(node -> (IndexedCell<?>) node)
                .filter(cell -> cell.isVisible() && cell.getIndex() >= 0 && cell.getLayoutY() + cell.getHeight() > 0.5)
                .min(Comparator.comparingInt(IndexedCell::getIndex))
                .map(cell -> cell.getItem() == null ? "" : ((ClipsRow) cell.getItem()).clipId().orElse(""))
                .orElse(""));
    }

    private static <T> T onFx(Callable<T> read) {
        return WaitForAsyncUtils.waitForAsyncFx(10_000, read);
    }

    private static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(AppHarness.TIMEOUT_SECONDS, TimeUnit.SECONDS, condition::getAsBoolean);
    }
}
