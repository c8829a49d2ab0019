package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.desktop.clips.snapshots.OpenSnapshot;
import io.dqexplorer.desktop.clips.snapshots.SnapshotPhase;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.Freshness;
import io.dqexplorer.workspace.table.Column;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.OptionalDouble;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Clips tab on a snapshot, against the sandbox over real HTTP, with real DuckDB files in a temporary cache. */
class ClipsViewModelTest {

    private static final String KITCHEN = "kitchen-egocentric";

    private static TestService service;
    private static List<ClipRow> serviceRows;

    @TempDir
    Path cache;
    private final Settings settings = new Settings(new InMemoryPreferences());
    private final CountingRunner runner = new CountingRunner();
    private ClipsViewModel model;

    @BeforeAll
    static void connect() {
        service = TestService.shared();
        serviceRows = new ArrayList<>();
        service.client.unversioned().walkClips(ClipQuery.of(KITCHEN).withFrameQuality(true).withHandActivity(true)
                .withLimit(ClipQuery.MAX_LIMIT)).rows().forEach(serviceRows::add);
    }

    @AfterAll
    static void disconnect() {
        service.close();
    }

    @BeforeEach
    void openKitchen() {
        model = model(service);
        model.open(service.entry(KITCHEN));
    }

    @AfterEach
    void closeModel() {
        model.close();
    }

    private ClipsViewModel model(TestService on) {
        return model(on, cache);
    }

    private ClipsViewModel model(TestService on, Path folder) {
        String organization = on.sandbox.demoClient().organizationId();
        return new ClipsViewModel(new ClipWorkspace(on.client, organization, CacheFolder.at(folder), settings),
                runner);
    }

    @Test
    void theSnapshotFetchedOnOpenHoldsTheServiceRowsInTheServiceOrder() {
        assertEquals(SnapshotPhase.READY, model.snapshots().phaseProperty().get());
        assertEquals(Freshness.CURRENT, model.snapshots().freshnessProperty().get());
        assertEquals(serviceRows.size(), model.countProperty().get());
        assertEquals(serviceRows.size(), model.rowsProperty().get().size());
        assertEquals(ids(serviceRows), shownIds());
        String vocabulary = service.client.unversioned().clips(ClipQuery.of(KITCHEN).withLimit(0)).vocabulary();
        assertTrue(model.snapshots().statusProperty().get().startsWith("2,734 clips on this machine, measurement "
                + vocabulary.substring(0, Math.min(8, vocabulary.length()))), model.snapshots().statusProperty().get());
    }

    @Test
    void aRowOutsideTheReadBlocksIsAPlaceholderUntilItsBlockIsRead() {
        VirtualRows rows = (VirtualRows) model.rowsProperty().get();
        assertFalse(rows.isLoaded(VirtualRows.BLOCK * 3));

        ClipsRow row = rows.get(VirtualRows.BLOCK * 3 + 1);

        // the runner of this test reads the block at once, so the row comes back loaded
        assertTrue(row.isLoaded());
        assertEquals(serviceRows.get(VirtualRows.BLOCK * 3 + 1).clip(), row.clipId().orElseThrow());
    }

    @Test
    void aViewComesWithTheRowsOfAScreenAndTheRestOfTheirBlockIsReadWhenTheTableAsksForOne() {
        VirtualRows rows = (VirtualRows) model.rowsProperty().get();
        assertTrue(rows.isLoaded(VirtualRows.FIRST_ROWS - 1));
        assertFalse(rows.isLoaded(VirtualRows.FIRST_ROWS), "only a screen's rows came with the count");
        List<Integer> told = new ArrayList<>();
        rows.addListener((ListChangeListener<ClipsRow>) change -> {
            while (change.next()) {
                told.add(change.getFrom());
                told.add(change.getTo());
            }
        });
        int callsBefore = runner.calls;

        ClipsRow row = rows.get(VirtualRows.FIRST_ROWS);

        assertEquals(callsBefore + 1, runner.calls, "one read: the rest of the first block");
        assertTrue(row.isLoaded());
        assertEquals(serviceRows.get(VirtualRows.FIRST_ROWS).clip(), row.clipId().orElseThrow());
        assertTrue(rows.isLoaded(VirtualRows.BLOCK - 1));
        assertEquals(serviceRows.get(VirtualRows.BLOCK - 1).clip(), rows.get(VirtualRows.BLOCK - 1).clipId().orElseThrow());
        assertEquals(List.of(VirtualRows.FIRST_ROWS, VirtualRows.BLOCK), told, "the rows after the first told as updated");
        assertEquals(callsBefore + 1, runner.calls);
    }

