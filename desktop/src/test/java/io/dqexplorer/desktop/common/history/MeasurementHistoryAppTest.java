package io.dqexplorer.desktop.common.history;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.error.StaleException;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.history.HistoryFolder;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;
import io.dqexplorer.workspace.history.StoredMeasurement;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The measurement history through the whole app, on a sandbox of each test's own (they re-measure and stop
 * it), kept in the build's DQ_DATA_DIR (surefire's environment): every answer loaded is kept, the stamp's
 * History lists them, and choosing one the service no longer has shows its stored copy, labelled.
 */
@ExtendWith(ApplicationExtension.class)
@ExtendWith(SandboxExtension.class)
class MeasurementHistoryAppTest {

    private static final String KITCHEN = "kitchen-egocentric";

    private TestService service;
    private Stage stage;
    private final List<AppHarness> apps = new ArrayList<>();
    /** The snapshot and history folders every app of a test shares, as one user's sessions do. */
    private final Map<String, String> folders = AppHarness.ownFolders();

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    /** A fresh sandbox; the history is the test's own ({@link #folders}), without an earlier run's answers. */
    @BeforeEach
    void startService(Sandbox sandbox) {
        service = new TestService(sandbox);
    }

    @AfterEach
    void stop() {
        apps.forEach(AppHarness::close);
        service.close();
    }

    @Test
    void aMeasurementTheServiceDroppedIsShownFromItsStoredCopyLabelledAndLoadLatestReturns(FxRobot robot) {
        AppHarness app = app(stage);
        app.signInWithDemo().openDataset(KITCHEN).selectTab("Hand activity");
        Node hands = app.lookup("#hands-view");
        Label token = within(hands, "#measurement-token");
        String first = latestHands();
        app.waitUntil(() -> token.getText().equals(stamp(first)));

        service.moveOnPastShown(KITCHEN);
        assertThrows(StaleException.class, () -> service.client.unversioned()
                .handActivity(HandActivityQuery.of(KITCHEN).withAnalysis(first)), "the service no longer has the first");
        String latest = latestHands();
        robot.clickOn(this.<Node>within(hands, "#measurement-check"));
        Node loadLatest = within(hands, "#measurement-load-latest");
        app.waitUntil(loadLatest::isVisible);
        robot.clickOn(loadLatest);
        app.waitUntil(() -> token.getText().equals(stamp(latest)));

        List<MenuItem> entries = openHistory(app, robot, hands);
        assertEquals(2, entries.size(), "the first and the latest were loaded: " + texts(entries));
        assertTrue(entries.get(0).getText().startsWith(stamp(first).substring("Measurement ".length())), texts(entries));
        assertTrue(entries.get(1).getText().contains("shown"), texts(entries));
        HandActivity kept = kept(MeasurementFamily.HAND_ACTIVITY, first).answer(MeasurementFamily.HAND_ACTIVITY);
        assertTrue(entries.get(0).getText().contains(Formats.secondsAsHours(kept.measuredSeconds()) + " measured"),
                texts(entries));

        robot.clickOn("#measurement-history-0");
        Label stored = within(hands, "#measurement-stored-copy");
        app.waitUntil(() -> token.getText().equals(stamp(first)) && stored.isVisible());
        assertEquals("stored copy", stored.getText());
        assertEquals(Formats.secondsAsHours(kept.measuredSeconds()), this.<Label>within(hands, "#hands-measured-hours").getText());
        assertEquals(Formats.fractionAsPercent(kept.activeManipulationShare(), "Nothing measured"),
                this.<Label>within(hands, "#hands-active-share").getText());
        assertEquals(Formats.fractionAsPercent(kept.handsVisibleShare(), "Nothing measured"),
                this.<Label>within(hands, "#hands-visible-share").getText());
        assertEquals(Formats.fractionAsPercent(kept.twoHandsVisibleShare(), "Nothing measured"),
                this.<Label>within(hands, "#hands-two-visible-share").getText());

        assertTrue(app.onFx(loadLatest::isVisible), "Load latest returns from a pinned measurement");
        robot.clickOn(loadLatest);
        app.waitUntil(() -> token.getText().equals(stamp(latest)) && !stored.isVisible());
    }

