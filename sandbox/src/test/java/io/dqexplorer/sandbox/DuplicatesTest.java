package io.dqexplorer.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DuplicatesTest extends RunningSandbox {

    @Test
    void groupsAreLargestFirstWithSortedClipsAndRedundancyIsSizeMinusOne() {
        JsonNode result = get("warehouse-picking");
        JsonNode exact = result.get("exact");
        JsonNode groups = exact.get("groups");
        assertEquals(5, groups.size());
        int redundant = 0;
        int previousSize = Integer.MAX_VALUE;
        for (JsonNode group : groups) {
            List<String> clips = new ArrayList<>();
            group.get("clips").forEach(clip -> clips.add(clip.asText()));
            assertEquals(clips.stream().sorted().toList(), clips);
            assertTrue(clips.size() <= previousSize);
            previousSize = clips.size();
            redundant += clips.size() - 1;
        }
        assertEquals(9, redundant, "planted groups of 4, 3, 3, 2 and 2");
        assertEquals(redundant, exact.get("redundant_clip_count").asInt());
        int compared = result.get("compared_clip_count").asInt();
        assertTrue(compared > 1100 && compared <= 1200, "unreadable clips are not compared");
        assertEquals(Math.round(10000.0 * redundant / compared) / 100.0, exact.get("redundant_percent").asDouble(), 0.0);
    }

    @Test
    void kitchenHasTwoGroups() {
        JsonNode exact = get("kitchen-egocentric").get("exact");
        assertEquals(2, exact.get("groups").size());
        assertEquals(3, exact.at("/groups/0/clips").size());
        assertEquals(3, exact.get("redundant_clip_count").asInt());
    }

    @Test
    void notYetComparedDatasetHasNullExact() {
        JsonNode result = get("field-robotics");
        assertTrue(result.get("exact").isNull());
        assertEquals(0, result.get("compared_clip_count").asInt());
        assertTrue(result.get("media_digest").asText().startsWith("md-"));
    }

    private static JsonNode get(String dataset) {
        ServiceCalls.Answer answer = calls.get("/api/v1beta/quality/duplicates?dataset=" + dataset, token);
        assertEquals(200, answer.status(), answer.body());
        return answer.json();
    }
}
