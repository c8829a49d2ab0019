package io.dqexplorer.desktop.datasets;

import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.testing.QueuedRunner;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.testing.SandboxExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(SandboxExtension.class)
class DatasetListViewModelTest {

    private static final String DATASETS_PATH = "/api/v1beta/quality/datasets";

    private static Sandbox sandbox;
    private static DqClient client;

    private final Settings settings = new Settings(new InMemoryPreferences());
    private DatasetListViewModel viewModel;

    @BeforeAll
    static void startSandbox(Sandbox running, DqClient demo) {
        sandbox = running;
        client = demo;
    }

    @BeforeEach
    void newList() {
        viewModel = new DatasetListViewModel(client.versioned()::datasets, new CurrentThreadRunner(), settings);
    }

    @Test
    void listsTheOrganizationsDatasetsWithTheirMetrics() {
        viewModel.load();

        assertEquals(client.versioned().datasets(), List.copyOf(viewModel.visibleDatasets()));
        assertFalse(viewModel.loadState().isLoading());
        assertFalse(viewModel.emptyBinding().get());
        assertNull(viewModel.selectedProperty().get(), "nothing chosen before, nothing selected");
    }

    @Test
    void theFilterMatchesPartOfTheIdIgnoringCase() {
        viewModel.load();

        viewModel.filterProperty().set("KITCHEN");

        assertEquals(List.of("kitchen-egocentric"), ids(viewModel.visibleDatasets()));
    }

    @Test
    void theFilterAlsoMatchesMetrics() {
        viewModel.load();
        List<String> withHands = client.versioned().datasets().stream()
                .filter(entry -> entry.has(Family.HANDS.metric())).map(DatasetEntry::dataset).toList();

        viewModel.filterProperty().set("hand");

        assertEquals(withHands, ids(viewModel.visibleDatasets()));
        assertTrue(withHands.size() < client.versioned().datasets().size(), "the sandbox has a dataset without hand activity");
    }

    @Test
    void aFilterThatMatchesNothingSaysSoRatherThanEmpty() {
        viewModel.load();

        viewModel.filterProperty().set("no-such-dataset");

        assertTrue(viewModel.visibleDatasets().isEmpty());
        assertTrue(viewModel.nothingMatchesBinding().get());
        assertFalse(viewModel.emptyBinding().get());
        viewModel.filterProperty().set("");
        assertEquals(client.versioned().datasets().size(), viewModel.visibleDatasets().size());
    }

    @Test
    void selectingADatasetRemembersItForTheNextSignIn() {
        viewModel.load();
        DatasetEntry warehouse = viewModel.find("warehouse-picking").orElseThrow();

        viewModel.select(warehouse);

        assertEquals(warehouse, viewModel.selectedProperty().get());
        assertEquals("warehouse-picking", settings.lastDataset().orElseThrow());
    }

    @Test
    void theLastDatasetIsSelectedAgainAfterLoading() {
        settings.rememberLastDataset("assembly-line");

        viewModel.load();

        assertEquals("assembly-line", viewModel.selectedProperty().get().dataset());
    }

    @Test
    void aRememberedDatasetThatIsGoneSelectsNothing() {
        settings.rememberLastDataset("retired-dataset");

        viewModel.load();

        assertNull(viewModel.selectedProperty().get());
    }

    @Test
    void aFailedLoadShowsTheServicesCodeAndRetryLoadsAgain() {
        sandbox.faults().inject(DATASETS_PATH, Fault.internalError().times(1));

        viewModel.load();

        assertEquals("internal_error", viewModel.loadState().error().orElseThrow().code().orElseThrow());
        assertEquals(ErrorAction.RETRY, viewModel.loadState().error().orElseThrow().action());
        assertTrue(viewModel.visibleDatasets().isEmpty());
        assertFalse(viewModel.emptyBinding().get(), "a failure is not an empty organization");

        viewModel.onErrorAction(ErrorAction.RETRY);

        assertTrue(viewModel.loadState().error().isEmpty());
        assertEquals(client.versioned().datasets().size(), viewModel.visibleDatasets().size());
    }

    @Test
    void anOrganizationWithoutDatasetsIsEmptyNotFailed() {
        DatasetListViewModel none = new DatasetListViewModel(List::of, new CurrentThreadRunner(), settings);

        none.load();

        assertTrue(none.emptyBinding().get());
    }

    private static List<String> ids(List<DatasetEntry> entries) {
        return entries.stream().map(DatasetEntry::dataset).toList();
    }

    @Test
    void aLoadCancelsTheOneUnderWaySoOnlyTheNewestAnswerShows() {
        QueuedRunner runner = new QueuedRunner();
        DatasetListViewModel queued = new DatasetListViewModel(client.versioned()::datasets, runner, settings);
        queued.load();
        queued.load();                            // a retry, say

        runner.runNext();                         // the first load: cancelled, its answer never shows

        assertTrue(queued.visibleDatasets().isEmpty());
        assertTrue(queued.loadState().isLoading());
        runner.runNext();
        assertEquals(client.versioned().datasets(), List.copyOf(queued.visibleDatasets()));
        assertFalse(queued.loadState().isLoading());
    }

    @Test
    void closingStopsTheLoadUnderWay() {
        QueuedRunner runner = new QueuedRunner();
        DatasetListViewModel closed = new DatasetListViewModel(client.versioned()::datasets, runner, settings);
        closed.load();
        closed.close();

        runner.runAll();

        assertEquals(List.of(), List.copyOf(closed.visibleDatasets()), "the answer came after the session ended");
        assertFalse(closed.loadState().isLoading());
    }
}
