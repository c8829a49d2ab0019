package io.dqexplorer.desktop.bars;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarOutcomes;
import io.dqexplorer.workspace.bars.BarResult;
import io.dqexplorer.workspace.bars.Condition;
import io.dqexplorer.workspace.bars.Outcome;
import io.dqexplorer.workspace.history.HistoryKey;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.scene.shape.Line;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import static io.dqexplorer.desktop.bars.BarsApp.KITCHEN;
import static io.dqexplorer.desktop.bars.BarsApp.datasetText;
import static io.dqexplorer.desktop.bars.BarsApp.editorWindow;
import static io.dqexplorer.desktop.bars.BarsApp.field;
import static io.dqexplorer.desktop.bars.BarsApp.figureBox;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The analyst's bars where their figures are shown, through the whole app on a sandbox of the test's own over
 * HTTP and the app's own data folder: the lines a bar draws on its defect's histogram and on its figure's trend
 * chart (with when it broke), the marks of a hand share and of a warning defect card, "Set a bar on this figure…"
 * on a hand share and on a clips summary card, and the outcomes an earlier session kept announced once after
 * the sign-in.
 */
@ExtendWith(ApplicationExtension.class)
@ExtendWith(SandboxExtension.class)
class BarsOnFiguresAppTest {

    private static final String VIDEO_TAB = Family.VIDEO.title();
    /** Less than a pixel: where the app and the test place a number on the same axis. */
    private static final double SAME_PLACE = 0.5;
    /** One bar on kitchen's blurry footage: one line on its histogram. */
    private static final String ONE_BLURRY_BAR = """
              - name: Blurry footage
                dataset: kitchen-egocentric
                figure: video.blurry.percent
                fail: "> 42.5"
            """;

    private final BarsApp fixture = new BarsApp();
    private AppHarness app;

    @Start
    void start(Stage stage) {
        fixture.onStage(stage);
    }

    @BeforeEach
    void startService(Sandbox sandbox) throws IOException {
        fixture.startService(sandbox);
    }

    @AfterEach
    void stop() {
        fixture.stop();
    }

    @Test
    void aBarOnADefectIsDrawnAcrossItsHistogramAtEachOfItsNumbersInWords(FxRobot robot) throws Exception {
        XYChart<?, ?> histogram = blurryHistogram(robot, """
                  - name: Blurry footage
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    warn: "> 12.5"
                    fail: "> 47.5"
                  - name: Blurry elsewhere
                    dataset: field-robotics
                    figure: video.blurry.percent
                    fail: "> 70"
                """, 2);
        assertEquals(List.of("your bar “Blurry footage”: warns " + Condition.parse("> 12.5").text()),
                labelsOf(histogram, "bar-line-warn"), "the warning line says so in words, beside its colour");
        assertEquals(List.of("your bar “Blurry footage”: breached " + Condition.parse("> 47.5").text()),
                labelsOf(histogram, "bar-line-fail"));
        CategoryAxis bins = (CategoryAxis) histogram.getXAxis();
        double[] warn = app.onFx(() -> new double[] {binPlace(bins, 12.5), upright(histogram, "bar-line-warn")});
        assertEquals(warn[0], warn[1], SAME_PLACE, "12.5 % is a quarter of the way across the bin of 10–20 %");
        double[] fail = app.onFx(() -> new double[] {binPlace(bins, 47.5), upright(histogram, "bar-line-fail")});
        assertEquals(fail[0], fail[1], SAME_PLACE, "47.5 % is three quarters of the way across the bin of 40–50 %");
    }

    @Test
    void theHistogramOfADefectWithoutABarOnItsFigureDrawsNoLine(FxRobot robot) throws Exception {
        XYChart<?, ?> histogram = blurryHistogram(robot, ONE_BLURRY_BAR, 1);

        ToggleButton black = app.lookup("#defect-black-card");
        robot.clickOn(black);
        app.waitUntil(() -> black.isSelected() && histogram.lookupAll(".bar-line").isEmpty()
                && histogram.lookupAll(".bar-line-label").isEmpty());
    }

