package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.common.export.ExportTargetChooser;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.table.Column;
import javafx.event.ActionEvent;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;
import javafx.stage.Stage;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
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

import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Clips tab on a snapshot as a user drives it, against the sandbox, with real DuckDB files. */
@ExtendWith(ApplicationExtension.class)
class ClipsViewTest {

    private static final String KITCHEN = "kitchen-egocentric";
    private static final int FIRST = 30;

    private static TestService service;
    private static List<ClipRow> serviceRows;

    @TempDir
    static Path cache;
    @TempDir
    Path out;
    private FxAsyncRunner runner;
    private ClipsTab feature;
    /** What the save dialog answers; the name it was asked to suggest. */
    private volatile Path exportTarget;
    private volatile String suggestedName;

    @BeforeAll
    static void connect() {
        service = TestService.shared();
        serviceRows = new ArrayList<>();
        service.client.unversioned().walkClips(ClipQuery.of(KITCHEN).withFrameQuality(true).withHandActivity(true)
                .withLimit(ClipQuery.MAX_LIMIT)).rows().forEach(serviceRows::add);
    }

    @AfterAll
    static void disconnect() {
        service.close();
    }

    private Settings settings;
    private ClipWorkspace workspace;

    @Start
    void start(Stage stage) {
        runner = new FxAsyncRunner();
        settings = new Settings(new InMemoryPreferences());
        workspace = new ClipWorkspace(service.client, service.sandbox.demoClient().organizationId(),
                CacheFolder.at(cache), settings);
        ExportTargetChooser saveDialog = name -> {
            suggestedName = name;
            return Optional.ofNullable(exportTarget);
        };
        feature = new ClipsTab(runner, saveDialog, settings, workspace);
        stage.setScene(new Scene((Parent) feature.view(), 1280, 800));
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(feature::close);
        runner.close();
    }

    @Test
    void theViewComesInPulsesWhenFirstShownTheFilterThenTheTableThenTheSummary(FxRobot robot) throws TimeoutException {
        // each pulse's parts of the view, from the first pulse that lays the view out
        List<List<String>> pulses = new ArrayList<>();
        List<String> parts = List.of("#ws-filter-field", "#clip-table", "#ws-summary");
        Scene scene = onFx(() -> ((Node) feature.view()).getScene());
        Runnable record = () -> {
            if (scene.lookup("#clips-view") != null) {
                pulses.add(parts.stream().filter(part -> scene.lookup(part) != null).toList());
            }
        };
        ClipsTab fresh = new ClipsTab(runner, name -> Optional.empty(), settings, workspace);
        robot.interact(() -> {
            scene.addPostLayoutPulseListener(record);
            scene.setRoot((Parent) fresh.view());
            fresh.open(service.entry(KITCHEN));
        });

        waitUntil(() -> onFx(() -> scene.lookup("#ws-summary") != null));
        robot.interact(() -> {
            scene.removePostLayoutPulseListener(record);
            fresh.close();
        });

        List<List<String>> grown = onFx(() -> pulses.stream().distinct().toList());
        assertEquals(List.of(List.of(), parts.subList(0, 1), parts.subList(0, 2), parts), grown);
    }

    @Test
    void aSnapshotOnThisMachineShowsTheViewWithoutReadingAPageOfTheServicesFirst(FxRobot robot) throws TimeoutException {
        open(robot);
        waitUntil(() -> onFx(() -> feature.table().snapshotProperty().get() != null), "the snapshot on this machine");
        ClipsTab again = new ClipsTab(runner, name -> Optional.empty(), settings, workspace);
        List<String> asked = new CopyOnWriteArrayList<>();
        robot.interact(() -> {
            again.table().pages().loading().loadingProperty().addListener((obs, was, loading) -> {
                if (loading) {
                    asked.add("a page of the service's");
                }
            });
            again.view();
            again.open(service.entry(KITCHEN));
        });

        waitUntil(() -> onFx(() -> again.table().snapshotProperty().get() != null
                && "2,734 clips".equals(again.table().countTextProperty().get())), "the snapshot's view");
        robot.interact(again::close);
        assertEquals(List.of(), asked);
    }

