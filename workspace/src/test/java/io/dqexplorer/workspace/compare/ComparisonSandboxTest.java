package io.dqexplorer.workspace.compare;

import com.fasterxml.jackson.databind.JsonNode;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.testing.SandboxClients;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.history.RecordedClient;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Comparisons of the sandbox's answers, every row checked against figures taken independently from the
 * two raw answers read over HTTP beside the SDK.
 */
@ExtendWith(SandboxExtension.class)
class ComparisonSandboxTest {

    private static final String KITCHEN = SandboxDatasets.KITCHEN_EGOCENTRIC;
    private static final String WAREHOUSE = SandboxDatasets.WAREHOUSE_PICKING;
    /** Blur and black not assessed, duplicates not compared. */
    private static final String FIELD = SandboxDatasets.FIELD_ROBOTICS;
    private static final List<String> DEFECTS = List.of("black", "frozen", "blurry", "clipped_highlights",
            "crushed_shadows", "unstable");

    @TempDir
    Path folder;
    private Sandbox sandbox;
    private RecordedClient recorded;
    private DqClient client;
    private MeasurementHistory history;
    private HistoryKey key;
    private SideResolver sides;
    private RawAnswers raw;

    @BeforeEach
    void start(Sandbox running) throws Exception {
        sandbox = running;
        recorded = RecordedClient.of(sandbox, folder);
        client = recorded.client();
        history = recorded.history();
        key = recorded.key();
        sides = recorded.sides(Clock.systemUTC());
        raw = new RawAnswers(sandbox);
    }

    @AfterEach
    void stop() {
        recorded.close();
    }

    @Test
    void afterARemeasureTheLatestIsComparedWithThePreviousMeasurementOfTheHistory() throws Exception {
        ComparisonSide first = sides.latest(Family.VIDEO, KITCHEN);
        remeasure(KITCHEN);

        ComparisonSide right = sides.latest(Family.VIDEO, KITCHEN);
        ComparisonSide left = sides.previous(Family.VIDEO, KITCHEN, right.token()).orElseThrow();
        Comparison comparison = Comparison.of(left, right);

        assertEquals(first.token(), left.token());
        assertNotEquals(left.token(), right.token());
        assertEquals(SideSource.PINNED, left.source(), "the service still keeps the previous measurement");
        assertEquals(SideSource.LATEST, right.source());
        checkVideo(comparison.table(), raw.video(KITCHEN, left.token()), raw.video(KITCHEN, right.token()));
    }

    @Test
    void withNoEarlierMeasurementKeptThereIsNoPreviousSide() {
        ComparisonSide latest = sides.latest(Family.HANDS, KITCHEN);

        assertTrue(sides.previous(Family.HANDS, KITCHEN, latest.token()).isEmpty());
    }

    @Test
    void videoOfTwoDatasetsWithDefectsNotAssessedOnOneSide() throws Exception {
        ComparisonSide left = sides.latest(Family.VIDEO, KITCHEN);
        ComparisonSide right = sides.latest(Family.VIDEO, FIELD);

        DifferenceTable table = Comparison.of(left, right).table();

        checkVideo(table, raw.video(KITCHEN, left.token()), raw.video(FIELD, right.token()));
        List<Object> blurry = table.rows("blurry", VideoComparison.PERCENT).get(0);
        assertTrue(blurry.get(3) instanceof Double, "the kitchen set is assessed for blur");
        assertNull(blurry.get(4));
        assertNull(blurry.get(5), "not assessed is no change from 0");
        assertEquals("not assessed yet on the right", blurry.get(6));
    }

    @Test
    void handActivityOfTwoDatasets() throws Exception {
        ComparisonSide left = sides.latest(Family.HANDS, KITCHEN);
        ComparisonSide right = sides.latest(Family.HANDS, WAREHOUSE);

        DifferenceTable table = Comparison.of(left, right).table();

        JsonNode l = raw.hands(KITCHEN, left.token());
        JsonNode r = raw.hands(WAREHOUSE, right.token());
        Checked checked = new Checked(table);
        for (String share : List.of("active_manipulation", "hands_visible", "two_hands_visible")) {
            checked.numbers("hands", "", share + "_percent", percent(l.get(share + "_share")),
                    percent(r.get(share + "_share")));
        }
        checked.numbers("hands", "", HandComparison.MEASURED_HOURS, l.get("measured_seconds").asDouble() / 3600,
                r.get("measured_seconds").asDouble() / 3600);
        checked.counts("hands", "", HandComparison.CLIPS, l.get("clips").asLong(), r.get("clips").asLong());
        checked.all();
        assertNotEquals(0.0, table.rows("hands", HandComparison.HANDS_VISIBLE).get(0).get(5), "two datasets differ");
    }