    @Test
    void aBarDeletedInTheBarsTabTakesItsLineOffTheHistogram(FxRobot robot) throws Exception {
        XYChart<?, ?> histogram = blurryHistogram(robot, ONE_BLURRY_BAR, 1);

        // the rows checked: a check coming after the selection would make the rows again, unselected
        settleBarsTab();
        fixture.pressOnFirstBar(robot, "#bars-delete");
        app.waitUntil(() -> fixture.barsInFile().isEmpty());

        app.selectTab(VIDEO_TAB);
        // the cards are made again with the bars: the one selected is looked up anew
        app.waitUntil(() -> ((ToggleButton) app.scene().lookup("#defect-blurry-card")).isSelected()
                && histogram.lookupAll(".bar-line").isEmpty() && histogram.lookupAll(".bar-line-label").isEmpty());
    }

    @Test
    void theTrendChartOfTheFigureDrawsTheBarAndSaysTheMeasurementAtWhichItsPresentBreachBegan(FxRobot robot)
            throws Exception {
        double failAbove = fixture.blurryPercent() - 1;
        fixture.writeBars("""
                  - name: Blurry footage
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    fail: "> %s"
                """.formatted(failAbove));
        Bar bar = fixture.barsInFile().get(0);
        String first = fixture.videoToken();
        // an earlier breach, mended since: the present breach is not that one
        Instant earlier = Instant.now().minus(Duration.ofDays(2));
        fixture.outcomes().keep(key(), List.of(result(bar, Outcome.BREACHED, "vc-0000000000a1", failAbove + 2)),
                earlier);
        fixture.outcomes().keep(key(), List.of(result(bar, Outcome.HOLDS, "vc-0000000000a2", failAbove - 2)),
                earlier.plus(Duration.ofDays(1)));
        app = fixture.startApp();
        app.signInWithDemo().openDataset(KITCHEN).selectTab(VIDEO_TAB);
        // the tab's measurement, kept: a point of the trend chart
        app.lookup("#defect-blurry-card");
        app.waitUntil(() -> keptAt(bar, first).isPresent());
        settleBarsTab();

        robot.clickOn("#demo-remeasure");
        String second = remeasuredFrom(first);
        app.waitUntil(() -> keptAt(bar, second).isPresent());
        Instant broke = keptAt(bar, first).orElseThrow().checked();

        robot.clickOn("#show-trends");
        app.waitUntil(() -> trendsWindow().isPresent());
        Node trends = app.onFx(() -> trendsWindow().orElseThrow().getScene().getRoot());
        app.waitUntil(() -> !trends.lookupAll(".trend-chart .bar-line").isEmpty());
        List<Node> barred = app.onFx(() -> trends.lookupAll(".trend-chart").stream()
                .filter(chart -> !chart.lookupAll(".bar-line").isEmpty()).toList());
        assertEquals(1, barred.size(), "the bar is drawn on its figure's chart only");
        Parent video = (Parent) barred.get(0);
        assertEquals("Video defects, % of assessed footage",
                app.onFx(() -> ((Label) video.getChildrenUnmodifiable().get(0)).getText()));

        LineChart<?, ?> chart = app.onFx(() -> (LineChart<?, ?>) video.lookupAll(".chart").stream()
                .filter(LineChart.class::isInstance).findFirst().orElseThrow());
        assertEquals(List.of("your bar “Blurry footage”: breached " + Condition.parse("> " + failAbove).text()),
                labelsOf(chart, "bar-line-fail"));
        NumberAxis values = (NumberAxis) chart.getYAxis();
        double[] place = app.onFx(() -> new double[] {
                values.localToScene(0, values.getDisplayPosition(failAbove)).getY(), across(chart)});
        assertEquals(place[0], place[1], SAME_PLACE, "the line is at the bar's number on the value axis");

        List<String> stories = app.onFx(() -> video.lookupAll(".bar-outcome").stream()
                .map(node -> ((Label) node).getText()).toList());
        assertEquals(List.of("Your bar “Blurry footage” (" + bar.conditionText() + "): breached since "
                        + Formats.time(broke, ZoneId.systemDefault()) + ", measurement " + MeasurementStamp.shorten(first)),
                stories, "the breach began at the sign-in's measurement, not the earlier breach nor the re-measure");
    }

