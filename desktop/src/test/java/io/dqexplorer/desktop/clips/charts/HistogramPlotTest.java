package io.dqexplorer.desktop.clips.charts;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class HistogramPlotTest {

    @Test
    void theCountAxisEndsOnFiveRoundStepsAtOrOverTheTallestBar() {
        assertEquals(5, HistogramPlot.niceTop(0), "an empty histogram still has an axis of whole clips");
        assertEquals(5, HistogramPlot.niceTop(5));
        assertEquals(10, HistogramPlot.niceTop(6));
        assertEquals(25, HistogramPlot.niceTop(11));
        assertEquals(2_500, HistogramPlot.niceTop(2_273));
        assertEquals(5_000_000, HistogramPlot.niceTop(4_999_999));
    }

    @Test
    void binEdgesReadAsTheAxisShowsThem() {
        assertEquals("15 %", ChartColumn.DISTORTED_SHARE.edge(0.15000000000000002));
        assertEquals("0 %", ChartColumn.USABLE_SHARE.edge(0));
        assertEquals("88.85 s", ChartColumn.ANALYZED_SECONDS.edge(88.84999));
    }
}
