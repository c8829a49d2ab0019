package io.dqexplorer.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class VocabularyTest {

    private static Sandbox sandbox;
    private static ServiceCalls calls;
    private static JsonNode versioned;
    private static JsonNode unversioned;

    @BeforeAll
    static void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults());
        calls = new ServiceCalls(sandbox);
        String token = calls.demoToken();
        versioned = calls.get("/api/v1beta/quality/vocabulary?dataset=kitchen-egocentric", token).json();
        unversioned = calls.get("/api/quality/vocabulary?dataset=kitchen-egocentric", token).json();
    }

    @AfterAll
    static void stop() {
        sandbox.close();
    }

    @Test
    void bothFormsListTheThreeSectionsOfOneClassification() {
        assertEquals(versioned.get("vocabulary"), unversioned.get("vocabulary"));
        assertEquals(3, versioned.get("sections").size());
        assertEquals("environments", unversioned.at("/sections/0/section").asText());
        assertEquals("objects", unversioned.at("/sections/1/section").asText());
        assertEquals("actions", unversioned.at("/sections/2/section").asText());
        assertEquals(2734, unversioned.get("clips_analyzed").asInt());
        assertTrue(unversioned.get("segments_unassessed").asInt() > 0);
        double coverage = versioned.get("coverage_share").asDouble();
        assertTrue(coverage > 0.9 && coverage < 1);
    }

    @Test
    void versionedCountsAreTheUnversionedOnesAsIntegers() {
        for (int s = 0; s < 3; s++) {
            JsonNode v = versioned.get("sections").get(s);
            JsonNode u = unversioned.get("sections").get(s);
            assertEquals(u.get("distinct_terms"), v.get("distinct_terms"));
            assertEquals(u.get("distinct_kinds"), v.get("distinct_kinds"));
            assertTrue(v.get("effective_distinct_terms").isIntegralNumber());
            assertEquals(Math.round(u.get("effective_distinct_terms").asDouble()), v.get("effective_distinct_terms").asLong());
            assertEquals(Math.round(u.get("rarefied_distinct_terms").asDouble()), v.get("size_adjusted_distinct_terms").asLong());
            for (int t = 0; t < u.get("tiers").size(); t++) {
                assertEquals(u.get("tiers").get(t).get("share"), v.get("tiers").get(t).get("representation_share"));
            }
            assertEquals(u.get("untiered_terms"), v.get("untiered_terms"));
        }
    }

    @Test
    void effectiveDistinctTermsIsTheExponentOfTheClipCountEntropy() {
        for (JsonNode section : unversioned.get("sections")) {
            double total = 0;
            for (JsonNode term : section.get("terms")) {
                total += term.get("clip_count").asInt();
            }
            double entropy = 0;
            for (JsonNode term : section.get("terms")) {
                double p = term.get("clip_count").asInt() / total;
                entropy -= p * Math.log(p);
            }
            assertEquals(Math.exp(entropy), section.get("effective_distinct_terms").asDouble(), 1e-9);
            assertEquals(500, section.get("comparable_depth_clips").asInt());
            assertTrue(section.get("rarefied_distinct_terms").asDouble() <= section.get("distinct_terms").asInt());
        }
    }

    @Test
    void tiersRankTermsAndShareSumsWithUntieredToOne() {
        JsonNode objects = unversioned.at("/sections/1");
        Set<String> untiered = new HashSet<>();
        objects.get("untiered_terms").forEach(term -> untiered.add(term.asText()));
        assertTrue(untiered.contains("garlic press"), "a rare term stays untiered");
        double tieredShare = 0;
        int tieredTerms = 0;
        for (JsonNode tier : objects.get("tiers")) {
            assertTrue(Set.of("head", "body", "tail").contains(tier.get("tier").asText()));
            assertFalse(tier.get("label").asText().isEmpty());
            assertTrue(tier.get("example_terms").size() > 0);
            tieredShare += tier.get("share").asDouble();
            tieredTerms += tier.get("distinct_terms").asInt();
        }
        assertEquals(objects.get("distinct_terms").asInt(), tieredTerms + untiered.size());
        double total = 0;
        double untieredClips = 0;
        int previous = Integer.MAX_VALUE;
        for (JsonNode term : objects.get("terms")) {
            int clips = term.get("clip_count").asInt();
            assertTrue(clips <= previous, "terms are listed most clips first");
            previous = clips;
            total += clips;
            if (untiered.contains(term.get("term").asText())) {
                untieredClips += clips;
                assertFalse(term.has("tier"));
            } else {
                assertTrue(term.has("tier"));
            }
            assertTrue(term.get("occurrences").asInt() >= clips);
        }
        assertEquals(1.0, tieredShare + untieredClips / total, 1e-9);
    }

    @Test
    void mergedSpellingsAndATermOfTwoSectionsArePublished() {
        JsonNode cuttingBoard = find(unversioned.at("/sections/1/terms"), "cutting board");
        assertEquals("[\"chopping board\",\"cutting board\"]", cuttingBoard.get("spellings").toString());
        assertEquals("tool", cuttingBoard.get("kind").asText());
        assertTrue(find(unversioned.at("/sections/0/terms"), "sink") != null);
        assertTrue(find(unversioned.at("/sections/1/terms"), "sink") != null);
        JsonNode cut = find(versioned.at("/sections/2/terms"), "cut");
        assertEquals("[\"chop\",\"cut\",\"slice\"]", cut.get("spellings").toString());
        assertTrue(cut.has("kind") && cut.has("tier"));
    }

    @Test
    void sectionParameterSelectsOneSection() {
        JsonNode actions = calls.get("/api/v1beta/quality/vocabulary?dataset=kitchen-egocentric&section=actions",
                calls.demoToken()).json();
        assertEquals(1, actions.get("sections").size());
        assertEquals(versioned.at("/sections/2"), actions.at("/sections/0"));
    }

    private static JsonNode find(JsonNode terms, String name) {
        for (JsonNode term : terms) {
            if (term.get("term").asText().equals(name)) {
                return term;
            }
        }
        return null;
    }
}
