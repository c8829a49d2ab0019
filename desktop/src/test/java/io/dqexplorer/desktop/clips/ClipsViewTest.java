package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.VocabularyQuery;
import impl.org.controlsfx.skin.AutoCompletePopup;
import javafx.concurrent.Worker;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.controlsfx.control.textfield.AutoCompletionBinding;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.lang.reflect.Field;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(ApplicationExtension.class)
class ClipsViewTest {

    private static final String KITCHEN = "kitchen-egocentric";

    private static Sandbox sandbox;
    private static DqClient client;
    private FxAsyncRunner runner;
    private final Settings settings = new Settings(new InMemoryPreferences());
    private ClipsTab feature;

    @BeforeAll
    static void connect() {
        sandbox = AppHarness.sharedSandbox();
        client = AppHarness.demoClient(sandbox);
    }

    @AfterAll
    static void disconnect() {
        client.close();
    }

    @Start
    void start(Stage stage) {
        runner = new FxAsyncRunner();
        feature = new ClipsTab(client, runner, ExportTargetChooser.saveDialog(() -> stage, settings), settings);
        stage.setScene(new Scene((Parent) feature.view(), 1100, 700));
        stage.show();
    }

    @AfterEach
    void stop() {
        runner.close();
    }

    @Test
    void pagesThroughTheDatasetAndFiltersByTerm(FxRobot robot) throws TimeoutException {
        DatasetEntry kitchen = client.versioned().datasets().stream().filter(d -> d.dataset().equals(KITCHEN)).findFirst().orElseThrow();
        robot.interact(() -> feature.open(kitchen));
        Label range = robot.lookup("#clip-range").queryAs(Label.class);
        waitUntil(() -> range.getText().equals("rows 1–100 of 2,734"));
        TableView<?> table = robot.lookup("#clip-table").queryAs(TableView.class);
        assertEquals(100, table.getItems().size());

        robot.clickOn("#clip-next");
        waitUntil(() -> range.getText().equals("rows 101–200 of 2,734"));

        robot.clickOn("#clip-term-filter").write("knife").type(KeyCode.ENTER);
        Label filteredTo = robot.lookup("#clip-filtered-to").queryAs(Label.class);
        waitUntil(() -> filteredTo.getText().equals("knife: objects 896 clips"));
        waitUntil(() -> range.getText().equals("rows 1–100 of 896"));
        Label totals = robot.lookup("#clip-totals").queryAs(Label.class);
        waitUntil(() -> totals.getText().startsWith("totals of the 896 filtered clips"));
    }

    @Test
    void aDuplicateGroupShowsOnlyItsClipsUntilCleared(FxRobot robot) throws TimeoutException {
        String dataset = "warehouse-picking";
        List<String> group = client.versioned().duplicates(io.dqexplorer.sdk.query.DuplicatesQuery.of(dataset))
                .exact().orElseThrow().groups().get(0).clips();
        DatasetEntry warehouse = client.versioned().datasets().stream().filter(d -> d.dataset().equals(dataset)).findFirst().orElseThrow();
        robot.interact(() -> feature.open(warehouse));
        Label range = robot.lookup("#clip-range").queryAs(Label.class);
        waitUntil(() -> range.getText().startsWith("rows 1–100 of"));

        robot.interact(() -> feature.showClips(group, "Duplicate group 1"));
        Label selection = robot.lookup("#clip-selection").queryAs(Label.class);
        waitUntil(() -> selection.getText().equals("Duplicate group 1: " + group.size() + " clips"));
        waitUntil(() -> range.getText().equals("rows 1–" + group.size() + " of " + group.size()));

        robot.clickOn("#clip-selection-clear");
        waitUntil(() -> range.getText().startsWith("rows 1–100 of"));
    }

