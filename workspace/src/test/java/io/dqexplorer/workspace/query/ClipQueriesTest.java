package io.dqexplorer.workspace.query;

import io.dqexplorer.workspace.table.ClipTables;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.table.Column;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The queries over a few thousand made-up clips, each against the same figure computed in Java. */
class ClipQueriesTest {

    private static final List<ClipRow> ROWS = SyntheticClips.rows(11, 6_000);

    /** "distorted frames exceed 10 %", in SQL and in Java. */
    private static final SqlCondition DISTORTED = new SqlCondition("distorted_share > ?", List.of(0.1));
    private static final Predicate<ClipRow> IS_DISTORTED = row -> {
        Object share = JavaView.value(row, Column.DISTORTED_SHARE);
        return share != null && (Double) share > 0.1;
    };

    /** "kitchen clips with a knife". */
    private static final SqlCondition KITCHEN_KNIFE =
            new SqlCondition("list_contains(environments, ?) AND list_contains(objects, ?)", List.of("kitchen", "knife"));
    private static final Predicate<ClipRow> IS_KITCHEN_KNIFE =
            row -> row.environments().contains("kitchen") && row.objects().contains("knife");

    private static Connection connection;
    private static ClipQueries queries;

    @BeforeAll
    static void load() throws SQLException {
        connection = DriverManager.getConnection("jdbc:duckdb:");
        ClipTables.fill(connection, ROWS);
        queries = new ClipQueries(connection);
    }

    @AfterAll
    static void close() throws SQLException {
        connection.close();
    }

    @Test
    void countsTheClipsThatMeetTheCondition() throws SQLException {
        assertEquals(ROWS.size(), queries.count(SqlCondition.ALL));
        long distorted = ROWS.stream().filter(IS_DISTORTED).count();
        assertTrue(distorted > 100 && distorted < ROWS.size() / 2, "a real subset: " + distorted);
        assertEquals(distorted, queries.count(DISTORTED));
        assertEquals(ROWS.stream().filter(IS_KITCHEN_KNIFE).count(), queries.count(KITCHEN_KNIFE));
    }

    @Test
    void aFilteredSortedViewEqualsTheJavaOrderBlockByBlock() throws SQLException {
        Sort sort = Sort.parse("distorted_share:desc");
        List<Column> columns = List.of(Column.CLIP, Column.DISTORTED_SHARE, Column.OBJECTS, Column.EPISODE_INDEX,
                Column.MEASURED_SECONDS);
        List<Integer> expected = positions(IS_KITCHEN_KNIFE.or(row -> row.frameQuality().isEmpty()));
        expected.sort(JavaView.order(ROWS, Column.DISTORTED_SHARE, true));
        SqlCondition condition = new SqlCondition("(" + KITCHEN_KNIFE.sql() + ") OR frames IS NULL", KITCHEN_KNIFE.parameters());

        List<RowBlock.Row> seen = new ArrayList<>();
        for (long offset = 0; offset < expected.size() + 500; offset += 500) {
            RowBlock block = queries.rows(condition, sort, columns, offset, 500);
            assertEquals(offset, block.offset());
            seen.addAll(block.rows());
        }
        assertEquals(expected.size(), seen.size());
        for (int i = 0; i < seen.size(); i++) {
            ClipRow row = ROWS.get(expected.get(i));
            assertEquals((long) expected.get(i), seen.get(i).position(), "place " + i);
            for (int c = 0; c < columns.size(); c++) {
                assertEquals(JavaView.value(row, columns.get(c)), seen.get(i).values().get(c), row.clip() + " " + columns.get(c));
            }
        }
        assertTrue(seen.get(seen.size() - 1).values().get(1) == null, "clips without frames come last");
    }

    @Test
    void everyOrderIsTotalTheServiceOrderBreakingTies() throws SQLException {
        // ties everywhere: an unsorted view is the service order, a sort on a term list keeps it within equal lists
        RowBlock unsorted = queries.rows(SqlCondition.ALL, Sort.SERVICE_ORDER, List.of(Column.CLIP), 1000, 3);
        assertEquals(List.of(1000L, 1001L, 1002L), unsorted.rows().stream().map(RowBlock.Row::position).toList());
        assertEquals("clip-1000", ROWS.get(1000).clip().replace("=", ""));

        Sort byEnvironment = Sort.parse("environments");
        RowBlock first = queries.rows(SqlCondition.ALL, byEnvironment, List.of(Column.ENVIRONMENTS), 0, 50);
        for (int i = 1; i < first.rows().size(); i++) {
            if (first.rows().get(i).values().equals(first.rows().get(i - 1).values())) {
                assertTrue(first.rows().get(i).position() > first.rows().get(i - 1).position());
            }
        }
    }

