package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.clips.snapshots.ClipWorkspace;
import io.dqexplorer.desktop.clips.snapshots.SnapshotPhase;
import io.dqexplorer.desktop.testing.QueuedRunner;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.TermIndex;
import io.dqexplorer.sdk.query.VocabularyQuery;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.RangeClause;
import io.dqexplorer.workspace.filter.TermClause;
import io.dqexplorer.workspace.filter.TermMatch;
import io.dqexplorer.workspace.filter.TermSection;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ViewColumns;
import io.dqexplorer.workspace.view.ClipPagesState;
import io.dqexplorer.workspace.view.ClipTableState;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The one clip table on the service's pages (snapshots not fetched on opening), and what it keeps when the
 * snapshot takes over: against the sandbox over real HTTP, with real DuckDB files in a temporary cache.
 */
class ServicePagesTest {

    private static final String KITCHEN = "kitchen-egocentric";

    private static TestService service;

    @TempDir
    Path cache;
    private ClipsViewModel model;

    @BeforeAll
    static void connect() {
        service = TestService.shared();
    }

    @AfterAll
    static void disconnect() {
        service.close();
    }

    @BeforeEach
    void openKitchen() {
        model = onPages(service, new CurrentThreadRunner());
        model.open(service.entry(KITCHEN));
    }

    @AfterEach
    void closeModel() {
        model.close();
        service.sandbox.faults().clear();
    }

    /** The table of a session whose snapshots are fetched only when asked. */
    private ClipsViewModel onPages(TestService on, AsyncRunner runner) {
        Settings settings = new Settings(new InMemoryPreferences());
        settings.rememberSnapshotOnOpen(false);
        return new ClipsViewModel(new ClipWorkspace(on.client, on.sandbox.demoClient().organizationId(),
                CacheFolder.at(cache), settings), runner);
    }

    private ClipPaging paging() {
        return model.pages().paging();
    }

    private List<String> shownIds() {
        return model.rowsProperty().get().stream().map(row -> row.clipId().orElseThrow()).toList();
    }

    private static List<String> ids(List<ClipRow> rows) {
        return rows.stream().map(ClipRow::clip).toList();
    }

    private void filterBy(String term) {
        model.filterProperty().set(term == null ? Filter.ALL : Filter.of(TermClause.of(TermSection.ANY, TermMatch.ANY, term)));
    }

    @Test
    void firstPageShowsTheServiceRowsAndTheirRangeOfTheWholeDataset() {
        ClipPage first = service.client.unversioned().clips(ClipQuery.of(KITCHEN));

        assertEquals(SnapshotPhase.NONE, model.snapshots().phaseProperty().get());
        assertEquals(ids(first.clips()), shownIds());
        assertEquals(first.total(), paging().totalProperty().get());
        assertEquals("rows 1–100 of 2,734", paging().rangeProperty().get());
        assertEquals("2,734 clips · the service's pages", model.countTextProperty().get());
        assertEquals(first.vocabulary(), model.pages().stamp().shownProperty().get());
        assertFalse(paging().canPreviousProperty().get());
        assertTrue(paging().canNextProperty().get());
        assertEquals("", model.waitingProperty().get());
    }

    @Test
    void aServiceRowHoldsTheSnapshotsColumnsWithItsRatiosDerivedAlike() {
        ClipRow first = service.client.unversioned().clips(ClipQuery.of(KITCHEN).withFrameQuality(true)
                .withHandActivity(true).withLimit(1)).clips().get(0);
        ClipsRow shown = model.rowsProperty().get().get(0);
        ClipRow.FrameQuality frames = first.frameQuality().orElseThrow();

        assertEquals(Optional.of(first.clip()), shown.clipId());
        assertEquals(Optional.of(first.analyzedSeconds()), shown.value(Column.ANALYZED_SECONDS));
        assertEquals(Optional.of(first.objects()), shown.value(Column.OBJECTS));
        assertEquals(Optional.of(frames.distorted()), shown.value(Column.DISTORTED));
        assertEquals(frames.frames() == 0 ? Optional.empty()
                : Optional.of((double) frames.distorted() / frames.frames()), shown.value(Column.DISTORTED_SHARE));
        assertEquals(Optional.empty(), shown.value(Column.DUPLICATE_GROUP), "the service's pages number no groups");
    }

