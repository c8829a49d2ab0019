package io.dqexplorer.desktop.clips.charts;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The words of the histogram's axis. */
class HistogramPlotTest {

    @Test
    void binEdgesReadAsTheAxisShowsThem() {
        assertEquals("15 %", ChartColumn.DISTORTED_SHARE.edge(0.15000000000000002));
        assertEquals("0 %", ChartColumn.USABLE_SHARE.edge(0));
        assertEquals("88.85 s", ChartColumn.ANALYZED_SECONDS.edge(88.84999));
    }
}
