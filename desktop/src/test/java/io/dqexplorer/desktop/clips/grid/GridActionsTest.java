package io.dqexplorer.desktop.clips.grid;

import io.dqexplorer.desktop.testing.ContextMenuRequest;
import io.dqexplorer.desktop.clips.ClipsTab;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.desktop.clips.ClipsRow;
import io.dqexplorer.desktop.clips.ClipsViewModel;
import io.dqexplorer.desktop.clips.SummaryLine;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.table.Column;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.input.Clipboard;
import javafx.scene.input.DataFormat;
import javafx.scene.input.KeyCode;
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

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The clip table as a data grid, driven as a user does, against the sandbox with a real DuckDB snapshot. */
@ExtendWith(ApplicationExtension.class)
class GridActionsTest {

    private static final String KITCHEN = "kitchen-egocentric";

    private static TestService service;
    private static List<ClipRow> serviceRows;

    @TempDir
    static Path cache;
    private GatedRunner runner;
    private ClipsTab feature;

    @BeforeAll
    static void connect() {
        service = TestService.shared();
        serviceRows = service.clipRows(KITCHEN);
    }

    @AfterAll
    static void disconnect() {
        service.close();
    }

    @Start
    void start(Stage stage) {
        runner = new GatedRunner();
        Settings settings = new Settings(new InMemoryPreferences());
        ClipWorkspace workspace = new ClipWorkspace(service.client, service.sandbox.demoClient().organizationId(),
                CacheFolder.at(cache), settings);
        feature = new ClipsTab(runner, name -> Optional.empty(), settings, workspace);
        stage.setScene(new Scene((Parent) feature.view(), 1280, 800));
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        runner.open();
        robot.interact(feature::close);
        runner.close();
    }

    @Test
    void onlyClipsWithATermOfACellBecomesItsChipAndCountsWhatTheServiceCounts(FxRobot robot) throws TimeoutException {
        TableView<?> table = open(robot);
        robot.interact(() -> scrollTo(table, Column.OBJECTS));
        TableCell<?, ?> objects = shownCell(robot, Column.OBJECTS, text -> !text.isBlank());
        String term = objects.getText().split(", ")[0];

        robot.rightClickOn(objects);
        robot.interact(() -> ContextMenuRequest.on(objects));
        robot.clickOn(menuText(robot, "Only clips with this value"));
        robot.clickOn(menuText(robot, "objects has \"" + term + "\""));

        ClipPage answer = service.client.unversioned().clips(ClipQuery.of(KITCHEN).withTerm(term).withLimit(0));
        long inObjects = answer.filteredTo().stream().filter(to -> to.section().equals("objects"))
                .mapToLong(ClipPage.FilteredTo::clipCount).sum();
        assertTrue(inObjects > 0 && inObjects < serviceRows.size(), term + ": " + inObjects);
        Label count = robot.lookup("#ws-count").queryAs(Label.class);
        waitUntil(() -> count.getText().equals(String.format("%,d of 2,734 clips", inObjects)), "the service's count");
        assertEquals(List.of("objects has \"" + term + "\""), chipTexts(robot));
        assertTrue(table.isVisible());
    }

    @Test
    void shiftF10OnTheFocusedCellOffersItsValueAsARangeToLeaveOut(FxRobot robot) throws TimeoutException {
        TableView<?> table = open(robot);
        TableCell<?, ?> seconds = shownCell(robot, Column.ANALYZED_SECONDS, text -> true);
        robot.clickOn(seconds);
        double value = serviceRows.get(seconds.getIndex()).analyzedSeconds();

        robot.push(KeyCode.SHIFT, KeyCode.F10);
        robot.clickOn(menuText(robot, "Leave out this value"));
        String keep = "analyzed_seconds < " + plain(value);
        robot.clickOn(menuTextEndingWith(robot, "—  " + keep));

        long expected = serviceRows.stream().filter(row -> row.analyzedSeconds() < value).count();
        Label count = robot.lookup("#ws-count").queryAs(Label.class);
        waitUntil(() -> count.getText().equals(String.format("%,d of 2,734 clips", expected)), "the clips below it");
        assertEquals(List.of(keep), chipTexts(robot));
        assertTrue(table.isVisible());
    }

