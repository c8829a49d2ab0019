package io.dqexplorer.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The clip rows of every corpus of both organizations, read page by page over HTTP, agree with
 * what the aggregates say about the same clips.
 */
class ClipRowsTest extends RunningSandbox {

    private static final String[] SECTIONS = {"environments", "objects", "actions"};

    /** Rows by clip id, per "organization/dataset", read once for the whole class. */
    private static final Map<String, Map<String, JsonNode>> ROWS = new HashMap<>();

    @Test
    void membersOfAnExactDuplicateGroupAreCopiesOfOneClip() {
        int groups = 0;
        for (Dataset dataset : datasets()) {
            if (!dataset.metrics().contains("duplicates")) {
                continue;
            }
            JsonNode exact = calls.get("/api/v1beta/quality/duplicates?dataset=" + dataset.id(), dataset.token())
                    .json().get("exact");
            Map<String, JsonNode> rows = rowsOf(dataset);
            for (JsonNode group : exact.path("groups")) {
                groups++;
                JsonNode first = footage(rows.get(group.at("/clips/0").asText()));
                for (JsonNode member : group.get("clips")) {
                    assertEquals(first, footage(rows.get(member.asText())), dataset + " " + member.asText()
                            + " is a copy of " + group.at("/clips/0").asText());
                }
            }
        }
        assertEquals(2 + 5 + 1 + 10 + 1, groups, "every planted group of every corpus was checked");
    }

    @Test
    void unreadableClipsHaveNoFootageAndTheirCountIsTheUnreadableFigure() {
        for (Dataset dataset : datasets()) {
            int unreadable = 0;
            double seconds = 0;
            for (JsonNode row : rowsOf(dataset).values()) {
                String where = dataset + " " + row.get("clip").asText();
                seconds += row.get("analyzed_seconds").asDouble();
                if (row.get("analyzed_seconds").asDouble() == 0) {
                    unreadable++;
                    for (String section : SECTIONS) {
                        assertEquals(0, row.get(section).size(), where + " has no " + section);
                    }
                    row.path("frame_quality").forEach(count -> assertEquals(0, count.asInt(), where + " frames"));
                    row.path("hand_activity").forEach(value -> assertEquals(0, value.asDouble(), where + " hands"));
                } else if (row.has("frame_quality")) {
                    assertTrue(row.at("/frame_quality/frames").asInt() > 0, where + " is readable, so it has frames");
                }
            }
            JsonNode video = calls.get("/api/v1beta/quality/video-characteristics?dataset=" + dataset.id(),
                    dataset.token()).json();
            int analyzed = video.get("analyzed_clip_count").asInt();
            assertEquals(Math.round(video.at("/unreadable/percent").asDouble() * analyzed / 100), unreadable,
                    dataset + ": the rows with no footage are the unreadable clips");
            assertTrue(unreadable > 0, dataset + " has unreadable clips");
            assertEquals(video.get("assessed_hours").asDouble(), seconds / 3600, 1e-6,
                    dataset + ": the rows' seconds re-total to the assessed hours");
        }
    }

    private record Dataset(String organization, String id, String token, List<String> metrics) {
        @Override
        public String toString() {
            return organization + "/" + id;
        }
    }

    private static List<Dataset> datasets() {
        List<Dataset> datasets = new ArrayList<>();
        for (SandboxClient client : List.of(sandbox.demoClient(), sandbox.secondClient())) {
            String organizationToken = calls.token(client);
            for (JsonNode dataset : calls.get("/api/v1beta/quality/datasets", organizationToken).json().get("datasets")) {
                List<String> metrics = new ArrayList<>();
                dataset.get("metrics").forEach(metric -> metrics.add(metric.asText()));
                datasets.add(new Dataset(client.organizationId(), dataset.get("dataset").asText(), organizationToken,
                        metrics));
            }
        }
        return datasets;
    }

    /** Every row of the dataset, with every column it has. */
    private static Map<String, JsonNode> rowsOf(Dataset dataset) {
        String flags = "&frame_quality=" + dataset.metrics().contains("frame_quality")
                + "&hand_activity=" + dataset.metrics().contains("hand_activity");
        return ROWS.computeIfAbsent(dataset.toString(), key -> {
            Map<String, JsonNode> rows = new LinkedHashMap<>();
            int total = Integer.MAX_VALUE;
            while (rows.size() < total) {
                JsonNode page = calls.get("/api/quality/clips?dataset=" + dataset.id() + "&limit=1000&offset="
                        + rows.size() + flags, dataset.token()).json();
                total = page.get("total").asInt();
                assertTrue(page.get("clips").size() > 0 || rows.size() == total, key + " page at " + rows.size());
                page.get("clips").forEach(row -> rows.put(row.get("clip").asText(), row));
            }
            return rows;
        });
    }

    /** What a byte-for-byte copy shares with its original: the row without its identity. */
    private static JsonNode footage(JsonNode row) {
        ObjectNode copy = row.deepCopy();
        copy.remove("clip");
        copy.remove("episode_index");
        return copy;
    }
}