    @Test
    void nextLastFirstAndPreviousMoveWithinTheBounds() {
        long total = paging().totalProperty().get();

        model.pages().next();
        assertEquals("rows 101–200 of 2,734", paging().rangeProperty().get());
        assertEquals(ids(service.client.unversioned().clips(ClipQuery.of(KITCHEN).withOffset(100)).clips()), shownIds());

        model.pages().last();
        long lastStart = (total - 1) / 100 * 100;
        assertEquals("rows 2,701–2,734 of 2,734", paging().rangeProperty().get());
        assertFalse(paging().canNextProperty().get());
        model.pages().next();
        assertEquals(lastStart, paging().offsetProperty().get());

        model.pages().first();
        assertEquals("rows 1–100 of 2,734", paging().rangeProperty().get());
        model.pages().previous();
        assertEquals(0, paging().offsetProperty().get());
    }

    @Test
    void aLargerPageKeepsTheFirstShownRowOnIt() {
        for (int i = 0; i < 5; i++) {
            model.pages().next();
        }
        model.pages().choosePageSize(250);

        assertEquals(500, paging().offsetProperty().get());
        assertEquals(250, model.rowsProperty().get().size());
        assertEquals("rows 501–750 of 2,734", paging().rangeProperty().get());
    }

    @Test
    void aSavedViewKeepsTheTermAndTheTopRowAndRestoresTheSameRows() {
        filterBy("knife");
        model.pages().choosePageSize(250);
        model.pages().next();
        ClipTableState place = model.state(KITCHEN).orElseThrow();
        assertEquals(Filter.of(TermClause.of(TermSection.ANY, TermMatch.ANY, "knife")), place.filter());
        assertEquals(250, place.topRow());
        assertEquals(Optional.of(new ClipPagesState(Optional.of("knife"), 250, 250)), model.pages(KITCHEN));
        List<String> shown = shownIds();
        assertEquals(Optional.empty(), model.state("warehouse-picking"), "a place of another dataset is none");

        model.open(service.entry("warehouse-picking"));
        model.open(service.entry(KITCHEN));
        model.restore(place);

        assertEquals(place.filter(), model.filterProperty().get());
        assertEquals(250, paging().offsetProperty().get());
        assertEquals(shown, shownIds());
    }

    @Test
    void aViewAnEarlierAppSavedWithTheServicesPagesOpensAsBefore() {
        ClipPagesState saved = new ClipPagesState(Optional.of("knife"), 250, 250);
        model.restore(ClipsViewModel.tableOf(saved), Optional.of(saved));

        assertEquals(Filter.of(TermClause.of(TermSection.ANY, TermMatch.ANY, "knife")), model.filterProperty().get());
        assertEquals(250, paging().pageSizeProperty().get());
        assertEquals(ids(service.client.unversioned().clips(ClipQuery.of(KITCHEN).withTerm("knife").withOffset(250)
                .withLimit(250)).clips()), shownIds());
    }

    @Test
    void aPlaceBeyondTheLastClipShowsTheLastPageAndASizeNotOfferedKeepsTheOneChosen() {
        ClipPagesState saved = new ClipPagesState(Optional.empty(), 70, 1_000_000);
        model.restore(ClipsViewModel.tableOf(saved), Optional.of(saved));

        assertEquals(100, paging().pageSizeProperty().get());
        assertEquals("rows 2,701–2,734 of 2,734", paging().rangeProperty().get());
    }

    @Test
    void aTermPublishedInTwoSectionsSelectsTheUnionTheServiceCounts() {
        String term = termInSeveralSections(service.client.unversioned().vocabulary(VocabularyQuery.of(KITCHEN)));
        ClipPage expected = service.client.unversioned().clips(ClipQuery.of(KITCHEN).withTerm(term));

        filterBy(term);

        assertEquals(expected.total(), paging().totalProperty().get());
        assertEquals(ids(expected.clips()), shownIds());
        String sections = expected.filteredTo().stream()
                .map(s -> s.section() + " " + Formats.count(s.clipCount()) + " clips")
                .collect(Collectors.joining(", "));
        assertEquals(term + ": " + sections + " — union", model.pages().filteredToProperty().get());
    }