    @Test
    void aMeasurementTheServiceStillHasIsAskedOfItPinnedNotTakenFromTheStore(FxRobot robot) {
        AppHarness app = app(stage);
        app.signInWithDemo().openDataset(KITCHEN).selectTab("Duplicates");
        Node duplicates = app.lookup("#duplicates-view");
        Label token = within(duplicates, "#measurement-token");
        String first = service.client.versioned().duplicates(DuplicatesQuery.of(KITCHEN)).mediaDigest();
        app.waitUntil(() -> token.getText().equals(stamp(first)));

        service.remeasure(KITCHEN);
        String latest = service.client.versioned().duplicates(DuplicatesQuery.of(KITCHEN)).mediaDigest();
        robot.clickOn(this.<Node>within(duplicates, "#measurement-check"));
        Node loadLatest = within(duplicates, "#measurement-load-latest");
        app.waitUntil(loadLatest::isVisible);
        robot.clickOn(loadLatest);
        app.waitUntil(() -> token.getText().equals(stamp(latest)));

        List<MenuItem> entries = openHistory(app, robot, duplicates);
        Duplicates kept = kept(MeasurementFamily.DUPLICATES, first).answer(MeasurementFamily.DUPLICATES);
        String redundant = kept.exact().map(exact -> Formats.count(exact.redundantClipCount())).orElseThrow();
        assertTrue(entries.get(0).getText().contains(redundant + " redundant clip"), texts(entries));
        robot.clickOn("#measurement-history-0");
        app.waitUntil(() -> token.getText().equals(stamp(first)));
        assertFalse(app.onFx(() -> within(duplicates, "#measurement-stored-copy").isVisible()),
                "the service still has the previous measurement: its answer, not the stored copy");
        assertEquals(redundant, this.<Label>within(duplicates, "#duplicates-redundant-count").getText());
    }

    @Test
    void theHistoryOutlivesTheSessionAndShowsAKeptMeasurementWithTheServiceStopped(FxRobot robot) {
        AppHarness before = app(stage);
        before.signInWithDemo().openDataset(KITCHEN).selectTab("Video defects");
        String first = latestVideo();
        Label firstToken = within(before.lookup("#defects-view"), "#measurement-token");
        before.waitUntil(() -> firstToken.getText().equals(stamp(first)));
        before.close();
        apps.remove(before);

        service.remeasure(KITCHEN);
        String second = latestVideo();
        assertNotEquals(first, second);
        AppHarness after = app(before.onFx(Stage::new));
        after.signInWithDemo().openDataset(KITCHEN).selectTab("Video defects");
        Node defects = after.lookup("#defects-view");
        Label token = within(defects, "#measurement-token");
        after.waitUntil(() -> token.getText().equals(stamp(second)));

        service.sandbox.close();
        List<MenuItem> entries = openHistory(after, robot, defects);
        assertEquals(2, entries.size(), "the first session's measurement and this one's: " + texts(entries));
        VideoCharacteristics kept = kept(MeasurementFamily.VIDEO_CHARACTERISTICS, first)
                .answer(MeasurementFamily.VIDEO_CHARACTERISTICS);
        assertTrue(entries.get(0).getText().contains("Coverage " + Formats.percent(kept.coveragePercent(), "undeterminable")),
                texts(entries));

        robot.clickOn("#measurement-history-0");
        Label stored = within(defects, "#measurement-stored-copy");
        after.waitUntil(() -> token.getText().equals(stamp(first)) && stored.isVisible());
        for (Defect defect : Defect.values()) {
            String expected = kept.defect(defect).map(block -> Formats.percent(block.percent())).orElse("Not assessed yet");
            String id = "#defect-" + defect.wireName().replace('_', '-') + "-percent";
            after.waitUntil(() -> defects.lookup(id) != null);
            assertEquals(expected, after.onFx(() -> ((Label) defects.lookup(id)).getText()), defect.name());
        }
        assertFalse(within(defects, "#error-banner").isVisible(), "the service being gone is no error for a kept copy");
    }