    @Test
    void behindTheChartsAFilterIsCountedWithoutItsRowsWhichTheTableReadsWhenInFrontAgain(FxRobot robot)
            throws TimeoutException {
        open(robot);
        waitUntil(() -> onFx(() -> feature.table().snapshotProperty().get() != null), "the snapshot");
        robot.interact(() -> robot.lookup("#ws-views").queryAs(TabPane.class).getSelectionModel().select(1));

        robot.interact(() -> feature.table().showClipsWithTerm("knife"));

        Label count = robot.lookup("#ws-count").queryAs(Label.class);
        waitUntil(() -> onFx(() -> count.getText().endsWith(" of 2,734 clips")), "the filter counted");
        VirtualRows rows = onFx(() -> (VirtualRows) feature.table().rowsProperty().get());
        assertFalse(onFx(() -> rows.isLoaded(0)), "no row read for a table out of sight");
        robot.interact(() -> robot.lookup("#ws-views").queryAs(TabPane.class).getSelectionModel().select(0));
        waitUntil(() -> onFx(() -> rows.isLoaded(0)), "the rows read once the table is in front");
    }

    @Test
    void clickingAHeaderSortsByItAndShiftClickAddsASecondKey(FxRobot robot) throws TimeoutException {
        TableView<ClipsRow> table = open(robot);
        Comparator<ClipRow> mostDistortedFirst = Comparator.comparingDouble(ClipsViewTest::distortedShare).reversed();

        robot.clickOn(header(robot, Column.DISTORTED_SHARE));
        robot.clickOn(header(robot, Column.DISTORTED_SHARE));
        waitUntil(() -> firstClips(table).equals(expectedFirst(mostDistortedFirst)));
        robot.clickOn(header(robot, Column.DISTORTED_SHARE));
        waitUntil(() -> firstClips(table).equals(expectedFirst(Comparator.comparing(row -> 0))), "a third click: the service's order");
        robot.clickOn(header(robot, Column.DISTORTED_SHARE));
        robot.press(KeyCode.SHIFT).clickOn(header(robot, Column.ANALYZED_SECONDS)).release(KeyCode.SHIFT);

        // many clips have no distorted frame: the second key orders them by their length
        Comparator<ClipRow> leastDistortedFirst = Comparator.comparingDouble(
                row -> distortedShare(row) < 0 ? Double.MAX_VALUE : distortedShare(row));
        Comparator<ClipRow> thenShortestFirst = leastDistortedFirst.thenComparingDouble(ClipRow::analyzedSeconds);
        assertFalse(expectedFirst(leastDistortedFirst).equals(expectedFirst(thenShortestFirst)));
        waitUntil(() -> firstClips(table).equals(expectedFirst(thenShortestFirst)));
    }

    @Test
    void aRangeFilterTypedAndAppliedBecomesAChipAndCountsItsClips(FxRobot robot) throws TimeoutException {
        open(robot);
        long expected = serviceRows.stream().filter(row -> row.analyzedSeconds() >= 20 && row.analyzedSeconds() <= 40).count();

        robot.clickOn("#ws-filter-field").write("analyzed_seconds between 20 and 40").type(KeyCode.ENTER);

        Label count = robot.lookup("#ws-count").queryAs(Label.class);
        waitUntil(() -> count.getText().equals(String.format("%,d of 2,734 clips", expected)));
        assertEquals(List.of("analyzed_seconds between 20 and 40"), chipTexts(robot));
    }

    @Test
    void anAppliedFiltersChipIsStyledAtOnceNotInTheNextPulse(FxRobot robot) throws TimeoutException {
        open(robot);
        TextField field = robot.lookup("#ws-filter-field").queryAs(TextField.class);
        FlowPane chips = robot.lookup("#ws-chips").queryAs(FlowPane.class);

        // Enter and the check in one turn of the FX thread, no pulse between them: left to a pulse's CSS pass, the
        // chip's skins would be made there, and JavaFX would repaint the whole window in the pulse after
        List<Boolean> skinned = onFx(() -> {
            field.setText("frames > 10");
            field.fireEvent(new ActionEvent(field, field));
            return chips.lookupAll(".ws-chip-text").stream().map(chip -> ((Control) chip).getSkin() != null).toList();
        });

        assertEquals(List.of(true), skinned);
    }