    @Test
    void aMergedSpellingSelectsTheSameClipsAsItsTerm() {
        UnversionedVocabulary.Term merged = termWithAnotherSpelling(service.client.unversioned().vocabulary(VocabularyQuery.of(KITCHEN)));
        String spelling = merged.spellings().stream().filter(s -> !s.equals(merged.term())).findFirst().orElseThrow();

        filterBy(merged.term());
        List<String> byTerm = shownIds();
        long totalByTerm = paging().totalProperty().get();
        filterBy(spelling);

        assertEquals(totalByTerm, paging().totalProperty().get());
        assertEquals(byTerm, shownIds());
        assertTrue(model.pages().filteredToProperty().get().startsWith(spelling + " → " + merged.term() + ": "),
                model.pages().filteredToProperty().get());
    }

    @Test
    void aChipTheServiceCannotAnswerWaitsForTheSnapshotSayingWhyAndFetchingShowsIt() {
        Filter knivesDistorted = Filter.parse("objects has \"knife\" and distorted_share > 0.02");
        model.filterProperty().set(knivesDistorted);

        assertEquals("The service filters by one term only: this filter is answered by the snapshot",
                model.waitingProperty().get());
        assertTrue(model.rowsProperty().get().isEmpty());

        model.fetchSnapshot();

        assertEquals(SnapshotPhase.READY, model.snapshots().phaseProperty().get());
        assertEquals(knivesDistorted, model.filterProperty().get());
        assertEquals("", model.waitingProperty().get());
        long expected = service.client.unversioned().walkClips(ClipQuery.of(KITCHEN).withFrameQuality(true)
                .withLimit(ClipQuery.MAX_LIMIT)).rows().filter(row -> row.objects().contains("knife")
                        && row.frameQuality().filter(f -> f.frames() > 0 && (double) f.distorted() / f.frames() > 0.02).isPresent())
                .count();
        assertEquals(expected, model.countProperty().get());
    }

    @Test
    void aSortWaitsForTheSnapshotAndIsKeptWhenItArrives() {
        filterBy("knife");
        Sort mostDistorted = new Sort(List.of(new Sort.Key(Column.DISTORTED_SHARE, true)));
        model.sortProperty().set(mostDistorted);

        assertEquals("The service lists clips in its own order: a sort is answered by the snapshot",
                model.waitingProperty().get());
        assertTrue(model.rowsProperty().get().isEmpty());

        model.fetchSnapshot();

        assertEquals(mostDistorted, model.sortProperty().get());
        ClipsRow first = model.rowsProperty().get().get(0);
        ClipsRow second = model.rowsProperty().get().get(1);
        assertTrue(((Number) first.value(Column.DISTORTED_SHARE).orElseThrow()).doubleValue()
                >= ((Number) second.value(Column.DISTORTED_SHARE).orElseThrow()).doubleValue());
    }

    @Test
    void whenTheSnapshotArrivesTheTermTheTopClipAndTheSelectedClipCarryOver() {
        filterBy("knife");
        model.pages().next();
        List<String> page = shownIds();
        model.shownFrom(7);
        model.selected(page.get(12));
        List<ClipsViewModel.Placement> placed = new java.util.ArrayList<>();
        model.placedProperty().addListener((obs, old, now) -> placed.add(now));

        model.fetchSnapshot();

        assertEquals(Filter.of(TermClause.of(TermSection.ANY, TermMatch.ANY, "knife")), model.filterProperty().get());
        assertEquals(paging().totalProperty().get(), model.countProperty().get());
        assertEquals(1, placed.size());
        assertEquals(107, placed.get(0).row(), "the service's order is the snapshot's: the same clip, the same row");
        assertEquals(112L, model.revealedProperty().get());
        assertEquals(Optional.of(page.get(12)), model.rowsProperty().get().get(112).clipId());
    }

    @Test
    void aDuplicateGroupLinkWaitsForTheSnapshotAndThenShowsTheGroup() {
        List<String> group = service.client.versioned().duplicates(DuplicatesQuery.of(KITCHEN)).exact().orElseThrow()
                .groups().stream().map(Duplicates.Group::clips).findFirst().orElseThrow();

        model.showClips(group, "Duplicate group 1");

        assertEquals("Duplicate group 1: the clips of a duplicate group are found in the snapshot",
                model.waitingProperty().get());
        model.fetchSnapshot();

        assertEquals(Filter.of(RangeClause.between(Column.DUPLICATE_GROUP, 1, 1)), model.filterProperty().get());
        assertEquals(group.size(), model.countProperty().get());
    }