    @Test
    void aBlockReadFromTheViewsEndHoldsTheRowsOfTheSameBlockFromItsStart() throws SQLException {
        List<Sort> sorts = List.of(Sort.SERVICE_ORDER, Sort.parse("distorted_share:desc"),
                Sort.parse("measured_seconds,episode_index:desc"), Sort.parse("environments:desc,hands_visible_share"),
                Sort.parse("duplicate_group,clip:desc"));
        List<Column> columns = List.of(Column.CLIP, Column.DISTORTED_SHARE, Column.OBJECTS);
        for (SqlCondition condition : List.of(SqlCondition.ALL, DISTORTED, KITCHEN_KNIFE)) {
            long size = queries.count(condition);
            for (Sort sort : sorts) {
                for (long offset : new long[] {size / 2 - 100, size / 2 + 1, size - 500, size - 1}) {
                    int limit = (int) Math.min(500, size - offset);
                    RowBlock fromTheStart = queries.rows(condition, sort, columns, offset, limit);
                    RowBlock fromTheEnd = queries.rows(condition, sort, columns, offset, limit, size);
                    assertEquals(limit, fromTheEnd.rows().size(), sort + " at " + offset);
                    assertEquals(offset, fromTheEnd.offset());
                    assertEquals(placesOf(fromTheStart), placesOf(fromTheEnd), sort + " at " + offset + " of " + size);
                    assertTrue(fromTheStart.rows().equals(fromTheEnd.rows()), "the same values, row by row");
                }
            }
        }
        assertThrows(IllegalArgumentException.class,
                () -> queries.rows(SqlCondition.ALL, Sort.SERVICE_ORDER, columns, ROWS.size() - 10, 20, ROWS.size()));
    }

    @Test
    void findsWhereAClipSitsInTheView() throws SQLException {
        Sort sort = Sort.by(Column.ANALYZED_SECONDS, false);
        List<Integer> expected = positions(IS_DISTORTED);
        expected.sort(JavaView.order(ROWS, Column.ANALYZED_SECONDS, false));
        for (int place : new int[] {0, 17, expected.size() - 1}) {
            String clip = ROWS.get(expected.get(place)).clip();
            assertEquals(OptionalLong.of(place), queries.indexOf(clip, DISTORTED, sort), clip);
        }
        String outside = ROWS.stream().filter(IS_DISTORTED.negate()).findFirst().orElseThrow().clip();
        assertEquals(OptionalLong.empty(), queries.indexOf(outside, DISTORTED, sort));
        assertEquals(OptionalLong.empty(), queries.indexOf("clip-1' OR '1'='1", SqlCondition.ALL, sort));
    }

    @Test
    void aClipsPlaceIsItsIndexInTheViewWhateverTheKeysDirectionsAndNulls() throws SQLException {
        List<Sort> sorts = List.of(Sort.SERVICE_ORDER, Sort.parse("distorted_share:desc"),
                Sort.parse("measured_seconds,episode_index:desc"), Sort.parse("environments:desc,hands_visible_share"),
                Sort.parse("duplicate_group,clip:desc"));
        for (SqlCondition condition : List.of(SqlCondition.ALL, DISTORTED, KITCHEN_KNIFE)) {
            for (Sort sort : sorts) {
                List<RowBlock.Row> view = queries.rows(condition, sort, List.of(Column.CLIP), 0, ROWS.size()).rows();
                for (int place = 0; place < view.size(); place += 1 + place / 3) {
                    String clip = (String) view.get(place).values().get(0);
                    assertEquals(OptionalLong.of(place), queries.indexOf(clip, condition, sort), sort + ": " + clip);
                }
                String last = (String) view.get(view.size() - 1).values().get(0);
                assertEquals(OptionalLong.of(view.size() - 1), queries.indexOf(last, condition, sort), sort + ": " + last);
            }
        }
    }

    @Test
    void aSubsetSummaryEqualsTheJavaTotals() throws SQLException {
        for (Predicate<ClipRow> subset : List.of(IS_DISTORTED, IS_KITCHEN_KNIFE)) {
            SqlCondition condition = subset == IS_DISTORTED ? DISTORTED : KITCHEN_KNIFE;
            Summary summary = queries.summary(condition);
            List<ClipRow> rows = ROWS.stream().filter(subset).toList();
            assertSummary(rows, summary);
        }
        assertSummary(ROWS, queries.summary(SqlCondition.ALL));
    }