    @Test
    void chipsComingAndGoingLeaveTheTableWhereItIsAndTheFieldRoomToType(FxRobot robot) throws TimeoutException {
        TableView<ClipsRow> table = open(robot);
        TextField field = robot.lookup("#ws-filter-field").queryAs(TextField.class);
        Label count = robot.lookup("#ws-count").queryAs(Label.class);
        waitUntil(() -> onFx(() -> feature.table().snapshotProperty().get() != null
                && count.getText().equals("2,734 clips")), "the snapshot's view");
        WaitForAsyncUtils.waitForFxEvents();
        Bounds before = onFx(() -> table.localToScene(table.getLayoutBounds()));

        applyThreeChips(robot, field, count);
        Bounds filtered = onFx(() -> table.localToScene(table.getLayoutBounds()));
        removeThreeChips(robot, count);
        Bounds cleared = onFx(() -> table.localToScene(table.getLayoutBounds()));

        assertEquals(before, filtered, "three chips on the field's line");
        assertEquals(before, cleared, "the chips removed");

        // a narrow window: the chips wrap within their room, the field keeps its own
        Stage window = (Stage) onFx(() -> field.getScene().getWindow());
        double wide = onFx(window::getWidth);
        double minimum = onFx(window::getMinWidth);
        boolean maximized = onFx(window::isMaximized);
        // the window of an app test before may keep the app's minimum size and be maximized
        robot.interact(() -> {
            window.setMaximized(false);
            window.setMinWidth(0);
            window.setWidth(640);
        });
        try {
            applyThreeChips(robot, field, count);
            Node chips = robot.lookup("#ws-chips").query();
            Node jump = robot.lookup("#ws-jump").query();
            double fieldWidth = onFx(field::getWidth);
            Bounds chipsBounds = onFx(() -> chips.localToScene(chips.getLayoutBounds()));
            Bounds jumpBounds = onFx(() -> jump.localToScene(jump.getLayoutBounds()));

            assertTrue(fieldWidth >= 180, "the field beside three chips in a narrow window: " + fieldWidth + " px");
            assertTrue(chipsBounds.getHeight() > onFx(field::getHeight), "the chips on more lines: " + chipsBounds);
            assertTrue(chipsBounds.getMaxX() <= jumpBounds.getMinX(), "the chips " + chipsBounds + " clear of the jump field " + jumpBounds);
            removeThreeChips(robot, count);
        } finally {
            robot.interact(() -> {
                window.setWidth(wide);
                window.setMinWidth(minimum);
                window.setMaximized(maximized);
            });
        }
    }

