package io.dqexplorer.workspace.report;

import com.fasterxml.jackson.databind.JsonNode;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.history.RecordedClient;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.compare.RawAnswers;
import io.dqexplorer.workspace.compare.SideResolver;
import io.dqexplorer.workspace.compare.VideoComparison;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import static io.dqexplorer.workspace.report.ReportPages.figure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The report's "Differences" of two sandbox datasets of different sizes, read back out of the parsed HTML and
 * checked against the raw answers read over plain HTTP: the measurements of both sides named first, each family
 * led by its lines in words, every figure behind a detail, and counts also as shares of each side's clips.
 */
@ExtendWith(SandboxExtension.class)
class ReportDifferencesTest {

    private static final String KITCHEN = SandboxDatasets.KITCHEN_EGOCENTRIC;
    private static final String WAREHOUSE = SandboxDatasets.WAREHOUSE_PICKING;
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-23T09:30:00Z"), ZoneOffset.UTC);

    @TempDir
    Path folder;
    private Sandbox sandbox;
    private RecordedClient recorded;
    private DqClient client;
    private SideResolver sides;
    private Document page;
    private RawAnswers raw;

    @BeforeEach
    void report(Sandbox running) throws Exception {
        sandbox = running;
        recorded = RecordedClient.of(sandbox, folder);
        client = recorded.client();
        sides = recorded.sides(CLOCK);
        raw = new RawAnswers(sandbox);
        QualityReport report = new ReportReader(client, sides, recorded.key(), CLOCK).read(KITCHEN, null, Optional.empty(),
                Optional.of(new CompareTarget(WAREHOUSE, Optional.empty())));
        page = Jsoup.parse(report.html());
    }

    @AfterEach
    void stop() {
        recorded.close();
    }

    @Test
    void theSectionStartsByNamingTheMeasurementsOfBothSidesOfEachFamily() {
        Element section = page.getElementById("compare");
        Element first = section.child(1);
        assertEquals("table", first.tagName(), "right under the heading");
        assertTrue(first.hasClass("compared"));
        for (Family family : Family.values()) {
            Comparison expected = Comparison.of(sides.latest(family, KITCHEN), sides.latest(family, WAREHOUSE));
            Element row = first.selectFirst("tr[data-family=" + family.word() + "]");
            assertNotNull(row, family.word());
            assertEquals(family.measurement().name(), row.selectFirst("th").text());
            assertTrue(figure(page, "differences." + family.word() + ".left")
                    .startsWith(KITCHEN + " · " + expected.left().token() + " · latest · read "));
            assertTrue(figure(page, "differences." + family.word() + ".right")
                    .startsWith(WAREHOUSE + " · " + expected.right().token() + " · latest · read "));
        }
    }

    @Test
    void videoLeadsWithOneLinePerDefectInWordsWithBothSharesAndThePointsBetween() throws Exception {
        JsonNode left = raw.video(KITCHEN, sides.latest(Family.VIDEO, KITCHEN).token());
        JsonNode right = raw.video(WAREHOUSE, sides.latest(Family.VIDEO, WAREHOUSE).token());
        Element lead = page.selectFirst("#compare-video table.lead");
        List<String> labels = lead.select("tbody th").eachText();
        assertEquals(List.of("Black: share of the footage affected", "Frozen: share of the footage affected",
                "Blurry: share of the footage affected", "Clipped highlights: share of the footage affected",
                "Crushed shadows: share of the footage affected", "Unstable: share of the footage affected",
                "Coverage: share of the footage assessed", "Unreadable: share of the clips planned"), labels);
        for (Defect defect : Defect.values()) {
            double l = left.get(defect.wireName()).get("percent").asDouble();
            double r = right.get(defect.wireName()).get("percent").asDouble();
            String key = "differences.video." + defect.wireName();
            assertEquals(Figures.percent(l), figure(page, key + ".left"));
            assertEquals(Figures.percent(r), figure(page, key + ".right"));
            assertEquals(Figures.points(r - l), figure(page, key + ".difference"));
        }
        assertTrue(lead.select("td").eachText().stream().noneMatch(text -> text.contains("_")), "words, not raw names");
    }