    @Test
    void aHandShareMarksEachBarOnItWithItsOutcomeInWords() throws Exception {
        double share = visibleHandsShare();
        String below = String.valueOf(share / 2);
        String above = String.valueOf((share + 1) / 2);
        fixture.writeBars("""
                  - name: Hands seen
                    dataset: kitchen-egocentric
                    figure: hands.hands_visible_share
                    warn: "> %s"
                  - name: Hands seen often
                    dataset: kitchen-egocentric
                    figure: hands.hands_visible_share
                    warn: "> %s"
                  - name: Hands seen too often
                    dataset: "*"
                    figure: hands.hands_visible_share
                    fail: "> %s"
                """.formatted(above, below, below));
        app = fixture.startApp();
        app.signInWithDemo().openDataset(KITCHEN).selectTab(Family.HANDS.title());

        Label visible = app.lookup("#hands-visible-share");
        GridPane shares = app.lookup("#hands-share-bars");
        app.waitUntil(() -> shares.lookupAll(".bar-mark").size() == 3);
        List<Label> marks = app.onFx(() -> shares.lookupAll(".bar-mark").stream().map(Label.class::cast).toList());
        assertEquals(List.of("your bar: holds", "your bar: warns", "your bar: breached"),
                marks.stream().map(Label::getText).toList());
        assertEquals(List.of("Your bar “Hands seen”: holds",
                        "Your bar “Hands seen often”: warns " + Condition.parse("> " + below).text(),
                        "Your bar “Hands seen too often”: breached " + Condition.parse("> " + below).text()),
                marks.stream().map(mark -> mark.getTooltip().getText()).toList());
        assertEquals(List.of("bar-outcome-holds", "bar-outcome-warns", "bar-outcome-breached"),
                marks.stream().map(mark -> mark.getStyleClass().stream()
                        .filter(style -> style.startsWith("bar-outcome-")).findFirst().orElseThrow()).toList(),
                "in colour as well as in words");
        Integer row = GridPane.getRowIndex(visible);
        assertTrue(marks.stream().allMatch(mark -> row.equals(GridPane.getRowIndex(mark.getParent()))),
                "beside the share the bars are set on, not the other shares");
    }

    @Test
    void aHandShareSetsABarOnItsFigureByRightClickAndByTheKey(FxRobot robot) {
        app = fixture.startApp();
        app.signInWithDemo().openDataset(KITCHEN).selectTab(Family.HANDS.title());
        Label visible = app.lookup("#hands-visible-share");
        app.waitUntil(() -> !visible.getText().isEmpty());

        Node byMenu = fixture.editorByMenuOn(robot, visible);
        assertEquals("hands.hands_visible_share", app.onFx(() -> figureBox(byMenu).getValue().path()));
        assertEquals(KITCHEN, app.onFx(() -> datasetText(byMenu)));
        robot.push(KeyCode.ESCAPE);
        app.waitUntil(() -> editorWindow().isEmpty());

        robot.interact(visible::requestFocus);
        app.waitUntil(visible::isFocused);
        robot.push(KeyCode.CONTROL, KeyCode.B);
        Node byKey = fixture.editor();
        assertEquals("hands.hands_visible_share", app.onFx(() -> figureBox(byKey).getValue().path()));
        assertEquals(KITCHEN, app.onFx(() -> datasetText(byKey)));
    }

    @Test
    void aSummaryCardOfTheClipsSetsABarOnItsFigureByRightClick(FxRobot robot) {
        app = fixture.startApp();
        new Settings(app.preferences()).rememberSnapshotOnOpen(true);
        app.signInWithDemo().openDataset(KITCHEN).selectTab("Clips");
        app.waitUntil(() -> app.scene().lookup("#ws-summary-3") != null);

        Node hours = app.lookup("#ws-summary-1").getParent();
        Node editor = fixture.editorByMenuOn(robot, hours);
        assertEquals("clips.analyzed_hours", app.onFx(() -> figureBox(editor).getValue().path()));
        assertEquals(KITCHEN, app.onFx(() -> datasetText(editor)));
        assertEquals("", app.onFx(() -> field(editor, "#bar-editor-filter").getText()),
                "the view is not filtered: the bar is on every clip");
    }