    @Test
    void aCancelledRefreshKeepsTheSnapshotShown() {
        OpenSnapshot before = model.snapshotProperty().get();
        var fetchedAt = before.metadata().fetchEnded();
        model.snapshots().progressTextProperty().addListener((obs, old, now) -> {
            if (now.startsWith("Fetching ") && !now.endsWith("…")) {
                model.snapshots().cancel();
            }
        });

        model.snapshots().fetch();

        assertEquals(SnapshotPhase.READY, model.snapshots().phaseProperty().get());
        assertSame(before, model.snapshotProperty().get());
        assertEquals(serviceRows.size(), model.countProperty().get());
        model.close();
        model = model(service);
        model.open(service.entry(KITCHEN));
        assertEquals(fetchedAt, model.snapshotProperty().get().metadata().fetchEnded(), "the file on disk is the previous one");
    }

    @Test
    void theShownSnapshotIsReleasedForTheSnapshotsDialogAndAFetchUnderWayIsNot() {
        SnapshotKey kitchen = model.snapshotProperty().get().metadata().key();
        SnapshotKey other = new SnapshotKey(kitchen.organization(), "warehouse-picking");

        assertEquals(Optional.empty(), model.release(other));
        assertEquals(SnapshotPhase.READY, model.snapshots().phaseProperty().get(), "another dataset's snapshot is not ours");

        AtomicReference<Optional<String>> duringFetch = new AtomicReference<>();
        model.snapshots().progressTextProperty().addListener((obs, old, now) -> {
            if (duringFetch.get() == null && now.startsWith("Fetching ") && !now.endsWith("…")) {
                duringFetch.set(model.release(kitchen));
            }
        });
        model.snapshots().fetch();
        assertEquals(Optional.of("a fetch of it is under way"), duringFetch.get());

        assertEquals(Optional.empty(), model.release(kitchen));
        assertNull(model.snapshotProperty().get(), "the table goes back to the service's pages");
        assertEquals(SnapshotPhase.NONE, model.snapshots().phaseProperty().get());
        assertNull(model.chartsProperty().get(), "the charts of a closed snapshot go with it");
    }

    @Test
    void sortingByAColumnOrdersByItLargestFirstWithUnmeasuredClipsLast() {
        model.sortProperty().set(Sort.by(Column.DISTORTED_SHARE, true));

        Comparator<ClipRow> expected = Comparator.comparing(ClipsViewModelTest::distortedShare,
                Comparator.comparing((OptionalDouble share) -> share.isEmpty())
                        .thenComparing(share -> -share.orElse(0)));
        assertEquals(ids(sortedStable(expected)), shownIds());
    }

    @Test
    void sortingByTwoColumnsBreaksTiesOfTheFirstByTheSecond() {
        model.sortProperty().set(Sort.parse("frames,analyzed_seconds:desc"));

        Comparator<ClipRow> expected = Comparator.comparing((ClipRow row) -> row.frameQuality().map(ClipRow.FrameQuality::frames)
                        .orElse(Long.MAX_VALUE))
                .thenComparing(Comparator.comparingDouble(ClipRow::analyzedSeconds).reversed());
        assertEquals(ids(sortedStable(expected)), shownIds());
    }

    @Test
    void goingBackToAViewShownAMomentAgoShowsItsFirstRowsWithoutReadingThemAgain() {
        double bound = medianDistortedShare();
        model.filterTextProperty().set("distorted_share > " + bound);
        model.applyFilterText();
        List<String> filtered = firstRowIds();
        model.sortProperty().set(Sort.by(Column.DISTORTED_SHARE, true));
        int callsBefore = runner.calls;

        model.sortProperty().set(Sort.SERVICE_ORDER);
        assertEquals(filtered, firstRowIds());
        model.removeClause(0);

        assertEquals(callsBefore, runner.calls, "no query for a view shown a moment ago");
        assertEquals(serviceRows.size(), model.countProperty().get());
        assertEquals(ids(serviceRows).subList(0, VirtualRows.FIRST_ROWS), firstRowIds());
        assertEquals("2,734", model.summary().get(0).subset());
    }

