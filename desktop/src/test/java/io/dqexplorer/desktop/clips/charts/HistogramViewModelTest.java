package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.RangeClause;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermClause;
import io.dqexplorer.workspace.filter.TermMatch;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.filter.TermSection;
import io.dqexplorer.workspace.query.Histogram;
import io.dqexplorer.workspace.table.Column;
import java.sql.SQLException;
import java.util.List;
import java.util.stream.IntStream;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The histogram's view model over a real snapshot of the sandbox's kitchen-egocentric. */
class HistogramViewModelTest {

    private static final int BINS = HistogramViewModel.BINS;
    private static SandboxSnapshot kitchen;

    private final ObjectProperty<Filter> filter = new SimpleObjectProperty<>(Filter.ALL);

    @BeforeAll
    static void load() throws SQLException {
        kitchen = SandboxSnapshot.of("kitchen-egocentric");
    }

    @AfterAll
    static void close() throws SQLException {
        kitchen.close();
    }

    private HistogramViewModel model(SandboxSnapshot snapshot) {
        return new HistogramViewModel(snapshot.chartQueries(), filter, TermResolver.exact(), new CurrentThreadRunner());
    }

    /** distorted / frames, computed here from the rows the service sent; null without frames. */
    private static Double distortedShare(ClipRow row) {
        return row.frameQuality().filter(q -> q.frames() > 0).map(q -> (double) q.distorted() / q.frames()).orElse(null);
    }

    private static long clipsDistortedBetween(double low, double high) {
        return kitchen.rows.stream().map(HistogramViewModelTest::distortedShare)
                .filter(share -> share != null && share >= low && share <= high).count();
    }

    /** The inner bin (neither first nor last: both its edges are rounded) holding the most clips. */
    private static int fullestInnerBin(Histogram histogram) {
        return IntStream.range(1, histogram.bins() - 1).boxed()
                .max((a, b) -> Long.compare(histogram.counts().get(a), histogram.counts().get(b))).orElseThrow();
    }

    @Test
    void unfilteredTheSubsetIsTheWholeDataset() throws Exception {
        HistogramViewModel model = model(kitchen);
        model.refresh();

        HistogramPair shown = model.shown().orElseThrow();
        assertEquals(ChartColumn.DISTORTED_SHARE, shown.column());
        assertEquals(kitchen.queries.histogram(SqlCondition.ALL, Column.DISTORTED_SHARE, BINS), shown.whole());
        assertEquals(shown.whole(), shown.subset());
        assertEquals(kitchen.rows.size(), HistogramPair.clips(shown.whole()));
        long withoutFrames = kitchen.rows.stream().filter(row -> distortedShare(row) == null).count();
        assertTrue(withoutFrames > 0);
        assertEquals(Formats.count(withoutFrames) + " clips not measured", model.missingNoteProperty().get());
    }

    @Test
    void clickingOneBarFiltersToThatBinsRangeAndTheSubsetIsThen() throws Exception {
        HistogramViewModel model = model(kitchen);
        model.refresh();
        int bin = fullestInnerBin(model.shown().orElseThrow().whole());
        assertTrue(model.shown().orElseThrow().whole().counts().get(bin) > 0);

        model.brush(bin, bin);

        // ratios are binned over 0..1: bin i spans i/20 to (i+1)/20, written as the axis shows them
        RangeClause expected = RangeClause.between(Column.DISTORTED_SHARE, bin / 20.0, (bin + 1) / 20.0);
        assertEquals(Filter.of(expected), filter.get());
        HistogramPair shown = model.shown().orElseThrow();
        assertEquals(kitchen.queries.histogram(expected.sql(TermResolver.exact()), Column.DISTORTED_SHARE, BINS), shown.subset());
        assertEquals(clipsDistortedBetween(bin / 20.0, (bin + 1) / 20.0), HistogramPair.clips(shown.subset()));
        assertEquals(shown.whole().counts().get(bin), shown.subset().counts().get(bin), "every clip of the bin brushed");
        for (int other = 0; other < BINS; other++) {
            if (other != bin && other != bin + 1) {
                assertEquals(0L, shown.subset().counts().get(other), "bin " + other);
            }
        }
    }

    @Test
    void draggingAcrossBarsFiltersToTheirCombinedRangeEitherWay() {
        HistogramViewModel model = model(kitchen);
        model.refresh();

        model.brush(7, 4);

        assertEquals(Filter.of(RangeClause.between(Column.DISTORTED_SHARE, 0.2, 0.4)), filter.get());
        assertEquals(clipsDistortedBetween(0.2, 0.4), HistogramPair.clips(model.shown().orElseThrow().subset()));
    }

