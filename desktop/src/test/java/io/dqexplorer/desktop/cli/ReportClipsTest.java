package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.clips.ClipsTab;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.FxAsyncRunner;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.desktop.report.ReportViewModel;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.compare.DifferenceTable;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;
import io.dqexplorer.workspace.report.DifferenceCells;
import io.dqexplorer.workspace.report.ShownClipComparison;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.logging.LogManager;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Clips tab's comparison in the report, on a sandbox of its own and real snapshot files: "Report…" with the
 * compare view shown holds both snapshots and the very rows the view shows in its filter and order, capped with
 * the cap said; {@code dq-explorer report --family clips --compare-with} over the same snapshots writes the
 * same bytes as the app's report of the unfiltered view.
 */
@ExtendWith(ApplicationExtension.class)
class ReportClipsTest {

    private static final String KITCHEN = "kitchen-egocentric";
    private static final String WAREHOUSE = "warehouse-picking";
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-23T09:30:00Z"), ZoneOffset.UTC);

    @TempDir
    Path folder;
    private TestService service;
    private FxAsyncRunner runner;
    private ClipsTab feature;
    private ReportViewModel reports;

    @Start
    void start(Stage stage) {
        service = new TestService();
        runner = new FxAsyncRunner();
        Settings settings = new Settings(new InMemoryPreferences());
        ClipWorkspace workspace = new ClipWorkspace(service.client, organization(), CacheFolder.at(folder.resolve("cache")),
                settings);
        feature = new ClipsTab(runner, name -> Optional.empty(), settings, workspace);
        SessionHistory history = new SessionHistory(new MeasurementHistory(folder.resolve("app-history.duckdb"),
                Clock.systemUTC()), new HistoryKey(service.sandbox.serviceUrl().toString(), organization()));
        reports = new ReportViewModel(ReportViewModel.reader(service.client, history, CLOCK), dataset -> Optional.empty(),
                Optional::empty, feature::shownComparison, runner, settings, opened -> { });
        stage.setScene(new Scene((Parent) feature.view(), 1280, 800));
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) throws IOException {
        robot.interact(feature::close);
        runner.close();
        service.close();
        LogManager.getLogManager().readConfiguration();
    }

