package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.testing.QueuedRunner;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.TermIndex;
import io.dqexplorer.sdk.query.VocabularyQuery;
import io.dqexplorer.workspace.view.ClipPagesState;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClipsViewModelTest {

    private static final String KITCHEN = "kitchen-egocentric";

    private static Sandbox sandbox;
    private static DqClient client;
    private ClipsViewModel model;

    @BeforeAll
    static void connect() {
        sandbox = AppHarness.sharedSandbox();
        client = AppHarness.demoClient(sandbox);
    }

    @AfterAll
    static void disconnect() {
        client.close();
    }

    @BeforeEach
    void openKitchen() {
        model = new ClipsViewModel(ClipSource.of(client), new CurrentThreadRunner());
        model.open(dataset(client, KITCHEN));
    }

    @Test
    void firstPageShowsTheServiceRowsAndTheirRangeOfTheWholeDataset() {
        ClipPage first = client.unversioned().clips(ClipQuery.of(KITCHEN));

        assertEquals(first.clips(), List.copyOf(model.rows()));
        assertEquals(first.total(), model.paging().totalProperty().get());
        assertEquals("rows 1–100 of 2,734", model.paging().rangeProperty().get());
        assertEquals(first.vocabulary(), model.stamp().shownProperty().get());
        assertFalse(model.paging().canPreviousProperty().get());
        assertTrue(model.paging().canNextProperty().get());
    }

    @Test
    void nextLastFirstAndPreviousMoveWithinTheBounds() {
        long total = model.paging().totalProperty().get();

        model.next();
        assertEquals("rows 101–200 of 2,734", model.paging().rangeProperty().get());
        assertEquals(client.unversioned().clips(ClipQuery.of(KITCHEN).withOffset(100)).clips(), List.copyOf(model.rows()));

        model.last();
        long lastStart = (total - 1) / 100 * 100;
        assertEquals("rows 2,701–2,734 of 2,734", model.paging().rangeProperty().get());
        assertFalse(model.paging().canNextProperty().get());
        model.next();
        assertEquals(lastStart, model.paging().offsetProperty().get());

        model.first();
        assertEquals("rows 1–100 of 2,734", model.paging().rangeProperty().get());
        model.previous();
        assertEquals(0, model.paging().offsetProperty().get());
    }

    @Test
    void aLargerPageKeepsTheFirstShownRowOnIt() {
        for (int i = 0; i < 5; i++) {
            model.next();
        }
        model.choosePageSize(250);

        assertEquals(500, model.paging().offsetProperty().get());
        assertEquals(250, model.rows().size());
        assertEquals("rows 501–750 of 2,734", model.paging().rangeProperty().get());
    }

    @Test
    void aSavedViewsPlaceIsTheTermPageSizeAndFirstRowAndRestoresTheSameRows() {
        model.applyFilter("knife");
        model.choosePageSize(250);
        model.next();
        ClipPagesState place = model.pages(KITCHEN).orElseThrow();
        assertEquals(new ClipPagesState(Optional.of("knife"), 250, 250), place);
        List<ClipRow> shown = List.copyOf(model.rows());
        assertEquals(Optional.empty(), model.pages("warehouse-picking"), "a place of another dataset is none");

        model.open(dataset(client, KITCHEN));
        model.restore(place);

        assertEquals("knife", model.filter().termProperty().get());
        assertEquals(250, model.paging().pageSizeProperty().get());
        assertEquals(shown, List.copyOf(model.rows()));
        assertEquals(client.unversioned().clips(ClipQuery.of(KITCHEN).withTerm("knife").withOffset(250).withLimit(250))
                .clips(), shown);
    }

    @Test
    void aPlaceBeyondTheLastClipShowsTheLastPageAndASizeNotOfferedKeepsTheOneChosen() {
        model.restore(new ClipPagesState(Optional.empty(), 70, 1_000_000));

        assertEquals(100, model.paging().pageSizeProperty().get());
        assertEquals("rows 2,701–2,734 of 2,734", model.paging().rangeProperty().get());
    }

    @Test
    void anExplicitSelectionIsNoPlaceAViewKeeps() {
        model.showClips(List.copyOf(model.rows()).stream().limit(3).map(ClipRow::clip).toList(), "Picked clips");

        assertEquals(Optional.empty(), model.pages(KITCHEN));
    }

    @Test
    void aTermPublishedInTwoSectionsSelectsTheUnionTheServiceCounts() {
        String term = termInSeveralSections(client.unversioned().vocabulary(VocabularyQuery.of(KITCHEN)));
        ClipPage expected = client.unversioned().clips(ClipQuery.of(KITCHEN).withTerm(term));

        model.applyFilter(term);

        assertEquals(expected.total(), model.paging().totalProperty().get());
        assertEquals(expected.clips(), List.copyOf(model.rows()));
        String sections = expected.filteredTo().stream()
                .map(s -> s.section() + " " + Formats.count(s.clipCount()) + " clips")
                .collect(Collectors.joining(", "));
        assertEquals(term + ": " + sections + " — union", model.filter().filteredToProperty().get());
    }

    @Test
    void aMergedSpellingSelectsTheSameClipsAsItsTerm() {
        UnversionedVocabulary.Term merged = termWithAnotherSpelling(client.unversioned().vocabulary(VocabularyQuery.of(KITCHEN)));
        String spelling = merged.spellings().stream().filter(s -> !s.equals(merged.term())).findFirst().orElseThrow();

        model.applyFilter(merged.term());
        List<ClipRow> byTerm = List.copyOf(model.rows());
        long totalByTerm = model.paging().totalProperty().get();
        model.applyFilter(spelling);

        assertEquals(totalByTerm, model.paging().totalProperty().get());
        assertEquals(byTerm, List.copyOf(model.rows()));
        assertTrue(model.filter().filteredToProperty().get().startsWith(spelling + " → " + merged.term() + ": "),
                model.filter().filteredToProperty().get());
    }

    @Test
    void totalsOfTheFilterEqualTheSumsOverEveryPageOfTheWalk() {
        String term = termWithAnotherSpelling(client.unversioned().vocabulary(VocabularyQuery.of(KITCHEN))).term();
        model.applyFilter(term);
        model.showFrameQuality(true);
        model.showHandActivity(true);

        ClipTotals.Accumulator expected = new ClipTotals.Accumulator();
        client.unversioned().walkClips(ClipQuery.of(KITCHEN).withTerm(term).withFrameQuality(true).withHandActivity(true))
                .rows().forEach(expected::add);
        ClipTotals shown = expected.totals();

        assertEquals(ClipTexts.totals("filtered", shown, true, true), model.totals().textProperty().get());
        assertEquals(model.paging().totalProperty().get(), shown.clips());
        assertTrue(shown.frames().orElseThrow().frames() > 0);
        assertTrue(shown.hands().orElseThrow().handsVisibleShare().isPresent());
        // the figures are the walk's own sums: FormatsTest pins how they are written
        assertTrue(model.totals().textProperty().get().startsWith(
                "totals of the " + Formats.count(shown.clips()) + " filtered clips: "), model.totals().textProperty().get());
        assertTrue(model.totals().textProperty().get().contains(Formats.count(shown.frames().orElseThrow().jerky()) + " jerky"));
    }

    @Test
    void aNewFilterCancelsTheTotalsStillBeingAddedUp() {
        QueuedRunner runner = new QueuedRunner();
        ClipsViewModel queued = kitchenAddingUpItsTotals(runner);
        queued.applyFilter("knife");              // cancels that walk

        runner.runNext();                         // the cancelled walk: its outcome must not show
        assertEquals("", queued.totals().textProperty().get());
        runner.runAll();                          // the filtered page, then the filtered totals
        assertTrue(queued.totals().textProperty().get().startsWith(
                "totals of the 896 filtered clips: "),
                queued.totals().textProperty().get());
        assertTrue(queued.totals().textProperty().get().startsWith("totals of the "));
    }

    @Test
    void togglesAddAndRemoveTheFrameQualityAndHandActivityColumns() {
        assertEquals(ClipColumn.defaults(), List.copyOf(model.columns()));

        model.showFrameQuality(true);
        assertEquals(List.of(ClipColumn.FRAMES, ClipColumn.USABLE, ClipColumn.DISTORTED, ClipColumn.JERKY),
                model.columns().subList(6, 10));
        assertTrue(model.rows().stream().allMatch(row -> row.frameQuality().isPresent()));

        model.showHandActivity(true);
        assertEquals(14, model.columns().size());
        assertTrue(model.rows().stream().allMatch(row -> row.handActivity().isPresent()));

        model.showFrameQuality(false);
        assertEquals(10, model.columns().size());
        assertTrue(model.rows().stream().noneMatch(row -> row.frameQuality().isPresent()));
    }

    @Test
    void handActivityCannotBeToggledOnADatasetWithoutIt() {
        DatasetEntry withoutHands = client.versioned().datasets().stream()
                .filter(d -> !d.has(DatasetEntry.HAND_ACTIVITY)).findFirst().orElseThrow();
        model.open(withoutHands);

        model.showHandActivity(true);

        assertFalse(model.columnToggles().handActivityMeasuredProperty().get());
        assertFalse(model.columnToggles().handActivityProperty().get());
        assertEquals(ClipColumn.defaults(), List.copyOf(model.columns()));
    }

    @Test
    void copiedRowsAreTabSeparatedWithAHeaderLine() {
        List<ClipRow> two = List.copyOf(model.rows().subList(0, 2));

        String[] lines = model.copyText(two).split("\n");

        assertEquals("clip\tepisode_index\tanalyzed_seconds\tenvironments\tobjects\tactions", lines[0]);
        assertEquals(3, lines.length);
        for (int i = 0; i < 2; i++) {
            ClipRow row = two.get(i);
            String[] cells = lines[i + 1].split("\t", -1);
            assertEquals(row.clip(), cells[0]);
            assertEquals(row.episodeIndex().isPresent() ? Long.toString(row.episodeIndex().getAsLong()) : "", cells[1]);
            assertEquals(row.analyzedSeconds(), Double.parseDouble(cells[2]));
            assertEquals(String.join("|", row.environments()), cells[3]);
            assertEquals(String.join("|", row.objects()), cells[4]);
            assertEquals(String.join("|", row.actions()), cells[5]);
        }
    }

    @Test
    void showClipsShowsExactlyTheClipsOfADuplicateGroup() {
        String dataset = "warehouse-picking";
        List<String> group = client.versioned().duplicates(DuplicatesQuery.of(dataset)).exact().orElseThrow().groups().get(0).clips();
        model.open(dataset(client, dataset));

        model.showClips(group, "Duplicate group 1");

        assertEquals(Set.copyOf(group), model.rows().stream().map(ClipRow::clip).collect(Collectors.toSet()));
        assertEquals(group.size(), model.paging().totalProperty().get());
        assertEquals("Duplicate group 1: " + group.size() + " clips", model.filter().selectionLabelProperty().get());
        assertTrue(model.filter().selectionActiveProperty().get());

        model.clearSelection();
        assertFalse(model.filter().selectionActiveProperty().get());
        assertEquals(client.unversioned().clips(ClipQuery.of(dataset).withLimit(0)).total(), model.paging().totalProperty().get());
    }

    @Test
    void showClipsFindsClipsSpreadOverDistantPages() {
        long total = model.paging().totalProperty().get();
        List<String> wanted = new ArrayList<>();
        for (long offset : List.of(5L, total / 2, total - 1)) {
            wanted.add(client.unversioned().clips(ClipQuery.of(KITCHEN).withOffset(offset).withLimit(1)).clips().get(0).clip());
        }

        model.showClips(wanted, "Picked clips");

        assertEquals(wanted, model.rows().stream().map(ClipRow::clip).toList());
        assertEquals("rows 1–3 of 3", model.paging().rangeProperty().get());
        assertTrue(model.totals().textProperty().get().startsWith("totals of the 3 selected clips: "),
                model.totals().textProperty().get());
    }

    @Test
    void aPinnedPageAfterARemeasureAnswersStaleAndLoadLatestStartsOver() {
        try (Sandbox own = Sandbox.start(SandboxConfig.defaults()); DqClient ownClient = AppHarness.demoClient(own)) {
            ClipsViewModel pinned = new ClipsViewModel(ClipSource.of(ownClient), new CurrentThreadRunner());
            pinned.open(dataset(ownClient, KITCHEN));
            String before = pinned.stamp().shownProperty().get();

            // the sandbox keeps the previous measurement: only the second remeasure drops the pinned one
            own.remeasure(own.demoClient().organizationId(), KITCHEN);
            own.remeasure(own.demoClient().organizationId(), KITCHEN);
            pinned.next();

            ErrorReport stale = pinned.loadState().error().orElseThrow();
            assertEquals(ErrorAction.LOAD_LATEST, stale.action());
            assertEquals("quality_enrichment_stale", stale.code().orElseThrow());

            pinned.onErrorAction(ErrorAction.LOAD_LATEST);

            assertTrue(pinned.loadState().error().isEmpty());
            assertNotEquals(before, pinned.stamp().shownProperty().get());
            assertEquals(ownClient.unversioned().clips(ClipQuery.of(KITCHEN).withLimit(1)).vocabulary(), pinned.stamp().shownProperty().get());
            assertEquals("rows 1–100 of 2,734", pinned.paging().rangeProperty().get());
        }
    }

    @Test
    void checkForNewerSaysSoAfterARemeasure() {
        try (Sandbox own = Sandbox.start(SandboxConfig.defaults()); DqClient ownClient = AppHarness.demoClient(own)) {
            ClipsViewModel shown = new ClipsViewModel(ClipSource.of(ownClient), new CurrentThreadRunner());
            shown.open(dataset(ownClient, KITCHEN));
            shown.checkForNewer();
            assertFalse(shown.stamp().newerAvailableBinding().get());

            own.remeasure(own.demoClient().organizationId(), KITCHEN);
            shown.checkForNewer();

            assertTrue(shown.stamp().newerAvailableBinding().get());
        }
    }

    @Test
    void aTermThatSelectsNothingShowsTheEmptyState() {
        model.applyFilter("no-such-term-anywhere");

        assertTrue(model.paging().emptyProperty().get());
        assertEquals("rows 0 of 0", model.paging().rangeProperty().get());
        assertTrue(model.rows().isEmpty());
    }

    @Test
    void whileANewFilterOrDatasetLoadsAndAfterItFailedNothingOfTheLastOneStaysOnTheBar() {
        QueuedRunner runner = new QueuedRunner();
        ClipsViewModel queued = new ClipsViewModel(ClipSource.of(client), runner);
        queued.open(dataset(client, KITCHEN));
        queued.applyFilter("knife");
        runner.runAll();
        assertEquals("rows 1–100 of 896", queued.paging().rangeProperty().get());
        assertTrue(queued.filter().filteredToProperty().get().startsWith("knife: "));
        assertTrue(queued.exportableBinding().get());
        queued.next();
        runner.runAll();
        assertTrue(queued.paging().canPreviousProperty().get());

        String other = termInSeveralSections(client.unversioned().vocabulary(VocabularyQuery.of(KITCHEN)));
        queued.applyFilter(other);

        assertEquals("", queued.paging().rangeProperty().get());
        assertFalse(queued.paging().canPreviousProperty().get());
        assertFalse(queued.paging().canNextProperty().get());
        assertEquals("", queued.filter().filteredToProperty().get(), "no sections of the last term under the new one");
        assertTrue(queued.rows().isEmpty());
        assertFalse(queued.exportableBinding().get(), "an export now would write a filter not shown");
        runner.runAll();
        assertTrue(queued.filter().filteredToProperty().get().startsWith(other + ": "));
        assertTrue(queued.exportableBinding().get());

        sandbox.faults().inject("/api/quality/clips",
                Fault.status(500, "{\"code\":\"internal_error\",\"message\":\"disk on fire\"}").times(1));
        try {
            queued.open(dataset(client, "warehouse-picking"));
            runner.runAll();
        } finally {
            sandbox.faults().clear();
        }

        assertEquals("internal_error", queued.loadState().error().orElseThrow().code().orElseThrow());
        assertEquals("", queued.paging().rangeProperty().get());
        assertFalse(queued.paging().canNextProperty().get());
        assertFalse(queued.paging().canPreviousProperty().get());
        assertEquals("", queued.filter().filteredToProperty().get());
        assertFalse(queued.exportableBinding().get());
    }

    @Test
    void aFailedTotalsWalkShowsTheServiceErrorAndRetryAddsThemUp() {
        QueuedRunner runner = new QueuedRunner();
        ClipsViewModel queued = kitchenAddingUpItsTotals(runner);
        sandbox.faults().inject("/api/quality/clips",
                Fault.status(500, "{\"code\":\"internal_error\",\"message\":\"disk on fire\"}").times(1));
        try {
            runner.runAll();
        } finally {
            sandbox.faults().clear();
        }

        ErrorReport failure = queued.totals().errorProperty().get();
        assertEquals("internal_error", failure.code().orElseThrow());
        assertTrue(failure.requestId().isPresent(), "the request id reaches the banner");
        assertEquals(ErrorAction.RETRY, failure.action());
        assertFalse(queued.totals().runningProperty().get());

        queued.onTotalsErrorAction(failure.action());
        runner.runAll();

        assertNull(queued.totals().errorProperty().get());
        assertTrue(queued.totals().textProperty().get().startsWith(
                "totals of all 2,734 clips: "),
                queued.totals().textProperty().get());
    }

    @Test
    void closingStopsEveryCallUnderWaySoNoneOfThemShows() {
        QueuedRunner runner = new QueuedRunner();
        ClipsViewModel queued = kitchenAddingUpItsTotals(runner);
        queued.next();

        queued.close();
        runner.runAll();

        assertFalse(queued.loadState().isLoading());
        assertFalse(queued.totals().runningProperty().get());
        assertEquals("", queued.totals().textProperty().get());
        assertEquals("rows 1–100 of 2,734", queued.paging().rangeProperty().get(), "the next page never arrived");
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
        UnversionedVocabulary.Term merged = termWithAnotherSpelling(client.unversioned().vocabulary(VocabularyQuery.of(KITCHEN)));
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
        long knives = client.unversioned().clips(ClipQuery.of(KITCHEN).withTerm("knife").withLimit(0)).total();

        model.applyFilter("Knife");

        assertTrue(model.paging().emptyProperty().get(), "the service matches exactly");
        assertEquals("knife", model.suggestedTermProperty().get());

        model.applySuggestedTerm();

        assertEquals("knife", model.filter().termProperty().get());
        assertEquals(knives, model.paging().totalProperty().get());
        assertNull(model.suggestedTermProperty().get());
    }

    @Test
    void totalsCountTheUnreadableRowsAndSayWhyTheHoursDiffer() {
        model.showFrameQuality(true);
        long unreadable = client.unversioned().walkClips(ClipQuery.of(KITCHEN).withFrameQuality(true).withLimit(ClipQuery.MAX_LIMIT))
                .rows().filter(row -> row.frameQuality().orElseThrow().frames() == 0).count();
        assertTrue(unreadable > 0, "the kitchen corpus holds unreadable clips");

        String totals = model.totals().textProperty().get();

        assertTrue(totals.contains(" · " + Formats.count(unreadable) + " unreadable\n"), totals);
        assertTrue(totals.endsWith(ClipTexts.HOURS_EXPLAINED), totals);
    }

    private static List<String> words(List<TermIndex.Entry> entries) {
        return entries.stream().map(TermIndex.Entry::word).toList();
    }

    /** The kitchen dataset's first page shown on {@code runner}, and the walk adding up its totals queued. */
    private static ClipsViewModel kitchenAddingUpItsTotals(QueuedRunner runner) {
        ClipsViewModel queued = new ClipsViewModel(ClipSource.of(client), runner);
        queued.open(dataset(client, KITCHEN));
        while (!queued.totals().runningProperty().get()) {
            runner.runNext();                     // completions, then the first page, which starts the totals walk
        }
        return queued;
    }

    static DatasetEntry dataset(DqClient client, String id) {
        return client.versioned().datasets().stream().filter(d -> d.dataset().equals(id)).findFirst().orElseThrow();
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
