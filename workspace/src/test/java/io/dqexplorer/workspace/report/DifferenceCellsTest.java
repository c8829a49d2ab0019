package io.dqexplorer.workspace.report;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A cell of the difference table reads in its measure's unit, and a missing figure in its state's words. */
class DifferenceCellsTest {

    @Test
    void aFigureReadsInTheUnitItsMeasureNames() {
        assertEquals("1,234", DifferenceCells.figure("clip_count", 1_234L, "changed"));
        assertEquals("12.50 %", DifferenceCells.figure("percent", 12.5, "changed"));
        assertEquals("0.25 %", DifferenceCells.figure("hands_visible_share", 0.25, "changed"));
        assertEquals("3.50 h", DifferenceCells.figure("assessed_hours", 3.5, "changed"));
        assertEquals("12.3 s", DifferenceCells.figure("analyzed_seconds", 12.34, "changed"));
        assertEquals("1,207.50", DifferenceCells.figure("effective_distinct_terms", 1_207.5, "changed"));
        assertEquals("core \\u001B", DifferenceCells.figure("tier", "core \u001B", "changed"), "service text made safe");
    }

    @Test
    void aDifferenceIsSignedWhenItGrows() {
        assertEquals("+5", DifferenceCells.difference("clip_count", 5L, "changed"));
        assertEquals("-1,500", DifferenceCells.difference("clip_count", -1_500L, "changed"));
        assertEquals("0", DifferenceCells.difference("clip_count", 0L, "same"));
        assertEquals("+1.50 pp", DifferenceCells.difference("percent", 1.5, "changed"));
        assertEquals("-1.50 pp", DifferenceCells.difference("redundant_share", -1.5, "changed"));
        assertEquals("0.00 pp", DifferenceCells.difference("percent", 0.0, "same"));
        assertEquals("+2.00 h", DifferenceCells.difference("measured_hours", 2.0, "changed"));
        assertEquals("-2.00 h", DifferenceCells.difference("measured_hours", -2.0, "changed"));
        assertEquals("+1.0 s", DifferenceCells.difference("analyzed_seconds", 1.0, "changed"));
        assertEquals("+0.50", DifferenceCells.difference("effective_distinct_terms", 0.5, "changed"));
        assertEquals("-0.50", DifferenceCells.difference("effective_distinct_terms", -0.5, "changed"));
        assertEquals("moved", DifferenceCells.difference("tier", "moved", "changed"));
    }

    @Test
    void aMissingFigureSaysWhyInTheWordsOfItsState() {
        for (String measure : new String[] {"percent", "clip_count"}) {
            assertEquals("not assessed yet", DifferenceCells.figure(measure, null, "not assessed yet on the left"));
            assertEquals("not compared yet", DifferenceCells.difference(measure, null, "not compared yet on the right"));
            assertEquals("—", DifferenceCells.figure(measure, null, "added"));
            assertEquals("—", DifferenceCells.difference(measure, null, null));
        }
    }
}