    @Test
    void aPinnedPageAfterARemeasureAnswersStaleAndLoadLatestStartsOver() {
        try (TestService own = new TestService()) {
            ClipsViewModel pinned = onPages(own, new CurrentThreadRunner());
            pinned.open(own.entry(KITCHEN));
            String before = pinned.pages().stamp().shownProperty().get();

            // the sandbox keeps the previous measurement: only the second remeasure drops the pinned one
            own.moveOnPastShown(KITCHEN);
            pinned.pages().next();

            ErrorReport stale = pinned.pages().loading().error().orElseThrow();
            assertEquals(ErrorAction.LOAD_LATEST, stale.action());
            assertEquals("quality_enrichment_stale", stale.code().orElseThrow());

            pinned.pages().reload(true);

            assertTrue(pinned.pages().loading().error().isEmpty());
            assertNotEquals(before, pinned.pages().stamp().shownProperty().get());
            assertEquals(own.client.unversioned().clips(ClipQuery.of(KITCHEN).withLimit(1)).vocabulary(),
                    pinned.pages().stamp().shownProperty().get());
            pinned.close();
        }
    }

    @Test
    void checkForNewerSaysSoAfterARemeasure() {
        try (TestService own = new TestService()) {
            ClipsViewModel shown = onPages(own, new CurrentThreadRunner());
            shown.open(own.entry(KITCHEN));
            shown.pages().checkForNewer();
            assertFalse(shown.pages().stamp().newerAvailableBinding().get());

            own.remeasure(KITCHEN);
            shown.pages().checkForNewer();

            assertTrue(shown.pages().stamp().newerAvailableBinding().get());
            shown.close();
        }
    }

    @Test
    void aTermThatSelectsNothingShowsTheEmptyState() {
        filterBy("no-such-term-anywhere");

        assertTrue(paging().emptyProperty().get());
        assertEquals("rows 0 of 0", paging().rangeProperty().get());
        assertTrue(model.rowsProperty().get().isEmpty());
        assertEquals("", model.waitingProperty().get());
    }

    @Test
    void whileANewTermOrDatasetLoadsAndAfterItFailedNothingOfTheLastOneStaysOnTheBar() {
        QueuedRunner runner = new QueuedRunner();
        ClipsViewModel queued = onPages(service, runner);
        queued.open(service.entry(KITCHEN));
        queued.showClipsWithTerm("knife");
        runner.runAll();
        ClipPaging bar = queued.pages().paging();
        assertEquals("rows 1–100 of 896", bar.rangeProperty().get());
        assertTrue(queued.pages().filteredToProperty().get().startsWith("knife: "));
        queued.pages().next();
        runner.runAll();
        assertTrue(bar.canPreviousProperty().get());

        String other = termInSeveralSections(service.client.unversioned().vocabulary(VocabularyQuery.of(KITCHEN)));
        queued.showClipsWithTerm(other);

        assertEquals("", bar.rangeProperty().get());
        assertFalse(bar.canPreviousProperty().get());
        assertFalse(bar.canNextProperty().get());
        assertEquals("", queued.pages().filteredToProperty().get(), "no sections of the last term under the new one");
        runner.runAll();
        assertTrue(queued.pages().filteredToProperty().get().startsWith(other + ": "));

        service.sandbox.faults().inject("/api/quality/clips",
                Fault.status(500, "{\"code\":\"internal_error\",\"message\":\"disk on fire\"}").times(1));
        queued.open(service.entry("warehouse-picking"));
        runner.runAll();

        assertEquals("internal_error", queued.pages().loading().error().orElseThrow().code().orElseThrow());
        assertEquals("", bar.rangeProperty().get());
        assertFalse(bar.canNextProperty().get());
        assertEquals("", queued.pages().filteredToProperty().get());
        queued.close();
    }

    @Test
    void closingStopsEveryCallUnderWaySoNoneOfThemShows() {
        QueuedRunner runner = new QueuedRunner();
        ClipsViewModel queued = onPages(service, runner);
        queued.open(service.entry(KITCHEN));
        runner.runAll();
        queued.pages().next();

        queued.close();
        runner.runAll();

        assertFalse(queued.pages().loading().isLoading());
        assertEquals("rows 1–100 of 2,734", queued.pages().paging().rangeProperty().get(), "the next page never arrived");
        assertEquals(List.of(), queued.suggestTerms("kni"));
    }