    @Test
    void enterFiltersAndClosesTheSuggestionsSoTheNextClickReachesTheTable(FxRobot robot) throws TimeoutException {
        DatasetEntry kitchen = client.versioned().datasets().stream().filter(d -> d.dataset().equals(KITCHEN)).findFirst().orElseThrow();
        robot.interact(() -> feature.open(kitchen));
        Label range = robot.lookup("#clip-range").queryAs(Label.class);
        waitUntil(() -> range.getText().equals("rows 1–100 of 2,734"));

        robot.clickOn("#clip-term-filter").write("knif");
        waitUntil(ClipsViewTest::suggestionsShowing);
        robot.write("e").type(KeyCode.ENTER);

        waitUntil(() -> range.getText().equals("rows 1–100 of 896"));
        assertFalse(suggestionsShowing());
        // the request for suggestions of "knife" was under way when Enter applied it: once it has
        // delivered (opening or closing the popup), the suggestions must still be closed
        Worker<?> lastRequest = onFx(() -> latestSuggestionRequest(robot));
        assertEquals("knife", ((AutoCompletionBinding.ISuggestionRequest) lastRequest).getUserText());
        waitUntil(() -> onFx(() -> lastRequest.getState() == Worker.State.SUCCEEDED));
        assertFalse(suggestionsShowing(), "the suggestions opened again");

        robot.clickOn("#clip-next");
        waitUntil(() -> range.getText().equals("rows 101–200 of 896"));
    }

    @Test
    void thePagerStaysPutWhileItsRangeGrowsWider(FxRobot robot) throws TimeoutException {
        open(robot, "fleet-archive");
        Node pageSize = robot.lookup("#clip-page-size").query();
        Node next = robot.lookup("#clip-next").query();
        double before = onFx(() -> laidOutX(pageSize));
        double nextBefore = onFx(() -> laidOutX(next));

        robot.clickOn("#clip-last");
        Label range = robot.lookup("#clip-range").queryAs(Label.class);
        waitUntil(() -> range.getText().equals("rows 199,901–200,000 of 200,000"));

        assertEquals(before, onFx(() -> laidOutX(pageSize)));
        assertEquals(nextBefore, onFx(() -> laidOutX(next)));
    }

    @Test
    void aTermInTheWrongCaseOffersThePublishedOne(FxRobot robot) throws TimeoutException {
        open(robot, KITCHEN);

        robot.interact(() -> feature.showClipsWithTerm("Knife"));
        Button meant = robot.lookup("#clip-suggested-term").queryButton();
        waitUntil(() -> showing(meant) && meant.getText().equals("Show clips with “knife”"));
        robot.clickOn(meant);

        Label range = robot.lookup("#clip-range").queryAs(Label.class);
        waitUntil(() -> range.getText().equals("rows 1–100 of 896"));
    }

    @Test
    void aSpellingTypedInAnyCaseIsOfferedWithItsTermWhichChoosingFiltersBy(FxRobot robot) throws TimeoutException {
        UnversionedVocabulary.Term merged = ClipsViewModelTest.termWithAnotherSpelling(
                client.unversioned().vocabulary(VocabularyQuery.of(KITCHEN)));
        String spelling = merged.spellings().stream().filter(s -> !s.equals(merged.term())).findFirst().orElseThrow();
        open(robot, KITCHEN);

        robot.clickOn("#clip-term-filter").write(spelling.toUpperCase(Locale.ROOT));
        String label = spelling + " → " + merged.term();
        waitUntil(() -> robot.lookup(".list-cell").queryAllAs(ListCell.class).stream()
                .anyMatch(cell -> label.equals(cell.getText()) && cell.isVisible()));
        robot.clickOn(robot.lookup(".list-cell").queryAllAs(ListCell.class).stream()
                .filter(cell -> label.equals(cell.getText())).findFirst().orElseThrow());

        Label filteredTo = robot.lookup("#clip-filtered-to").queryAs(Label.class);
        waitUntil(() -> filteredTo.getText().startsWith(merged.term() + ": "));
        assertEquals(merged.term(), robot.lookup("#clip-term-filter").queryTextInputControl().getText());
    }

    @Test
    void aCellTooNarrowForItsTextShowsItAsTooltip(FxRobot robot) throws TimeoutException {
        open(robot, KITCHEN);
        TableView<?> table = robot.lookup("#clip-table").queryAs(TableView.class);
        TableColumn<?, ?> objects = onFx(() -> column(table, "objects"));
        robot.interact(() -> {
            objects.setMinWidth(30);
            objects.setPrefWidth(30);
        });

        waitUntil(() -> cells(robot, objects).anyMatch(cell -> !cell.getText().isEmpty()
                && cell.getTooltip() != null && cell.getTooltip().getText().equals(cell.getText())));
        TableColumn<?, ?> episode = onFx(() -> column(table, "episode_index"));
        assertTrue(onFx(() -> cells(robot, episode).filter(cell -> !cell.getText().isEmpty())
                .allMatch(cell -> cell.getTooltip() == null)), "a cell showing its whole text has no tooltip");
    }

