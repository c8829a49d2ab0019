package io.dqexplorer.workspace.report;

import com.fasterxml.jackson.databind.JsonNode;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.ExportException;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.history.RecordedClient;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.compare.RawAnswers;
import io.dqexplorer.workspace.compare.SideResolver;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.query.Summary;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.Snapshot;
import io.dqexplorer.workspace.snapshot.SnapshotFetch;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

import static io.dqexplorer.workspace.report.ReportPages.assertFigure;
import static io.dqexplorer.workspace.report.ReportPages.figure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Reports of the sandbox's datasets, every figure read back out of the parsed HTML and checked against the
 * raw answers read over plain HTTP beside the SDK.
 */
@ExtendWith(SandboxExtension.class)
class QualityReportSandboxTest {

    private static final String KITCHEN = SandboxDatasets.KITCHEN_EGOCENTRIC;
    private static final String WAREHOUSE = SandboxDatasets.WAREHOUSE_PICKING;
    /** Blur and black not assessed, duplicates not compared. */
    private static final String FIELD = SandboxDatasets.FIELD_ROBOTICS;
    private static final List<String> DEFECTS = List.of("black", "frozen", "blurry", "clipped_highlights",
            "crushed_shadows", "unstable");
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-23T09:30:00Z"), ZoneOffset.UTC);

    @TempDir
    Path folder;
    private Sandbox sandbox;
    private RecordedClient recorded;
    private DqClient client;
    private HistoryKey key;
    private SideResolver sides;
    private ReportReader reader;
    private RawAnswers raw;

    @BeforeEach
    void start(Sandbox running) throws Exception {
        sandbox = running;
        recorded = RecordedClient.of(sandbox, folder);
        client = recorded.client();
        key = recorded.key();
        sides = recorded.sides(CLOCK);
        reader = new ReportReader(client, sides, key, CLOCK);
        raw = new RawAnswers(sandbox);
    }

    @AfterEach
    void stop() {
        recorded.close();
    }

    @Test
    void everyFigureIsTheServicesAnswer() throws Exception {
        QualityReport report = reader.read(KITCHEN, null, Optional.empty(), Optional.empty());
        Document page = Jsoup.parse(report.html());

        JsonNode video = raw.video(KITCHEN, figure(page, "video.token"));
        assertFigure(video.get("coverage_percent").asDouble(), page, "video.coverage");
        assertFigure(video.get("analyzed_clip_count").asLong(), page, "video.analyzed-clips");
        for (String defect : DEFECTS) {
            JsonNode block = video.get(defect);
            assertFalse(block == null || block.isNull(), "the kitchen set has every defect assessed");
            assertFigure(block.get("percent").asDouble(), page, "defect." + defect + ".percent");
            assertFigure(block.get("assessed_hours").asDouble(), page, "defect." + defect + ".hours");
            for (JsonNode percentile : block.get("distribution").get("percentiles")) {
                String name = "p" + new java.math.BigDecimal(percentile.get("percentile").asText()).stripTrailingZeros()
                        .toPlainString();
                assertFigure(percentile.get("affected_percent").asDouble(), page, "defect." + defect + "." + name);
            }
            Element chart = page.selectFirst("#defect-" + defect.replace('_', '-') + " svg.histogram");
            assertEquals(block.get("distribution").get("histogram").get("bins").size(), chart.select("rect.bin").size(),
                    defect + ": one bar per bin");
        }

        JsonNode hands = raw.hands(KITCHEN, figure(page, "hands.token"));
        // the sandbox's shares are fractions
        assertFigure(hands.get("active_manipulation_share").asDouble() * 100, page, "hands.active-manipulation");
        assertFigure(hands.get("hands_visible_share").asDouble() * 100, page, "hands.hands-visible");
        assertFigure(hands.get("two_hands_visible_share").asDouble() * 100, page, "hands.two-hands-visible");
        assertFigure(hands.get("measured_seconds").asDouble() / 3600, page, "hands.measured-hours");
        assertFigure(hands.get("clips").asLong(), page, "hands.clips");

        JsonNode vocabulary = raw.vocabulary(KITCHEN, figure(page, "vocabulary.token"));
        int tiers = 0;
        for (JsonNode section : vocabulary.get("sections")) {
            String stem = "vocabulary." + section.get("section").asText();
            assertFigure(section.get("distinct_terms").asLong(), page, stem + ".distinct-terms");
            for (JsonNode tier : section.get("tiers")) {
                String tierKey = stem + ".tier." + tier.get("tier").asText();
                assertFigure(tier.get("distinct_terms").asLong(), page, tierKey + ".distinct-terms");
                assertFigure(tier.get("representation_share").asDouble() * 100, page, tierKey + ".representation");
                tiers++;
            }
        }
        assertTrue(tiers > 0, "the kitchen vocabulary has tiers");
        JsonNode counts = raw.vocabularyCounts(KITCHEN, figure(page, "vocabulary.token"));
        for (JsonNode section : counts.get("sections")) {
            JsonNode most = null;
            for (JsonNode term : section.get("terms")) {
                most = most == null || term.get("clip_count").asLong() > most.get("clip_count").asLong() ? term : most;
            }
            assertFigure(most.get("clip_count").asLong(), page, "vocabulary." + section.get("section").asText()
                    + ".term." + most.get("term").asText() + ".clips");
        }

        JsonNode duplicates = raw.duplicates(KITCHEN, figure(page, "duplicates.token"));
        assertFigure(duplicates.get("compared_clip_count").asLong(), page, "duplicates.compared-clips");
        assertFigure(duplicates.get("exact").get("redundant_clip_count").asLong(), page, "duplicates.redundant-clips");
        assertFigure(duplicates.get("exact").get("redundant_percent").asDouble(), page, "duplicates.redundant-percent");
    }

