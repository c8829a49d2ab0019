package io.dqexplorer.desktop.header;

import io.dqexplorer.desktop.common.async.StatusMessage;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.common.async.ManualTimer;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.desktop.common.tab.NewerMeasurements;
import io.dqexplorer.desktop.demo.DemoService;
import io.dqexplorer.desktop.demo.SharedDemoService;
import io.dqexplorer.desktop.signin.Session;
import io.dqexplorer.desktop.testing.QueuedRunner;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.testing.SandboxExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(SandboxExtension.class)
class HeaderViewModelTest {

    private static Sandbox sandbox;
    private static DqClient client;

    @BeforeAll
    static void startSandbox(Sandbox running, DqClient demo) {
        sandbox = running;
        client = demo;
    }

    private final ManualTimer timer = new ManualTimer();
    private final StatusMessage status = new StatusMessage(timer);
    private final NewerMeasurements newer = new NewerMeasurements();

    private HeaderViewModel header(Optional<DemoService> demo) {
        return new HeaderViewModel(new Session(client, client.versioned().access(), demo), new CurrentThreadRunner(), newer, status);
    }

    @Test
    void showsTheOrganizationAndCapabilitiesTheAccessEndpointReports() {
        HeaderViewModel header = header(Optional.empty());

        assertEquals(sandbox.demoClient().organizationId(), header.organization());
        assertEquals(client.versioned().access().capabilities(), header.capabilities());
        assertFalse(header.isDemo());
    }

    @Test
    void reMeasuringOnTheDemoServiceProducesANewerMeasurement() {
        HeaderViewModel header = header(Optional.of(SharedDemoService.of(sandbox)));
        DatasetEntry kitchen = new DatasetEntry("kitchen-egocentric", List.of(Family.VIDEO.metric()));
        String before = client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(kitchen.dataset())).videoCharacteristics();

        header.remeasure(kitchen);

        String after = client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(kitchen.dataset())).videoCharacteristics();
        assertNotEquals(before, after);
        assertTrue(header.isDemo());
        assertFalse(header.remeasuringProperty().get());
    }

    @Test
    void aReMeasureTellsEveryTabOfTheDatasetAndConfirmsInAStatusMessageThatClearsItself() {
        HeaderViewModel header = header(Optional.of(SharedDemoService.of(sandbox)));
        MeasurementStamp kitchenTab = new MeasurementStamp();
        kitchenTab.showing("token-before-the-re-measure");
        newer.share(kitchenTab, () -> "kitchen-egocentric");
        MeasurementStamp otherTab = new MeasurementStamp();
        otherTab.showing("token-of-another-dataset");
        newer.share(otherTab, () -> "field-robotics");

        header.remeasure(new DatasetEntry("kitchen-egocentric", List.of(Family.VIDEO.metric())));

        assertTrue(kitchenTab.newerAvailableBinding().get(), "a tab of the re-measured dataset offers the newer one");
        assertFalse(otherTab.newerAvailableBinding().get());
        assertTrue(status.textProperty().get().startsWith("kitchen-egocentric re-measured"),
                status.textProperty().get());

        timer.elapse();

        assertEquals("", status.textProperty().get(), "the confirmation does not stay on screen");
    }

    @Test
    void aFailedAccessCheckShowsTheServiceErrorWithItsCodeAndRequestIdAndRetryAsksAgain() {
        HeaderViewModel header = header(Optional.empty());
        sandbox.faults().inject("/api/v1beta/access", Fault.status(500,
                "{\"code\":\"internal_error\",\"message\":\"disk on fire\"}").times(1));
        try {
            header.checkAccess();
        } finally {
            sandbox.faults().clear();
        }

        ErrorReport failure = header.errorProperty().get();
        assertEquals("internal_error", failure.code().orElseThrow());
        assertTrue(failure.requestId().isPresent());
        assertEquals(ErrorAction.RETRY, failure.action());
        assertEquals("", header.accessAnswerProperty().get());

        header.onErrorAction(failure.action());

        assertNull(header.errorProperty().get());
        assertEquals("The access endpoint reports scope organization org-northwind and capabilities: view_data"
                + ". The refused request needs a capability not listed here.", header.accessAnswerProperty().get());
    }

    @Test
    void aReMeasureStartedWhileTheAccessIsAskedLeavesNoQuestionStandingAndEndsWithItsOwnOutcome() {
        QueuedRunner queued = new QueuedRunner();
        HeaderViewModel header = new HeaderViewModel(new Session(client, client.versioned().access(),
                Optional.of(SharedDemoService.of(sandbox))), queued, newer, status);
        header.checkAccess();
        assertNotEquals("", header.accessAnswerProperty().get());

        header.remeasure(new DatasetEntry("kitchen-egocentric", List.of()));
        queued.runAll();

        assertEquals("", header.accessAnswerProperty().get());
        assertNull(header.errorProperty().get());
        assertFalse(header.remeasuringProperty().get());
        assertEquals("kitchen-egocentric re-measured: its tabs offer the newer measurement", status.textProperty().get());
    }

    @Test
    void aFailedReMeasureShowsTheErrorInsteadOfANotice() {
        HeaderViewModel header = header(Optional.of(SharedDemoService.of(sandbox)));

        header.remeasure(new DatasetEntry("no-such-dataset", List.of()));

        assertTrue(header.errorProperty().get().detail().contains("no-such-dataset"),
                header.errorProperty().get().detail());
        assertEquals("", status.textProperty().get());
        assertFalse(header.remeasuringProperty().get());
    }

    @Test
    void reMeasuringIsOnlyOfferedOnTheDemoService() {
        HeaderViewModel header = header(Optional.empty());

        header.remeasure(new DatasetEntry("kitchen-egocentric", List.of()));

        assertEquals("", status.textProperty().get());
    }
}