    @Test
    void figuresNobodyMeasuredAreMissingNotZero() throws SQLException {
        Summary none = queries.summary(new SqlCondition("frames IS NULL AND measured_seconds IS NULL", List.of()));
        assertTrue(none.clips() > 0);
        assertEquals(Optional.empty(), none.frames());
        assertEquals(Optional.empty(), none.hands());

        Summary zero = queries.summary(new SqlCondition("frames = 0 AND measured_seconds = 0", List.of()));
        assertTrue(zero.clips() > 0, "the made-up rows hold clips with zero frames and zero measured seconds");
        assertEquals(0, zero.frames().orElseThrow().frames());
        assertTrue(zero.frames().orElseThrow().distortedShare().isEmpty(), "no frames: no share, not 0");
        assertTrue(zero.hands().orElseThrow().handsVisibleShare().isEmpty(), "nothing measured: no share, not 0");

        Summary empty = queries.summary(new SqlCondition("clip = ?", List.of("no such clip")));
        assertEquals(new Summary(0, 0, Optional.empty(), Optional.empty()), empty);
    }

    @Test
    void aHistogramCountsTheSubsetOnTheWholeDatasetsBins() throws SQLException {
        HistogramBins seconds = queries.histogramBins(Column.ANALYZED_SECONDS, false).orElseThrow();
        Histogram whole = queries.histogram(SqlCondition.ALL, seconds);
        Histogram subset = queries.histogram(DISTORTED, seconds);
        double min = ROWS.stream().mapToDouble(ClipRow::analyzedSeconds).min().orElseThrow();
        double max = ROWS.stream().mapToDouble(ClipRow::analyzedSeconds).max().orElseThrow();
        assertTrue(seconds.lower() <= min && seconds.edge(1) > min, "the first bin holds the shortest clip");
        assertTrue(seconds.upper() >= max && seconds.edge(seconds.count() - 1) < max, "the last bin holds the longest");
        assertEquals(javaHistogram(ROWS.stream().filter(IS_DISTORTED).toList(), Column.ANALYZED_SECONDS, seconds), subset.counts());
        assertEquals(ROWS.size(), whole.counts().stream().mapToLong(Long::longValue).sum());

        for (Column ratio : List.of(Column.DISTORTED_SHARE, Column.HANDS_VISIBLE_SHARE)) {
            HistogramBins bins = queries.histogramBins(ratio, false).orElseThrow();
            Histogram kitchen = queries.histogram(KITCHEN_KNIFE, bins);
            List<ClipRow> rows = ROWS.stream().filter(IS_KITCHEN_KNIFE).toList();
            assertEquals(javaHistogram(rows, ratio, bins), kitchen.counts(), ratio.sqlName());
            assertEquals(rows.stream().filter(row -> JavaView.value(row, ratio) == null).count(), kitchen.missing());
            assertTrue(kitchen.missing() > 0);
        }
        assertThrows(IllegalArgumentException.class, () -> queries.histogramBins(Column.OBJECTS, false));
    }

    @Test
    void aGroupByTotalsEachTermOfTheSection() throws SQLException {
        List<TermGroup> groups = queries.groupBy(DISTORTED, Column.OBJECTS, GroupOrder.MOST_CLIPS);
        Map<String, List<ClipRow>> expected = new TreeMap<>();
        for (ClipRow row : ROWS.stream().filter(IS_DISTORTED).toList()) {
            for (String term : row.objects()) {
                expected.computeIfAbsent(term, key -> new ArrayList<>()).add(row);
            }
        }
        assertEquals(expected.keySet().size(), groups.size());
        for (TermGroup group : groups) {
            List<ClipRow> rows = expected.get(group.term());
            Summary java = javaSummary(rows);
            assertEquals(rows.size(), group.clips(), group.term());
            assertEquals(java.analyzedSeconds(), group.analyzedSeconds(), 1e-9 * java.analyzedSeconds(), group.term());
            assertHands(java.hands(), group.hands());
        }
        for (int i = 1; i < groups.size(); i++) {
            assertTrue(groups.get(i - 1).clips() >= groups.get(i).clips(), "most clips first");
        }

        List<TermGroup> byShare = queries.groupBy(SqlCondition.ALL, Column.ACTIONS,
                new GroupOrder(GroupOrder.Key.ACTIVE_MANIPULATION_SHARE, false));
        for (int i = 1; i < byShare.size(); i++) {
            assertTrue(byShare.get(i - 1).hands().orElseThrow().activeManipulationShare().getAsDouble()
                    <= byShare.get(i).hands().orElseThrow().activeManipulationShare().getAsDouble());
        }
        assertThrows(IllegalArgumentException.class, () -> queries.groupBy(SqlCondition.ALL, Column.FRAMES, GroupOrder.MOST_CLIPS));
    }