    @Test
    void theReportHoldsTheViewsRowsAndTheCommandWritesTheSameBytes(FxRobot robot) throws Exception {
        open(robot, WAREHOUSE);
        open(robot, KITCHEN);
        robot.clickOn("#ws-compare");
        waitUntil(() -> robot.lookup("#clip-compare-table").tryQuery().map(node -> onFx(node::isVisible)).orElse(false),
                "the compare view");
        @SuppressWarnings("unchecked")
        TableView<List<Object>> table = robot.lookup("#clip-compare-table").queryAs(TableView.class);
        Label count = robot.lookup("#clip-compare-count").queryAs(Label.class);
        waitUntil(() -> onFx(count::getText).matches("([0-9,]+) of \\1 differences"), "every difference");
        int differences = onFx(() -> table.getItems().size());
        assertTrue(differences > ShownClipComparison.ROWS_LISTED, "more rows than a report lists: " + differences);
        Path everyRow = report(robot, "app.html");

        // the view filtered and sorted: the report lists its rows, in its order
        ComboBox<String> state = robot.lookup("#clip-compare-state").queryComboBox();
        robot.interact(() -> state.setValue(DifferenceTable.REMOVED));
        robot.clickOn("#clip-compare-search").write("7");
        robot.interact(() -> table.getSortOrder().setAll(table.getColumns().stream()
                .filter(column -> "compare-column-item".equals(column.getId())).toList()));
        robot.interact(() -> table.getSortOrder().get(0).setSortType(TableColumn.SortType.DESCENDING));
        waitUntil(() -> onFx(count::getText).equals(String.format("%,d of %,d differences", onFx(() -> table.getItems().size()),
                differences)) && onFx(() -> table.getItems().stream().allMatch(row -> row.get(6).equals("removed")
                && ((String) row.get(1)).contains("7"))) && onFx(() -> !table.getItems().isEmpty()
                && ((String) table.getItems().get(0).get(1)).compareTo((String) table.getItems().get(table.getItems().size() - 1).get(1)) > 0),
                "the removed clips with a 7, by clip id descending");
        List<List<Object>> shown = onFx(() -> List.copyOf(table.getItems()));
        Document filtered = Jsoup.parse(Files.readString(report(robot, "filtered.html"), StandardCharsets.UTF_8));
        assertEquals("state removed, clip id contains \"7\", sorted by clip descending",
                filtered.selectFirst("[data-figure=clips.view]").text());
        assertEquals(String.format("%,d of %,d differences", shown.size(), differences),
                filtered.selectFirst("[data-figure=clips.in-view]").text());
        List<List<Object>> listed = shown.subList(0, Math.min(shown.size(), ShownClipComparison.ROWS_LISTED));
        assertEquals(listed.stream().map(ReportClipsTest::cells).toList(),
                filtered.select("#compare-clips table.differences tbody tr").stream().map(row -> row.select("td").eachText()).toList());
        assertEquals(String.format("%,d", differences), filtered.selectFirst("[data-figure=clips.differences]").text(), "every difference counted, not the view's");

        Document page = Jsoup.parse(Files.readString(everyRow, StandardCharsets.UTF_8));
        assertEquals(String.format("1,000 of %,d rows shown, the first in the view's order", differences),
                page.selectFirst("[data-figure=clips.listed]").text());
        for (String side : List.of("left", "right")) {
            Element dataset = page.selectFirst("[data-figure=" + side + ".clips.dataset]");
            assertEquals(side.equals("left") ? WAREHOUSE : KITCHEN, dataset.text());
        }

        // the command, once the app has let go of the snapshots, over the same ones
        robot.interact(feature::close);
        Map<String, String> env = CommandRun.environment(service.sandbox, folder.resolve("cache"));
        Path output = folder.resolve("command.html");
        CommandRun run = CommandRun.of((a, clients, e, out, err) -> Commands.report(a, clients, e, out, err, CLOCK), env,
                "--dataset", KITCHEN, "--family", "clips", "--compare-with", WAREHOUSE, "--output", output.toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.field("left").startsWith(WAREHOUSE + " "), run.out());
        assertArrayEquals(Files.readAllBytes(everyRow), Files.readAllBytes(output));
    }

    /** "Report…" as the app runs it, and the file once the outcome line names it. */
    private Path report(FxRobot robot, String name) throws TimeoutException {
        Path target = folder.resolve(name);
        robot.interact(() -> assertTrue(reports.write(KITCHEN, target)));
        String expected = "Report of " + KITCHEN + " with the clips comparison written to " + target.toAbsolutePath();
        waitUntil(() -> expected.equals(onFx(() -> reports.run().messageProperty().get())), expected);
        return target;
    }

    /** A row as the compare view's table shows it: clip, field in words, the cells as they read. */
    private static List<String> cells(List<Object> row) {
        String measure = (String) row.get(2);
        String state = (String) row.get(6);
        return List.of(ServiceText.shown((String) row.get(1)), measure.replace('_', ' '),
                DifferenceCells.figure(measure, row.get(3), state), DifferenceCells.figure(measure, row.get(4), state),
                DifferenceCells.difference(measure, row.get(5), state), state).stream().map(String::strip).toList();
    }

    private void open(FxRobot robot, String dataset) throws TimeoutException {
        robot.interact(() -> feature.open(service.entry(dataset)));
        waitUntil(() -> onFx(robot.lookup("#ws-status").queryAs(Label.class)::getText).contains("clips on this machine")
                && onFx(() -> robot.lookup("#clip-table").tryQuery().map(Node::isVisible).orElse(false)),
                "the snapshot of " + dataset);
    }

    private String organization() {
        return service.sandbox.demoClient().organizationId();
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
}
