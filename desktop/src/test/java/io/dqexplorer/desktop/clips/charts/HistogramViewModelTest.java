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
import io.dqexplorer.workspace.query.CountAxis;
import io.dqexplorer.workspace.query.Histogram;
import io.dqexplorer.workspace.query.HistogramBins;
import io.dqexplorer.workspace.table.Column;
import java.sql.SQLException;
import java.util.Objects;
import java.util.stream.IntStream;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The histogram's view model over a real snapshot of the sandbox's kitchen-egocentric. */
class HistogramViewModelTest {

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

    /** The inner bin (neither first nor last) holding the most clips. */
    private static int fullestInnerBin(Histogram histogram) {
        return IntStream.range(1, histogram.counts().size() - 1).boxed()
                .max((a, b) -> Long.compare(histogram.counts().get(a), histogram.counts().get(b))).orElseThrow();
    }

    private static Histogram histogram(SandboxSnapshot snapshot, SqlCondition condition, Column column, boolean leaveOutZeros)
            throws SQLException {
        return snapshot.queries.histogram(condition, snapshot.queries.histogramBins(column, leaveOutZeros).orElseThrow());
    }

    @Test
    void unfilteredTheSubsetIsTheWholeDatasetOnOneAxisInTwentyToFortyBins() throws Exception {
        HistogramViewModel model = model(kitchen);
        model.refresh();

        HistogramPair shown = model.shown().orElseThrow();
        assertEquals(ChartColumn.DISTORTED_SHARE, shown.column());
        assertEquals(histogram(kitchen, SqlCondition.ALL, Column.DISTORTED_SHARE, false), shown.whole());
        assertEquals(shown.whole(), shown.subset());
        assertFalse(shown.subsetOwnAxis());
        int bins = shown.whole().counts().size();
        assertTrue(bins >= 20 && bins <= 40, bins + " bins");
        double largest = kitchen.rows.stream().map(HistogramViewModelTest::distortedShare).filter(Objects::nonNull)
                .mapToDouble(Double::doubleValue).max().orElseThrow();
        assertTrue(shown.whole().bins().upper() >= largest && shown.whole().bins().edge(bins - 1) < largest,
                "the bins end at the largest share, " + largest + ": " + shown.whole().bins());
        assertEquals(kitchen.rows.size(), shown.whole().clips());
        long withoutFrames = kitchen.rows.stream().filter(row -> distortedShare(row) == null).count();
        assertTrue(withoutFrames > 0);
        assertEquals(Formats.count(withoutFrames) + " clips not measured", model.noteProperty().get());
    }

    @Test
    void clickingOneBarFiltersToThatBinsEdgesAsShownAndTheSubsetIsThen() throws Exception {
        HistogramViewModel model = model(kitchen);
        model.refresh();
        HistogramBins bins = model.shown().orElseThrow().whole().bins();
        int bin = fullestInnerBin(model.shown().orElseThrow().whole());
        assertTrue(model.shown().orElseThrow().whole().counts().get(bin) > 0);

        model.brush(bin, bin);

        RangeClause expected = RangeClause.between(Column.DISTORTED_SHARE, bins.edge(bin), bins.edge(bin + 1));
        assertEquals(Filter.of(expected), filter.get());
        HistogramPair shown = model.shown().orElseThrow();
        assertTrue(shown.subsetOwnAxis());
        assertEquals(kitchen.queries.histogram(expected.sql(TermResolver.exact()), bins), shown.subset());
        assertEquals(clipsDistortedBetween(bins.edge(bin), bins.edge(bin + 1)), shown.subset().clips());
        assertEquals(shown.whole().counts().get(bin), shown.subset().counts().get(bin), "every clip of the bin brushed");
        for (int other = 0; other < bins.count(); other++) {
            if (other != bin && other != bin + 1) {
                assertEquals(0L, shown.subset().counts().get(other), "bin " + other);
            }
        }
    }