    @Test
    void vocabularyOfTwoDatasets() throws Exception {
        ComparisonSide left = sides.latest(Family.VOCABULARY, KITCHEN);
        ComparisonSide right = sides.latest(Family.VOCABULARY, WAREHOUSE);

        DifferenceTable table = Comparison.of(left, right).table();

        JsonNode l = raw.vocabulary(KITCHEN, left.token());
        JsonNode r = raw.vocabulary(WAREHOUSE, right.token());
        JsonNode lc = raw.vocabularyCounts(KITCHEN, left.token());
        JsonNode rc = raw.vocabularyCounts(WAREHOUSE, right.token());
        Checked checked = new Checked(table);
        Set<String> sections = new TreeSet<>(names(l.get("sections"), "section"));
        sections.addAll(names(r.get("sections"), "section"));
        for (String section : sections) {
            JsonNode ls = find(l.get("sections"), "section", section);
            JsonNode rs = find(r.get("sections"), "section", section);
            for (String count : List.of("distinct_terms", "distinct_kinds", "effective_distinct_terms",
                    "size_adjusted_distinct_terms")) {
                checked.counts(section, "", count, whole(ls, count), whole(rs, count));
            }
            Map<String, String> lt = tiers(ls);
            Map<String, String> rt = tiers(rs);
            Set<String> terms = new TreeSet<>(lt.keySet());
            terms.addAll(rt.keySet());
            for (String term : terms) {
                String before = lt.get(term);
                String after = rt.get(term);
                if (!Objects.equals(before, after)) {
                    checked.text(section, term, "tier", before, after,
                            before == null ? "added" : after == null ? "removed" : "moved between tiers");
                }
            }
            Map<String, String> ls2 = spellings(ls);
            Map<String, String> rs2 = spellings(rs);
            for (Map.Entry<String, String> spelling : ls2.entrySet()) {
                String after = rs2.get(spelling.getKey());
                if (after != null && !after.equals(spelling.getValue())) {
                    checked.text(section, spelling.getKey(), "spelling_of", spelling.getValue(), after,
                            lt.containsKey(after) ? "merged" : "split");
                }
            }
            Map<String, Long> lcount = clipCounts(find(lc.get("sections"), "section", section));
            Map<String, Long> rcount = clipCounts(find(rc.get("sections"), "section", section));
            Set<String> counted = new TreeSet<>(lcount.keySet());
            counted.addAll(rcount.keySet());
            for (String term : counted) {
                Long before = lcount.get(term);
                Long after = rcount.get(term);
                if (before != null && after != null) {
                    checked.counts(section, term, "clip_count", before, after);
                } else {
                    checked.exact(section, term, "clip_count", before, after, null, before == null ? "added" : "removed");
                }
            }
        }
        checked.all();
        assertTrue(table.rows().stream().anyMatch(row -> "added".equals(row.get(6))), "two datasets have other terms");
    }

    @Test
    void duplicatesOfTwoDatasetsOneNotComparedYet() throws Exception {
        ComparisonSide left = sides.latest(Family.DUPLICATES, WAREHOUSE);
        ComparisonSide right = sides.latest(Family.DUPLICATES, FIELD);

        DifferenceTable table = Comparison.of(left, right).table();

        JsonNode l = raw.duplicates(WAREHOUSE, left.token());
        JsonNode r = raw.duplicates(FIELD, right.token());
        assertTrue(r.get("exact").isNull(), "the field set is not compared yet");
        Checked checked = new Checked(table);
        checked.counts("duplicates", "", "compared_clips", l.get("compared_clip_count").asLong(),
                r.get("compared_clip_count").asLong());
        checked.exact("duplicates", "", "redundant_clips", l.get("exact").get("redundant_clip_count").asLong(), null,
                null, "not compared yet on the right");
        checked.exact("duplicates", "", "redundant_percent", l.get("exact").get("redundant_percent").asDouble(), null,
                null, "not compared yet on the right");
        checked.all();
    }

