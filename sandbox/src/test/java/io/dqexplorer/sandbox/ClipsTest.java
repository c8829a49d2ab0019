package io.dqexplorer.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClipsTest {

    private static final String CLIPS = "/api/quality/clips?dataset=kitchen-egocentric";
    private static final String[] SECTIONS = {"environments", "objects", "actions"};

    private static Sandbox sandbox;
    private static ServiceCalls calls;
    private static String token;
    /** Every kitchen row with both flags, in served order. */
    private static List<JsonNode> rows;

    @BeforeAll
    static void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults());
        calls = new ServiceCalls(sandbox);
        token = calls.demoToken();
        rows = walk("");
    }

    @AfterAll
    static void stop() {
        sandbox.close();
    }

    @Test
    void kitchenHasExactly2734ClipsWithCurrentFieldNames() {
        assertEquals(2734, rows.size());
        JsonNode first = rows.get(0);
        assertTrue(first.has("analyzed_seconds") && !first.has("analysed_secs"));
        assertTrue(first.get("frame_quality").has("usable") && !first.get("frame_quality").has("active"));
    }

    @Test
    void rowsAreOrderedByEpisodeIndexThenUnindexedClipsById() {
        int lastIndex = -1;
        int firstUnindexed = -1;
        for (int i = 0; i < rows.size(); i++) {
            JsonNode row = rows.get(i);
            if (row.has("episode_index")) {
                assertEquals(-1, firstUnindexed, "an indexed clip after an unindexed one");
                assertTrue(row.get("episode_index").asInt() > lastIndex);
                lastIndex = row.get("episode_index").asInt();
            } else if (firstUnindexed < 0) {
                firstUnindexed = i;
            }
        }
        assertTrue(firstUnindexed > 0, "some clips' runs disagree about their index");
        List<String> unindexed = rows.subList(firstUnindexed, rows.size()).stream().map(r -> r.get("clip").asText()).toList();
        assertEquals(unindexed.stream().sorted().toList(), unindexed);
        assertTrue(unindexed.size() >= 2);
    }

    @Test
    void pagesAreSlicesOfOneOrderWithTotalBeforePagination() {
        JsonNode page = calls.get(CLIPS + "&offset=2700&limit=50", token).json();
        assertEquals(2734, page.get("total").asInt());
        assertEquals(2700, page.get("offset").asInt());
        assertEquals(50, page.get("limit").asInt());
        assertEquals(34, page.get("clips").size());
        assertEquals(rows.get(2700).get("clip"), page.get("clips").get(0).get("clip"));

        JsonNode defaults = calls.get(CLIPS, token).json();
        assertEquals(0, defaults.get("offset").asInt());
        assertEquals(100, defaults.get("limit").asInt());
        assertEquals(100, defaults.get("clips").size());
        assertEquals(0, defaults.get("filtered_to").size());
        assertTrue(defaults.get("vocabulary").asText().length() > 0);

        assertEquals(0, calls.get(CLIPS + "&offset=5000", token).json().get("clips").size());
        JsonNode empty = calls.get(CLIPS + "&limit=0", token).json();
        assertEquals(0, empty.get("clips").size());
        assertEquals(2734, empty.get("total").asInt());
        assertEquals(1000, calls.get(CLIPS + "&limit=1000", token).json().get("clips").size());
    }

    @Test
    void flagsAddTheirObjectsOnlyWhenAsked() {
        JsonNode plain = calls.get(CLIPS + "&limit=5", token).json().get("clips").get(0);
        assertFalse(plain.has("frame_quality"));
        assertFalse(plain.has("hand_activity"));
        JsonNode framed = calls.get(CLIPS + "&limit=5&frame_quality=true&hand_activity=false", token).json().get("clips").get(0);
        assertTrue(framed.has("frame_quality"));
        assertFalse(framed.has("hand_activity"));
    }

    @Test
    void rowCountsAndSecondsAreConsistent() {
        for (JsonNode row : rows) {
            JsonNode frames = row.get("frame_quality");
            assertEquals(frames.get("frames").asInt(), frames.get("usable").asInt() + frames.get("distorted").asInt()
                    + frames.get("jerky").asInt());
            JsonNode hands = row.get("hand_activity");
            double measured = hands.get("measured_seconds").asDouble();
            double visible = hands.get("hands_visible_seconds").asDouble();
            assertTrue(hands.get("two_hands_visible_seconds").asDouble() <= visible);
            assertTrue(visible <= measured);
            assertTrue(hands.get("active_manipulation_seconds").asDouble() <= measured);
            assertTrue(measured <= row.get("analyzed_seconds").asDouble());
        }
    }

    @Test
    void handActivitySharesReTotalFromTheRowsSeconds() {
        double measured = 0;
        double visible = 0;
        double two = 0;
        double active = 0;
        for (JsonNode row : rows) {
            JsonNode hands = row.get("hand_activity");
            measured += hands.get("measured_seconds").asDouble();
            visible += hands.get("hands_visible_seconds").asDouble();
            two += hands.get("two_hands_visible_seconds").asDouble();
            active += hands.get("active_manipulation_seconds").asDouble();
        }
        JsonNode result = calls.get("/api/quality/hand-activity?dataset=kitchen-egocentric", token).json();
        assertEquals(2734, result.get("clips").asInt());
        assertEquals(measured, result.get("measured_seconds").asDouble(), 1e-6);
        assertEquals(visible / measured, result.get("hands_visible_share").asDouble(), 1e-12);
        assertEquals(two / measured, result.get("two_hands_visible_share").asDouble(), 1e-12);
        assertEquals(active / measured, result.get("active_manipulation_share").asDouble(), 1e-12);
        assertTrue(result.get("hands_visible_share").asDouble() <= 1, "shares are fractions");
    }

    @Test
    void vocabularyClipCountsReTotalFromTheRowsTerms() {
        JsonNode vocabulary = calls.get("/api/quality/vocabulary?dataset=kitchen-egocentric", token).json();
        for (JsonNode section : vocabulary.get("sections")) {
            Map<String, Integer> counted = new HashMap<>();
            for (JsonNode row : rows) {
                row.get(section.get("section").asText()).forEach(term -> counted.merge(term.asText(), 1, Integer::sum));
            }
            assertEquals(counted.size(), section.get("distinct_terms").asInt());
            for (JsonNode term : section.get("terms")) {
                assertEquals(counted.get(term.get("term").asText()), term.get("clip_count").asInt(), term.toString());
            }
        }
    }

    @Test
    void termPublishedInTwoSectionsSelectsTheUnionAndNamesBothSections() {
        JsonNode page = calls.get(CLIPS + "&term=sink&limit=1000", token).json();
        Set<String> expected = new LinkedHashSet<>();
        int environments = 0;
        int objects = 0;
        for (JsonNode row : rows) {
            boolean inEnvironments = contains(row.get("environments"), "sink");
            boolean inObjects = contains(row.get("objects"), "sink");
            environments += inEnvironments ? 1 : 0;
            objects += inObjects ? 1 : 0;
            if (inEnvironments || inObjects) {
                expected.add(row.get("clip").asText());
            }
        }
        assertEquals(expected.size(), page.get("total").asInt());
        assertTrue(expected.size() < environments + objects, "some clips carry sink in both sections");
        JsonNode filteredTo = page.get("filtered_to");
        assertEquals(2, filteredTo.size());
        assertEquals("{\"term\":\"sink\",\"section\":\"environments\",\"clip_count\":" + environments + "}",
                filteredTo.get(0).toString());
        assertEquals("{\"term\":\"sink\",\"section\":\"objects\",\"clip_count\":" + objects + "}",
                filteredTo.get(1).toString());
        List<String> served = walk("&term=sink").stream().map(r -> r.get("clip").asText()).toList();
        assertEquals(new ArrayList<>(expected), served, "filtered rows keep the served order");
    }

    @Test
    void mergedSpellingSelectsTheSameClipsAsItsTerm() {
        JsonNode byTerm = calls.get(CLIPS + "&term=cutting%20board&limit=1000", token).json();
        JsonNode bySpelling = calls.get(CLIPS + "&term=chopping%20board&limit=1000", token).json();
        assertTrue(byTerm.get("total").asInt() > 0);
        assertEquals(byTerm.get("total"), bySpelling.get("total"));
        assertEquals(byTerm.get("clips"), bySpelling.get("clips"));
        assertEquals("[{\"term\":\"cutting board\",\"section\":\"objects\",\"clip_count\":" + byTerm.get("total") + "}]",
                bySpelling.get("filtered_to").toString());
        JsonNode byAction = calls.get(CLIPS + "&term=chop&limit=0", token).json();
        assertEquals("cut", byAction.at("/filtered_to/0/term").asText());
    }

    @Test
    void aMergedSpellingThatNoClipCarriesSelectsNothingAndIsNotListed() {
        // The seed merges "chopping block" into "cutting board" with weight 0: no observer ever produced it.
        JsonNode never = calls.get(CLIPS + "&term=chopping%20block&limit=1000", token).json();
        assertEquals(0, never.get("total").asInt());
        assertEquals(0, never.get("clips").size());
        assertEquals(0, never.get("filtered_to").size());
        for (JsonNode row : rows) {
            assertFalse(contains(row.get("objects"), "chopping block"), row.toString());
        }
        for (String path : new String[] {"/api/quality/vocabulary", "/api/v1beta/quality/vocabulary"}) {
            JsonNode objects = calls.get(path + "?dataset=kitchen-egocentric&section=objects", token).json()
                    .get("sections").get(0);
            JsonNode cuttingBoard = null;
            for (JsonNode term : objects.get("terms")) {
                if (term.get("term").asText().equals("cutting board")) {
                    cuttingBoard = term;
                }
            }
            assertTrue(cuttingBoard != null, path);
            assertFalse(contains(cuttingBoard.get("spellings"), "chopping block"), path + ": " + cuttingBoard);
            assertTrue(contains(cuttingBoard.get("spellings"), "chopping board"), path + ": " + cuttingBoard);
        }
        assertTrue(calls.get(CLIPS + "&term=chopping%20board&limit=0", token).json().get("total").asInt() > 0,
                "the produced spelling of the same term still selects");
    }

    @Test
    void spellingNeverProducedSelectsNothing() {
        for (String term : new String[] {"spork", "Knife", "knives", "chopping%20block"}) {
            ServiceCalls.Answer answer = calls.get(CLIPS + "&term=" + term, token);
            assertEquals(200, answer.status());
            assertEquals(0, answer.json().get("total").asInt());
            assertEquals(0, answer.json().get("filtered_to").size());
            assertEquals(0, answer.json().get("clips").size());
        }
    }

    private static boolean contains(JsonNode array, String value) {
        for (JsonNode item : array) {
            if (item.asText().equals(value)) {
                return true;
            }
        }
        return false;
    }

    private static List<JsonNode> walk(String filter) {
        List<JsonNode> all = new ArrayList<>();
        int offset = 0;
        while (true) {
            JsonNode page = calls.get(CLIPS + filter + "&frame_quality=true&hand_activity=true&limit=1000&offset=" + offset,
                    token).json();
            page.get("clips").forEach(all::add);
            offset += 1000;
            if (offset >= page.get("total").asInt()) {
                return all;
            }
        }
    }
}