    @Test
    void aDefectCardWhoseBarOnlyWarnsSaysWarnsInWords() throws Exception {
        double blurry = fixture.blurryPercent();
        fixture.writeBars("""
                  - name: Blurry footage
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    warn: "> %s"
                    fail: "> %s"
                """.formatted(blurry - 1, blurry + 1));
        app = fixture.startApp();
        app.signInWithDemo().openDataset(KITCHEN).selectTab(VIDEO_TAB);

        Node card = app.lookup("#defect-blurry-card");
        app.waitUntil(() -> card.lookup(".bar-mark") != null);
        Label mark = (Label) card.lookup(".bar-mark");
        assertEquals("your bar: warns", mark.getText());
        assertTrue(mark.getStyleClass().contains("bar-outcome-warns"), "in colour as well as in words");
        assertEquals("Your bar “Blurry footage”: warns " + Condition.parse("> " + (blurry - 1)).text(),
                app.onFx(() -> mark.getTooltip().getText()));
    }

    @Test
    void outcomesAnEarlierSessionKeptThatDifferNowAreAnnouncedOnceAfterTheSignIn(FxRobot robot) throws Exception {
        double blurry = fixture.blurryPercent();
        fixture.writeBars("""
                  - name: Blurry footage
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    fail: "> %s"
                  - name: Frozen
                    dataset: kitchen-egocentric
                    figure: video.frozen.percent
                    warn: "> 100"
                  - name: Blurry no worse
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    against: previous
                    fail: "> 0.5"
                """.formatted(blurry - 1));
        List<Bar> bars = fixture.barsInFile();
        String first = fixture.videoToken();
        // the earlier session: blurry held then, as frozen did and does
        fixture.outcomes().keep(key(), List.of(result(bars.get(0), Outcome.HOLDS, first, blurry),
                result(bars.get(1), Outcome.HOLDS, first, 0)), Instant.now().minus(Duration.ofDays(1)));
        app = fixture.startApp();
        app.signInWithDemo();
        assertEquals(key(), app.onFx(() -> app.context().session().orElseThrow().historyKey()));
        Label status = app.lookup("#status-message");
        List<String> said = new CopyOnWriteArrayList<>();
        app.onFx(() -> {
            said.add(status.getText());
            status.textProperty().addListener((obs, was, now) -> said.add(now));
            return null;
        });
        String signIn = "Your bar “Blurry footage” on kitchen-egocentric: holds → breached (measurement "
                + MeasurementStamp.shorten(first) + ")";
        app.waitUntil(() -> said.contains(signIn));

        // the next check, after a re-measure, finds only the bar against the history changed
        app.openDataset(KITCHEN);
        settleBarsTab();
        robot.clickOn("#demo-remeasure");
        String second = remeasuredFrom(first);
        String remeasure = "Your bar “Blurry no worse” on kitchen-egocentric: not measured → holds (measurement "
                + MeasurementStamp.shorten(second) + ")";
        app.waitUntil(() -> said.contains(remeasure));
        assertEquals(List.of(signIn, remeasure), said.stream()
                .filter(text -> text.startsWith("Your bar") || text.contains("of your bars changed")).toList());
    }

    /**
     * Shows the Bars tab and waits until it has checked the open dataset: its check keeps outcomes too (one kept
     * in the middle of a re-measure's check would leave that check nothing changed to announce), and makes its
     * rows again.
     */
    private void settleBarsTab() {
        app.selectTab(BarsTab.TITLE);
        TableView<BarRow> table = app.lookup("#bars-table");
        app.waitUntil(() -> !table.getItems().isEmpty()
                && table.getItems().stream().allMatch(row -> row.outcome().isPresent()));
    }

