package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.model.Distribution;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A defect's histogram: bars scaled to a round top, labelled while few, ticks thinned when many. */
class HistogramSvgTest {

    @Test
    void theAxisTopsAtTheNextRoundValueAtOrAboveTheTallestBar() {
        assertEquals(1, HistogramSvg.niceCeiling(0));
        assertEquals(1, HistogramSvg.niceCeiling(-3));
        assertEquals(1, HistogramSvg.niceCeiling(1));
        assertEquals(2, HistogramSvg.niceCeiling(1.5));
        assertEquals(2.5, HistogramSvg.niceCeiling(2.5));
        assertEquals(5, HistogramSvg.niceCeiling(3));
        assertEquals(10, HistogramSvg.niceCeiling(9.99));
        assertEquals(100, HistogramSvg.niceCeiling(80));
        assertEquals(0.5, HistogramSvg.niceCeiling(0.3), 1e-12);
    }

    @Test
    void eachBinIsABarOfItsShareUnderTheRoundTopWithItsValueAndTooltip() {
        Element svg = svg(List.of(new Distribution.HistogramBin(7, 80, 0), new Distribution.HistogramBin(1, 20, 10),
                new Distribution.HistogramBin(0, 0, 20)));

        assertEquals("Black: share of the assessed footage per bin of affected percent", svg.attr("aria-label"));
        assertEquals(List.of("0 %", "25 %", "50 %", "75 %", "100 %", "0%", "10%", "20%"), svg.select("text.tick").eachText());
        List<Element> bars = svg.select("rect.bin");
        // a plot 136 high and 588 wide, three slots of 196: the bars 80 % and 20 % of a 100 % top
        assertEquals(List.of("108.8", "27.2", "0"), bars.stream().map(bar -> bar.attr("height")).toList());
        assertEquals(List.of("45.2", "126.8", "154"), bars.stream().map(bar -> bar.attr("y")).toList());
        assertEquals(List.of("63.6", "259.6", "455.6"), bars.stream().map(bar -> bar.attr("x")).toList());
        assertEquals("156.8", bars.get(0).attr("width"));
        assertEquals("from 0.00 % affected: 7 clips, 80.00 % of the assessed footage", bars.get(0).selectFirst("title").text());
        assertEquals("from 10.00 % affected: 1 clip, 20.00 % of the assessed footage", bars.get(1).selectFirst("title").text());
        assertEquals(List.of("80.00 %", "20.00 %"), svg.select("text.bar-label").eachText(), "no label on an empty bar");
        assertEquals(List.of("142", "338"), svg.select("text.bar-label").eachAttr("x"), "over the middle of its bar");
        assertEquals(List.of("41.2", "122.8"), svg.select("text.bar-label").eachAttr("y"), "just above its bar");
        assertEquals(List.of("154", "120", "86", "52", "18"), svg.select("line.grid").eachAttr("y1"));
        assertEquals(List.of("158", "124", "90", "56", "22"), svg.select("text.tick").eachAttr("y").subList(0, 5));
    }

    @Test
    void manyBinsCarryNoValueAndEveryFewOnlyATick() {
        Element thirteen = svg(bins(13));
        assertTrue(thirteen.select("text.bar-label").isEmpty(), "past twelve bins the bars carry no value");
        assertEquals(7, thirteen.select("text.tick").size() - 5, "every second bin's edge");

        Element twelve = svg(bins(12));
        assertEquals(12, twelve.select("text.bar-label").size());
        assertEquals(6, twelve.select("text.tick").size() - 5, "every second bin's edge");

        Element ten = svg(bins(10));
        assertEquals(10, ten.select("text.tick").size() - 5, "every bin's edge");

        Element thirty = svg(bins(30));
        assertEquals(List.of("0%", "9%", "18%", "27%", "36%", "45%", "54%", "63%", "72%", "81%"),
                thirty.select("text.tick").eachText().subList(5, 15), "every third bin's edge");
    }

    @Test
    void nothingAffectedDrawsFlatBarsOnAUnitAxis() {
        Element svg = svg(List.of(new Distribution.HistogramBin(3, 0, 0), new Distribution.HistogramBin(0, 0, 50)));

        assertEquals(List.of("0", "0"), svg.select("rect.bin").eachAttr("height"));
        assertEquals(List.of("0 %", "0.25 %", "0.5 %", "0.75 %", "1 %"), svg.select("text.tick").eachText().subList(0, 5));
    }

    private static List<Distribution.HistogramBin> bins(int count) {
        return IntStream.range(0, count).mapToObj(i -> new Distribution.HistogramBin(1, 1, i * 3)).toList();
    }

    private static Element svg(List<Distribution.HistogramBin> bins) {
        Distribution distribution = new Distribution("clip", "assessed_hours", 10, bins, List.of());
        return Jsoup.parse(HistogramSvg.of(distribution, "Black")).selectFirst("svg");
    }
}
