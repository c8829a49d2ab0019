package io.dqexplorer.desktop.report;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.report.DifferenceCells;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
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
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Report…" of a compare view, on a sandbox of the test's own: with the tab in front comparing its measurement
 * against the one before a re-measure, the report holds both sides and the very rows of the compare table; with
 * another tab in front, none.
 */
@ExtendWith(ApplicationExtension.class)
@ExtendWith(SandboxExtension.class)
class ReportCompareAppTest {

    private static final String KITCHEN = "kitchen-egocentric";
    private static final String WAREHOUSE = "warehouse-picking";

    @TempDir
    Path folder;
    private TestService service;
    private Stage stage;
    private AppHarness app;
    private int reports;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @BeforeEach
    void startService(Sandbox sandbox) {
        service = new TestService(sandbox);
    }

    @AfterEach
    void stop() {
        if (app != null) {
            app.close();
        }
        service.close();
    }

    @Test
    void ctrlRWithTheFrontTabComparingReportsBothSidesAndTheCompareTablesRows(FxRobot robot) throws IOException {
        app = WaitForAsyncUtils.waitForAsyncFx(10_000, () -> AppHarness.start(stage, service.sandbox,
                suggested -> Optional.of(folder.resolve("report-" + ++reports + ".html"))));
        app.signInWithDemo().openDataset(KITCHEN).selectTab("Hand activity");
        Node view = app.lookup("#hands-view");
        String first = latestHands();
        Label token = within(view, "#measurement-token");
        app.waitUntil(() -> token.getText().equals(stamp(first)));
        service.remeasure(KITCHEN);
        robot.clickOn(this.<Node>within(view, "#measurement-check"));
        Node loadLatest = within(view, "#measurement-load-latest");
        app.waitUntil(loadLatest::isVisible);
        robot.clickOn(loadLatest);
        String second = latestHands();
        assertNotEquals(first, second);
        app.waitUntil(() -> token.getText().equals(stamp(second)));
        robot.clickOn(this.<Node>within(view, "#measurement-compare"));
        TableView<List<Object>> table = within(view, "#compare-table");
        app.waitUntil(() -> !table.getItems().isEmpty());
        List<List<Object>> shown = app.onFx(() -> List.copyOf(table.getItems()));

        Document page = report(robot, " with the hands comparison");
        Elements sides = page.select("#compare-hands table.sides tbody tr");
        assertEquals(2, sides.size());
        assertEquals(List.of("Left", KITCHEN, first), sides.get(0).select("th, td").eachText().subList(0, 3));
        assertEquals(List.of("Right", KITCHEN, second), sides.get(1).select("th, td").eachText().subList(0, 3));
        // the header names both sides too, each with its token and where it came from
        assertEquals(List.of(KITCHEN, first, KITCHEN, second), List.of(figure(page, "left.hands.dataset"),
                figure(page, "left.hands.token"), figure(page, "right.hands.dataset"), figure(page, "right.hands.token")));
        assertTrue(page.selectFirst("[data-figure=left.hands.token]").parent().text().contains(" · pinned · read ")
                || page.selectFirst("[data-figure=left.hands.token]").parent().text().contains(" · stored copy · first seen "),
                page.selectFirst("[data-figure=left.hands.token]").parent().text());
        Elements rows = page.select("#compare-hands table.differences tbody tr");
        assertEquals(shown.size(), rows.size());
        for (int i = 0; i < shown.size(); i++) {
            // the compare table's seven columns, then the shares of a count
            assertEquals(cells(shown.get(i)), rows.get(i).select("td").stream().limit(7).map(Element::text).toList(),
                    "row " + i);
        }
        assertEquals(1, page.select("article.comparison").size(), "the one comparison shown");

        // the comparison is the front tab's: with another tab in front, the report holds none
        app.selectTab("Video defects");
        Document plain = report(robot, "");
        assertNull(plain.selectFirst("#compare"));
        assertFalse(plain.select("#defects").isEmpty());
    }

    private static String figure(Document page, String key) {
        Elements found = page.select("[data-figure=" + key + "]");
        assertEquals(1, found.size(), key);
        return found.text();
    }

        @Test
    void ctrlRWithTheClipsTabComparingSnapshotsReportsThatComparison(FxRobot robot) throws IOException {
        app = WaitForAsyncUtils.waitForAsyncFx(10_000, () -> AppHarness.start(stage, service.sandbox,
                suggested -> Optional.of(folder.resolve("report-" + ++reports + ".html"))));
        new Settings(app.preferences()).rememberSnapshotOnOpen(true);
        app.signInWithDemo().openDataset(WAREHOUSE).selectTab("Clips");
        Label status = app.lookup("#ws-status");
        app.waitUntil(() -> status.getText().matches("[\\d,]+ clips on this machine.*"));
        app.openDataset(KITCHEN);
        app.waitUntil(() -> status.getText().matches("[\\d,]+ clips on this machine.*"));
        Node compare = app.lookup("#ws-compare");
        app.waitUntil(() -> !compare.isDisabled());
        robot.clickOn(compare);
        Label count = app.lookup("#clip-compare-count");
        app.waitUntil(() -> count.getText().endsWith(" differences"));

        Document page = report(robot, " with the clips comparison");
        assertEquals(List.of(WAREHOUSE, KITCHEN), List.of(figure(page, "left.clips.dataset"),
                figure(page, "right.clips.dataset")));
        assertFalse(page.select("#compare-clips table.differences tbody tr").isEmpty());
        assertEquals(1, page.select("article.comparison").size(), "the one comparison shown");

        // back to the clips, the user no longer looks at a comparison: the report holds none
        robot.clickOn("#clip-compare-back");
        Document plain = report(robot, "");
        assertNull(plain.selectFirst("#compare"));
    }

    /** Ctrl+R, then the written report once the outcome line names it. */
    private Document report(FxRobot robot, String with) throws IOException {
        robot.press(KeyCode.CONTROL, KeyCode.R).release(KeyCode.R, KeyCode.CONTROL);
        Path written = folder.resolve("report-" + reports + ".html");
        Label message = app.lookup("#report-message");
        String expected = "Report of " + KITCHEN + with + " written to " + written.toAbsolutePath();
        app.waitUntil(() -> message.isVisible() && message.getText().equals(expected));
        return Jsoup.parse(Files.readString(written, StandardCharsets.UTF_8));
    }

    /** A row of the compare table as the app's cells read it. */
    private static List<String> cells(List<Object> row) {
        String measure = (String) row.get(2);
        String state = (String) row.get(6);
        return List.of((String) row.get(0), (String) row.get(1), measure, DifferenceCells.figure(measure, row.get(3), state),
                DifferenceCells.figure(measure, row.get(4), state), DifferenceCells.difference(measure, row.get(5), state),
                state == null ? "" : state);
    }

    private String latestHands() {
        return service.client.unversioned().handActivity(HandActivityQuery.of(KITCHEN)).analysis();
    }

    private static String stamp(String token) {
        return "Measurement " + MeasurementStamp.shorten(token);
    }

    @SuppressWarnings("unchecked")
    private <T extends Node> T within(Node parent, String query) {
        return (T) app.onFx(() -> parent.lookup(query));
    }
}
