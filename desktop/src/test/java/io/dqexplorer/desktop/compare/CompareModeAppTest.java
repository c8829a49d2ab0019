package io.dqexplorer.desktop.compare;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.compare.ComparisonExport;
import io.dqexplorer.workspace.compare.ComparisonSide;
import io.dqexplorer.workspace.compare.SideResolver;
import io.dqexplorer.workspace.compare.SideSource;
import io.dqexplorer.workspace.history.HistoryFolder;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;
import javafx.scene.Node;
import javafx.scene.chart.BarChart;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The compare mode of each measurement tab through the whole app, on a sandbox of each test's own: after a
 * re-measure it defaults to the tab's measurement against the previous one, its rows are those of
 * {@link Comparison#of} over the two answers read independently, another dataset on the left changes them,
 * the export writes the table with its manifest, and a side the service dropped (409) is its stored copy.
 */
@ExtendWith(ApplicationExtension.class)
@ExtendWith(SandboxExtension.class)
class CompareModeAppTest {

    private static final String KITCHEN = "kitchen-egocentric";

    /** Each tab: its title, its view's id and the dataset metric it shows. */
    enum TabUnderTest {
        VIDEO("Video defects", "#defects-view", Family.VIDEO, Family.VIDEO.metric()),
        HANDS("Hand activity", "#hands-view", Family.HANDS, Family.HANDS.metric()),
        VOCABULARY("Vocabulary", "#vocabulary-view", Family.VOCABULARY, Family.VOCABULARY.metric()),
        DUPLICATES("Duplicates", "#duplicates-view", Family.DUPLICATES, Family.DUPLICATES.metric());

        final String title;
        final String view;
        final Family family;
        final String metric;

        TabUnderTest(String title, String view, Family family, String metric) {
            this.title = title;
            this.view = view;
            this.family = family;
            this.metric = metric;
        }
    }

    private TestService service;
    private Stage stage;
    private AppHarness app;
    private Path exports;
    /** The history of the independent reads: empty, so that every side is read from the service. */
    private Path nothingKept;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @BeforeEach
    void startService(Sandbox sandbox) throws IOException {
        service = new TestService(sandbox);
        exports = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "compare-exports-");
        nothingKept = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "compare-nothing-kept-");
    }

    @AfterEach
    void stop() {
        if (app != null) {
            app.close();
        }
        service.close();
    }

    @ParameterizedTest
    @EnumSource(TabUnderTest.class)
    void afterAReMeasureTheDefaultsAreTheCurrentAgainstThePreviousAnotherDatasetChangesTheRowsAndTheExportNamesBoth(
            TabUnderTest tab, FxRobot robot) throws IOException {
        app = WaitForAsyncUtils.waitForAsyncFx(10_000, () -> AppHarness.start(stage, service.sandbox,
                suggested -> Optional.of(exports.resolve(suggested))));
        Node view = open(tab);
        String first = latest(tab, KITCHEN).token();
        Label token = within(view, "#measurement-token");
        app.waitUntil(() -> token.getText().equals(stamp(first)));
        service.remeasure(KITCHEN);
        String second = latest(tab, KITCHEN).token();
        assertNotEquals(first, second);
        robot.clickOn(this.<Node>within(view, "#measurement-check"));
        Node loadLatest = within(view, "#measurement-load-latest");
        app.waitUntil(loadLatest::isVisible);
        robot.clickOn(loadLatest);
        app.waitUntil(() -> token.getText().equals(stamp(second)));

        robot.clickOn(this.<Node>within(view, "#measurement-compare"));
        TableView<List<Object>> table = within(view, "#compare-table");
        Comparison expected = Comparison.of(pinned(tab, KITCHEN, first), pinned(tab, KITCHEN, second));
        app.waitUntil(() -> !table.getItems().isEmpty());
        assertEquals(expected.table().rows(), app.onFx(() -> List.copyOf(table.getItems())));
        assertTrue(this.<Label>within(view, "#compare-left-label").getText().contains(first), "left: the previous");
        assertTrue(this.<Label>within(view, "#compare-right-label").getText().contains(second), "right: the current");
        if (tab == TabUnderTest.VIDEO) {
            assertHistogramsAreTheTables(view, expected);
        }

        String other = service.client.versioned().datasets().stream()
                .filter(d -> !d.dataset().equals(KITCHEN) && d.has(tab.metric)).map(DatasetEntry::dataset)
                .findFirst().orElseThrow();
        ComboBox<String> leftDataset = within(view, "#compare-left-dataset");
        app.onFx(() -> {
            leftDataset.setValue(other);
            return null;
        });
        robot.clickOn("#compare-run");
        Comparison across = Comparison.of(latest(tab, other), pinned(tab, KITCHEN, second));
        app.waitUntil(() -> this.<Label>within(view, "#compare-left-label").getText().startsWith(other));
        assertEquals(across.table().rows(), app.onFx(() -> List.copyOf(table.getItems())));
        assertNotEquals(expected.table().rows(), across.table().rows(), "another dataset differs otherwise");

        robot.clickOn("#compare-export");
        Path file = exports.resolve(tab.family.word() + "-differences-" + KITCHEN + ".csv");
        Path manifest = file.resolveSibling(file.getFileName() + ComparisonExport.MANIFEST_SUFFIX);
        app.waitUntil(() -> Files.exists(manifest) && Files.exists(file));
        JsonNode written = new ObjectMapper().readTree(manifest.toFile());
        assertEquals(other, written.path("left").path("dataset").asText());
        assertEquals(second, written.path("right").path("token").asText());
        assertEquals(across.table().size(), written.path("row_count").asInt());
        assertEquals(across.table().size() + 1, Files.readAllLines(file).size(), "a header and a line a row");
        Label message = within(view, "#compare-export-message");
        app.waitUntil(() -> message.getText().contains(file.getFileName().toString()));
    }

    @ParameterizedTest
    @EnumSource(TabUnderTest.class)
    void aPreviousMeasurementTheServiceDroppedIsComparedFromItsStoredCopy(TabUnderTest tab, FxRobot robot) {
        Map<String, String> folders = AppHarness.ownFolders();
        app = WaitForAsyncUtils.waitForAsyncFx(10_000, () -> AppHarness.start(stage, service.sandbox, folders));
        Node view = open(tab);
        String first = latest(tab, KITCHEN).token();
        Label token = within(view, "#measurement-token");
        app.waitUntil(() -> token.getText().equals(stamp(first)));
        service.moveOnPastShown(KITCHEN);
        String latest = latest(tab, KITCHEN).token();
        robot.clickOn(this.<Node>within(view, "#measurement-check"));
        Node loadLatest = within(view, "#measurement-load-latest");
        app.waitUntil(loadLatest::isVisible);
        robot.clickOn(loadLatest);
        app.waitUntil(() -> token.getText().equals(stamp(latest)));

        robot.clickOn(this.<Node>within(view, "#measurement-compare"));
        TableView<List<Object>> table = within(view, "#compare-table");
        app.waitUntil(() -> !table.getItems().isEmpty());
        HistoryKey key = new HistoryKey(io.dqexplorer.desktop.common.history.SessionHistory.DEMO_SERVICE,
                service.sandbox.demoClient().organizationId());
        ComparisonSide stored = new SideResolver(service.client, MeasurementHistory.of(HistoryFolder.fromEnvironment(folders)),
                key, Clock.systemUTC()).pinned(tab.family, KITCHEN, first);
        assertEquals(SideSource.STORED_COPY, stored.source(), "the service answers 409 for the first");
        Comparison expected = Comparison.of(stored, pinned(tab, KITCHEN, latest));
        assertEquals(expected.table().rows(), app.onFx(() -> List.copyOf(table.getItems())));
        String left = this.<Label>within(view, "#compare-left-label").getText();
        assertTrue(left.contains(first) && left.contains("stored copy"), left);
    }

    @org.junit.jupiter.api.Test
    void withNoEarlierMeasurementKeptTheViewSaysSoAndComparesWhatTheUserPicks(FxRobot robot) {
        app = WaitForAsyncUtils.waitForAsyncFx(10_000, () -> AppHarness.start(stage, service.sandbox, AppHarness.ownFolders()));
        Node view = open(TabUnderTest.HANDS);
        String only = latest(TabUnderTest.HANDS, KITCHEN).token();
        Label token = within(view, "#measurement-token");
        app.waitUntil(() -> token.getText().equals(stamp(only)));

        robot.clickOn(this.<Node>within(view, "#measurement-compare"));
        Label note = within(view, "#compare-note");
        app.waitUntil(() -> note.getText().startsWith("No earlier hands measurement of " + KITCHEN));
        TableView<List<Object>> table = within(view, "#compare-table");
        assertTrue(app.onFx(() -> table.getItems().isEmpty()), "nothing compared before the user picks");

        // a left side picked: the note asked for one, and leaves before anything is compared
        String other = service.client.versioned().datasets().stream()
                .filter(d -> !d.dataset().equals(KITCHEN) && d.has(TabUnderTest.HANDS.metric)).map(DatasetEntry::dataset)
                .findFirst().orElseThrow();
        ComboBox<String> leftDataset = within(view, "#compare-left-dataset");
        app.onFx(() -> {
            leftDataset.setValue(other);
            return null;
        });
        app.waitUntil(() -> !note.isVisible());
        assertEquals("", app.onFx(note::getText));
        assertTrue(app.onFx(() -> table.getItems().isEmpty()), "picking is not comparing");
        app.onFx(() -> {
            leftDataset.setValue(KITCHEN);
            return null;
        });

        robot.clickOn("#compare-run");
        Comparison same = Comparison.of(latest(TabUnderTest.HANDS, KITCHEN), latest(TabUnderTest.HANDS, KITCHEN));
        app.waitUntil(() -> !table.getItems().isEmpty());
        assertEquals(same.table().rows(), app.onFx(() -> List.copyOf(table.getItems())));
        assertTrue(app.onFx(() -> !note.isVisible()), "the note goes once the user compared");

        robot.clickOn(this.<Node>within(view, "#measurement-compare"));
        app.waitUntil(() -> this.<Node>within(view, "#hands-measured-hours") != null
                && this.<Node>within(view, "#hands-measured-hours").isVisible());
    }

    /** The chosen defect's two histograms: each side's bars the table's bin shares of that side, none for a bin it lacks. */
    private void assertHistogramsAreTheTables(Node view, Comparison expected) {
        BarChart<String, Number> chart = within(view, "#compare-histogram");
        ComboBox<String> defect = within(view, "#compare-histogram-defect");
        app.waitUntil(() -> defect.getValue() != null && chart.getData().size() == 2);
        List<List<Object>> bins = expected.table().rows(defect.getValue(), HistogramComparison.MEASURE);
        assertTrue(!bins.isEmpty(), "the defect has bins");
        for (int side = 0; side < 2; side++) {
            int column = 3 + side;
            List<Object> wanted = bins.stream().map(bin -> bin.get(column)).filter(java.util.Objects::nonNull).toList();
            int index = side;
            List<Object> drawn = app.onFx(() -> chart.getData().get(index).getData().stream()
                    .map(data -> (Object) data.getYValue()).toList());
            assertEquals(wanted, drawn, side == 0 ? "left" : "right");
        }
        assertEquals("Left: " + KITCHEN + " · measurement " + MeasurementStamp.shorten(expected.left().token()),
                this.<Label>within(view, "#compare-histogram-left-legend").getText());
        assertEquals("Right: " + KITCHEN + " · measurement " + MeasurementStamp.shorten(expected.right().token()),
                this.<Label>within(view, "#compare-histogram-right-legend").getText());
    }

    private Node open(TabUnderTest tab) {
        app.signInWithDemo().openDataset(KITCHEN).selectTab(tab.title);
        return app.lookup(tab.view);
    }

    /** A side read straight from the service, with a history of its own that holds nothing. */
    private ComparisonSide pinned(TabUnderTest tab, String dataset, String token) {
        return resolver().pinned(tab.family, dataset, token);
    }

    private ComparisonSide latest(TabUnderTest tab, String dataset) {
        return resolver().latest(tab.family, dataset);
    }

    private SideResolver resolver() {
        HistoryKey key = new HistoryKey(service.sandbox.serviceUrl().toString(), "independent");
        return new SideResolver(service.client, MeasurementHistory.of(HistoryFolder.fromEnvironment(
                Map.of(HistoryFolder.VARIABLE, nothingKept.toAbsolutePath().toString()))), key, Clock.systemUTC());
    }

    private static String stamp(String token) {
        return "Measurement " + MeasurementStamp.shorten(token);
    }

    @SuppressWarnings("unchecked")
    private <T extends Node> T within(Node parent, String query) {
        return (T) app.onFx(() -> parent.lookup(query));
    }
}
