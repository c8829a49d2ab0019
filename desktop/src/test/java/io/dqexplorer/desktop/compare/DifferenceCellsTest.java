package io.dqexplorer.desktop.compare;

import io.dqexplorer.desktop.common.Formats;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class DifferenceCellsTest {

    @Test
    void aPercentDifferenceIsInPercentagePointsWithItsSign() {
        assertEquals("+1.25 pp", DifferenceCells.difference("percent", 1.25, "changed"));
        assertEquals("-0.50 pp", DifferenceCells.difference("redundant_percent", -0.5, "changed"));
        assertEquals(Formats.percent(12.5), DifferenceCells.figure("percent", 12.5, "changed"));
    }

    @Test
    void countsAndHoursReadInTheirUnitsWithASignedChange() {
        assertEquals("2,734", DifferenceCells.figure("clips", 2734L, "changed"));
        assertEquals("+12", DifferenceCells.difference("clips", 12L, "changed"));
        assertEquals("-" + Formats.hours(1.5), DifferenceCells.difference("assessed_hours", -1.5, "changed"));
    }

    @Test
    void everyFigureOverAThousandIsGroupedWhateverItsUnit() {
        assertEquals("22,633.28 h", DifferenceCells.figure("measured_hours", 22_633.28, "changed"));
        assertEquals("+1,204.50 h", DifferenceCells.difference("assessed_hours", 1_204.5, "changed"));
        assertEquals("1,250.50", DifferenceCells.figure("effective_distinct_terms", 1_250.5, "changed"));
        assertEquals("+1,250.50", DifferenceCells.difference("effective_distinct_terms", 1_250.5, "changed"));
        assertEquals("10.00", DifferenceCells.figure("bin_width", 10.0, "same"), "two decimals, as every other figure");
        assertEquals("+1,100.00 pp", DifferenceCells.difference("percent", 1_100.0, "changed"));
    }

    @Test
    void aFigureOneSideLacksReadsAsTheStatesWordsNeverAsZero() {
        assertEquals("not assessed yet", DifferenceCells.figure("percent", null, "not assessed yet on the left"));
        assertEquals("not assessed yet", DifferenceCells.difference("percent", null, "not assessed yet on the left"));
        assertEquals("not compared yet", DifferenceCells.figure("redundant_clips", null, "not compared yet on either side"));
        assertEquals("—", DifferenceCells.figure("group_size", null, "added"));
    }

    @Test
    void textFromTheServiceIsShownWithoutItsControls() {
        assertEquals("core", DifferenceCells.figure("tier", "core", "same"));
        assertEquals(io.dqexplorer.sdk.ServiceText.shown("a\u202Eb"), DifferenceCells.figure("tier", "a\u202Eb", "changed"));
    }
}