    @Test
    void userValuesAreBoundNeverSpliced() throws SQLException {
        SqlCondition hostile = new SqlCondition("clip = ?", List.of("'); DROP TABLE clips; --"));
        assertEquals(0, queries.count(hostile));
        assertEquals(0, queries.rows(hostile, Sort.SERVICE_ORDER, List.of(Column.CLIP), 0, 10).rows().size());
        assertEquals(ROWS.size(), queries.count(SqlCondition.ALL), "the table is still there");
    }

    private static List<Long> placesOf(RowBlock block) {
        return block.rows().stream().map(RowBlock.Row::position).toList();
    }

    private static List<Integer> positions(Predicate<ClipRow> subset) {
        return new ArrayList<>(IntStream.range(0, ROWS.size()).filter(i -> subset.test(ROWS.get(i))).boxed().toList());
    }

    /** Clips per bin counted in Java: from a bin's edge up to, not including, the next (the last bin's included). */
    static List<Long> javaHistogram(List<ClipRow> rows, Column column, HistogramBins bins) {
        Long[] counts = new Long[bins.count()];
        Arrays.fill(counts, 0L);
        for (ClipRow row : rows) {
            if (JavaView.value(row, column) instanceof Number number) {
                double value = number.doubleValue();
                int bin = 0;
                while (bin < bins.count() - 1 && value >= bins.edge(bin + 1)) {
                    bin++;
                }
                counts[bin]++;
            }
        }
        return List.of(counts);
    }

    /** The summary computed in Java, with sums in the rows' order. */
    static Summary javaSummary(List<ClipRow> rows) {
        double seconds = 0;
        long frameClips = 0;
        long[] frames = new long[4];
        long handClips = 0;
        double[] hands = new double[4];
        for (ClipRow row : rows) {
            seconds += row.analyzedSeconds();
            if (row.frameQuality().isPresent()) {
                ClipRow.FrameQuality quality = row.frameQuality().get();
                frameClips++;
                frames[0] += quality.frames();
                frames[1] += quality.usable();
                frames[2] += quality.distorted();
                frames[3] += quality.jerky();
            }
            if (row.handActivity().isPresent()) {
                ClipRow.HandSeconds activity = row.handActivity().get();
                handClips++;
                hands[0] += activity.measuredSeconds();
                hands[1] += activity.handsVisibleSeconds();
                hands[2] += activity.twoHandsVisibleSeconds();
                hands[3] += activity.activeManipulationSeconds();
            }
        }
        return new Summary(rows.size(), seconds,
                frameClips == 0 ? Optional.empty() : Optional.of(new FrameTotals(frameClips, frames[0], frames[1], frames[2], frames[3])),
                handClips == 0 ? Optional.empty() : Optional.of(new HandTotals(handClips, hands[0], hands[1], hands[2], hands[3])));
    }

    /**
     * Counts exactly; sums of seconds to 1e-9 relative, since DuckDB adds them in an order of its
     * own (in parallel) and floating-point addition depends on the order.
     */
    static void assertSummary(List<ClipRow> rows, Summary summary) {
        Summary java = javaSummary(rows);
        assertEquals(java.clips(), summary.clips());
        assertEquals(java.analyzedSeconds(), summary.analyzedSeconds(), 1e-9 * java.analyzedSeconds());
        assertEquals(java.frames(), summary.frames());
        java.frames().ifPresent(frames -> {
            assertEquals(frames.distortedShare(), summary.frames().orElseThrow().distortedShare());
            assertEquals(frames.usableShare(), summary.frames().orElseThrow().usableShare());
            assertEquals(frames.jerkyShare(), summary.frames().orElseThrow().jerkyShare());
        });
        assertHands(java.hands(), summary.hands());
    }

    static void assertHands(Optional<HandTotals> expected, Optional<HandTotals> actual) {
        assertEquals(expected.isPresent(), actual.isPresent());
        if (expected.isEmpty()) {
            return;
        }
        HandTotals java = expected.get();
        HandTotals duck = actual.get();
        assertEquals(java.clips(), duck.clips());
        assertEquals(java.measuredSeconds(), duck.measuredSeconds(), 1e-9 * java.measuredSeconds());
        assertShare(java.handsVisibleShare(), duck.handsVisibleShare());
        assertShare(java.twoHandsVisibleShare(), duck.twoHandsVisibleShare());
        assertShare(java.activeManipulationShare(), duck.activeManipulationShare());
    }

    static void assertShare(java.util.OptionalDouble expected, java.util.OptionalDouble actual) {
        assertEquals(expected.isPresent(), actual.isPresent());
        if (expected.isPresent()) {
            assertEquals(expected.getAsDouble(), actual.getAsDouble(), 1e-12);
        }
    }
}
