package io.dqexplorer.desktop.hands;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.common.tab.Availability;
import io.dqexplorer.desktop.common.tab.MeasurementLoader;
import io.dqexplorer.desktop.testing.MeasurementTabContract;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.query.HandActivityQuery;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.OptionalDouble;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HandsViewModelTest extends MeasurementTabContract {

    @Override
    protected MeasurementLoader<?> newLoader(AsyncRunner runner) {
        return new HandsViewModel(service.client.unversioned()::handActivity, runner).loader();
    }

    @Override
    protected String dataset() {
        return "kitchen-egocentric";
    }

    @Override
    protected String path() {
        return "/api/quality/hand-activity";
    }

    @Override
    protected String latestToken(String dataset) {
        return service.client.unversioned().handActivity(HandActivityQuery.of(dataset)).analysis();
    }

    private HandsViewModel model;

    @BeforeEach
    void newModel() {
        model = new HandsViewModel(service.client.unversioned()::handActivity, new CurrentThreadRunner());
    }

    private HandActivity latest(String dataset) {
        return service.client.unversioned().handActivity(HandActivityQuery.of(dataset));
    }

    @Test
    void theThreeSharesAndTheSegmentCountsAreTheServicesFigures() {
        HandActivity expected = latest("kitchen-egocentric");

        model.open(service.entry("kitchen-egocentric"));

        assertEquals(Availability.SHOWN, model.loader().availabilityProperty().get());
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
        assertEquals(expected.analysis(), model.loader().stamp().shownProperty().get());
    }

    @Test
    void aDatasetWithoutHandActivityIsNotMeasuredYetWithoutAskingTheService() {
        AtomicInteger calls = new AtomicInteger();
        HandsViewModel counting = new HandsViewModel(query -> {
            calls.incrementAndGet();
            return service.client.unversioned().handActivity(query);
        }, new CurrentThreadRunner());
        DatasetEntry assemblyLine = service.entry("assembly-line");
        assertFalse(assemblyLine.has(Family.HANDS.metric()), "the sandbox's assembly-line has no hand activity");

        counting.open(assemblyLine);

        assertEquals(Availability.NOT_MEASURED, counting.loader().availabilityProperty().get());
        assertEquals(0, calls.get());
        assertTrue(counting.loader().loadState().error().isEmpty());
    }

    @Test
    void aShareOverNoMeasuredFootageSaysNothingMeasuredRatherThanZero() {
        ShareBar unmeasured = new ShareBar("hands-active-share", "Active manipulation", OptionalDouble.empty(),
                "hands.active_manipulation_share");

        assertEquals("Nothing measured", unmeasured.percentText());
        assertFalse(unmeasured.measured());
    }
}
