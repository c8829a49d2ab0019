package io.dqexplorer.desktop.duplicates;

import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.CurrentThreadRunner;
import io.dqexplorer.desktop.common.ErrorAction;
import io.dqexplorer.desktop.common.ErrorReport;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DuplicatesViewModelTest {

    private static final String PATH = "/api/v1beta/quality/duplicates";

    private static TestService service;
    private final List<String> opened = new ArrayList<>();
    private DuplicatesViewModel model;

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
        ClipNavigator navigator = new ClipNavigator() {
            @Override
            public void showClipsWithTerm(String term) {
                opened.add("term " + term);
            }

            @Override
            public void showClips(List<String> clipIds, String label) {
                opened.add(label + ": " + String.join(",", clipIds));
            }
        };
        model = new DuplicatesViewModel(service.client::duplicates, new CurrentThreadRunner(), navigator);
    }

    @AfterEach
    void clearFaults() {
        service.sandbox.faults().clear();
    }

    private Duplicates latest(String dataset) {
        return service.client.duplicates(DuplicatesQuery.of(dataset));
    }

    @Test
    void groupsAreShownLargestFirstWithTheRedundantCountAndPercentOverComparedClips() {
        Duplicates expected = latest("warehouse-picking");
        Duplicates.Exact exact = expected.exact().orElseThrow();
        assertTrue(exact.groups().size() > 1, "the sandbox plants several groups in warehouse-picking");

        model.open(service.entry("warehouse-picking"));

        assertEquals(DuplicatesViewModel.Availability.SHOWN, model.availabilityProperty().get());
        assertEquals(Formats.count(expected.comparedClipCount()), model.comparedClipsProperty().get());
        assertEquals(Formats.count(exact.redundantClipCount()), model.redundantClipsProperty().get());
        assertTrue(model.redundantPercentProperty().get().startsWith(Formats.percent(exact.redundantPercent())));
        assertEquals(exact.groups().size(), model.groups().size());
        for (int i = 0; i < exact.groups().size(); i++) {
            assertEquals(exact.groups().get(i).clips(), model.groups().get(i).clips());
            assertEquals(i + 1, model.groups().get(i).number());
        }
        for (int i = 1; i < model.groups().size(); i++) {
            assertTrue(model.groups().get(i - 1).size() >= model.groups().get(i).size(), "largest first");
        }
        assertEquals(exact.redundantClipCount(), model.groups().stream().mapToLong(GroupRow::redundant).sum(),
                "redundant = sum over groups of (size - 1)");
    }

    @Test
    void aGroupsShowClipsOpensTheClipTableOnExactlyItsClips() {
        model.open(service.entry("warehouse-picking"));
        GroupRow first = model.groups().get(0);

        model.showClips(first);

        assertEquals(List.of("Duplicate group 1: " + String.join(",", first.clips())), opened);
    }

    @Test
    void anAbsentExactBlockIsNotComparedYetRatherThanNoDuplicates() {
        assertTrue(latest("field-robotics").exact().isEmpty(), "the sandbox's field-robotics is not compared");

        model.open(service.entry("field-robotics"));

        assertEquals(DuplicatesViewModel.Availability.NOT_COMPARED, model.availabilityProperty().get());
        assertTrue(model.groups().isEmpty());
        assertEquals("", model.redundantClipsProperty().get());
        assertEquals("", model.redundantPercentProperty().get());
    }

    @Test
    void aDatasetWithoutTheMetricIsNotMeasuredYetWithoutAskingTheService() {
        AtomicInteger calls = new AtomicInteger();
        DuplicatesViewModel counting = new DuplicatesViewModel(query -> {
            calls.incrementAndGet();
            return service.client.duplicates(query);
        }, new CurrentThreadRunner(), null);

        counting.open(new DatasetEntry("warehouse-picking", List.of(DatasetEntry.VIDEO_CHARACTERISTICS)));

        assertEquals(DuplicatesViewModel.Availability.NOT_MEASURED, counting.availabilityProperty().get());
        assertEquals(0, calls.get());
    }

    @Test
    void aPinnedReloadOfAMovedOnComparisonOffersLoadLatestWhichShowsTheNewToken() {
        model.open(service.entry("warehouse-picking"));
        String shown = model.stamp().shown();
        service.moveOnPastShown("warehouse-picking");

        model.reload();

        ErrorReport report = model.loadState().error().orElseThrow();
        assertEquals(ErrorAction.LOAD_LATEST, report.action());
        model.onErrorAction(report.action());
        assertTrue(model.loadState().error().isEmpty());
        assertEquals(latest("warehouse-picking").mediaDigest(), model.stamp().shown());
        assertNotEquals(shown, model.stamp().shown());
    }

    @Test
    void checkForNewerAfterARemeasureSaysANewerComparisonExists() {
        model.open(service.entry("warehouse-picking"));
        model.checkForNewer();
        assertFalse(model.stamp().isNewerAvailable());

        service.remeasure("warehouse-picking");
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
        assertEquals(DuplicatesViewModel.Availability.SHOWN, model.availabilityProperty().get());
    }
}