    @Test
    void everyFigureIsBehindADetailClosedOnScreenThatPrintsOpen() {
        for (Family family : Family.values()) {
            Comparison expected = Comparison.of(sides.latest(family, KITCHEN), sides.latest(family, WAREHOUSE));
            Element article = page.getElementById("compare-" + family.word());
            Element details = article.selectFirst("details.every-figure");
            assertNotNull(details, family.word());
            assertFalse(details.hasAttr("open"), "closed on screen: the lead lines come first");
            assertTrue(details.selectFirst("summary").text().startsWith("Every figure compared: "
                    + Figures.count(expected.table().size(), "row", "rows")), details.selectFirst("summary").text());
            assertEquals(expected.table().size(), details.select("table.differences tbody tr").size());
            assertNull(article.selectFirst("table.lead").closest("details"), "the lead is outside the detail");
        }
        List<String> bins = page.select("#compare-video details table.differences tbody tr").stream()
                .map(row -> row.child(2).text()).distinct().toList();
        assertTrue(bins.contains(VideoComparison.BIN_FOOTAGE_PERCENT) && bins.contains(VideoComparison.BIN_WIDTH), bins.toString());
        String style = page.selectFirst("style").data();
        String print = style.substring(style.indexOf("@media print"));
        assertTrue(print.contains("details.every-figure::details-content { content-visibility: visible;"), "prints open");
    }

    @Test
    void countsOfTwoDatasetsOfDifferentSizesAreAlsoEachSidesShare() throws Exception {
        JsonNode left = raw.duplicates(KITCHEN, sides.latest(Family.DUPLICATES, KITCHEN).token());
        JsonNode right = raw.duplicates(WAREHOUSE, sides.latest(Family.DUPLICATES, WAREHOUSE).token());
        long leftCompared = left.get("compared_clip_count").asLong();
        long rightCompared = right.get("compared_clip_count").asLong();
        assertNotEquals(leftCompared, rightCompared, "two datasets of different sizes");
        long leftRedundant = left.get("exact").get("redundant_clip_count").asLong();
        long rightRedundant = right.get("exact").get("redundant_clip_count").asLong();
        double leftShare = 100.0 * leftRedundant / leftCompared;
        double rightShare = 100.0 * rightRedundant / rightCompared;
        assertEquals(Figures.count(leftRedundant) + " (" + Figures.percent(leftShare) + ")",
                figure(page, "differences.duplicates.redundant-clips.left"));
        assertEquals(Figures.count(rightRedundant) + " (" + Figures.percent(rightShare) + ")",
                figure(page, "differences.duplicates.redundant-clips.right"));
        assertTrue(figure(page, "differences.duplicates.redundant-clips.difference")
                .endsWith("(" + Figures.points(rightShare - leftShare) + ")"));
        // a change reads as the summaries write one: a minus sign, grouped
        assertEquals("−" + Figures.count(leftCompared - rightCompared),
                figure(page, "differences.duplicates.compared-clips.difference"));

        // a histogram bin's clips: each side's share of the clips that defect binned
        JsonNode video = raw.video(KITCHEN, sides.latest(Family.VIDEO, KITCHEN).token());
        JsonNode blackBins = video.get("black").get("distribution").get("histogram").get("bins");
        long binned = 0;
        for (JsonNode bin : blackBins) {
            binned += bin.get("clip_count").asLong();
        }
        JsonNode firstBin = blackBins.get(0);
        Element row = page.select("#compare-video table.differences tbody tr").stream()
                .filter(tr -> tr.child(0).text().equals("black") && tr.child(2).text().equals(VideoComparison.BIN_CLIP_COUNT))
                .findFirst().orElseThrow();
        assertTrue(row.child(7).text().startsWith(Figures.percent(100.0 * firstBin.get("clip_count").asLong() / binned) + " → "),
                row.child(7).text());
    }
}
