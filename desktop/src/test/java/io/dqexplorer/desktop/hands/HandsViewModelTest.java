package io.dqexplorer.desktop.hands;

import io.dqexplorer.desktop.common.CurrentThreadRunner;
import io.dqexplorer.desktop.common.ErrorAction;
import io.dqexplorer.desktop.common.ErrorReport;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.query.HandActivityQuery;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.OptionalDouble;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HandsViewModelTest {

    private static final String PATH = "/api/quality/hand-activity";

    private static TestService service;
    private HandsViewModel model;

    @BeforeAll
    static void startService() {
        service = new TestService();
    }

    @AfterAll
    static void stopService() {
        service.close();
    }

    @BeforeEach
    void newModel() {
        model = new HandsViewModel(service.client::handActivity, new CurrentThreadRunner());
    }

    @AfterEach
    void clearFaults() {
        service.sandbox.faults().clear();
    }

    private HandActivity latest(String dataset) {
        return service.client.handActivity(HandActivityQuery.of(dataset));
    }

    @Test
    void theThreeSharesAndTheSegmentCountsAreTheServicesFigures() {
        HandActivity expected = latest("kitchen-egocentric");

        model.open(service.entry("kitchen-egocentric"));

        assertEquals(HandsViewModel.Availability.SHOWN, model.availabilityProperty().get());
        List<ShareBar> shares = model.shares();
        assertEquals(3, shares.size());
        assertEquals(expected.activeManipulationShare(), shares.get(0).fraction());
        assertEquals(Formats.fractionAsPercent(expected.activeManipulationShare().orElseThrow()), shares.get(0).percentText());
        assertEquals(Formats.fractionAsPercent(expected.handsVisibleShare().orElseThrow()), shares.get(1).percentText());
        assertEquals(Formats.fractionAsPercent(expected.twoHandsVisibleShare().orElseThrow()), shares.get(2).percentText());
        shares.forEach(s -> assertTrue(s.fill() >= 0 && s.fill() <= 1, s.label()));
        assertEquals(Formats.secondsAsHours(expected.measuredSeconds()), model.measuredHoursProperty().get());
        assertEquals(Formats.count(expected.clips()), model.clipsProperty().get());
        assertEquals(Formats.count(expected.segmentsUnassessed()), model.segmentsUnassessedProperty().get());
        assertEquals(Formats.count(expected.segmentsUnusable()), model.segmentsUnusableProperty().get());
        assertEquals(expected.analysis(), model.stamp().shown());
    }

    @Test
    void aDatasetWithoutHandActivityIsNotMeasuredYetWithoutAskingTheService() {
        AtomicInteger calls = new AtomicInteger();
        HandsViewModel counting = new HandsViewModel(query -> {
            calls.incrementAndGet();
            return service.client.handActivity(query);
        }, new CurrentThreadRunner());
        DatasetEntry assemblyLine = service.entry("assembly-line");
        assertFalse(assemblyLine.has(DatasetEntry.HAND_ACTIVITY), "the sandbox's assembly-line has no hand activity");

        counting.open(assemblyLine);

        assertEquals(HandsViewModel.Availability.NOT_MEASURED, counting.availabilityProperty().get());
        assertEquals(0, calls.get());
        assertTrue(counting.loadState().error().isEmpty());
    }

    @Test
    void aShareOverNoMeasuredFootageSaysNothingMeasuredRatherThanZero() {
        ShareBar unmeasured = new ShareBar("hands-active-share", "Active manipulation", OptionalDouble.empty());

        assertEquals("Nothing measured", unmeasured.percentText());
        assertFalse(unmeasured.measured());
    }

    @Test
    void aPinnedReloadOfAMovedOnRunOffersLoadLatestWhichShowsTheNewToken() {
        model.open(service.entry("kitchen-egocentric"));
        String shown = model.stamp().shown();
        service.moveOnPastShown("kitchen-egocentric");

        model.reload();

        ErrorReport report = model.loadState().error().orElseThrow();
        assertEquals(ErrorAction.LOAD_LATEST, report.action());
        model.onErrorAction(report.action());
        assertTrue(model.loadState().error().isEmpty());
        assertEquals(latest("kitchen-egocentric").analysis(), model.stamp().shown());
        assertNotEquals(shown, model.stamp().shown());
    }

    @Test
    void checkForNewerAfterARemeasureSaysANewerRunExists() {
        model.open(service.entry("kitchen-egocentric"));
        model.checkForNewer();
        assertFalse(model.stamp().isNewerAvailable());

        service.remeasure("kitchen-egocentric");
        model.checkForNewer();

        assertTrue(model.stamp().isNewerAvailable());
    }

    @Test
    void anOverloadedServiceIsReportedThenRetrySucceeds() {
        service.sandbox.faults().inject(PATH, Fault.status(503,
                "{\"code\":\"overloaded\",\"message\":\"Temporarily overloaded\"}")
                .withHeader("Retry-After", "1").times(1));

        model.open(service.entry("kitchen-egocentric"));

        ErrorReport report = model.loadState().error().orElseThrow();
        assertEquals(ErrorAction.RETRY, report.action());
        model.onErrorAction(report.action());
        assertTrue(model.loadState().error().isEmpty());
        assertEquals(HandsViewModel.Availability.SHOWN, model.availabilityProperty().get());
    }
}
