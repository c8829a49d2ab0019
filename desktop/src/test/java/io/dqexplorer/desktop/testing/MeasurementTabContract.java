package io.dqexplorer.desktop.testing;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.common.tab.Availability;
import io.dqexplorer.desktop.common.tab.MeasurementLoader;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.testing.SandboxExtension;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every measurement tab's view model does with its {@link MeasurementLoader}, checked against a
 * sandbox of the test class's own: a measurement that moved on (409) and "Load latest", "Check for
 * newer", an overloaded service and "Retry", and a slow answer for the dataset chosen before. Each
 * tab's test extends it and says how to build its view model and where its measurement lives.
 */
@ExtendWith(SandboxExtension.class)
public abstract class MeasurementTabContract {

    /** A dataset the sandbox measures in every metric, other than each tab's {@link #dataset()}. */
    private static final String BEFORE = "field-robotics";

    protected static TestService service;

    @BeforeAll
    static void startService(Sandbox sandbox) {
        service = new TestService(sandbox);
    }

    @AfterAll
    static void stopService() {
        service.close();
    }

    /** The loader of a new view model of the tab, on {@code runner}. */
    protected abstract MeasurementLoader<?> newLoader(AsyncRunner runner);

    /** A dataset that has the tab's metric. */
    protected abstract String dataset();

    /** The path whose failure fails the tab's load. */
    protected abstract String path();

    /** The token of the service's latest measurement, asked of the API directly. */
    protected abstract String latestToken(String dataset);

    @Test
    void aMeasurementThatMovedOnMidLoadOffersLoadLatestWhichShowsTheNewToken() {
        MeasurementLoader<?> loader = newLoader(new CurrentThreadRunner());
        loader.open(service.entry(dataset()));
        String shown = loader.stamp().shownProperty().get();
        service.moveOnPastShown(dataset());
        // what a request pinned to a dropped measurement is answered (the vocabulary pins its second form)
        service.sandbox.faults().inject(path(), Fault.status(409,
                "{\"code\":\"quality_enrichment_stale\",\"message\":\"The pinned measurement was replaced.\"}")
                .times(1));

        loader.loadLatest();

        ErrorReport report = loader.loadState().error().orElseThrow();
        assertEquals(ErrorAction.LOAD_LATEST, report.action());
        assertEquals(shown, loader.stamp().shownProperty().get());

        loader.onErrorAction(report.action());

        assertTrue(loader.loadState().error().isEmpty());
        assertEquals(latestToken(dataset()), loader.stamp().shownProperty().get());
        assertNotEquals(shown, loader.stamp().shownProperty().get());
    }

    @Test
    void checkForNewerAfterARemeasureSaysANewerMeasurementExists() {
        MeasurementLoader<?> loader = newLoader(new CurrentThreadRunner());
        loader.open(service.entry(dataset()));
        loader.checkForNewer();
        assertFalse(loader.stamp().newerAvailableBinding().get());

        service.remeasure(dataset());
        loader.checkForNewer();

        assertTrue(loader.stamp().newerAvailableBinding().get());
        loader.loadLatest();
        assertFalse(loader.stamp().newerAvailableBinding().get());
        assertEquals(latestToken(dataset()), loader.stamp().shownProperty().get());
    }

    @Test
    void anOverloadedServiceIsReportedThenRetrySucceeds() {
        service.sandbox.faults().inject(path(), Fault.status(503,
                "{\"code\":\"overloaded\",\"message\":\"Temporarily overloaded\"}")
                .withHeader("Retry-After", "1").times(1));
        MeasurementLoader<?> loader = newLoader(new CurrentThreadRunner());

        loader.open(service.entry(dataset()));

        ErrorReport report = loader.loadState().error().orElseThrow();
        assertEquals(ErrorAction.RETRY, report.action());
        assertEquals("overloaded", report.code().orElseThrow());
        assertNull(loader.shownProperty().get());

        loader.onErrorAction(report.action());

        assertTrue(loader.loadState().error().isEmpty());
        assertEquals(Availability.SHOWN, loader.availabilityProperty().get());
        assertEquals(latestToken(dataset()), loader.stamp().shownProperty().get());
    }

    @Test
    void aSlowAnswerForTheDatasetChosenBeforeNeverReplacesTheOneChosenNow() {
        QueuedRunner runner = new QueuedRunner();
        MeasurementLoader<?> loader = newLoader(runner);
        assertNotEquals(latestToken(BEFORE), latestToken(dataset()));

        loader.open(service.entry(BEFORE));
        loader.open(service.entry(dataset()));
        runner.runAll();

        assertEquals(latestToken(dataset()), loader.stamp().shownProperty().get());
        assertEquals(Availability.SHOWN, loader.availabilityProperty().get());
        assertFalse(loader.loadState().isLoading());
    }

    @Test
    void openingADatasetWithoutTheMetricWhileALoadIsUnderWayStopsLoadingAndClearsTheError() {
        service.sandbox.faults().inject(path(), Fault.status(503,
                "{\"code\":\"overloaded\",\"message\":\"Temporarily overloaded\"}").times(1));
        QueuedRunner runner = new QueuedRunner();
        MeasurementLoader<?> loader = newLoader(runner);
        loader.open(service.entry(dataset()));
        runner.runAll();
        assertTrue(loader.loadState().error().isPresent());
        loader.onErrorAction(ErrorAction.RETRY);

        loader.open(new DatasetEntry(dataset(), List.of()));
        runner.runAll();

        assertEquals(Availability.NOT_MEASURED, loader.availabilityProperty().get());
        assertFalse(loader.loadState().isLoading());
        assertTrue(loader.loadState().error().isEmpty());
        assertNull(loader.stamp().shownProperty().get());
    }
}
