package io.dqexplorer.desktop.clips.compare;

import io.dqexplorer.workspace.report.ShownClipComparison;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The compare mode's filter and sort over a clips comparison's rows, without the toolkit. */
class DifferenceFilterTest {

    private static final List<List<Object>> ROWS = List.of(
            row("ke-000001", "analyzed_seconds", 35.0, 33.5, 10.0, "changed"),
            row("ke-000002", "objects", "bowl|cup", "bowl", "15", "changed"),
            row("ke-000003", "clip", null, "ke-000003", null, "added"),
            row("KE-000004", "frames", null, 120L, null, "not assessed yet on the left"),
            row("ke-000005", "frames", 90L, null, null, "not assessed yet on the right"),
            row("ke-000006", "clip", "ke-000006", null, null, "removed"),
            row("ke-000007", "analyzed_seconds", 12.0, 14.0, 2.0, "changed"));

    @Test
    void theStateFieldAndClipIdSelectExactlyTheMatchingRowsInTheComparisonsOrder() {
        assertEquals(ROWS, DifferenceFilter.ALL.apply(ROWS));
        assertEquals(List.of(ROWS.get(0), ROWS.get(1), ROWS.get(6)), DifferenceFilter.ALL.withState("changed").apply(ROWS));
        assertEquals(List.of(ROWS.get(3), ROWS.get(4)),
                DifferenceFilter.ALL.withState(DifferenceFilter.NOT_ASSESSED).apply(ROWS), "either side");
        assertEquals(List.of(ROWS.get(0), ROWS.get(6)), DifferenceFilter.ALL.withField("analyzed_seconds").apply(ROWS));
        assertEquals(List.of(ROWS.get(3)), DifferenceFilter.ALL.withClip(" ke-000004 ").apply(ROWS), "any case, trimmed");
        assertEquals(List.of(ROWS.get(6)), DifferenceFilter.ALL.withState("changed").withField("analyzed_seconds")
                .withClip("07").apply(ROWS), "every part must hold");
    }

    @Test
    void theViewIsNamedInWordsAsAReportShowsIt() {
        assertEquals(ShownClipComparison.EVERY_DIFFERENCE, DifferenceFilter.ALL.words());
        assertEquals("state changed, field analyzed seconds, clip id contains \"07\", in clip id order",
                DifferenceFilter.ALL.withState("changed").withField("analyzed_seconds").withClip("07").words());
        assertEquals("field clip added or removed, sorted by difference descending, then clip ascending",
                DifferenceFilter.ALL.withField("clip").withSort(List.of(new DifferenceFilter.SortKey(5, false),
                        new DifferenceFilter.SortKey(1, true))).words());
    }

    /**
     * Numbers sort by value before text, a missing cell last, whatever order the rows came in: 2 < 10 by
     * value, but "10.0" < "15" < "2.0" as text, so comparing a number with text by its digits would make
     * a cycle, and the sorted rows would depend on their order before.
     */
    @Test
    void aColumnOfNumbersAndTextSortsTheSameWhateverTheRowsOrder() {
        DifferenceFilter byDifference = DifferenceFilter.ALL.withSort(List.of(new DifferenceFilter.SortKey(5, true)));
        List<Object> expected = Arrays.asList(2.0, 10.0, "15", null, null, null, null);
        for (long seed = 0; seed < 20; seed++) {
            List<List<Object>> shuffled = new ArrayList<>(ROWS);
            Collections.shuffle(shuffled, new Random(seed));
            assertEquals(expected, byDifference.apply(shuffled).stream().map(row -> row.get(5)).toList(), "seed " + seed);
        }
        DifferenceFilter descending = DifferenceFilter.ALL.withSort(List.of(new DifferenceFilter.SortKey(5, false)));
        assertEquals(Arrays.asList("15", 10.0, 2.0, null, null, null, null),
                descending.apply(ROWS).stream().map(row -> row.get(5)).toList(), "a missing cell last either way");
    }

    private static List<Object> row(String clip, String field, Object left, Object right, Object difference, String state) {
        return Arrays.asList("clip", clip, field, left, right, difference, state);
    }
}