    /** The app started on the bars {@code entries}: kitchen's blurry histogram once it draws {@code lines} bar lines. */
    private XYChart<?, ?> blurryHistogram(FxRobot robot, String entries, int lines) throws IOException {
        fixture.writeBars(entries);
        app = fixture.startApp();
        app.signInWithDemo().openDataset(KITCHEN).selectTab(VIDEO_TAB);
        robot.clickOn(app.<Node>lookup("#defect-blurry-card"));
        XYChart<?, ?> histogram = app.lookup("#defect-histogram");
        app.waitUntil(() -> histogram.lookupAll(".bar-line").size() == lines);
        return histogram;
    }

    /** Whose outcomes the app keeps: the demo's, under one name whatever its port. */
    private HistoryKey key() {
        return new HistoryKey(SessionHistory.DEMO_SERVICE, fixture.service().sandbox.demoClient().organizationId());
    }

    private Optional<BarOutcomes.Kept> keptAt(Bar bar, String token) {
        return fixture.outcomes().list(key(), bar.name(), KITCHEN).stream().filter(kept -> token.equals(kept.token()))
                .findFirst();
    }

    private static BarResult result(Bar bar, Outcome outcome, String token, double value) {
        return new BarResult(bar, KITCHEN, outcome, OptionalDouble.of(value), token, OptionalDouble.empty(), List.of(),
                null);
    }

    private double visibleHandsShare() {
        return fixture.service().client.unversioned().handActivity(HandActivityQuery.of(KITCHEN)).handsVisibleShare()
                .orElseThrow();
    }

    /** The service's new measurement, once the app's re-measure has made it. */
    private String remeasuredFrom(String first) throws TimeoutException {
        WaitForAsyncUtils.waitFor(AppHarness.TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> !fixture.videoToken().equals(first));
        return fixture.videoToken();
    }

    /** The words beside a chart's lines of one kind ("bar-line-warn", "bar-line-fail"). */
    private List<String> labelsOf(Node chart, String kind) {
        return app.onFx(() -> chart.lookupAll(".bar-line-label").stream().filter(node -> node.getStyleClass().contains(kind))
                .map(node -> ((Label) node).getText()).toList());
    }

    /** Where the one upright line of a kind stands, in the scene's x. */
    private static double upright(Node chart, String kind) {
        Line line = (Line) chart.lookupAll(".bar-line").stream().filter(node -> node.getStyleClass().contains(kind))
                .reduce((one, other) -> {
                    throw new AssertionError("more than one line of " + kind);
                }).orElseThrow();
        assertEquals(line.getStartX(), line.getEndX(), "upright");
        return line.localToScene(line.getStartX(), 0).getX();
    }

    /** Where the one line across a chart lies, in the scene's y. */
    private static double across(Node chart) {
        Line line = (Line) chart.lookupAll(".bar-line").stream().reduce((one, other) -> {
            throw new AssertionError("more than one line");
        }).orElseThrow();
        assertEquals(line.getStartY(), line.getEndY(), "across");
        return line.localToScene(0, line.getStartY()).getY();
    }

    /**
     * Where a ruler along the bin axis puts a percent, in the scene's x: within the band of the bin "from–to" that
     * holds it, as far across the band as the percent is across the bin.
     */
    private static double binPlace(CategoryAxis bins, double percent) {
        for (String bin : bins.getCategories()) {
            String[] edges = bin.split("–");
            double from = Double.parseDouble(edges[0]);
            double to = Double.parseDouble(edges[1]);
            if (percent >= from && percent < to) {
                double band = bins.getCategorySpacing();
                double place = bins.getDisplayPosition(bin) - band / 2 + band * (percent - from) / (to - from);
                return bins.localToScene(place, 0).getX();
            }
        }
        throw new AssertionError("no bin holds " + percent + " %: " + bins.getCategories());
    }

    private static Optional<Stage> trendsWindow() {
        return Window.getWindows().stream().filter(w -> w instanceof Stage s && s.isShowing()
                && String.valueOf(s.getTitle()).startsWith("Trends")).map(w -> (Stage) w).findFirst();
    }
}
