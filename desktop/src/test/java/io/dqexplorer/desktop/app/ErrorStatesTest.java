package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.UnavailableException;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.Access;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import io.dqexplorer.testing.SandboxClients;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The error states through the whole app, on a sandbox of this class's own (it re-measures and injects
 * faults): a credential without view_data, a metric the service has not produced, a measurement the
 * service has moved on from, and an overloaded service.
 */
@ExtendWith(ApplicationExtension.class)
class ErrorStatesTest {

    private static final String KITCHEN = "kitchen-egocentric";
    private static final String VIDEO_CHARACTERISTICS = "/api/v1beta/quality/video-characteristics";
    private static final String HAND_ACTIVITY = "/api/quality/hand-activity";
    private static final String OVERLOADED = "{\"code\":\"overloaded\",\"message\":\"busy\"}";

    private static final TestService service = new TestService();

    private AppHarness app;

    @Start
    void start(Stage stage) {
        app = AppHarness.start(stage, service.sandbox);
    }

    @AfterEach
    void stop() {
        service.sandbox.faults().clear();
        app.close();
    }

    @AfterAll
    static void stopService() {
        service.close();
    }

    @Test
    void aCredentialWithoutViewDataIsShownItsScopeAndCapabilitiesAndGoesNoFurther(FxRobot robot) {
        SandboxClient credential = service.sandbox.noCapabilityClient();
        Access access;
        try (DqClient client = SandboxClients.of(service.sandbox, credential)) {
            access = client.versioned().access();
        }
        assertFalse(access.canViewData());

        robot.clickOn("#service-url");
        paste(robot, service.sandbox.serviceUrl().toString());
        robot.type(KeyCode.TAB);
        paste(robot, service.sandbox.tokenUrl().toString());
        robot.type(KeyCode.TAB);
        paste(robot, credential.clientId());
        robot.type(KeyCode.TAB);
        paste(robot, credential.clientSecret());
        robot.clickOn("#sign-in");

        Node banner = app.lookup("#error-banner");
        app.waitUntil(banner::isVisible);
        assertEquals("This credential cannot view data", this.<Label>within(banner, "#error-headline").getText());
        String detail = this.<Label>within(banner, "#error-detail").getText();
        assertTrue(detail.contains("The access endpoint reports scope organization org-northwind and capabilities: none"), detail);
        assertTrue(detail.contains("scope " + access.scope().kind() + " " + credential.organizationId()), detail);
        assertTrue(detail.contains("capabilities: none"), detail);
        assertTrue(app.mainWindow().isEmpty(), "the main window is not shown");
    }

    @Test
    void aMetricTheServiceHasNotProducedSaysNotMeasuredYetWithoutAskingTheService() {
        String dataset = "assembly-line";
        assertFalse(service.entry(dataset).has(Family.HANDS.metric()));
        assertThrows(UnavailableException.class, () -> service.client.unversioned().handActivity(HandActivityQuery.of(dataset)));
        // a request for hand activity would take this fault, and the tab would show the error banner
        service.sandbox.faults().inject(HAND_ACTIVITY, Fault.internalError().times(1));

        app.signInWithDemo().openDataset(dataset).selectTab("Hand activity");

        Node view = app.lookup("#hands-view");
        Label notMeasured = within(view, "#hands-not-measured");
        app.waitUntil(notMeasured::isVisible);
        assertTrue(notMeasured.getText().endsWith("not measured yet for this dataset"), notMeasured.getText());
        assertFalse(within(view, "#error-banner").isVisible());
        assertTrue(service.sandbox.faults().take(HAND_ACTIVITY).isPresent(), "the app did not ask for hand activity");
    }

    @Test
    void aMeasurementTheServiceMovedOnFromIsFoundNewerAndAPinnedRequestForItOffersLoadLatest(FxRobot robot) {
        String defectsBefore = latestVideoCharacteristics();
        app.signInWithDemo().openDataset(KITCHEN).selectTab("Video defects");
        Node defects = app.lookup("#defects-view");
        Label defectsToken = within(defects, "#measurement-token");
        app.waitUntil(() -> defectsToken.getText().equals(stamp(defectsBefore)));

        service.remeasure(KITCHEN);
        String defectsAfter = latestVideoCharacteristics();
        assertNotEquals(defectsBefore, defectsAfter);
        robot.clickOn(this.<Node>within(defects, "#measurement-check"));

        Label newer = within(defects, "#measurement-newer");
        app.waitUntil(newer::isVisible);
        assertEquals("A newer measurement exists", newer.getText());
        assertEquals(stamp(defectsBefore), defectsToken.getText(), "the shown measurement stays until asked");
        robot.clickOn(this.<Node>within(defects, "#measurement-load-latest"));
        app.waitUntil(() -> defectsToken.getText().equals(stamp(defectsAfter)) && !newer.isVisible());

        // The clip table pins its pages to the vocabulary it showed first; the service keeps the current
        // and the previous measurement, so only a second re-measure drops the one shown.
        String clipsBefore = latestVocabulary();
        app.selectTab("Clips");
        Node clips = app.lookup("#clips-view");
        Label range = within(clips, "#clip-range");
        Label clipsToken = within(clips, "#measurement-token");
        app.waitUntil(() -> range.getText().equals("rows 1–100 of 2,734")
                && clipsToken.getText().equals(stamp(clipsBefore)));
        service.moveOnPastShown(KITCHEN);

        robot.clickOn(this.<Node>within(clips, "#clip-next"));

        Node banner = within(clips, "#error-banner");
        app.waitUntil(banner::isVisible);
        assertEquals("Code quality_enrichment_stale", this.<Label>within(banner, "#error-code").getText());
        assertFalse(this.<TextField>within(banner, "#error-request-id").getText().isBlank());
        Button loadLatest = within(banner, "#error-action");
        assertEquals(ErrorAction.LOAD_LATEST.label(), loadLatest.getText());
        assertEquals(stamp(clipsBefore), clipsToken.getText(), "the stamp still names what the table shows");

        robot.clickOn(loadLatest);

        String clipsAfter = latestVocabulary();
        assertNotEquals(clipsBefore, clipsAfter);
        app.waitUntil(() -> clipsToken.getText().equals(stamp(clipsAfter))
                && range.getText().equals("rows 1–100 of 2,734"));
        assertFalse(banner.isVisible());
    }