    @Test
    void aRefreshedSnapshotIsQueriedAfreshNotShownFromTheViewsOfTheOneBefore() {
        model.sortProperty().set(Sort.by(Column.DISTORTED_SHARE, true));
        model.sortProperty().set(Sort.SERVICE_ORDER);
        int callsBefore = runner.calls;

        model.fetchSnapshot();
        assertTrue(runner.calls > callsBefore + 1, "the fetch and the new snapshot's first rows");
        int afterFetch = runner.calls;
        model.sortProperty().set(Sort.by(Column.DISTORTED_SHARE, true));

        assertEquals(afterFetch + 1, runner.calls, "the sorted view of the new snapshot is read from it");
    }

    @Test
    void aRangeFilterTypedInItsTextFormKeepsTheClipsAboveTheBound() {
        double bound = medianDistortedShare();
        model.filterTextProperty().set("distorted_share > " + bound);

        assertTrue(model.applyFilterText());

        List<ClipRow> expected = serviceRows.stream()
                .filter(row -> distortedShare(row).isPresent() && distortedShare(row).getAsDouble() > bound).toList();
        assertTrue(expected.size() > 0 && expected.size() < serviceRows.size(), "the bound splits the dataset");
        assertEquals(ids(expected), shownIds());
        assertEquals(Filter.parse("distorted_share > " + bound), model.filterProperty().get());
        assertEquals("", model.filterTextProperty().get(), "the applied text became a chip");
        assertEquals(expected.size(), Long.parseLong(model.summary().get(0).subset().replace(",", "")));
    }

    @Test
    void filterTextThatDoesNotReadSaysWhereAndLeavesTheFilter() {
        model.filterTextProperty().set("frames > 10 and distortion > 0.1");

        assertFalse(model.applyFilterText());

        assertEquals(16, model.filterErrorPositionProperty().get());
        assertTrue(model.filterErrorProperty().get().contains("distortion"), model.filterErrorProperty().get());
        assertEquals(Filter.ALL, model.filterProperty().get());
        assertEquals(serviceRows.size(), model.countProperty().get());
    }

    @Test
    void aDuplicateClauseWhereTheServiceNeverComparedTheDuplicatesIsRefusedInWordsAsTheCommandLineRefusesIt() {
        model.close();
        model = model(service);
        model.open(service.entry("field-robotics"));
        long all = model.countProperty().get();
        model.filterTextProperty().set("in duplicate group");

        assertFalse(model.applyFilterText());

        assertTrue(model.filterErrorProperty().get().contains("were never compared"), model.filterErrorProperty().get());
        assertEquals(Filter.ALL, model.filterProperty().get());
        assertEquals(all, model.countProperty().get());
        model.filterTextProperty().set("not in duplicate group");
        assertFalse(model.applyFilterText(), "'not in' is no more known than 'in'");
    }

    @Test
    void aChipEditedReplacesItsClauseInPlaceAndARemovedOneIsGone() {
        model.filterTextProperty().set("frames > 10 and analyzed_seconds < 100000 and not in duplicate group");
        model.applyFilterText();

        model.editClause(1);
        assertEquals("analyzed_seconds < 100000", model.filterTextProperty().get());
        model.filterTextProperty().set("analyzed_seconds >= 5");
        model.applyFilterText();
        model.removeClause(2);

        assertEquals(Filter.parse("frames > 10 and analyzed_seconds >= 5"), model.filterProperty().get());
        long expected = serviceRows.stream().filter(row -> row.analyzedSeconds() >= 5
                && row.frameQuality().filter(q -> q.frames() > 10).isPresent()).count();
        assertEquals(expected, model.countProperty().get());
    }

    @Test
    void jumpingToAClipNamesItsRowInTheSortedView() {
        model.sortProperty().set(Sort.by(Column.ANALYZED_SECONDS, true));
        String wanted = serviceRows.get(1234).clip();

        model.jumpTo(wanted);

        Long row = model.revealedProperty().get();
        assertNotNull(row);
        assertEquals(wanted, model.rowsProperty().get().get(row.intValue()).clipId().orElseThrow());
        model.jumpTo("no-such-clip");
        assertEquals("No clip \"no-such-clip\" in this view", model.jumpMessageProperty().get());
    }

