package io.dqexplorer.workspace.bars;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** How a figure's value and its change are written in the check's lines. */
class UnitTest {

    @Test
    void aWholeCountIsGroupedAndAFractionalOrHugeOneHasTwoDecimals() {
        assertEquals("1,234", Unit.COUNT.shown(1234));
        assertEquals("2.50", Unit.COUNT.shown(2.5));
        assertEquals("999,999,999,999,999", Unit.COUNT.shown(999_999_999_999_999d));
        assertEquals("1000000000000000.00", Unit.COUNT.shown(1e15));
        assertEquals("0.1235", Unit.FRACTION.shown(0.12345));
    }

    @Test
    void aChangeCarriesItsSignAndAPercentChangeIsInPoints() {
        assertEquals("+0.2500", Unit.FRACTION.shownChange(0.25));
        assertEquals("−0.2500", Unit.FRACTION.shownChange(-0.25));
        assertEquals("±0.0000", Unit.FRACTION.shownChange(0));
        assertEquals("−3", Unit.COUNT.shownChange(-3));
        assertEquals("+1.50 pp", Unit.PERCENT.shownChange(1.5));
        assertEquals("percentage points", Unit.PERCENT.changeWord());
        assertEquals("percent", Unit.PERCENT.word());
    }
}