    @Test
    void everySectionNamesItsTokenTheServiceTheOrganizationAndTheTime() {
        QualityReport report = reader.read(KITCHEN, null, Optional.empty(), Optional.empty());
        Document page = Jsoup.parse(report.html());

        assertEquals(sandbox.serviceUrl().toString(), figure(page, "service"));
        assertEquals(SandboxDatasets.DEMO_ORGANIZATION, figure(page, "organization"));
        assertEquals("2026-11-23 09:30:00 UTC", figure(page, "written"));
        for (Family family : Family.values()) {
            String stamp = page.selectFirst("code[data-figure=" + family.word() + ".token]").parent().text();
            assertEquals(report.side(family).orElseThrow().token(), figure(page, family.word() + ".token"));
            assertTrue(stamp.contains(family.measurement().name()), stamp);
            assertTrue(stamp.contains(sandbox.serviceUrl().toString()), stamp);
            assertTrue(stamp.contains(SandboxDatasets.DEMO_ORGANIZATION), stamp);
            assertTrue(stamp.contains("2026-11-23 09:30:00 UTC"), stamp);
        }
    }

    @Test
    void aFigureNotAssessedReadsSoNeverZero() throws Exception {
        Document page = Jsoup.parse(reader.read(FIELD, null, Optional.empty(), Optional.empty()).html());

        JsonNode video = raw.video(FIELD, figure(page, "video.token"));
        for (String defect : List.of("black", "blurry")) {
            assertTrue(video.get(defect) == null || video.get(defect).isNull(), "the field set has no " + defect);
            assertEquals("Not assessed yet", figure(page, "defect." + defect + ".percent"));
        }
        assertEquals("Exact duplicates not compared yet", figure(page, "duplicates.state"));
        assertTrue(page.select("[data-figure=duplicates.redundant-percent]").isEmpty());
    }

    @Test
    void theReportReferencesNothingOutsideItself() {
        QualityReport report = reader.read(KITCHEN, null, Optional.empty(),
                Optional.of(new CompareTarget(WAREHOUSE, Optional.empty())));
        String html = report.html();
        Document page = Jsoup.parse(html);

        for (Element element : page.getAllElements()) {
            element.attributes().forEach(attribute -> {
                String value = attribute.getValue().toLowerCase(Locale.ROOT);
                String where = "<" + element.tagName() + " " + attribute.getKey() + "=\"" + attribute.getValue() + "\">";
                assertFalse(attribute.getKey().toLowerCase(Locale.ROOT).startsWith("xmlns"), where);
                for (String network : List.of("url(", "http", "//", "@import")) {
                    assertFalse(value.contains(network), where);
                }
                if (List.of("href", "src", "srcset", "action", "data", "poster").contains(attribute.getKey())) {
                    assertTrue(value.startsWith("#"), "a link stays inside the report: " + where);
                }
            });
        }
        assertTrue(page.select("script, link, img, iframe, object, embed, image, use, base, audio, video, source")
                .isEmpty(), "no element that loads anything");
        List<String> sheets = new ArrayList<>();
        page.select("style").forEach(style -> sheets.add(style.data()));
        assertEquals(1, sheets.size());
        for (String network : List.of("url(", "http", "//", "@import", "@font-face")) {
            assertFalse(sheets.get(0).toLowerCase(Locale.ROOT).contains(network), network);
        }
        assertTrue(sheets.get(0).contains("@media print"), "a print style sheet");
        assertTrue(sheets.get(0).contains("prefers-color-scheme: dark"), "a dark scheme");
    }