    @Test
    void theClipColumnStaysInViewWhenTheTableScrollsSideways(FxRobot robot) throws TimeoutException {
        open(robot, KITCHEN);
        robot.clickOn("#clip-toggle-frame-quality");
        robot.clickOn("#clip-toggle-hand-activity");
        TableView<?> table = robot.lookup("#clip-table").queryAs(TableView.class);
        waitUntil(() -> table.getColumns().size() == ClipColumn.values().length);
        ScrollBar sideways = onFx(() -> table.lookupAll(".scroll-bar").stream()
                .filter(n -> n instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL)
                .map(ScrollBar.class::cast).findFirst().orElseThrow());
        waitUntil(() -> sideways.getMax() > 100);
        TableColumn<?, ?> clip = onFx(() -> column(table, "clip"));
        double before = onFx(() -> firstCellX(robot, clip));

        robot.interact(() -> sideways.setValue(sideways.getMax()));
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(before, onFx(() -> firstCellX(robot, clip)), 0.5);
        Node header = robot.lookup(".column-header").queryAllAs(TableColumnHeader.class).stream()
                .filter(h -> h.getTableColumn() == clip).findFirst().orElseThrow();
        assertEquals(onFx(() -> table.localToScene(table.getBoundsInLocal()).getMinX()),
                onFx(() -> header.localToScene(header.getBoundsInLocal()).getMinX()), 2.0);
    }

    @Test
    void turningAColumnGroupOnKeepsTheCellsOfTheColumnsAlreadyShown(FxRobot robot) throws TimeoutException {
        open(robot, KITCHEN);
        @SuppressWarnings("unchecked")
        TableView<ClipRow> table = robot.lookup("#clip-table").queryAs(TableView.class);
        Set<TableCell<?, ?>> before = onFx(() -> defaultColumnCells(table));

        robot.clickOn("#clip-toggle-frame-quality");
        waitUntil(() -> onFx(() -> table.getColumns().size() == ClipColumn.defaults(true, false).size()
                && table.getItems().get(0).frameQuality().isPresent()));
        WaitForAsyncUtils.waitForFxEvents();

        // a row keeps its cells by column: making every shown cell anew was the most of that frame. A row the
        // flow added meanwhile (the new scroll bar changes the viewport's height) has cells of its own.
        Set<TableCell<?, ?>> after = onFx(() -> defaultColumnCells(table));
        Set<TableRow<?>> rowsBefore = rowsOf(before);
        Set<TableCell<?, ?>> ofRowsKept = Collections.newSetFromMap(new IdentityHashMap<>());
        after.stream().filter(cell -> rowsBefore.contains(cell.getTableRow())).forEach(ofRowsKept::add);
        assertFalse(ofRowsKept.isEmpty());
        assertTrue(before.containsAll(ofRowsKept), "the cells of the default columns were made anew");
    }

    private static Set<TableRow<?>> rowsOf(Set<TableCell<?, ?>> cells) {
        Set<TableRow<?>> rows = Collections.newSetFromMap(new IdentityHashMap<>());
        cells.forEach(cell -> rows.add(cell.getTableRow()));
        return rows;
    }