    @Test
    void duplicatesAfterARemeasureKeepEveryGroup() throws Exception {
        ComparisonSide left = sides.latest(Family.DUPLICATES, WAREHOUSE);
        remeasure(WAREHOUSE);
        ComparisonSide right = sides.latest(Family.DUPLICATES, WAREHOUSE);

        DifferenceTable table = Comparison.of(left, right).table();

        JsonNode l = raw.duplicates(WAREHOUSE, left.token());
        JsonNode r = raw.duplicates(WAREHOUSE, right.token());
        Checked checked = new Checked(table);
        checked.counts("duplicates", "", "compared_clips", l.get("compared_clip_count").asLong(),
                r.get("compared_clip_count").asLong());
        checked.counts("duplicates", "", "redundant_clips", l.get("exact").get("redundant_clip_count").asLong(),
                r.get("exact").get("redundant_clip_count").asLong());
        checked.numbers("duplicates", "", "redundant_percent", l.get("exact").get("redundant_percent").asDouble(),
                r.get("exact").get("redundant_percent").asDouble());
        assertTrue(r.get("exact").get("groups").size() > 1, "the warehouse set has several groups");
        for (JsonNode group : r.get("exact").get("groups")) {
            List<String> clips = new ArrayList<>();
            group.get("clips").forEach(clip -> clips.add(clip.asText()));
            checked.counts("group", String.join("|", clips), "group_size", (long) clips.size(), (long) clips.size());
        }
        checked.all();
    }

    @Test
    void aTokenTheServiceNoLongerKeepsIsReadFromItsStoredCopy() {
        ComparisonSide first = sides.latest(Family.VIDEO, KITCHEN);
        remeasure(KITCHEN);
        remeasure(KITCHEN);

        ComparisonSide again = sides.pinned(Family.VIDEO, KITCHEN, first.token());

        assertEquals(SideSource.STORED_COPY, again.source());
        assertEquals(first.answer(), again.answer());
        assertTrue(((VideoCharacteristics) again.answer()).defects().values().stream()
                .allMatch(block -> block.distribution().isPresent()), "kept with its distribution");
    }

    @Test
    void aVocabularyTheServiceNoLongerKeepsComesBackWithItsClipCounts() {
        ComparisonSide first = sides.latest(Family.VOCABULARY, KITCHEN);
        remeasure(KITCHEN);
        remeasure(KITCHEN);

        ComparisonSide again = sides.pinned(Family.VOCABULARY, KITCHEN, first.token());

        assertEquals(SideSource.STORED_COPY, again.source());
        assertEquals(first.answer(), again.answer());
        assertTrue(((VocabularyAnswer) again.answer()).counts().isPresent());
    }

    @Test
    void aTokenNeitherTheServiceNorTheHistoryKeepsIsToldByName() {
        String gone = sides.latest(Family.HANDS, KITCHEN).token();
        remeasure(KITCHEN);
        remeasure(KITCHEN);
        MeasurementHistory empty = new MeasurementHistory(folder.resolve("other.duckdb"), Clock.systemUTC());

        CompareException e = assertThrows(CompareException.class,
                () -> new SideResolver(client, empty, key, Clock.systemUTC()).pinned(Family.HANDS, KITCHEN, gone));

        assertTrue(e.getMessage().startsWith("The hands measurement " + gone + " of " + KITCHEN
                + " is no longer kept by the service and was never stored here"), e.getMessage());
        assertTrue(e.getMessage().contains("request id"), e.getMessage());
    }