    @Test
    void anOverloadedServiceIsRetriedWithANoticeAndTheTabThenShowsTheFigures() {
        VideoCharacteristics expected = service.client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN));
        app.signInWithDemo();
        List<String> notices = recordRetryNotices();
        service.sandbox.faults().inject(VIDEO_CHARACTERISTICS,
                Fault.status(503, OVERLOADED).withHeader("Retry-After", "1").times(1));

        app.openDataset(KITCHEN).selectTab("Video defects");

        Node view = app.lookup("#defects-view");
        Label coverage = within(view, "#defects-coverage");
        app.waitUntil(() -> coverage.getText().equals(Formats.percent(expected.coveragePercent().orElseThrow())));
        assertEquals(Formats.count(expected.analyzedClipCount()),
                this.<Label>within(view, "#defects-analyzed-clips").getText());
        assertFalse(within(view, "#error-banner").isVisible());
        assertTrue(notices.stream().anyMatch(text -> text.startsWith("The service is busy: retrying in 1 s")),
                "retry notices: " + notices);
    }

    @Test
    void anOverloadedServiceBeyondTheRetriesShowsTheCodeAndRetryShowsTheFigures(FxRobot robot) {
        VideoCharacteristics expected = service.client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN));
        // more refusals than the SDK's three attempts
        service.sandbox.faults().inject(VIDEO_CHARACTERISTICS,
                Fault.status(503, OVERLOADED).withHeader("Retry-After", "1").times(5));

        app.signInWithDemo().openDataset(KITCHEN).selectTab("Video defects");

        Node view = app.lookup("#defects-view");
        Node banner = within(view, "#error-banner");
        app.waitUntil(banner::isVisible);
        assertEquals("Code overloaded", this.<Label>within(banner, "#error-code").getText());
        Button retry = within(banner, "#error-action");
        assertEquals(ErrorAction.RETRY.label(), retry.getText());
        Label coverage = within(view, "#defects-coverage");
        assertEquals("", coverage.getText());

        service.sandbox.faults().clear();
        robot.clickOn(retry);

        app.waitUntil(() -> coverage.getText().equals(Formats.percent(expected.coveragePercent().orElseThrow())));
        assertFalse(banner.isVisible());
    }

    /** Pastes into the focused field, as one does with a credential (TestFX types only key by key, slowly). */
    private static void paste(FxRobot robot, String text) {
        robot.interact(() -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(text);
            Clipboard.getSystemClipboard().setContent(content);
        });
        robot.push(KeyCode.SHORTCUT, KeyCode.V);
    }

    /** Every text the header's retry notice shows from now on (it hides itself again after the retry). */
    private List<String> recordRetryNotices() {
        List<String> notices = new CopyOnWriteArrayList<>();
        Label notice = app.lookup("#retry-notice");
        fx(() -> {
            notice.textProperty().addListener((obs, old, now) -> notices.add(now));
            return null;
        });
        return notices;
    }

    /** The first node under {@code root} matching the CSS query: each tab has its own stamp and banner. */
    @SuppressWarnings("unchecked")
    private <T extends Node> T within(Node root, String query) {
        app.waitUntil(() -> root.lookup(query) != null);
        return (T) fx(() -> root.lookup(query));
    }

    /** Runs on the FX thread without first flushing pending events as {@link AppHarness#onFx} does. */
    private static <T> T fx(Callable<T> read) {
        return WaitForAsyncUtils.waitForAsyncFx(TimeUnit.SECONDS.toMillis(AppHarness.TIMEOUT_SECONDS), read);
    }

    private static String stamp(String token) {
        return "Measurement " + MeasurementStamp.shorten(token);
    }

    private static String latestVideoCharacteristics() {
        return service.client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN)).videoCharacteristics();
    }

    private static String latestVocabulary() {
        return service.client.unversioned().clips(ClipQuery.of(KITCHEN).withLimit(1)).vocabulary();
    }
}