    @Test
    void brushingAgainReplacesTheRangeOnThatColumnAndKeepsTheOtherClauses() {
        TermClause knife = TermClause.of(TermSection.OBJECTS, TermMatch.ANY, "knife");
        RangeClause seconds = RangeClause.of(Column.ANALYZED_SECONDS, RangeClause.Operator.GREATER, 5);
        filter.set(Filter.of(RangeClause.of(Column.DISTORTED_SHARE, RangeClause.Operator.GREATER, 0.5), knife, seconds,
                RangeClause.of(Column.DISTORTED_SHARE, RangeClause.Operator.LESS, 0.9)));
        HistogramViewModel model = model(kitchen);
        model.refresh();

        model.brush(0, 2);

        assertEquals(Filter.of(RangeClause.between(Column.DISTORTED_SHARE, 0, 0.15), knife, seconds), filter.get());

        model.brush(19, 19);

        assertEquals(Filter.of(RangeClause.between(Column.DISTORTED_SHARE, 0.95, 1), knife, seconds), filter.get());
    }

    @Test
    void secondsAreBinnedBetweenTheDatasetsShortestAndLongestClip() {
        HistogramViewModel model = model(kitchen);
        model.columnProperty().set(ChartColumn.ANALYZED_SECONDS);
        double shortest = kitchen.rows.stream().mapToDouble(ClipRow::analyzedSeconds).min().orElseThrow();
        double longest = kitchen.rows.stream().mapToDouble(ClipRow::analyzedSeconds).max().orElseThrow();

        model.brush(0, BINS - 1);

        assertEquals(Filter.of(RangeClause.between(Column.ANALYZED_SECONDS, shortest, longest)), filter.get());
        assertEquals(kitchen.rows.size(), HistogramPair.clips(model.shown().orElseThrow().subset()),
                "the outermost edges are the dataset's own: no clip falls outside");
    }

    @Test
    void aFilterChangedElsewhereRequeriesTheSubsetOnTheWholesAxis() throws Exception {
        HistogramViewModel model = model(kitchen);
        model.refresh();
        Histogram whole = model.shown().orElseThrow().whole();
        TermClause knife = TermClause.of(TermSection.OBJECTS, TermMatch.ANY, "knife");

        filter.set(Filter.of(knife));

        HistogramPair shown = model.shown().orElseThrow();
        assertEquals(whole, shown.whole());
        assertEquals(kitchen.queries.histogram(knife.sql(TermResolver.exact()), Column.DISTORTED_SHARE, BINS), shown.subset());
        long knives = kitchen.rows.stream().filter(row -> row.objects().contains("knife")).count();
        assertTrue(knives > 0 && knives < kitchen.rows.size(), "a proper subset: " + knives);
        assertEquals(knives, HistogramPair.clips(shown.subset()));
    }

    @Test
    void clipsWithoutAValueAreCountedInWordsNeverAsABar() throws SQLException {
        try (SandboxSnapshot assembly = SandboxSnapshot.of("assembly-line")) {
            HistogramViewModel model = model(assembly);
            model.columnProperty().set(ChartColumn.HANDS_VISIBLE_SHARE);

            HistogramPair shown = model.shown().orElseThrow();
            assertEquals(List.of(), shown.whole().counts().stream().filter(count -> count > 0).toList());
            assertEquals(assembly.rows.size(), shown.whole().missing());
            assertEquals(Formats.count(assembly.rows.size()) + " clips not measured", model.missingNoteProperty().get());

            filter.set(Filter.of(RangeClause.of(Column.ANALYZED_SECONDS, RangeClause.Operator.GREATER, 10)));

            long longer = assembly.rows.stream().filter(row -> row.analyzedSeconds() > 10).count();
            assertEquals(Formats.count(longer) + " clips of the subset not measured (" + Formats.count(assembly.rows.size())
                    + " of the whole dataset not measured)", model.missingNoteProperty().get());
        }
    }

    @Test
    void aColumnEveryClipHasHasNoNote() {
        HistogramViewModel model = model(kitchen);
        model.columnProperty().set(ChartColumn.ANALYZED_SECONDS);

        assertEquals("", model.missingNoteProperty().get());
    }
}
