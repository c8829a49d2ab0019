package io.dqexplorer.desktop.defects;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HistogramScaleTest {

    @Test
    void aLinearScaleRoundsUpToANiceTopWithFewTicks() {
        HistogramScale scale = HistogramScale.fitting(2650, false, true);

        assertEquals(3000, scale.upper());
        assertEquals(List.of(0.0, 1000.0, 2000.0, 3000.0), scale.ticks());
        assertEquals(0.5, scale.fraction(1500), 1e-12);
    }

    @Test
    void clipCountsNeverGetATickBetweenTwoWholeNumbers() {
        HistogramScale scale = HistogramScale.fitting(3, false, true);

        assertEquals(List.of(0.0, 1.0, 2.0, 3.0), scale.ticks());
    }

    @Test
    void aLogarithmicScaleHasTicksAtPowersOfTenAndKeepsZeroAtTheOrigin() {
        HistogramScale scale = HistogramScale.fitting(2650, true, true);

        assertEquals(List.of(0.0, 10.0, 100.0, 1000.0, 10000.0), scale.ticks());
        assertEquals(0, scale.fraction(0));
        assertEquals(1, scale.fraction(10000), 1e-12);
        assertTrue(scale.fraction(1) > 0.05, "a bin of one clip still shows next to thousands");
        assertEquals(2650, scale.valueAt(scale.fraction(2650)), 1e-6);
    }

    @Test
    void footageSharesOnALogarithmicScaleReachAHundred() {
        HistogramScale scale = HistogramScale.fitting(97.3, true, false);

        assertEquals(List.of(0.0, 10.0, 100.0), scale.ticks());
        assertEquals(List.of(0.0, 1.0, 10.0), HistogramScale.fitting(7, true, true).ticks());
    }

    @Test
    void tickLabelsReadAsTheRealValues() {
        assertEquals("1,000", HistogramScale.label(1000));
        assertEquals("2.5", HistogramScale.label(2.5));
        assertEquals("0.6", HistogramScale.label(3 * 0.2));
    }
}