    @Test
    void aDemoRunFindsTheMeasurementsOfTheDemoRunsBeforeItThoughItsServiceListensOnAnotherPort(FxRobot robot) {
        service.remeasure(KITCHEN);
        String remeasured = latestVideo();
        AppHarness before = app(stage);
        before.signInWithDemo().openDataset(KITCHEN).selectTab("Video defects");
        Label firstToken = within(before.lookup("#defects-view"), "#measurement-token");
        before.waitUntil(() -> firstToken.getText().equals(stamp(remeasured)));
        before.close();
        apps.remove(before);

        try (TestService nextRun = new TestService()) {
            assertNotEquals(service.sandbox.serviceUrl(), nextRun.sandbox.serviceUrl());
            Stage second = before.onFx(Stage::new);
            AppHarness after = org.testfx.util.WaitForAsyncUtils.waitForAsyncFx(10_000,
                    () -> AppHarness.start(second, nextRun.sandbox, folders));
            apps.add(after);
            after.signInWithDemo().openDataset(KITCHEN).selectTab("Video defects");
            Node defects = after.lookup("#defects-view");
            Label token = within(defects, "#measurement-token");
            String fresh = nextRun.client.versioned().videoCharacteristics(
                    io.dqexplorer.sdk.query.VideoCharacteristicsQuery.of(KITCHEN)).videoCharacteristics();
            after.waitUntil(() -> token.getText().equals(stamp(fresh)));

            List<MenuItem> entries = openHistory(after, robot, defects);
            assertEquals(2, entries.size(), "the earlier run's re-measured token and this run's: " + texts(entries));
            assertTrue(entries.stream().anyMatch(entry -> entry.getText().contains(MeasurementStamp.shorten(remeasured))),
                    texts(entries));
        }
    }

    private AppHarness app(Stage on) {
        AppHarness app = new AppHarnessOnFx(on).start();
        apps.add(app);
        return app;
    }

    /** Starts the app on the FX thread, as the harness wants. */
    private final class AppHarnessOnFx {
        private final Stage on;

        AppHarnessOnFx(Stage on) {
            this.on = on;
        }

        AppHarness start() {
            return org.testfx.util.WaitForAsyncUtils.waitForAsyncFx(10_000, () -> AppHarness.start(on, service.sandbox, folders));
        }
    }

    private List<MenuItem> openHistory(AppHarness app, FxRobot robot, Node view) {
        robot.clickOn(this.<Node>within(view, "#measurement-history"));
        app.waitUntil(() -> historyMenu().isPresent());
        return app.onFx(() -> List.copyOf(historyMenu().orElseThrow().getItems()));
    }

    private static Optional<javafx.scene.control.ContextMenu> historyMenu() {
        return Window.getWindows().stream().filter(w -> w instanceof javafx.scene.control.ContextMenu menu
                        && "measurement-history-menu".equals(menu.getId()) && menu.isShowing())
                .map(w -> (javafx.scene.control.ContextMenu) w).findFirst();
    }

    private static String texts(List<MenuItem> entries) {
        return entries.stream().map(MenuItem::getText).toList().toString();
    }

    /** The kept document, read from the history file the app writes, through the SDK's checks. */
    private StoredMeasurement kept(MeasurementFamily<?> family, String token) {
        HistoryKey key = new HistoryKey(SessionHistory.DEMO_SERVICE, service.sandbox.demoClient().organizationId());
        return MeasurementHistory.of(HistoryFolder.fromEnvironment(folders))
                .find(key, KITCHEN, family, token)
                .orElseThrow(() -> new AssertionError("no " + family + " " + token + " kept"));
    }

    private String latestHands() {
        return service.client.unversioned().handActivity(HandActivityQuery.of(KITCHEN)).analysis();
    }

    private String latestVideo() {
        return service.client.versioned().videoCharacteristics(
                io.dqexplorer.sdk.query.VideoCharacteristicsQuery.of(KITCHEN)).videoCharacteristics();
    }

    private static String stamp(String token) {
        return "Measurement " + MeasurementStamp.shorten(token);
    }

    @SuppressWarnings("unchecked")
    private <T extends Node> T within(Node parent, String query) {
        return (T) parent.lookup(query);
    }
}