    @Test
    void suggestionsComeFromTheVocabularyWhicheverThreadAsks() throws Exception {
        List<String> onThisThread = words(model.suggestTerms("kni"));
        assertTrue(onThisThread.contains("knife"), onThisThread.toString());

        // the completion popup asks on a thread of its own
        FutureTask<List<String>> elsewhere = new FutureTask<>(() -> words(model.suggestTerms("kni")));
        new Thread(elsewhere, "completion-test").start();

        assertEquals(onThisThread, elsewhere.get(10, TimeUnit.SECONDS));
    }

    @Test
    void completionIgnoresCaseAndNamesASpellingWithItsTerm() {
        UnversionedVocabulary.Term merged = termWithAnotherSpelling(service.client.unversioned().vocabulary(VocabularyQuery.of(KITCHEN)));
        String spelling = merged.spellings().stream().filter(s -> !s.equals(merged.term())).findFirst().orElseThrow();

        List<TermIndex.Entry> found = model.suggestTerms(spelling.toUpperCase(Locale.ROOT));

        TermIndex.Entry entry = found.stream().filter(e -> e.word().equals(spelling)).findFirst()
                .orElseThrow(() -> new AssertionError(found.toString()));
        assertEquals(merged.term(), entry.term());
        assertEquals(spelling + " → " + merged.term(), entry.label());
        assertTrue(words(model.suggestTerms("KNI")).contains("knife"));
    }

    @Test
    void aTermInTheWrongCaseSelectsNothingAndSuggestsThePublishedOne() {
        long knives = service.client.unversioned().clips(ClipQuery.of(KITCHEN).withTerm("knife").withLimit(0)).total();

        filterBy("Knife");

        assertTrue(paging().emptyProperty().get(), "the service matches exactly");
        assertEquals("knife", model.pages().suggestedTermProperty().get());

        model.applySuggestedTerm();

        assertEquals(Filter.of(TermClause.of(TermSection.ANY, TermMatch.ANY, "knife")), model.filterProperty().get());
        assertEquals(knives, paging().totalProperty().get());
        assertNull(model.pages().suggestedTermProperty().get());
    }

    @Test
    void theServiceAnswersNoFilterOrOneTermInAnySectionAndNothingElse() {
        assertEquals(Optional.of(Optional.empty()), ServicePages.termOf(Filter.ALL));
        assertEquals(Optional.of(Optional.of("knife")), ServicePages.termOf(Filter.parse("any has \"knife\"")));
        assertEquals(Optional.empty(), ServicePages.termOf(Filter.parse("objects has \"knife\"")));
        assertEquals(Optional.empty(), ServicePages.termOf(Filter.parse("any has any (\"knife\", \"fork\")")));
        assertEquals(Optional.empty(), ServicePages.termOf(Filter.parse("any has none \"knife\"")));
        assertEquals(Optional.empty(), ServicePages.termOf(Filter.parse("any has \"knife\" and frames > 0")));
        assertEquals(Optional.empty(), ServicePages.unanswered(Filter.ALL, Sort.SERVICE_ORDER));
        assertEquals(ViewColumns.DEFAULTS.size(), ServicePages.row(0, service.client.unversioned()
                .clips(ClipQuery.of(KITCHEN).withLimit(1)).clips().get(0)).clip().values().size());
    }

    private static List<String> words(List<TermIndex.Entry> entries) {
        return entries.stream().map(TermIndex.Entry::word).toList();
    }

    static String termInSeveralSections(UnversionedVocabulary vocabulary) {
        Map<String, Integer> sections = new HashMap<>();
        vocabulary.sections().forEach(s -> s.terms().forEach(t -> sections.merge(t.term(), 1, Integer::sum)));
        return sections.entrySet().stream().filter(e -> e.getValue() > 1).map(Map.Entry::getKey)
                .sorted().findFirst().orElseThrow();
    }

    static UnversionedVocabulary.Term termWithAnotherSpelling(UnversionedVocabulary vocabulary) {
        return vocabulary.sections().stream().flatMap(s -> s.terms().stream())
                .filter(t -> t.spellings().stream().anyMatch(s -> !s.equals(t.term())))
                .findFirst().orElseThrow();
    }
}
