package io.dqexplorer.workspace.query;

import io.dqexplorer.workspace.table.ClipTables;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.workspace.filter.RangeClause;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.table.Column;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The histogram's bins over the values present, counted by DuckDB in snapshot files and checked here clip by clip. */
class HistogramBinsTest {

    /** The widths a histogram may take, as 1, 2, 2.5 or 5 × 10ⁿ without the power of ten. */
    private static final Set<BigDecimal> NICE = Set.of(BigDecimal.ONE, new BigDecimal(2), new BigDecimal(5), new BigDecimal(25));

    @TempDir
    Path folder;

    /**
     * 2,000 clips of 1,000 frames each, 0 to 60 of them distorted (0 to 6 %, every 0.1 % step, so many
     * values lie exactly on a bin's edge), a fifth with none distorted, a tenth without frame quality.
     */
    private static List<ClipRow> smallRatio() {
        SplittableRandom random = new SplittableRandom(22);
        List<ClipRow> rows = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            Optional<ClipRow.FrameQuality> frames = Optional.empty();
            if (i % 10 != 0) {
                long distorted = random.nextInt(5) == 0 ? 0 : random.nextInt(61);
                frames = Optional.of(new ClipRow.FrameQuality(1_000, 1_000 - distorted, distorted, random.nextInt(6)));
            }
            rows.add(row(i, 10 + i % 50, frames, Optional.empty()));
        }
        return rows;
    }

    private static ClipRow row(int index, double seconds, Optional<ClipRow.FrameQuality> frames,
                               Optional<ClipRow.HandSeconds> hands) {
        return new ClipRow("clip-" + index, OptionalLong.of(index), seconds, List.of(), List.of(), List.of(), frames, hands);
    }

    private Connection snapshot(List<ClipRow> rows) throws SQLException {
        Connection connection = DriverManager.getConnection("jdbc:duckdb:" + folder.resolve("clips.duckdb"));
        ClipTables.fill(connection, rows);
        return connection;
    }

    private static Double distortedShare(ClipRow row) {
        return row.frameQuality().map(q -> (double) q.distorted() / q.frames()).orElse(null);
    }

    /** The clips per bin counted here: a value belongs to the bin whose lower edge it reaches and whose upper edge it does not (the last bin's it may). */
    private static List<Long> javaCounts(List<ClipRow> rows, Function<ClipRow, Double> value, HistogramBins bins) {
        List<Long> counts = new ArrayList<>();
        for (int bin = 0; bin < bins.count(); bin++) {
            boolean last = bin == bins.count() - 1;
            double low = bins.edge(bin);
            double high = bins.edge(bin + 1);
            counts.add(rows.stream().map(value).filter(v -> v != null && !(bins.zerosLeftOut() && v == 0))
                    .filter(v -> v >= low && (v < high || (last && v <= high))).count());
        }
        return counts;
    }

    private static void assertRoundWidth(HistogramBins bins) {
        BigDecimal mantissa = bins.width().stripTrailingZeros().movePointRight(bins.width().stripTrailingZeros().scale());
        assertTrue(NICE.contains(mantissa), "a width of 1, 2, 2.5 or 5 × 10ⁿ: " + bins.width());
        assertEquals(0, bins.start().remainder(bins.width()).signum(), "the first edge is a multiple of the width");
    }

    @Test
    void aRatioBetweenZeroAndSixPercentGetsTwentyToFortyRoundBinsWhoseCountsSumToTheRows() throws SQLException {
        List<ClipRow> rows = smallRatio();
        try (Connection connection = snapshot(rows)) {
            ClipQueries queries = new ClipQueries(connection);
            HistogramBins bins = queries.histogramBins(Column.DISTORTED_SHARE, false).orElseThrow();

            assertTrue(bins.count() >= 20 && bins.count() <= 40, bins.count() + " bins");
            assertRoundWidth(bins);
            assertEquals(0.0, bins.lower());
            assertTrue(bins.upper() >= 0.06 && bins.upper() - bins.width().doubleValue() < 0.06, "ends at the largest value: " + bins.upper());

            Histogram histogram = queries.histogram(SqlCondition.ALL, bins);
            assertEquals(javaCounts(rows, HistogramBinsTest::distortedShare, bins), histogram.counts());
            assertEquals(rows.stream().filter(row -> row.frameQuality().isEmpty()).count(), histogram.missing());
            assertEquals(0, histogram.zeros(), "zeros are counted in the first bin unless left out");
            assertEquals(rows.size(), histogram.clips());
        }
    }

    @Test
    void eachBinHoldsExactlyTheClipsARangeFromItsEdgeBelowTheNextSelects() throws SQLException {
        try (Connection connection = snapshot(smallRatio())) {
            ClipQueries queries = new ClipQueries(connection);
            HistogramBins bins = queries.histogramBins(Column.DISTORTED_SHARE, false).orElseThrow();
            Histogram histogram = queries.histogram(SqlCondition.ALL, bins);
            for (int bin = 0; bin < bins.count() - 1; bin++) {
                SqlCondition range = new SqlCondition("distorted_share >= ? AND distorted_share < ?",
                        List.of(bins.edge(bin), bins.edge(bin + 1)));
                assertEquals(queries.count(range), histogram.counts().get(bin), "bin " + bin);
            }
        }
    }

    @Test
    void leavingOutZerosSpansTheOtherValuesAndCountsTheZerosApart() throws SQLException {
        List<ClipRow> rows = smallRatio();
        try (Connection connection = snapshot(rows)) {
            ClipQueries queries = new ClipQueries(connection);
            HistogramBins bins = queries.histogramBins(Column.DISTORTED_SHARE, true).orElseThrow();
            Histogram histogram = queries.histogram(SqlCondition.ALL, bins);

            assertTrue(bins.zerosLeftOut());
            long zeros = rows.stream().filter(row -> Double.valueOf(0).equals(distortedShare(row))).count();
            assertTrue(zeros > 100, "the rows hold zeros: " + zeros);
            assertEquals(zeros, histogram.zeros());
            assertEquals(javaCounts(rows, HistogramBinsTest::distortedShare, bins), histogram.counts());
            assertEquals(rows.size(), histogram.clips());
            assertTrue(bins.count() >= 20 && bins.count() <= 40, bins.count() + " bins");
        }
    }

    @Test
    void aCountColumnIsBinnedInWholeNumbersAndABrushedBinSelectsItsClips() throws SQLException {
        List<ClipRow> rows = smallRatio();
        try (Connection connection = snapshot(rows)) {
            ClipQueries queries = new ClipQueries(connection);
            HistogramBins distorted = queries.histogramBins(Column.DISTORTED, false).orElseThrow();
            assertEquals(new BigDecimal(2), distorted.width().stripTrailingZeros(), "0 to 60 frames: bins of 2 frames");
            assertEquals(31, distorted.count(), "0–1, 2–3, … 60–61: the largest value has a bin of its own");
            Histogram histogram = queries.histogram(SqlCondition.ALL, distorted);
            for (int bin = 0; bin < distorted.count(); bin++) {
                RangeClause range = distorted.range(bin, bin);
                assertEquals(RangeClause.between(Column.DISTORTED, 2 * bin, 2 * bin + 1), range);
                assertEquals(queries.count(range.sql(TermResolver.exact())), histogram.counts().get(bin), "bin " + bin);
            }

            HistogramBins jerky = queries.histogramBins(Column.JERKY, false).orElseThrow();
            assertEquals(BigDecimal.ONE, jerky.width().stripTrailingZeros(), "never narrower than one frame");
            assertEquals(6, jerky.count(), "0 to 5 frames: six bins, fewer than twenty rather than fractions of a frame");
        }
    }

    @Test
    void oneValuePresentMakesOneBinFromItToItself() throws SQLException {
        List<ClipRow> rows = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            rows.add(row(i, 20, Optional.empty(), Optional.of(new ClipRow.HandSeconds(10, 2.5, 0, i % 2))));
        }
        try (Connection connection = snapshot(rows)) {
            ClipQueries queries = new ClipQueries(connection);
            HistogramBins bins = queries.histogramBins(Column.HANDS_VISIBLE_SHARE, false).orElseThrow();

            assertEquals(1, bins.count());
            assertEquals(0.25, bins.lower());
            assertEquals(0.25, bins.upper());
            assertEquals(List.of(50L), queries.histogram(SqlCondition.ALL, bins).counts());
            assertEquals(RangeClause.between(Column.HANDS_VISIBLE_SHARE, 0.25, 0.25), bins.range(0, 0));

            HistogramBins active = queries.histogramBins(Column.ACTIVE_MANIPULATION_SHARE, true).orElseThrow();
            assertEquals(1, active.count(), "zeros left out: one value, 0.1, remains");
            Histogram histogram = queries.histogram(SqlCondition.ALL, active);
            assertEquals(List.of(25L), histogram.counts());
            assertEquals(25, histogram.zeros());
        }
    }

    @Test
    void aColumnWithoutValuesHasNothingToChart() throws SQLException {
        List<ClipRow> rows = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            rows.add(row(i, 20, Optional.of(new ClipRow.FrameQuality(100, 100, 0, 0)), Optional.empty()));
        }
        try (Connection connection = snapshot(rows)) {
            ClipQueries queries = new ClipQueries(connection);

            assertEquals(Optional.empty(), queries.histogramBins(Column.HANDS_VISIBLE_SHARE, false), "every value null");
            assertEquals(Optional.empty(), queries.histogramBins(Column.DISTORTED_SHARE, true), "every value 0, zeros left out");
            assertTrue(queries.histogramBins(Column.DISTORTED_SHARE, false).isPresent());
            assertThrows(IllegalArgumentException.class, () -> queries.histogramBins(Column.OBJECTS, false));
        }
    }

    @Test
    void edgesAreLabelledAtRoundValuesAWholeNumberOfBinsApart() {
        HistogramBins quarters = HistogramBins.spanning(Column.DISTORTED_SHARE, false, 0, 0.0599);
        assertEquals(new BigDecimal("0.0025"), quarters.width().stripTrailingZeros(), "0 to 6 % in bins of 0.25 %");
        assertEquals(4, quarters.labelEvery(3.3), "every 1 %, not every 1.25 %");
        assertEquals(2, quarters.labelEvery(1), "every 0.5 %: 0.25 % is not 1, 2 or 5 × 10ⁿ");
        assertTrue(quarters.roundEdge(4, 4) && !quarters.roundEdge(5, 4));
        HistogramBins fromFour = HistogramBins.spanning(Column.ANALYZED_SECONDS, false, 41, 99);
        assertEquals(new BigDecimal("2.5"), fromFour.width().stripTrailingZeros(), "41 to 99 s: 24 bins of 2.5 s");
        assertEquals(40.0, fromFour.lower());
        assertEquals(4, fromFour.labelEvery(4), "every 10 s");
        assertTrue(fromFour.roundEdge(0, 4) && fromFour.roundEdge(4, 4) && !fromFour.roundEdge(1, 4),
                "40 s, 50 s …: counted from 0, not from the first edge");
    }

    @Test
    void binsSpanTheValuesPresentNeverBelowZeroNorAboveOneForARatio() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 2_000; i++) {
            double a = random.nextDouble() * Math.pow(10, -random.nextInt(6));
            double b = random.nextDouble() * Math.pow(10, -random.nextInt(6));
            double min = Math.min(a, b);
            double max = Math.max(a, b);
            if (min == max) {
                continue;
            }
            HistogramBins bins = HistogramBins.spanning(Column.USABLE_SHARE, false, min, max);
            String span = min + " to " + max + ": " + bins;
            assertTrue(bins.count() >= HistogramBins.FEWEST && bins.count() <= HistogramBins.MOST, span);
            assertRoundWidth(bins);
            assertTrue(bins.lower() >= 0 && bins.lower() <= min && bins.edge(1) > min, span);
            assertTrue(bins.upper() <= 1 && bins.upper() >= max && bins.edge(bins.count() - 1) < max, span);
        }
        HistogramBins seconds = HistogramBins.spanning(Column.ANALYZED_SECONDS, false, 0.5, 119.9);
        assertEquals(new BigDecimal(5), seconds.width().stripTrailingZeros());
        assertEquals(24, seconds.count(), "0 to 120 s in bins of 5 s");
        assertFalse(seconds.integers(), "seconds are not whole numbers");
        assertThrows(IllegalArgumentException.class, () -> HistogramBins.spanning(Column.DISTORTED_SHARE, false, 0.2, 0.1));
    }

    @Test
    void twentyBinsAreEnoughSoZeroToAHundredSecondsGetsBinsOfFiveNotOfTwoAndAHalf() {
        HistogramBins bins = HistogramBins.spanning(Column.ANALYZED_SECONDS, false, 0, 100);
        assertEquals(new BigDecimal(5), bins.width().stripTrailingZeros());
        assertEquals(20, bins.count());
        assertEquals(0.0, bins.lower());
        assertEquals(100.0, bins.upper(), "a largest value on an edge closes the last bin rather than opening another");
    }

    @Test
    void aSmallestOrLargestValueOnAnEdgeStartsOrEndsTheBinsThereAlthoughItsDoubleIsNotTheDecimal() {
        // 0.03 as a double lies just below 3/100 and 0.1 just above 1/10: the edges are those doubles all the same
        HistogramBins bins = HistogramBins.spanning(Column.DISTORTED_SHARE, false, 0.03, 0.1);
        assertEquals(new BigDecimal("0.0025"), bins.width().stripTrailingZeros());
        assertEquals(0.03, bins.lower());
        assertEquals(0.1, bins.upper());
        assertEquals(28, bins.count(), "3 % to 10 % in bins of 0.25 %");
        assertEquals(12, bins.firstIndex(), "0.03 is edge 12 counted from 0");
    }

    @Test
    void labelsFallOnRoundValuesCountedFromZeroWhenTheBinsStartBetweenThem() {
        HistogramBins bins = HistogramBins.spanning(Column.ANALYZED_SECONDS, false, 43, 101);
        assertEquals(new BigDecimal("2.5"), bins.width().stripTrailingZeros());
        assertEquals(42.5, bins.lower());
        assertEquals(102.5, bins.upper());
        assertEquals(24, bins.count());
        assertEquals(17, bins.firstIndex(), "42.5 s is 17 bins of 2.5 s from 0");
        assertFalse(bins.roundEdge(0, 4), "42.5 s is not labelled");
        assertTrue(bins.roundEdge(3, 4), "50 s is");
        assertFalse(bins.roundEdge(5, 4), "55 s is not");
        assertTrue(bins.roundEdge(7, 4), "60 s is");
    }

    @Test
    void oneValuePresentIsLabelledAndCountedFromItselfAndARangeOfItsBinIsThatValue() {
        HistogramBins frames = HistogramBins.spanning(Column.DISTORTED, false, 7, 7);
        assertFalse(frames.integers(), "one bin of width 0: its range does not end one below its upper edge");
        assertEquals(RangeClause.between(Column.DISTORTED, 7, 7), frames.range(0, 0));
        assertEquals(1, frames.labelEvery(5));
        assertEquals(0, frames.firstIndex());
        assertTrue(frames.roundEdge(0, 1));
    }

    @Test
    void aRangeOfBinsTakesEitherOrderAndStopsAtTheFirstAndLastBin() {
        HistogramBins bins = HistogramBins.spanning(Column.ANALYZED_SECONDS, false, 0, 100);
        assertEquals(RangeClause.between(Column.ANALYZED_SECONDS, 10, 25), bins.range(4, 2));
        assertEquals(RangeClause.between(Column.ANALYZED_SECONDS, 0, 100), bins.range(-3, 1_000));
        assertEquals(RangeClause.between(Column.ANALYZED_SECONDS, 95, 100), bins.range(19, 25));
        HistogramBins frames = HistogramBins.spanning(Column.FRAMES, false, 0, 100);
        assertTrue(frames.integers());
        assertEquals(RangeClause.between(Column.FRAMES, 95, 104), frames.range(25, 19), "whole frames: 95 to one below 105");
    }

    @Test
    void anEdgeOutsideTheBinsIsRefused() {
        HistogramBins bins = HistogramBins.spanning(Column.ANALYZED_SECONDS, false, 0, 100);
        assertEquals(100.0, bins.edge(20));
        assertThrows(IndexOutOfBoundsException.class, () -> bins.edge(-1));
        assertThrows(IndexOutOfBoundsException.class, () -> bins.edge(21));
    }

    @Test
    void valuesThatSpanNothingAreRefusedNamingThem() {
        assertEquals("no values span 0.2 to 0.1", assertThrows(IllegalArgumentException.class,
                () -> HistogramBins.spanning(Column.DISTORTED_SHARE, false, 0.2, 0.1)).getMessage());
        assertEquals("no values span NaN to 0.1", assertThrows(IllegalArgumentException.class,
                () -> HistogramBins.spanning(Column.DISTORTED_SHARE, false, Double.NaN, 0.1)).getMessage());
        assertEquals("no values span 0.0 to Infinity", assertThrows(IllegalArgumentException.class,
                () -> HistogramBins.spanning(Column.ANALYZED_SECONDS, false, 0, Double.POSITIVE_INFINITY)).getMessage());
    }
}
