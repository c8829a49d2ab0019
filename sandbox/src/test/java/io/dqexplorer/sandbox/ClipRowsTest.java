package io.dqexplorer.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The clip rows of every corpus of both organizations, read page by page over HTTP, agree with
 * what the aggregates say about the same clips. Rows are checked as their pages arrive and only the
 * duplicate groups' members are kept: a million rows would not fit in a test's memory as trees.
 */
@Tag("slow") // every corpus's rows over HTTP, the million-clip one's too: half a minute at best, minutes on a loaded machine
class ClipRowsTest extends RunningSandbox {

    private static final String[] SECTIONS = {"environments", "objects", "actions"};

    /** What was read of each "organization/dataset", once for the whole class. */
    private static final Map<String, Reading> READINGS = new HashMap<>();

    @Test
    void membersOfAnExactDuplicateGroupAreCopiesOfOneClip() {
        int groups = 0;
        for (Dataset dataset : datasets()) {
            if (!dataset.metrics().contains("duplicates")) {
                continue;
            }
            Reading reading = readingOf(dataset);
            for (JsonNode group : reading.exact().path("groups")) {
                groups++;
                JsonNode first = footage(reading.duplicateRows().get(group.at("/clips/0").asText()));
                for (JsonNode member : group.get("clips")) {
                    assertEquals(first, footage(reading.duplicateRows().get(member.asText())), dataset + " "
                            + member.asText() + " is a copy of " + group.at("/clips/0").asText());
                }
            }
        }
        // fleet-archive-xl's 20 groups are counted since it was seeded
        assertEquals(2 + 5 + 1 + 10 + 1 + 20, groups, "every planted group of every corpus was checked");
    }

    @Test
    void unreadableClipsHaveNoFootageAndTheirCountIsTheUnreadableFigure() {
        for (Dataset dataset : datasets()) {
            Reading reading = readingOf(dataset);
            assertEquals(List.of(), reading.faults(), dataset + ": rows that contradict themselves");
            JsonNode video = calls.get("/api/v1beta/quality/video-characteristics?dataset=" + dataset.id(),
                    dataset.token()).json();
            int analyzed = video.get("analyzed_clip_count").asInt();
            assertEquals(analyzed, reading.rows(), dataset + ": a row per analyzed clip");
            assertEquals(Math.round(video.at("/unreadable/percent").asDouble() * analyzed / 100), reading.unreadable(),
                    dataset + ": the rows with no footage are the unreadable clips");
            assertTrue(reading.unreadable() > 0, dataset + " has unreadable clips");
            assertEquals(video.get("assessed_hours").asDouble(), reading.seconds() / 3600, 1e-6,
                    dataset + ": the rows' seconds re-total to the assessed hours");
        }
    }

    private record Dataset(String organization, String id, String token, List<String> metrics) {
        @Override
        public String toString() {
            return organization + "/" + id;
        }
    }

    /**
     * @param exact         the duplicates answer's {@code exact} (missing when not measured)
     * @param duplicateRows the rows of the exact groups' members, by clip id
     * @param faults        rows whose footage contradicts itself, as messages
     */
    private record Reading(int rows, int unreadable, double seconds, JsonNode exact, Map<String, JsonNode> duplicateRows,
                           List<String> faults) {
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

    /** Every row of the dataset, with every column it has, checked as it is read. */
    private static Reading readingOf(Dataset dataset) {
        return READINGS.computeIfAbsent(dataset.toString(), key -> {
            JsonNode exact = dataset.metrics().contains("duplicates")
                    ? calls.get("/api/v1beta/quality/duplicates?dataset=" + dataset.id(), dataset.token()).json().get("exact")
                    : MissingNode.getInstance();
            Set<String> members = new HashSet<>();
            exact.path("groups").forEach(group -> group.get("clips").forEach(clip -> members.add(clip.asText())));
            String flags = "&frame_quality=" + dataset.metrics().contains("frame_quality")
                    + "&hand_activity=" + dataset.metrics().contains("hand_activity");
            Map<String, JsonNode> duplicateRows = new HashMap<>();
            List<String> faults = new ArrayList<>();
            int rows = 0;
            int unreadable = 0;
            double seconds = 0;
            int total = Integer.MAX_VALUE;
            while (rows < total) {
                JsonNode page = calls.get("/api/quality/clips?dataset=" + dataset.id() + "&limit=1000&offset="
                        + rows + flags, dataset.token()).json();
                total = page.get("total").asInt();
                assertTrue(page.get("clips").size() > 0 || rows == total, key + " page at " + rows);
                for (JsonNode row : page.get("clips")) {
                    rows++;
                    String clip = row.get("clip").asText();
                    if (members.contains(clip)) {
                        duplicateRows.put(clip, row);
                    }
                    seconds += row.get("analyzed_seconds").asDouble();
                    if (row.get("analyzed_seconds").asDouble() == 0) {
                        unreadable++;
                        for (String section : SECTIONS) {
                            if (row.get(section).size() != 0) {
                                faults.add(clip + " has no footage but " + section);
                            }
                        }
                        row.path("frame_quality").forEach(count -> {
                            if (count.asInt() != 0) {
                                faults.add(clip + " has no footage but frames");
                            }
                        });
                        row.path("hand_activity").forEach(value -> {
                            if (value.asDouble() != 0) {
                                faults.add(clip + " has no footage but hands");
                            }
                        });
                    } else if (row.has("frame_quality") && row.at("/frame_quality/frames").asInt() <= 0) {
                        faults.add(clip + " is readable but has no frames");
                    }
                }
            }
            return new Reading(rows, unreadable, seconds, exact, duplicateRows, faults);
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
