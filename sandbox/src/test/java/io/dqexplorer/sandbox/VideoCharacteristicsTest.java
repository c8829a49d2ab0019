package io.dqexplorer.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class VideoCharacteristicsTest extends RunningSandbox {

    private static final String[] DEFECTS = {"black", "frozen", "blurry", "clipped_highlights", "crushed_shadows", "unstable"};

    @Test
    void resultCarriesEveryFieldWithTokensAndOwnDenominators() {
        JsonNode result = get("kitchen-egocentric", "");
        assertEquals("kitchen-egocentric", result.get("dataset").asText());
        assertTrue(result.get("analysis").asText().startsWith("an-"));
        assertTrue(result.get("video_characteristics").asText().startsWith("vc-"));
        assertEquals(2734, result.get("analyzed_clip_count").asInt());
        double hours = result.get("assessed_hours").asDouble();
        for (String defect : DEFECTS) {
            JsonNode block = result.get(defect);
            assertTrue(block.isObject(), defect);
            assertTrue(block.get("assessed_hours").asDouble() <= hours + 1e-9, defect);
            double percent = block.get("percent").asDouble();
            assertTrue(percent >= 0 && percent <= 100, defect);
            assertFalse(block.has("distribution"), "distribution only when asked");
        }
        JsonNode unreadable = result.get("unreadable");
        assertEquals(2734, unreadable.get("assessed_clips").asInt());
        double unreadableClips = unreadable.get("percent").asDouble() * 2734 / 100;
        assertEquals(Math.round(unreadableClips), unreadableClips, 1e-6, "unreadable is weighted by clips");
        assertEquals(result.get("coverage_percent").asDouble(),
                Math.round((100 - unreadable.get("percent").asDouble()) * 100) / 100.0, 1e-9);
    }

    @Test
    void coveragePercentIsRoundedToTwoDecimals() {
        for (String dataset : new String[] {"kitchen-egocentric", "warehouse-picking", "assembly-line"}) {
            double coverage = get(dataset, "").get("coverage_percent").asDouble();
            assertEquals(Math.round(coverage * 100) / 100.0, coverage, 0.0, dataset);
        }
    }

    @Test
    void distributionIsAddedToEveryAvailableDefectBlockButNotUnreadable() {
        JsonNode result = get("kitchen-egocentric", "&include=distribution");
        assertFalse(result.get("unreadable").has("distribution"));
        for (String defect : DEFECTS) {
            JsonNode distribution = result.get(defect).get("distribution");
            assertEquals("clip", distribution.get("observation_unit").asText());
            assertEquals("assessed_duration", distribution.get("weighted_by").asText());
            assertEquals(10, distribution.at("/histogram/affected_percent_bin_width").asDouble());
            JsonNode bins = distribution.at("/histogram/bins");
            assertEquals(10, bins.size());
            double footage = 0;
            int clips = 0;
            double lowerBoundWeighted = 0;
            for (int i = 0; i < bins.size(); i++) {
                assertEquals(i * 10.0, bins.get(i).get("minimum_affected_percent").asDouble());
                footage += bins.get(i).get("footage_percent").asDouble();
                clips += bins.get(i).get("clip_count").asInt();
                lowerBoundWeighted += bins.get(i).get("footage_percent").asDouble() * i * 10 / 100;
            }
            assertEquals(100, footage, 1e-9, defect);
            assertTrue(clips > 2400 && clips <= 2734, defect + " bins count the assessed clips");
            double percent = result.get(defect).get("percent").asDouble();
            assertTrue(percent >= lowerBoundWeighted && percent <= lowerBoundWeighted + 10, defect + " percent agrees with bins");
            double previous = -1;
            for (JsonNode percentile : distribution.get("percentiles")) {
                double affected = percentile.get("affected_percent").asDouble();
                assertTrue(affected >= previous);
                previous = affected;
                // Less than the share of footage lies below the percentile's bin, and at least the share up to its end.
                double share = percentile.get("percentile").asDouble();
                int bin = Math.min(9, (int) Math.floor(affected / 10));
                double below = 0;
                for (int i = 0; i < bin; i++) {
                    below += bins.get(i).get("footage_percent").asDouble();
                }
                String where = defect + " p" + share + " = " + affected;
                assertTrue(below < share + 1e-6, where + ": " + below + " % of the footage lies below its bin");
                assertTrue(below + bins.get(bin).get("footage_percent").asDouble() >= share - 1e-6, where);
            }
            assertEquals("[50.0, 75.0, 90.0, 95.0, 99.0]", distribution.get("percentiles").findValuesAsText("percentile")
                    .stream().map(Double::valueOf).toList().toString());
        }
    }

    @Test
    void notYetAssessedBlocksAreNullAndOthersStay() {
        JsonNode result = get("field-robotics", "&include=distribution");
        assertTrue(result.get("blurry").isNull());
        assertTrue(result.get("black").isNull());
        assertTrue(result.get("coverage_percent").isNull());
        assertTrue(result.get("frozen").has("distribution"));
        assertTrue(result.get("unstable").isObject());
        assertTrue(result.get("unreadable").isObject());
    }

    private static JsonNode get(String dataset, String extra) {
        ServiceCalls.Answer answer = calls.get("/api/v1beta/quality/video-characteristics?dataset=" + dataset + extra, token);
        assertEquals(200, answer.status(), answer.body());
        return answer.json();
    }
}