    @Test
    void ctrlCPutsTheSelectedRowsWithTheShownColumnsOnTheClipboardAsTsv(FxRobot robot) throws TimeoutException {
        TableView<?> table = open(robot);
        ClipsViewModel model = feature.table();
        robot.interact(() -> model.columnsProperty().set(List.of(Column.CLIP, Column.ANALYZED_SECONDS, Column.OBJECTS)));
        robot.interact(() -> Clipboard.getSystemClipboard().setContent(Map.of(DataFormat.PLAIN_TEXT, "")));

        robot.interact(() -> table.getSelectionModel().selectRange(2, 5));
        robot.clickOn(table).press(KeyCode.SHIFT).type(KeyCode.DOWN).release(KeyCode.SHIFT);
        List<Integer> selected = onFx(() -> List.copyOf(table.getSelectionModel().getSelectedIndices()));
        robot.push(KeyCode.CONTROL, KeyCode.C);

        StringBuilder expected = new StringBuilder("clip\tanalyzed_seconds\tobjects\n");
        selected.stream().sorted().forEach(row -> expected.append(serviceRows.get(row).clip()).append('\t')
                .append(plain(serviceRows.get(row).analyzedSeconds())).append('\t')
                .append(String.join("|", serviceRows.get(row).objects())).append('\n'));
        assertTrue(selected.size() >= 2, "rows selected: " + selected);
        waitUntil(() -> expected.toString().equals(onFx(() -> Clipboard.getSystemClipboard().getString())), "the TSV");
        assertEquals("Copied " + selected.size() + " rows × 3 columns as TSV",
                onFx(() -> robot.lookup("#grid-status-text").queryAs(Label.class).getText()));
    }

    @Test
    void escapeCancelsTheCountUnderWayAndRunAgainCountsIt(FxRobot robot) throws TimeoutException {
        open(robot);
        Label count = robot.lookup("#ws-count").queryAs(Label.class);
        runner.hold();

        robot.clickOn("#ws-filter-field").write("frames > 100").type(KeyCode.ENTER);
        ClipsViewModel model = feature.table();
        waitUntil(() -> onFx(() -> model.runningQueries().runningProperty().get()), "the count under way");
        robot.push(KeyCode.ESCAPE);

        Label status = robot.lookup("#grid-status-text").queryAs(Label.class);
        waitUntil(() -> onFx(status::getText).equals(RunningQueries.CANCELLED), "the status line");
        assertTrue(onFx(() -> !model.runningQueries().runningProperty().get() && !model.rowsState().isLoading()));
        assertEquals("2,734 clips", onFx(count::getText), "the cancelled count was never shown");

        runner.open();
        robot.clickOn("#grid-run-again");
        waitUntil(() -> onFx(count::getText).endsWith(" of 2,734 clips"), "the count run again");
        assertEquals("", onFx(status::getText));
    }

    @Test
    void aSortOrClearingTheFilterShowsTheViewWithoutSummingAgain(FxRobot robot) throws TimeoutException {
        open(robot);
        ClipsViewModel model = feature.table();
        Label count = robot.lookup("#ws-count").queryAs(Label.class);
        waitUntil(() -> onFx(() -> !model.summary().isEmpty() && !model.summaryState().isLoading()), "the whole's summary");
        List<SummaryLine> whole = onFx(() -> List.copyOf(model.summary()));
        robot.clickOn("#ws-filter-field").write("frames > 100").type(KeyCode.ENTER);
        waitUntil(() -> onFx(() -> count.getText().endsWith(" of 2,734 clips") && !model.runningQueries().runningProperty().get()),
                "the filter counted and summed");
        String counted = onFx(count::getText);
        List<SummaryLine> subset = onFx(() -> List.copyOf(model.summary()));
        runner.hold();

        boolean sortSummed = onFx(() -> {
            model.sortProperty().set(Sort.by(Column.FRAMES, true));
            return model.summaryState().isLoading();
        });

        assertFalse(sortSummed, "a sort changes neither the count nor the summary");
        assertEquals(counted, onFx(count::getText));
        assertEquals(subset, onFx(() -> List.copyOf(model.summary())));
        runner.open();
        waitUntil(() -> onFx(() -> !model.runningQueries().runningProperty().get()), "the sorted rows read");
        assertEquals(counted, onFx(count::getText), "the count as it was");
        ObservableList<ClipsRow> sorted = onFx(() -> model.rowsProperty().get());
        waitUntil(() -> onFx(() -> sorted.get(0).isLoaded() && sorted.get(1).isLoaded()), "the sorted rows");
        long first = ((Number) onFx(() -> sorted.get(0).value(Column.FRAMES).orElseThrow())).longValue();
        long second = ((Number) onFx(() -> sorted.get(1).value(Column.FRAMES).orElseThrow())).longValue();
        assertTrue(first >= second && first > 100, first + " then " + second);
        runner.hold();

        boolean clearSummed = onFx(() -> {
            model.removeClause(0);
            return model.summaryState().isLoading();
        });

        assertFalse(clearSummed, "the whole dataset's count and summary are known");
        assertEquals(whole, onFx(() -> List.copyOf(model.summary())));
        runner.open();
        waitUntil(() -> onFx(() -> "2,734 clips".equals(count.getText())), "the whole dataset's rows and count");
    }