    @Test
    void aCompareReportShowsBothSidesAndTheRowsOfEachDifferenceTable() {
        QualityReport report = reader.read(KITCHEN, null, Optional.empty(),
                Optional.of(new CompareTarget(WAREHOUSE, Optional.empty())));
        Document page = Jsoup.parse(report.html());

        for (Family family : Family.values()) {
            Comparison expected = Comparison.of(sides.latest(family, KITCHEN), sides.latest(family, WAREHOUSE));
            Element article = page.getElementById("compare-" + family.word());
            List<List<String>> sideRows = article.select("table.sides tbody tr").stream()
                    .map(row -> row.select("td").stream().map(Element::text).toList()).toList();
            assertEquals(List.of(KITCHEN, expected.left().token(), "latest"), sideRows.get(0).subList(0, 3));
            assertEquals(List.of(WAREHOUSE, expected.right().token(), "latest"), sideRows.get(1).subList(0, 3));
            // the header names both sides of every family too
            assertEquals(KITCHEN, figure(page, "left." + family.word() + ".dataset"));
            assertEquals(expected.left().token(), figure(page, "left." + family.word() + ".token"));
            assertEquals(WAREHOUSE, figure(page, "right." + family.word() + ".dataset"));
            assertEquals(expected.right().token(), figure(page, "right." + family.word() + ".token"));
            assertTrue(page.selectFirst("[data-figure=right." + family.word() + ".token]").parent().text()
                    .contains(" · latest · read "), "where the right side came from");

            // the compare table's seven columns, then the shares of a count (ReportDifferencesTest)
            List<List<String>> shown = article.select("table.differences tbody tr").stream()
                    .map(row -> row.select("td").stream().limit(7).map(Element::text).toList()).toList();
            List<List<String>> rows = expected.table().rows().stream().map(row -> {
                String measure = (String) row.get(2);
                String state = (String) row.get(6);
                return Stream.of((String) row.get(0), (String) row.get(1), measure,
                        DifferenceCells.figure(measure, row.get(3), state), DifferenceCells.figure(measure, row.get(4), state),
                        DifferenceCells.difference(measure, row.get(5), state), state).map(String::strip).toList();
            }).toList();
            assertFalse(rows.isEmpty(), family + " has rows");
            assertEquals(rows, shown, family.word());
        }
    }

    @Test
    void aSubsetReportShowsTheFilteredClipsSummaryBesideTheWhole() throws Exception {
        CacheFolder cache = CacheFolder.at(folder.resolve("cache"));
        WorkspaceDatabase database = new WorkspaceDatabase(new WorkspaceDatabase.Limits("256MB", 1), cache.temporary());
        SnapshotKey kitchen = new SnapshotKey(SandboxDatasets.DEMO_ORGANIZATION, KITCHEN);
        new SnapshotFetch(client, cache, database, 2).fetch(kitchen, (done, total) -> { }, () -> false);
        String text = "objects has \"knife\" and analyzed_seconds > 20";
        try (Snapshot snapshot = new SnapshotStore(cache, database).open(kitchen).orElseThrow()) {
            SqlCondition condition = Filter.parse(text).sql(TermResolver.exact());
            SnapshotMetadata metadata = snapshot.metadata();
            QualityReport report = reader.read(KITCHEN, null,
                    Optional.of(SubsetFigures.of(new ClipQueries(snapshot.connection()), metadata, text, condition)), Optional.empty());
            Document page = Jsoup.parse(report.html());

            Summary subset = new ClipQueries(snapshot.connection()).summary(condition);
            Summary whole = new ClipQueries(snapshot.connection()).summary(SqlCondition.ALL);
            assertTrue(subset.clips() > 0 && subset.clips() < whole.clips(), "a real subset");
            assertFigure(subset.clips(), page, "subset.clips.subset");
            assertFigure(whole.clips(), page, "subset.clips.whole");
            assertFigure(subset.analyzedHours(), page, "subset.analyzed-hours.subset");
            assertFigure(whole.analyzedHours(), page, "subset.analyzed-hours.whole");
            assertFigure(subset.hands().orElseThrow().handsVisibleShare().getAsDouble() * 100, page,
                    "subset.hands-visible.subset");
            assertFigure(subset.frames().orElseThrow().distortedShare().getAsDouble() * 100, page,
                    "subset.distorted-frames.subset");
            assertEquals(text, figure(page, "filter"));
            assertEquals(metadata.vocabulary(), figure(page, "subset.token"));
        }
    }

    @Test
    void theFileAppearsWholeAndReplacesTheOneThereOnlyWhenComplete() throws Exception {
        QualityReport report = reader.read(KITCHEN, null, Optional.empty(), Optional.empty());
        Path target = folder.resolve("report.html");
        Files.writeString(target, "the earlier report");

        Path written = ReportFile.write(report, target);

        assertEquals(report.html(), Files.readString(written, StandardCharsets.UTF_8));
        try (Stream<Path> files = Files.list(folder)) {
            assertTrue(files.noneMatch(file -> file.getFileName().toString().endsWith(".part")), "no part file left");
        }
        ExportException missing = assertThrows(ExportException.class,
                () -> ReportFile.write(report, folder.resolve("gone").resolve("report.html")));
        assertTrue(missing.getMessage().contains(folder.resolve("gone").toString()), missing.getMessage());
    }

    @Test
    void aDatasetNotListedIsRefusedByName() {
        ReportException e = assertThrows(ReportException.class,
                () -> reader.read("no-such-set", null, Optional.empty(), Optional.empty()));
        assertTrue(e.getMessage().contains("no-such-set"), e.getMessage());
    }
}
