package io.dqexplorer.desktop.duplicates;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.common.tab.MeasurementLoader;
import io.dqexplorer.desktop.testing.MeasurementTabContract;
import io.dqexplorer.desktop.testing.RecordingNavigator;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DuplicatesViewModelTest extends MeasurementTabContract {

    @Override
    protected MeasurementLoader<?> newLoader(AsyncRunner runner) {
        return new DuplicatesViewModel(service.client.versioned()::duplicates, runner, new RecordingNavigator()).loader();
    }

    @Override
    protected String dataset() {
        return "warehouse-picking";
    }

    @Override
    protected String path() {
        return "/api/v1beta/quality/duplicates";
    }

    @Override
    protected String latestToken(String dataset) {
        return service.client.versioned().duplicates(DuplicatesQuery.of(dataset)).mediaDigest();
    }

    private final RecordingNavigator navigator = new RecordingNavigator();
    private DuplicatesViewModel model;

    @BeforeEach
    void newModel() {
        model = new DuplicatesViewModel(service.client.versioned()::duplicates, new CurrentThreadRunner(), navigator);
    }

    private Duplicates latest(String dataset) {
        return service.client.versioned().duplicates(DuplicatesQuery.of(dataset));
    }

    @Test
    void groupsAreShownLargestFirstWithTheRedundantCountAndPercentOverComparedClips() {
        Duplicates expected = latest("warehouse-picking");
        Duplicates.Exact exact = expected.exact().orElseThrow();
        assertTrue(exact.groups().size() > 1, "the sandbox plants several groups in warehouse-picking");

        model.open(service.entry("warehouse-picking"));

        assertEquals(DuplicatesViewModel.State.SHOWN, model.stateProperty().get());
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
        assertEquals(exact.redundantClipCount(), model.groups().stream().mapToLong(group -> group.size() - 1).sum(),
                "redundant = sum over groups of (size - 1)");
    }

    @Test
    void theSummaryCountsGroupsInTheSingularForOne() {
        assertEquals(1, latest("assembly-line").exact().orElseThrow().groups().size(),
                "the sandbox plants one group in assembly-line");
        int several = latest("warehouse-picking").exact().orElseThrow().groups().size();

        model.open(service.entry("assembly-line"));
        assertEquals("1 group of identical footage", model.groupsSummaryProperty().get());

        model.open(service.entry("warehouse-picking"));
        assertEquals(several + " groups of identical footage, largest first", model.groupsSummaryProperty().get());
    }

    @Test
    void aGroupsShowClipsOpensTheClipTableOnExactlyItsClips() {
        model.open(service.entry("warehouse-picking"));
        GroupRow first = model.groups().get(0);

        model.showClips(first);

        assertEquals(List.of("Duplicate group 1: " + String.join(",", first.clips())), navigator.opened());
    }

    @Test
    void anAbsentExactBlockIsNotComparedYetRatherThanNoDuplicates() {
        assertTrue(latest("field-robotics").exact().isEmpty(), "the sandbox's field-robotics is not compared");

        model.open(service.entry("field-robotics"));

        assertEquals(DuplicatesViewModel.State.NOT_COMPARED, model.stateProperty().get());
        assertTrue(model.groups().isEmpty());
        assertEquals("", model.redundantClipsProperty().get());
        assertEquals("", model.redundantPercentProperty().get());
    }

    @Test
    void aDatasetWithoutTheMetricIsNotMeasuredYetWithoutAskingTheService() {
        AtomicInteger calls = new AtomicInteger();
        DuplicatesViewModel counting = new DuplicatesViewModel(query -> {
            calls.incrementAndGet();
            return service.client.versioned().duplicates(query);
        }, new CurrentThreadRunner(), null);

        counting.open(new DatasetEntry("warehouse-picking", List.of(Family.VIDEO.metric())));

        assertEquals(DuplicatesViewModel.State.NOT_MEASURED, counting.stateProperty().get());
        assertEquals(0, calls.get());
    }
}