    @Test
    void aFilteredSortedOrClearedViewComesWithItsFirstRows(FxRobot robot) throws TimeoutException {
        open(robot);
        ClipsViewModel model = feature.table();
        List<Boolean> firstRowThere = new CopyOnWriteArrayList<>();
        onFx(() -> {
            model.rowsProperty().addListener((obs, old, now) -> firstRowThere.add(!now.isEmpty() && now.get(0).isLoaded()));
            return null;
        });

        Label count = robot.lookup("#ws-count").queryAs(Label.class);
        List<String> countWhenSummed = new CopyOnWriteArrayList<>();
        onFx(() -> {
            model.summaryState().loadingProperty().addListener((obs, was, loading) -> {
                if (loading) {
                    countWhenSummed.add(count.getText());
                }
            });
            return null;
        });

        robot.clickOn("#ws-filter-field").write("frames > 100").type(KeyCode.ENTER);

        waitUntil(() -> onFx(() -> count.getText().endsWith(" of 2,734 clips")), "the filter counted");
        assertTrue(firstRowThere.get(firstRowThere.size() - 1), "the view's rows were there when it was shown, not read after");
        waitUntil(() -> onFx(() -> !countWhenSummed.isEmpty() && !model.summaryState().isLoading()), "the filter summed");
        assertTrue(countWhenSummed.get(0).endsWith(" of 2,734 clips"), "the summary is asked once the rows are shown, "
                + "not beside them: " + countWhenSummed);
        long frames = ((Number) onFx(() -> model.rowsProperty().get().get(0).value(Column.FRAMES).orElseThrow())).longValue();
        assertTrue(frames > 100, frames + " frames");

        // a sort and a cleared filter, whose counts are known, likewise: laid out once, not as rows still to be read
        int shown = firstRowThere.size();
        robot.interact(() -> model.sortProperty().set(Sort.by(Column.FRAMES, true)));
        waitUntil(() -> firstRowThere.size() > shown, "the sorted view");
        assertTrue(firstRowThere.get(firstRowThere.size() - 1), "the sorted view came with its rows");
        int sorted = firstRowThere.size();
        robot.interact(() -> model.removeClause(0));
        waitUntil(() -> onFx(() -> "2,734 clips".equals(count.getText())), "the filter cleared");
        assertTrue(firstRowThere.size() > sorted && firstRowThere.get(firstRowThere.size() - 1),
                "the whole dataset came with its rows");
    }

    @Test
    void eachHeadingsTooltipIsItsColumnsDefinition(FxRobot robot) throws TimeoutException {
        open(robot);
        for (TableColumnHeader header : robot.lookup(".column-header").queryAllAs(TableColumnHeader.class)) {
            if (header.getTableColumn() != null && header.getTableColumn().getUserData() instanceof Column column) {
                Tooltip tooltip = ((Label) header.getTableColumn().getGraphic()).getTooltip();
                assertEquals(ColumnDefinitions.tooltip(column), onFx(tooltip::getText));
            }
        }
    }