    @Test
    void aServiceThatCannotBeReachedLeavesTheStoredCopies() {
        Sandbox gone = Sandbox.start(SandboxConfig.defaults());
        HistoryKey goneKey = new HistoryKey(gone.serviceUrl().toString(), gone.demoClient().organizationId());
        try (DqClient goneClient = SandboxClients.builder(gone, gone.demoClient())
                .answerListener(answer -> history.record(goneKey, answer)).build()) {
            SideResolver offline = new SideResolver(goneClient, history, goneKey, Clock.systemUTC());
            ComparisonSide first = offline.latest(Family.DUPLICATES, WAREHOUSE);
            gone.remeasure(gone.demoClient().organizationId(), WAREHOUSE);
            ComparisonSide second = offline.latest(Family.DUPLICATES, WAREHOUSE);
            gone.close();

            ComparisonSide latest = offline.latest(Family.DUPLICATES, WAREHOUSE);
            ComparisonSide pinned = offline.pinned(Family.DUPLICATES, WAREHOUSE, first.token());

            assertEquals(SideSource.STORED_COPY, latest.source());
            assertEquals(second.token(), latest.token(), "the newest kept");
            assertEquals(second.answer(), latest.answer());
            assertEquals(SideSource.STORED_COPY, pinned.source());
            assertEquals(first.answer(), pinned.answer());
        }
    }

    private void remeasure(String dataset) {
        sandbox.remeasure(sandbox.demoClient().organizationId(), dataset);
    }

    /** Every video row, from the two raw answers. */
    private static void checkVideo(DifferenceTable table, JsonNode l, JsonNode r) {
        Checked checked = new Checked(table);
        for (String defect : DEFECTS) {
            JsonNode lb = block(l, defect);
            JsonNode rb = block(r, defect);
            checked.numbers(defect, "", "percent", number(lb, "percent"), number(rb, "percent"));
            checked.numbers(defect, "", "assessed_hours", number(lb, "assessed_hours"), number(rb, "assessed_hours"));
            JsonNode ld = lb == null ? null : lb.get("distribution");
            JsonNode rd = rb == null ? null : rb.get("distribution");
            if (ld == null && rd == null) {
                continue;
            }
            Map<Double, Double> lp = pairs(ld, "percentiles", "percentile", "affected_percent");
            Map<Double, Double> rp = pairs(rd, "percentiles", "percentile", "affected_percent");
            for (Double p : union(lp, rp)) {
                checked.numbers(defect, "p" + plain(p), "percentile", lp.get(p), rp.get(p));
            }
            Double lw = ld == null ? null : ld.get("histogram").get("affected_percent_bin_width").asDouble();
            Double rw = rd == null ? null : rd.get("histogram").get("affected_percent_bin_width").asDouble();
            checked.numbers(defect, "", "bin_width", lw, rw);
            assertTrue(lw == null || rw == null || lw.equals(rw), "the sandbox bins alike");
            Map<Double, Double> lf = pairs(ld == null ? null : ld.get("histogram"), "bins", "minimum_affected_percent",
                    "footage_percent");
            Map<Double, Double> rf = pairs(rd == null ? null : rd.get("histogram"), "bins", "minimum_affected_percent",
                    "footage_percent");
            Map<Double, Double> lc = pairs(ld == null ? null : ld.get("histogram"), "bins", "minimum_affected_percent",
                    "clip_count");
            Map<Double, Double> rc = pairs(rd == null ? null : rd.get("histogram"), "bins", "minimum_affected_percent",
                    "clip_count");
            for (Double edge : union(lf, rf)) {
                checked.numbers(defect, "from " + plain(edge), "bin_footage_percent",
                        ld == null ? null : lf.getOrDefault(edge, 0.0), rd == null ? null : rf.getOrDefault(edge, 0.0));
                checked.counts(defect, "from " + plain(edge), "bin_clip_count",
                        ld == null ? null : lc.getOrDefault(edge, 0.0).longValue(),
                        rd == null ? null : rc.getOrDefault(edge, 0.0).longValue());
            }
        }
        checked.numbers("coverage", "", "percent", number(l, "coverage_percent"), number(r, "coverage_percent"));
        JsonNode lu = block(l, "unreadable");
        JsonNode ru = block(r, "unreadable");
        checked.counts("unreadable", "", "assessed_clips", lu == null ? null : lu.get("assessed_clips").asLong(),
                ru == null ? null : ru.get("assessed_clips").asLong());
        checked.numbers("unreadable", "", "percent", number(lu, "percent"), number(ru, "percent"));
        checked.all();
    }

    /**
     * Looks each expected row up by part, item and measure, checks its cells, and at the end that the
     * table holds no row that was not expected.
     */
    private static final class Checked {

        private final DifferenceTable table;
        private int rows;

        Checked(DifferenceTable table) {
            this.table = table;
        }