    @Test
    void draggingAcrossBarsFiltersToTheirCombinedRangeEitherWay() {
        HistogramViewModel model = model(kitchen);
        model.refresh();
        HistogramBins bins = model.shown().orElseThrow().whole().bins();

        model.brush(7, 4);

        assertEquals(Filter.of(RangeClause.between(Column.DISTORTED_SHARE, bins.edge(4), bins.edge(8))), filter.get());
        assertEquals(clipsDistortedBetween(bins.edge(4), bins.edge(8)), model.shown().orElseThrow().subset().clips());
    }

    @Test
    void brushingAgainReplacesTheRangeOnThatColumnAndKeepsTheOtherClauses() {
        TermClause knife = TermClause.of(TermSection.OBJECTS, TermMatch.ANY, "knife");
        RangeClause seconds = RangeClause.of(Column.ANALYZED_SECONDS, RangeClause.Operator.GREATER, 5);
        filter.set(Filter.of(RangeClause.of(Column.DISTORTED_SHARE, RangeClause.Operator.GREATER, 0.5), knife, seconds,
                RangeClause.of(Column.DISTORTED_SHARE, RangeClause.Operator.LESS, 0.9)));
        HistogramViewModel model = model(kitchen);
        model.refresh();
        HistogramBins bins = model.shown().orElseThrow().whole().bins();

        model.brush(0, 2);

        assertEquals(Filter.of(RangeClause.between(Column.DISTORTED_SHARE, 0, bins.edge(3)), knife, seconds), filter.get());

        int last = bins.count() - 1;
        model.brush(last, last);

        assertEquals(Filter.of(RangeClause.between(Column.DISTORTED_SHARE, bins.edge(last), bins.upper()), knife, seconds),
                filter.get());
    }

    @Test
    void secondsAreBinnedOverTheDatasetsShortestToLongestClip() {
        HistogramViewModel model = model(kitchen);
        model.columnProperty().set(ChartColumn.ANALYZED_SECONDS);
        double shortest = kitchen.rows.stream().mapToDouble(ClipRow::analyzedSeconds).min().orElseThrow();
        double longest = kitchen.rows.stream().mapToDouble(ClipRow::analyzedSeconds).max().orElseThrow();
        HistogramBins bins = model.shown().orElseThrow().whole().bins();
        assertTrue(bins.lower() <= shortest && bins.edge(1) > shortest, bins + " from " + shortest);
        assertTrue(bins.upper() >= longest && bins.edge(bins.count() - 1) < longest, bins + " to " + longest);

        model.brush(0, bins.count() - 1);

        assertEquals(Filter.of(RangeClause.between(Column.ANALYZED_SECONDS, bins.lower(), bins.upper())), filter.get());
        assertEquals(kitchen.rows.size(), model.shown().orElseThrow().subset().clips(), "no clip falls outside the bins");
    }

    @Test
    void aFilterChangedElsewhereRequeriesTheSubsetOnTheWholesBinsWithAnAxisOfItsOwn() throws Exception {
        HistogramViewModel model = model(kitchen);
        model.refresh();
        Histogram whole = model.shown().orElseThrow().whole();
        Filter knives = Filter.of(TermClause.of(TermSection.OBJECTS, TermMatch.ANY, "knife"),
                RangeClause.of(Column.DISTORTED_SHARE, RangeClause.Operator.GREATER, 0.05));

        filter.set(knives);

        HistogramPair shown = model.shown().orElseThrow();
        assertEquals(whole, shown.whole());
        assertEquals(kitchen.queries.histogram(knives.sql(TermResolver.exact()), whole.bins()), shown.subset());
        long expected = kitchen.rows.stream().filter(row -> row.objects().contains("knife"))
                .map(HistogramViewModelTest::distortedShare).filter(share -> share != null && share > 0.05).count();
        assertTrue(expected > 0 && expected < kitchen.rows.size() / 10, "a small subset: " + expected);
        assertEquals(expected, shown.subset().clips());
        assertTrue(shown.subsetOwnAxis());
        assertEquals(CountAxis.over(shown.subset().tallest(), false), shown.subsetAxis(), "the subset's axis fits the subset");
        long tallest = shown.subset().tallest();
        assertTrue(shown.subsetAxis().fraction(tallest) >= 0.4, "the subset's tallest bar reaches high on its own axis");
        assertTrue(shown.subsetAxis().fraction(tallest) > 2 * shown.wholeAxis().fraction(tallest),
                "drawn more than twice as tall as on the whole's axis: " + shown.subsetAxis() + " beside " + shown.wholeAxis());
    }

