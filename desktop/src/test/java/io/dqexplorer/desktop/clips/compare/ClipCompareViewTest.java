package io.dqexplorer.desktop.clips.compare;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.desktop.clips.ClipsTab;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.compare.CellOrder;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.workspace.compare.ClipComparison;
import io.dqexplorer.workspace.compare.ComparisonExport;
import io.dqexplorer.workspace.compare.DifferenceTable;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.Snapshot;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Clips tab's compare mode as a user drives it, on a sandbox of its own and real snapshot files: with no
 * earlier snapshot the button says why; after a re-measure and a refresh it compares the snapshot with the
 * earlier one kept, its rows those of {@link ClipComparison#compare} over copies of the two files; the state
 * filter, the field filter, the clip search and a column's sort select and order exactly the matching rows;
 * the export writes the table with its manifest; another dataset's snapshot can be the left side.
 */
@ExtendWith(ApplicationExtension.class)
class ClipCompareViewTest {

    private static final String KITCHEN = "kitchen-egocentric";
    private static final String WAREHOUSE = "warehouse-picking";

    @TempDir
    Path cache;
    @TempDir
    Path out;
    private TestService service;
    private FxAsyncRunner runner;
    private ClipsTab feature;
    private volatile Path exportTarget;

    @Start
    void start(Stage stage) {
        service = new TestService();
        runner = new FxAsyncRunner();
        Settings settings = new Settings(new InMemoryPreferences());
        ClipWorkspace workspace = new ClipWorkspace(service.client, organization(), CacheFolder.at(cache), settings);
        feature = new ClipsTab(runner, name -> Optional.ofNullable(exportTarget), settings,
                workspace);
        stage.setScene(new Scene((Parent) feature.view(), 1280, 800));
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(feature::close);
        runner.close();
        service.close();
    }

    @Test
    void afterARefreshTheSnapshotIsComparedWithTheEarlierOneAndTheFiltersSortAndExportWorkOnItsRows(FxRobot robot)
            throws Exception {
        open(robot, KITCHEN);
        Button compare = robot.lookup("#ws-compare").queryButton();
        Label note = robot.lookup("#ws-compare-note").queryAs(Label.class);
        waitUntil(() -> onFx(note::isVisible), "the note that there is no earlier snapshot");
        assertTrue(onFx(compare::isDisabled), "nothing kept to compare with");
        assertTrue(onFx(() -> note.getTooltip().getText()).startsWith("No earlier snapshot of " + KITCHEN
                + " on this machine: one is kept when Refresh brings a newer measurement"), onFx(() -> note.getTooltip().getText()));
        String first = status(robot);

        service.remeasure(KITCHEN);
        robot.interact(() -> feature.open(service.entry(KITCHEN)));
        Node refresh = robot.lookup("#ws-refresh").query();
        waitUntil(() -> onFx(refresh::isVisible), "Refresh, once the snapshot is stale");
        robot.clickOn(refresh);
        waitUntil(() -> onFx(() -> !compare.isDisabled() && !note.isVisible()), "Compare, once the earlier snapshot is kept");
        assertFalse(status(robot).equals(first), "the refresh brought the new measurement");

        SnapshotKey key = new SnapshotKey(organization(), KITCHEN);
        Path earlier = CacheFolder.at(cache).earlierFileOf(key);
        // the sandbox re-measures the same clips: the earlier file is changed here so that every state has rows
        change(earlier);
        Expected expected = expected(key, true, key);
        List<List<Object>> all = expected.result().table().rows();
        for (String state : DifferenceFilter.STATES) {
            assertTrue(all.stream().anyMatch(row -> ((String) row.get(6)).startsWith(state)), "a row " + state);
        }

        robot.clickOn(compare);
        TableView<List<Object>> table = table(robot);
        Label count = robot.lookup("#clip-compare-count").queryAs(Label.class);
        waitUntil(() -> onFx(count::getText).equals(String.format("%,d of %,d differences", all.size(), all.size())),
                "the count of every difference");
        assertEquals(all, rows(table));
        String left = onFx(robot.lookup("#clip-compare-left-label").queryAs(Label.class)::getText);
        String right = onFx(robot.lookup("#clip-compare-right-label").queryAs(Label.class)::getText);
        assertTrue(left.startsWith(KITCHEN + "  ·  " + expected.left().vocabulary() + "  ·  earlier snapshot  ·  fetched "), left);
        assertTrue(right.startsWith(KITCHEN + "  ·  " + expected.right().vocabulary() + "  ·  snapshot  ·  fetched "), right);
        assertEquals(String.format("%,d  →  %,d", expected.result().left().clips(), expected.result().right().clips()),
                onFx(robot.lookup("#clip-compare-summary-0").queryAs(Label.class)::getText));

        choose(robot, "#clip-compare-state", DifferenceTable.REMOVED);
        assertShown(table, all, row -> row.get(6).equals(DifferenceTable.REMOVED));
        choose(robot, "#clip-compare-state", DifferenceFilter.NOT_ASSESSED);
        assertShown(table, all, row -> ((String) row.get(6)).startsWith("not assessed yet"));
        waitUntil(() -> onFx(() -> table.lookupAll(".table-cell").stream().filter(TableCell.class::isInstance)
                .map(cell -> ((TableCell<?, ?>) cell).getText()).anyMatch("not assessed yet"::equals)), "the missing side in words");
        choose(robot, "#clip-compare-state", "All states");
        choose(robot, "#clip-compare-field", "analyzed_seconds");
        assertShown(table, all, row -> row.get(2).equals("analyzed_seconds"));
        choose(robot, "#clip-compare-field", "All fields");
        String part = ((String) all.get(all.size() / 2).get(1)).substring(2, 7).toUpperCase();
        robot.clickOn("#clip-compare-search").write(part);
        assertShown(table, all, row -> ((String) row.get(1)).toLowerCase().contains(part.toLowerCase()));
        int shown = onFx(() -> table.getItems().size());
        assertEquals(String.format("%,d of %,d differences", shown, all.size()), onFx(count::getText));
        TextField search = robot.lookup("#clip-compare-search").queryAs(TextField.class);
        robot.interact(search::clear);
        assertShown(table, all, row -> true);

        robot.interact(() -> table.getSortOrder().setAll(table.getColumns().stream()
                .filter(column -> "compare-column-difference".equals(column.getId())).toList()));
        List<List<Object>> byDifference = new ArrayList<>(all);
        byDifference.sort(Comparator.comparing(row -> row.get(5), CellOrder.CELLS));
        waitUntil(() -> rows(table).equals(byDifference), () -> "the rows sorted by their difference: " + onFx(count::getText)
                + ", first " + rows(table).subList(0, 3) + ", expected " + byDifference.subList(0, 3));

        Path file = out.resolve("clips.csv");
        exportTarget = file;
        robot.clickOn("#clip-compare-export");
        Path manifest = file.resolveSibling(file.getFileName() + ComparisonExport.MANIFEST_SUFFIX);
        waitUntil(() -> Files.exists(manifest) && Files.exists(file), "the file and its manifest");
        JsonNode written = new ObjectMapper().readTree(manifest.toFile());
        assertEquals("clips", written.path("comparison").asText());
        assertEquals("earlier snapshot", written.path("left").path("source").asText());
        assertEquals(expected.left().vocabulary(), written.path("left").path("token").asText());
        assertEquals(expected.right().vocabulary(), written.path("right").path("token").asText());
        assertEquals(all.size(), written.path("row_count").asInt());
        assertEquals(all.size() + 1, Files.readAllLines(file).size(), "a header and a line a difference");
        Label message = robot.lookup("#clip-compare-export-message").queryAs(Label.class);
        waitUntil(() -> onFx(message::getText).contains(file.toString()), "the export's outcome");

        robot.clickOn("#clip-compare-back");
        waitUntil(() -> robot.lookup("#clip-table").tryQuery().map(node -> onFx(node::isVisible)).orElse(false),
                "the clips again");
    }

    @Test
    void withNoEarlierSnapshotAnotherDatasetsSnapshotIsTheLeftSide(FxRobot robot) throws Exception {
        open(robot, WAREHOUSE);
        open(robot, KITCHEN);
        Button compare = robot.lookup("#ws-compare").queryButton();
        Label note = robot.lookup("#ws-compare-note").queryAs(Label.class);
        waitUntil(() -> onFx(() -> !compare.isDisabled() && note.isVisible()), "Compare with the note");
        assertTrue(onFx(() -> note.getTooltip().getText()).endsWith("compare with another dataset's snapshot meanwhile"));

        robot.clickOn(compare);
        TableView<List<Object>> table = table(robot);
        Expected expected = expected(new SnapshotKey(organization(), WAREHOUSE), false,
                new SnapshotKey(organization(), KITCHEN));
        List<List<Object>> all = expected.result().table().rows();
        waitUntil(() -> onFx(() -> table.getItems().size()) == all.size(), "every difference");
        assertEquals(all, rows(table));
        String left = onFx(robot.lookup("#clip-compare-left-label").queryAs(Label.class)::getText);
        assertTrue(left.startsWith(WAREHOUSE + "  ·  " + expected.left().vocabulary() + "  ·  snapshot  ·  "), left);
        choose(robot, "#clip-compare-state", DifferenceTable.ADDED);
        assertShown(table, all, row -> row.get(6).equals(DifferenceTable.ADDED));
    }

    /** The comparison and both sides' metadata, read here from copies of the two files. */
    private record Expected(ClipComparison.Result result, SnapshotMetadata left, SnapshotMetadata right) {
    }

    /** @param earlier whether the left is the right's earlier snapshot, else another dataset's current one */
    private Expected expected(SnapshotKey left, boolean earlier, SnapshotKey right) throws Exception {
        CacheFolder kept = CacheFolder.at(cache);
        CacheFolder copies = CacheFolder.at(Files.createDirectories(out.resolve("copies")));
        Files.createDirectories(copies.snapshots());
        Files.copy(earlier ? kept.earlierFileOf(left) : kept.fileOf(left),
                earlier ? copies.earlierFileOf(left) : copies.fileOf(left));
        Files.copy(kept.fileOf(right), copies.fileOf(right));
        SnapshotStore store = new SnapshotStore(copies, new WorkspaceDatabase(new WorkspaceDatabase.Limits("256MB", 1),
                copies.temporary()));
        try (Snapshot l = (earlier ? store.openEarlier(left) : store.open(left)).orElseThrow();
             Snapshot r = store.open(right).orElseThrow()) {
            return new Expected(ClipComparison.compare(l.connection(), r.connection()), l.metadata(), r.metadata());
        }
    }

    /** Clips dropped, changed in a number, a term list and a block not measured, and one clip only the earlier has. */
    private static void change(Path earlier) throws SQLException {
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:" + earlier);
             Statement statement = connection.createStatement()) {
            statement.execute("DELETE FROM clips WHERE position % 7 = 3");
            statement.execute("UPDATE clips SET analyzed_seconds = analyzed_seconds + 1.5 WHERE position % 5 = 1");
            statement.execute("UPDATE clips SET objects = list_append(objects, 'old-object') WHERE position % 11 = 2");
            statement.execute("UPDATE clips SET frames = NULL, usable = NULL, distorted = NULL, jerky = NULL"
                    + " WHERE position % 13 = 4 AND frames IS NOT NULL");
            statement.execute("INSERT INTO clips (position, clip, analyzed_seconds, environments, objects, actions)"
                    + " VALUES (100000, 'zz-only-earlier', 4.0, [], [], [])");
        }
    }

    private void assertShown(TableView<List<Object>> table, List<List<Object>> all, Predicate<List<Object>> wanted)
            throws TimeoutException {
        List<List<Object>> matching = all.stream().filter(wanted).toList();
        assertFalse(matching.isEmpty(), "the filter has rows to show");
        waitUntil(() -> rows(table).equals(matching), "exactly the matching rows");
    }

    private void open(FxRobot robot, String dataset) throws TimeoutException {
        robot.interact(() -> feature.open(service.entry(dataset)));
        waitUntil(() -> status(robot).contains("clips on this machine") && onFx(() -> robot.lookup("#clip-table")
                .tryQuery().map(Node::isVisible).orElse(false)), "the snapshot of " + dataset);
    }

    private static String status(FxRobot robot) {
        return onFx(robot.lookup("#ws-status").queryAs(Label.class)::getText);
    }

    @SuppressWarnings("unchecked")
    private static TableView<List<Object>> table(FxRobot robot) throws TimeoutException {
        waitUntil(() -> robot.lookup("#clip-compare-table").tryQuery().map(node -> onFx(node::isVisible)).orElse(false),
                "the compare view");
        return robot.lookup("#clip-compare-table").queryAs(TableView.class);
    }

    private static List<List<Object>> rows(TableView<List<Object>> table) {
        return onFx(() -> List.copyOf(table.getItems()));
    }

    @SuppressWarnings("unchecked")
    private static void choose(FxRobot robot, String id, String value) {
        ComboBox<String> box = robot.lookup(id).queryComboBox();
        robot.interact(() -> box.setValue(value));
    }

    private String organization() {
        return service.sandbox.demoClient().organizationId();
    }

    private static <T> T onFx(Callable<T> read) {
        return WaitForAsyncUtils.waitForAsyncFx(10_000, read);
    }

    private static void waitUntil(BooleanSupplier condition, String what) throws TimeoutException {
        waitUntil(condition, () -> what);
    }

    private static void waitUntil(BooleanSupplier condition, Supplier<String> what) throws TimeoutException {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition::getAsBoolean);
        } catch (TimeoutException e) {
            throw new TimeoutException("not seen: " + what.get());
        }
    }
}