        void numbers(String part, String item, String measure, Double left, Double right) {
            if (left == null || right == null) {
                exact(part, item, measure, left, right, null, missing(left == null, right == null));
            } else {
                double difference = BigDecimal.valueOf(right).subtract(BigDecimal.valueOf(left)).doubleValue();
                exact(part, item, measure, left, right, difference, difference == 0 ? "same" : "changed");
            }
        }

        void counts(String part, String item, String measure, Long left, Long right) {
            if (left == null || right == null) {
                exact(part, item, measure, left, right, null, missing(left == null, right == null));
            } else {
                exact(part, item, measure, left, right, right - left, right - left == 0 ? "same" : "changed");
            }
        }

        void text(String part, String item, String measure, String left, String right, String state) {
            exact(part, item, measure, left, right, null, state);
        }

        void exact(String part, String item, String measure, Object left, Object right, Object difference,
                   String state) {
            List<List<Object>> found = table.rows().stream().filter(row -> row.get(0).equals(part)
                    && row.get(1).equals(item) && row.get(2).equals(measure)).toList();
            assertEquals(1, found.size(), part + "/" + item + "/" + measure + " in " + table.rows());
            assertEquals(java.util.Arrays.asList(part, item, measure, left, right, difference, state), found.get(0));
            rows++;
        }

        void all() {
            assertEquals(rows, table.size(), "rows expected");
        }

        private static String missing(boolean left, boolean right) {
            return "not assessed yet" + (left && right ? " on either side" : left ? " on the left" : " on the right");
        }
    }

    private static JsonNode block(JsonNode answer, String name) {
        JsonNode block = answer.get(name);
        return block == null || block.isNull() ? null : block;
    }

    private static Double number(JsonNode node, String field) {
        if (node == null || node.get(field) == null || node.get(field).isNull()) {
            return null;
        }
        return node.get(field).asDouble();
    }

    private static Double percent(JsonNode share) {
        // the sandbox's shares are fractions
        return share == null || share.isNull() ? null : BigDecimal.valueOf(share.asDouble()).movePointRight(2).doubleValue();
    }

    private static Long whole(JsonNode section, String field) {
        return section == null || section.get(field) == null || section.get(field).isNull() ? null
                : section.get(field).asLong();
    }

    private static Map<Double, Double> pairs(JsonNode node, String array, String keyField, String valueField) {
        Map<Double, Double> pairs = new HashMap<>();
        if (node != null) {
            node.get(array).forEach(entry -> pairs.put(entry.get(keyField).asDouble(), entry.get(valueField).asDouble()));
        }
        return pairs;
    }

    private static Set<Double> union(Map<Double, Double> left, Map<Double, Double> right) {
        Set<Double> keys = new TreeSet<>(left.keySet());
        keys.addAll(right.keySet());
        return keys;
    }

    private static String plain(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    private static List<String> names(JsonNode array, String field) {
        List<String> names = new ArrayList<>();
        array.forEach(entry -> names.add(entry.get(field).asText()));
        return names;
    }

    private static JsonNode find(JsonNode array, String field, String value) {
        for (JsonNode entry : array) {
            if (entry.get(field).asText().equals(value)) {
                return entry;
            }
        }
        return null;
    }

    private static Map<String, String> tiers(JsonNode section) {
        Map<String, String> tiers = new HashMap<>();
        if (section != null) {
            section.get("terms").forEach(term -> tiers.put(term.get("term").asText(),
                    term.hasNonNull("tier") ? term.get("tier").asText() : "untiered"));
        }
        return tiers;
    }

    private static Map<String, String> spellings(JsonNode section) {
        Map<String, String> owners = new HashMap<>();
        if (section != null) {
            section.get("terms").forEach(term -> owners.put(term.get("term").asText(), term.get("term").asText()));
            section.get("terms").forEach(term -> term.get("spellings")
                    .forEach(spelling -> owners.putIfAbsent(spelling.asText(), term.get("term").asText())));
        }
        return owners;
    }

    private static Map<String, Long> clipCounts(JsonNode section) {
        Map<String, Long> counts = new HashMap<>();
        if (section != null) {
            section.get("terms").forEach(term -> counts.put(term.get("term").asText(), term.get("clip_count").asLong()));
        }
        return counts;
    }
}