    private TableView<?> open(FxRobot robot) throws TimeoutException {
        robot.interact(() -> feature.open(service.entry(KITCHEN)));
        // the service's pages show first, in the same table: the actions are tried on the snapshot's rows
        waitUntil(() -> onFx(() -> feature.table().snapshotProperty().get() != null), "the snapshot");
        waitUntil(() -> robot.lookup("#clip-table").tryQuery().map(Node::isVisible).orElse(false), "the table");
        TableView<?> table = robot.lookup("#clip-table").queryAs(TableView.class);
        waitUntil(() -> onFx(() -> table.getItems().size() > 10 && ((ClipsRow) table.getItems().get(0)).isLoaded()
                && robot.lookup(".table-cell").queryAll().stream().anyMatch(cell -> cell instanceof TableCell<?, ?> c
                && serviceRows.get(0).clip().equals(c.getText()))), "the first rows");
        return table;
    }

    /** Scrolls the table sideways until the column shows: the terms lie beyond a 1280-pixel window. */
    private static <R> void scrollTo(TableView<R> table, Column column) {
        table.getColumns().stream().filter(c -> column.equals(c.getUserData())).findFirst().ifPresent(table::scrollToColumn);
    }

    /** A cell of the column on screen whose text passes, in one of the first rows. */
    private static TableCell<?, ?> shownCell(FxRobot robot, Column column, java.util.function.Predicate<String> text) {
        return onFx(() -> robot.lookup(".table-cell").queryAll().stream()
                .filter(node -> node instanceof TableCell<?, ?> cell && cell.isVisible() && !cell.isEmpty()
                        && cell.getTableRow() != null && cell.getTableRow().isVisible() && cell.getTableColumn() != null && column.equals(cell.getTableColumn().getUserData())
                        && cell.getIndex() < 8 && cell.getText() != null && text.test(cell.getText()))
                .map(node -> (TableCell<?, ?>) node).findFirst().orElseThrow());
    }

    private static Node menuText(FxRobot robot, String text) throws TimeoutException {
        return menuNode(robot, text::equals);
    }

    private static Node menuTextEndingWith(FxRobot robot, String end) throws TimeoutException {
        return menuNode(robot, shown -> shown.endsWith(end));
    }

    /** A menu item's label on screen, once its menu shows. */
    private static Node menuNode(FxRobot robot, java.util.function.Predicate<String> text) throws TimeoutException {
        waitUntil(() -> onFx(() -> robot.lookup(".context-menu .label").queryAll().stream()
                .anyMatch(n -> n instanceof Labeled l && l.getText() != null && text.test(l.getText()) && n.isVisible())),
                "the menu item");
        return onFx(() -> robot.lookup(".context-menu .label").queryAll().stream()
                .filter(n -> n instanceof Labeled l && l.getText() != null && text.test(l.getText()) && n.isVisible())
                .findFirst().orElseThrow());
    }

    private static List<String> chipTexts(FxRobot robot) {
        return onFx(() -> robot.lookup("#ws-chips").query().lookupAll(".ws-chip-text").stream()
                .map(n -> ((Labeled) n).getText()).toList());
    }

    private static String plain(double value) {
        return new BigDecimal(Double.toString(value)).stripTrailingZeros().toPlainString();
    }

    private static <T> T onFx(Callable<T> read) {
        return WaitForAsyncUtils.waitForAsyncFx(10_000, read);
    }

    private static void waitUntil(BooleanSupplier condition, String what) throws TimeoutException {
        try {
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (TimeoutException e) {
            throw new TimeoutException("not seen: " + what);
        }
    }

    /**
     * The app's runner, whose calls can be held before they start: a query that is under way for as long
     * as the test needs, on any machine. A held call cancelled is interrupted in its wait, as in a query.
     */
    private static final class GatedRunner implements AsyncRunner, AutoCloseable {
        private final FxAsyncRunner runner = new FxAsyncRunner();
        private volatile CountDownLatch gate = new CountDownLatch(0);

        void hold() {
            gate = new CountDownLatch(1);
        }

        void open() {
            gate.countDown();
        }

        @Override
        public <T> Cancellable run(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
            CountDownLatch held = gate;
            return runner.run(() -> {
                held.await();
                return work.call();
            }, onSuccess, onFailure);
        }

        @Override
        public void onUiThread(Runnable action) {
            runner.onUiThread(action);
        }

        @Override
        public void close() {
            runner.close();
        }
    }
}