    /** The shown cells of the default columns, by identity. */
    private static Set<TableCell<?, ?>> defaultColumnCells(TableView<?> table) {
        Set<TableCell<?, ?>> cells = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Node node : table.lookupAll(".table-cell")) {
            if (node instanceof TableCell<?, ?> cell && cell.isVisible() && cell.getTableColumn() != null
                    && ClipColumn.defaults().stream().anyMatch(c -> cell.getTableColumn().getId().equals("clip-column-" + c.header()))) {
                cells.add(cell);
            }
        }
        return cells;
    }

    @Test
    void anUnreadableClipsRowIsMarkedAndSaysWhy(FxRobot robot) throws TimeoutException {
        open(robot, KITCHEN);
        long total = client.unversioned().clips(ClipQuery.of(KITCHEN).withLimit(0)).total();
        robot.clickOn("#clip-toggle-frame-quality");
        ComboBox<Integer> pageSize = robot.lookup("#clip-page-size").queryComboBox();
        robot.interact(() -> pageSize.setValue(1000));
        @SuppressWarnings("unchecked")
        TableView<ClipRow> table = robot.lookup("#clip-table").queryAs(TableView.class);
        waitUntil(() -> table.getItems().size() == Math.min(total, 1000)
                && table.getItems().get(0).frameQuality().isPresent());
        int unreadable = onFx(() -> {
            for (int i = 0; i < table.getItems().size(); i++) {
                if (table.getItems().get(i).frameQuality().orElseThrow().frames() == 0) {
                    return i;
                }
            }
            return -1;
        });
        assertTrue(unreadable >= 0, "the first page holds an unreadable clip");
        ClipRow row = onFx(() -> table.getItems().get(unreadable));

        robot.interact(() -> table.scrollTo(unreadable));

        waitUntil(() -> robot.lookup(".table-row-cell").queryAllAs(TableRow.class).stream()
                .anyMatch(r -> row.equals(r.getItem()) && r.getPseudoClassStates().contains(ServicePageTable.UNREADABLE)
                        && r.getTooltip() != null && r.getTooltip().getText().startsWith("Unreadable: ")));
    }

    private void open(FxRobot robot, String dataset) throws TimeoutException {
        long total = client.unversioned().clips(ClipQuery.of(dataset).withLimit(0)).total();
        DatasetEntry entry = client.versioned().datasets().stream().filter(d -> d.dataset().equals(dataset)).findFirst().orElseThrow();
        robot.interact(() -> feature.open(entry));
        Label range = robot.lookup("#clip-range").queryAs(Label.class);
        waitUntil(() -> range.getText().equals("rows 1–100 of " + Formats.count(total)));
    }

    private static TableColumn<?, ?> column(TableView<?> table, String header) {
        return table.getColumns().stream().filter(c -> c.getId().equals("clip-column-" + header)).findFirst().orElseThrow();
    }

    private static Stream<TableCell<?, ?>> cells(FxRobot robot, TableColumn<?, ?> column) {
        return robot.lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(cell -> cell.getTableColumn() == column && cell.isVisible() && cell.getText() != null)
                .map(cell -> (TableCell<?, ?>) cell);
    }

    private static double firstCellX(FxRobot robot, TableColumn<?, ?> column) {
        TableCell<?, ?> cell = cells(robot, column).filter(c -> c.getIndex() == 0).findFirst().orElseThrow();
        return cell.localToScene(cell.getBoundsInLocal()).getMinX();
    }

    /** Where the node is in the pager once the layout caught up with the last change. */
    private double laidOutX(Node node) {
        Parent root = (Parent) feature.view();
        root.applyCss();
        root.layout();
        return node.getLayoutX();
    }

    private static boolean showing(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static <T> T onFx(Callable<T> read) {
        return WaitForAsyncUtils.waitForAsyncFx(10_000, read);
    }

    /**
     * The term filter's latest request for suggestions. The completion tells no one when a request has
     * delivered, so the test reads it from the filter bar; the request counts as succeeded only after
     * it has opened or closed the popup on the FX thread.
     */
    private static Worker<?> latestSuggestionRequest(FxRobot robot) throws ReflectiveOperationException {
        Node at = robot.lookup("#clip-term-filter").query();
        while (!(at instanceof ClipFilterBar)) {
            at = at.getParent();
        }
        Field completion = ClipFilterBar.class.getDeclaredField("completion");
        completion.setAccessible(true);
        Field request = AutoCompletionBinding.class.getDeclaredField("suggestionsTask");
        request.setAccessible(true);
        return (Worker<?>) request.get(completion.get(at));
    }

    /** Whether the term filter's completion popup is open. */
    private static boolean suggestionsShowing() {
        return WaitForAsyncUtils.waitForAsyncFx(10_000, () -> Window.getWindows().stream()
                .anyMatch(window -> window instanceof AutoCompletePopup<?> && window.isShowing()));
    }

    private static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition::getAsBoolean);
    }
}