    @Test
    void leavingOutZerosBinsTheOtherValuesAndSaysHowManyWereLeftOut() {
        HistogramViewModel model = model(kitchen);
        model.refresh();
        long zeros = kitchen.rows.stream().filter(row -> Double.valueOf(0).equals(distortedShare(row))).count();
        assertTrue(zeros > 0, "the demo data has clips without a distorted frame");
        String missing = model.noteProperty().get();

        model.leaveOutZerosProperty().set(true);

        HistogramPair shown = model.shown().orElseThrow();
        assertTrue(shown.whole().bins().zerosLeftOut());
        assertEquals(zeros, shown.whole().zeros());
        assertEquals(kitchen.rows.size(), shown.whole().clips());
        assertEquals(missing + " · " + Formats.count(zeros) + " clips at 0 % left out", model.noteProperty().get());
        int bins = shown.whole().counts().size();
        assertTrue(bins >= 20 && bins <= 40, bins + " bins");

        model.brush(0, 0);

        HistogramBins edges = shown.whole().bins();
        assertEquals(Filter.of(RangeClause.between(Column.DISTORTED_SHARE, edges.edge(0), edges.edge(1))), filter.get());
        assertTrue(model.shown().orElseThrow().whole().bins().zerosLeftOut(), "the subset is drawn with zeros left out too");
    }

    @Test
    void theLogScaleRedrawsTheSameCountsOnPowersOfTen() {
        HistogramViewModel model = model(kitchen);
        model.refresh();
        HistogramPair linear = model.shown().orElseThrow();
        assertFalse(linear.wholeAxis().log());

        model.logScaleProperty().set(true);

        HistogramPair log = model.shown().orElseThrow();
        assertSame(linear.whole(), log.whole(), "no query: the counts are the ones shown");
        CountAxis axis = log.wholeAxis();
        assertTrue(axis.log());
        long tallest = linear.whole().tallest();
        assertTrue(axis.top() >= tallest && axis.top() < 10 * Math.max(10, tallest), axis.toString());
        assertEquals(0L, axis.ticks().get(0));
        assertEquals(1L, axis.ticks().get(1));
        assertEquals(axis.top(), axis.ticks().get(axis.ticks().size() - 1));
        assertEquals(1.0, axis.fraction(axis.top()), 1e-12);
        assertTrue(axis.fraction(1) > 0.05, "one clip shows beside thousands: " + axis.fraction(1));
        assertTrue(linear.wholeAxis().fraction(1) < axis.fraction(1));

        filter.set(Filter.of(TermClause.of(TermSection.OBJECTS, TermMatch.ANY, "knife")));

        assertTrue(model.shown().orElseThrow().subsetAxis().log(), "a new subset keeps the log scale");
    }

    @Test
    void aColumnWithoutValuesHasNothingToChartAndSaysSo() throws SQLException {
        try (SandboxSnapshot assembly = SandboxSnapshot.of("assembly-line")) {
            HistogramViewModel model = model(assembly);
            model.columnProperty().set(ChartColumn.HANDS_VISIBLE_SHARE);

            assertTrue(model.shown().isEmpty());
            assertEquals("Nothing to chart: no clip has a hands-visible share", model.noteProperty().get());

            filter.set(Filter.of(RangeClause.of(Column.ANALYZED_SECONDS, RangeClause.Operator.GREATER, 10)));

            assertTrue(model.shown().isEmpty());
            model.brush(0, 0);
            assertEquals(Filter.of(RangeClause.of(Column.ANALYZED_SECONDS, RangeClause.Operator.GREATER, 10)), filter.get(),
                    "nothing shown, nothing brushed");

            model.columnProperty().set(ChartColumn.ANALYZED_SECONDS);
            assertTrue(model.shown().isPresent());
        }
    }

    @Test
    void aColumnEveryClipHasHasNoNote() {
        HistogramViewModel model = model(kitchen);
        model.columnProperty().set(ChartColumn.ANALYZED_SECONDS);

        assertEquals("", model.noteProperty().get());
    }
}