    @Test
    void onceTheSnapshotIsShownATermFiltersCountFindsTheTermMasksInMemory() throws SQLException {
        OpenSnapshot shown = model.snapshotProperty().get();
        long opened = shown.use(ClipsViewModelTest::tableBytesInMemory);

        long knives = shown.query(queries -> queries.count(shown.condition(Filter.parse("objects has \"knife\""))));

        assertTrue(knives > 0, "a term the snapshot holds");
        assertEquals(opened, shown.use(ClipsViewModelTest::tableBytesInMemory), "nothing more read from the file");
    }

    /** What DuckDB holds in memory of the snapshot file's tables. */
    private static long tableBytesInMemory(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet memory = statement.executeQuery(
                "SELECT memory_usage_bytes FROM duckdb_memory() WHERE tag = 'BASE_TABLE'")) {
            memory.next();
            return memory.getLong(1);
        }
    }

    @Test
    void theUnfilteredSummaryIsTheWholeAndAFilteredOneDiffersFromItInPoints() {
        assertEquals("2,734", model.summary().get(0).subset());
        assertEquals("100.00 % of all", model.summary().get(0).difference());
        assertEquals("±0.00 pp", model.summary().get(4).difference());

        model.filterTextProperty().set("distorted_share > " + medianDistortedShare());
        model.applyFilterText();

        SummaryLine distorted = model.summary().get(4);
        assertEquals("Distorted frames", distorted.label());
        assertTrue(distorted.difference().startsWith("+"), distorted.toString());
    }

    @Test
    void aSnapshotOfAnOlderMeasurementIsStaleAndARefreshBringsTheNewOne() {
        try (TestService own = new TestService()) {
            Path ownCache = cache.resolve("own");
            ClipsViewModel first = model(own, ownCache);
            first.open(own.entry(KITCHEN));
            String fetched = first.snapshotProperty().get().metadata().vocabulary();
            first.close();
            own.remeasure(KITCHEN);

            ClipsViewModel reopened = model(own, ownCache);
            reopened.open(own.entry(KITCHEN));

            assertEquals(Freshness.STALE, reopened.snapshots().freshnessProperty().get());
            assertTrue(reopened.snapshots().statusProperty().get().endsWith("A newer measurement exists — refresh"));
            reopened.snapshots().fetch();
            assertEquals(Freshness.CURRENT, reopened.snapshots().freshnessProperty().get());
            String now = own.client.unversioned().clips(ClipQuery.of(KITCHEN).withLimit(0)).vocabulary();
            assertEquals(now, reopened.snapshotProperty().get().metadata().vocabulary());
            assertFalse(now.equals(fetched));
            reopened.close();
        }
    }

    @Test
    void aTermLinkedFromAnotherTabSelectsTheClipsTheServiceFindsForIt() {
        long expected = service.client.unversioned().clips(ClipQuery.of(KITCHEN).withTerm("knife").withLimit(0)).total();

        model.showClipsWithTerm("knife");

        assertEquals("any has \"knife\"", model.filterProperty().get().text());
        assertEquals(expected, model.countProperty().get());
        model.open(service.entry(KITCHEN));
        assertEquals(expected, model.countProperty().get(), "reopening the same dataset keeps the view");
    }

    @Test
    void aDuplicateGroupLinkedFromAnotherTabShowsExactlyItsClips() {
        List<List<String>> groups = duplicateGroups();
        assertTrue(groups.size() >= 2, "the sandbox's kitchen dataset has several groups");
        List<String> second = groups.get(1);

        model.showClips(second, "Duplicate group 2");

        assertEquals("duplicate_group between 2 and 2", model.filterProperty().get().text());
        assertEquals(second.size(), model.countProperty().get());
        assertEquals(second.stream().sorted().toList(), shownIds().stream().sorted().toList());
    }

    @Test
    void aDuplicateGroupLinkedBeforeTheSnapshotIsOpenFiltersItOnceOpen() {
        model.close();
        settings.rememberSnapshotOnOpen(false);
        // a cache without the kitchen snapshot the other tests open
        model = model(service, cache.resolve("empty"));
        model.open(service.entry(KITCHEN));
        List<String> first = duplicateGroups().get(0);

        model.showClips(first, "Duplicate group 1");
        assertTrue(model.filterProperty().get().isEmpty(), "no snapshot yet to find the group in");
        model.snapshots().fetch();

        assertEquals("duplicate_group between 1 and 1", model.filterProperty().get().text());
        assertEquals(first.stream().sorted().toList(), shownIds().stream().sorted().toList());
    }

    @Test
    void aLinkToAClipInNoGroupSaysSoAndKeepsTheView() {
        Set<String> grouped = duplicateGroups().stream().flatMap(List::stream).collect(Collectors.toSet());
        String alone = serviceRows.stream().map(ClipRow::clip).filter(id -> !grouped.contains(id)).findFirst().orElseThrow();

        model.showClips(List.of(alone), "Duplicate group 9");

        assertTrue(model.filterProperty().get().isEmpty());
        assertEquals("Duplicate group 9: clip \"" + alone + "\" is in no duplicate group of this snapshot",
                model.jumpMessageProperty().get());
    }

    private static List<List<String>> duplicateGroups() {
        return service.client.versioned().duplicates(DuplicatesQuery.of(KITCHEN)).exact().orElseThrow().groups()
                .stream().map(Duplicates.Group::clips).toList();
    }

    @Test
    void onRequestNoSnapshotIsFetchedUntilAskedAndTheServicesPagesStandIn() {
        model.close();
        settings.rememberSnapshotOnOpen(false);
        ClipsViewModel onRequest = model(service);
        onRequest.open(service.entry("warehouse-picking"));

        assertEquals(SnapshotPhase.NONE, onRequest.snapshots().phaseProperty().get());
        assertEquals(ClipQuery.DEFAULT_LIMIT, onRequest.rowsProperty().get().size());
        assertFalse(onRequest.rowsProperty().get() instanceof VirtualRows);
        onRequest.fetchSnapshot();
        assertEquals(SnapshotPhase.READY, onRequest.snapshots().phaseProperty().get());
        assertTrue(onRequest.rowsProperty().get() instanceof VirtualRows);
        onRequest.close();
    }

    private List<String> firstRowIds() {
        VirtualRows rows = (VirtualRows) model.rowsProperty().get();
        int shown = Math.min(VirtualRows.FIRST_ROWS, rows.size());
        assertTrue(rows.isLoaded(shown - 1), "the first rows came with the view");
        return IntStream.range(0, shown).mapToObj(i -> rows.get(i).clipId().orElseThrow()).toList();
    }

    /** Runs each call at once on the calling thread, counting them: a view shown without a call read nothing. */
    private static final class CountingRunner implements AsyncRunner {
        private final CurrentThreadRunner runner = new CurrentThreadRunner();
        private int calls;

        @Override
        public <T> Cancellable run(Callable<T> work, Consumer<? super T> onSuccess,
                                   Consumer<? super Throwable> onFailure) {
            calls++;
            return runner.run(work, onSuccess, onFailure);
        }

        @Override
        public void onUiThread(Runnable action) {
            runner.onUiThread(action);
        }
    }

    private List<String> shownIds() {
        var rows = model.rowsProperty().get();
        return IntStream.range(0, rows.size()).mapToObj(i -> rows.get(i).clipId().orElseThrow()).toList();
    }

    private static double medianDistortedShare() {
        double[] shares = serviceRows.stream().map(ClipsViewModelTest::distortedShare).filter(OptionalDouble::isPresent)
                .mapToDouble(OptionalDouble::getAsDouble).sorted().toArray();
        return shares[shares.length / 2];
    }

    private static List<ClipRow> sortedStable(Comparator<ClipRow> order) {
        List<ClipRow> sorted = new ArrayList<>(serviceRows);
        sorted.sort(order);
        return sorted;
    }

    private static OptionalDouble distortedShare(ClipRow row) {
        return row.frameQuality().filter(q -> q.frames() > 0)
                .map(q -> OptionalDouble.of((double) q.distorted() / q.frames())).orElse(OptionalDouble.empty());
    }

    private static List<String> ids(List<ClipRow> rows) {
        return rows.stream().map(ClipRow::clip).toList();
    }
}