    private static void applyThreeChips(FxRobot robot, TextField field, Label count) throws TimeoutException {
        robot.clickOn(field).write("frames > 10 and analyzed_seconds > 1 and episode_index >= 0").type(KeyCode.ENTER);
        waitUntil(() -> count.getText().endsWith(" of 2,734 clips"));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void removeThreeChips(FxRobot robot, Label count) throws TimeoutException {
        for (int chip = 0; chip < 3; chip++) {
            onFx(() -> {
                ((Button) robot.lookup(".ws-chip-remove").query()).fire();
                return null;
            });
        }
        waitUntil(() -> count.getText().equals("2,734 clips"));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aFilterThatDoesNotReadPutsTheCaretWhereItStopped(FxRobot robot) throws TimeoutException {
        open(robot);

        robot.clickOn("#ws-filter-field").write("frames > 10 and distortion > 0.1").type(KeyCode.ENTER);

        TextField field = robot.lookup("#ws-filter-field").queryAs(TextField.class);
        assertEquals(16, onFx(field::getCaretPosition));
        Label error = robot.lookup("#ws-filter-error").queryAs(Label.class);
        assertTrue(onFx(() -> error.isVisible() && error.getText().contains("distortion")));
    }

    @Test
    void aChipRemovedWithItsCrossNoLongerFilters(FxRobot robot) throws TimeoutException {
        open(robot);
        robot.clickOn("#ws-filter-field").write("frames > 100000000 and clip contains \"ep\"").type(KeyCode.ENTER);
        Label count = robot.lookup("#ws-count").queryAs(Label.class);
        waitUntil(() -> count.getText().equals("0 of 2,734 clips"));

        robot.clickOn(robot.lookup(".ws-chip-remove").queryAll().iterator().next());

        long expected = serviceRows.stream().filter(row -> row.clip().toLowerCase().contains("ep")).count();
        waitUntil(() -> count.getText().equals(String.format("%,d of 2,734 clips", expected)));
        assertEquals(List.of("clip contains \"ep\""), chipTexts(robot));
    }

    @Test
    void jumpingToAClipIdSelectsItsRowAndScrollsToIt(FxRobot robot) throws TimeoutException {
        TableView<ClipsRow> table = open(robot);
        String wanted = serviceRows.get(2000).clip();

        robot.clickOn("#ws-jump").write(wanted).type(KeyCode.ENTER);

        ClipsTable shown = (ClipsTable) table.getParent();
        waitUntil(() -> onFx(shown::selectedRows).equals(List.of(2000)));
        waitUntil(() -> onFx(() -> table.getSelectionModel().getSelectedItem().clipId().orElse("")).equals(wanted));
        waitUntil(() -> robot.lookup(".table-row-cell").queryAll().stream()
                .anyMatch(row -> row instanceof TableRow<?> cell && cell.isVisible()
                        && cell.getItem() instanceof ClipsRow clip && clip.index() == 2000));
    }

    @Test
    void theExportButtonWritesTheClipsOfTheFilteredSortedViewInItsOrder(FxRobot robot) throws Exception {
        TableView<ClipsRow> table = open(robot);
        robot.clickOn("#ws-filter-field").write("analyzed_seconds between 20 and 40").type(KeyCode.ENTER);
        robot.clickOn(header(robot, Column.ANALYZED_SECONDS));
        robot.clickOn(header(robot, Column.ANALYZED_SECONDS));
        List<String> expected = serviceRows.stream()
                .filter(row -> row.analyzedSeconds() >= 20 && row.analyzedSeconds() <= 40)
                .sorted(Comparator.comparingDouble(ClipRow::analyzedSeconds).reversed())
                .map(ClipRow::clip).toList();
        waitUntil(() -> firstClips(table).equals(expected.subList(0, FIRST)), "the view filtered and sorted");
        exportTarget = out.resolve("longest.csv");

        robot.clickOn("#ws-export");

        Label message = robot.lookup("#ws-export-message").queryAs(Label.class);
        waitUntil(() -> onFx(() -> message.isVisible() && message.getText().startsWith("Exported ")), "the outcome");
        assertEquals(KITCHEN + "-view.csv", suggestedName);
        assertTrue(onFx(message::getText).startsWith("Exported " + String.format("%,d", expected.size()) + " rows to "
                + exportTarget), onFx(message::getText));
        try (Reader reader = Files.newBufferedReader(exportTarget, StandardCharsets.UTF_8);
             CSVParser parser = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get().parse(reader)) {
            assertEquals(expected, parser.stream().map(record -> record.get("clip")).toList());
        }
        assertTrue(Files.exists(out.resolve("longest.csv.manifest.json")));
    }

    @Test
    void aWordTypedInQuotesAfterHasCompletesToTheDatasetsTerm(FxRobot robot) throws TimeoutException {
        open(robot);
        TextField field = robot.lookup("#ws-filter-field").queryAs(TextField.class);

        robot.clickOn(field).write("objects has \"kni");
        waitUntil(() -> suggestion(robot, "knife").isPresent(), "the term among the suggestions");
        robot.clickOn(suggestion(robot, "knife").orElseThrow());

        waitUntil(() -> onFx(field::getText).equals("objects has \"knife\""), "the completed term");
        robot.clickOn(field).type(KeyCode.END).type(KeyCode.ENTER);
        long expected = serviceRows.stream().filter(row -> row.objects().contains("knife")).count();
        Label count = robot.lookup("#ws-count").queryAs(Label.class);
        waitUntil(() -> count.getText().equals(String.format("%,d of 2,734 clips", expected)));
        assertEquals(List.of("objects has \"knife\""), chipTexts(robot));
    }

    @Test
    void aDuplicateGroupLinkedFromItsTabFiltersTheSnapshotView(FxRobot robot) throws TimeoutException {
        open(robot);
        List<String> second = service.client.versioned().duplicates(DuplicatesQuery.of(KITCHEN)).exact().orElseThrow()
                .groups().get(1).clips();

        robot.interact(() -> feature.showClips(second, "Duplicate group 2"));

        Label count = robot.lookup("#ws-count").queryAs(Label.class);
        waitUntil(() -> count.getText().equals(second.size() + " of 2,734 clips"), "the group's clips counted");
        assertEquals(List.of("duplicate_group between 2 and 2"), chipTexts(robot));
    }

    /** The completion list's cell showing exactly {@code text}, once the popup shows it. */
    private static Optional<ListCell<?>> suggestion(FxRobot robot, String text) {
        return onFx(() -> robot.lookup(".list-cell").queryAll().stream()
                .filter(node -> node instanceof ListCell<?> cell && text.equals(cell.getText()) && cell.isVisible()
                        && cell.getScene() != null && cell.getScene().getWindow() != null
                        && cell.getScene().getWindow().isShowing())
                .<ListCell<?>>map(node -> (ListCell<?>) node).findFirst());
    }

    private TableView<ClipsRow> open(FxRobot robot) throws TimeoutException {
        robot.interact(() -> feature.open(service.entry(KITCHEN)));
        waitUntil(() -> robot.lookup("#clip-table").tryQuery().map(Node::isVisible).orElse(false));
        @SuppressWarnings("unchecked")
        TableView<ClipsRow> table = robot.lookup("#clip-table").queryAs(TableView.class);
        waitUntil(() -> onFx(() -> ((ClipsTable) table.getParent()).rowCount() == serviceRows.size()
                && table.getItems().get(0).isLoaded()));
        return table;
    }

    private Node header(FxRobot robot, Column column) {
        return robot.lookup(".column-header").queryAllAs(TableColumnHeader.class).stream()
                .filter(h -> h.getTableColumn() != null && column.equals(h.getTableColumn().getUserData()))
                .findFirst().orElseThrow();
    }

    private static List<String> chipTexts(FxRobot robot) {
        FlowPane chips = robot.lookup("#ws-chips").queryAs(FlowPane.class);
        return onFx(() -> chips.lookupAll(".ws-chip-text").stream()
                .map(n -> ((Labeled) n).getText()).toList());
    }

    /** The first rows shown, once their block is read. */
    private static List<String> firstClips(TableView<ClipsRow> table) {
        return onFx(() -> table.getItems().subList(0, FIRST).stream().map(row -> row.clipId().orElse("")).toList());
    }

    private static List<String> expectedFirst(Comparator<ClipRow> order) {
        List<ClipRow> sorted = new ArrayList<>(serviceRows);
        sorted.sort(order);
        return sorted.subList(0, FIRST).stream().map(ClipRow::clip).toList();
    }

    /** -1 for a clip without frame quality or without frames: last when largest come first. */
    private static double distortedShare(ClipRow row) {
        return row.frameQuality().filter(q -> q.frames() > 0).map(q -> (double) q.distorted() / q.frames()).orElse(-1.0);
    }

    private static <T> T onFx(Callable<T> read) {
        return WaitForAsyncUtils.waitForAsyncFx(10_000, read);
    }

    private static void waitUntil(BooleanSupplier condition, String what) throws TimeoutException {
        try {
            waitUntil(condition);
        } catch (TimeoutException e) {
            throw new TimeoutException("not seen: " + what);
        }
    }

    private static void waitUntil(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(AppHarness.TIMEOUT_SECONDS, TimeUnit.SECONDS, condition::getAsBoolean);
    }
}
