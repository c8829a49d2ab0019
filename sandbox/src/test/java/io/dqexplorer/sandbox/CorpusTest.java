package io.dqexplorer.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Corpora are generated deterministically, per organization, and every seeded dataset is served. */
class CorpusTest {

    private static final List<String> DEMO_PATHS = List.of(
            "/api/v1beta/quality/video-characteristics?dataset=kitchen-egocentric&include=distribution",
            "/api/v1beta/quality/duplicates?dataset=warehouse-picking",
            "/api/quality/vocabulary?dataset=assembly-line",
            "/api/quality/hand-activity?dataset=field-robotics",
            "/api/quality/clips?dataset=kitchen-egocentric&limit=1000&offset=1500&frame_quality=true&hand_activity=true");

    @Test
    void twoStartsServeIdenticalCorpora() {
        try (Sandbox first = Sandbox.start(SandboxConfig.defaults());
             Sandbox second = Sandbox.start(SandboxConfig.defaults())) {
            ServiceCalls a = new ServiceCalls(first);
            ServiceCalls b = new ServiceCalls(second);
            String tokenA = a.demoToken();
            String tokenB = b.demoToken();
            for (String path : DEMO_PATHS) {
                ServiceCalls.Answer answer = a.get(path, tokenA);
                assertEquals(200, answer.status(), path);
                assertEquals(answer.body(), b.get(path, tokenB).body(), path);
            }
        }
    }

    @Test
    void sameDatasetIdInTwoOrganizationsNamesTwoCorporaAndEachSeededDatasetIsServed() {
        try (Sandbox sandbox = Sandbox.start(SandboxConfig.defaults())) {
            ServiceCalls calls = new ServiceCalls(sandbox);
            String demo = calls.demoToken();
            String second = calls.token(sandbox.secondClient());
            String path = "/api/quality/clips?dataset=kitchen-egocentric&limit=1";
            JsonNode demoKitchen = calls.get(path, demo).json();
            JsonNode secondKitchen = calls.get(path, second).json();
            assertEquals(2734, demoKitchen.get("total").asInt());
            assertEquals(640, secondKitchen.get("total").asInt());
            assertNotEquals(demoKitchen.get("vocabulary"), secondKitchen.get("vocabulary"));
            assertNotEquals(demoKitchen.at("/clips/0/clip"), secondKitchen.at("/clips/0/clip"));

            assertEquals(List.of("fleet-archive-xl", "kitchen-egocentric", "lab-teleop"),
                    calls.get("/api/v1beta/quality/datasets", second).json().findValuesAsText("dataset"));
            assertEquals(450, calls.get("/api/quality/clips?dataset=lab-teleop&limit=0", second).json().get("total").asInt());
            assertClipCount(calls, demo, "warehouse-picking", 1200);
            assertClipCount(calls, demo, "assembly-line", 800);
            assertClipCount(calls, demo, "field-robotics", 600);
        }
    }

    @Test
    void theLargeDatasetServesAnyPageAndEveryResult() {
        try (Sandbox sandbox = Sandbox.start(SandboxConfig.defaults())) {
            ServiceCalls calls = new ServiceCalls(sandbox);
            String token = calls.demoToken();
            JsonNode page = calls.get("/api/quality/clips?dataset=fleet-archive&offset=199500&limit=1000&hand_activity=true",
                    token).json();
            assertEquals(200_000, page.get("total").asInt());
            assertEquals(500, page.get("clips").size());
            assertTrue(!page.at("/clips/499").has("episode_index"), "the last clips have no episode index");
            JsonNode video = calls.get("/api/v1beta/quality/video-characteristics?dataset=fleet-archive", token).json();
            assertEquals(200_000, video.get("analyzed_clip_count").asInt());
            JsonNode duplicates = calls.get("/api/v1beta/quality/duplicates?dataset=fleet-archive", token).json();
            assertEquals(17, duplicates.at("/exact/redundant_clip_count").asInt());
            JsonNode filtered = calls.get("/api/quality/clips?dataset=fleet-archive&term=knife&offset=40000&limit=5",
                    token).json();
            assertEquals(filtered.at("/filtered_to/0/clip_count").asInt(), filtered.get("total").asInt());
            assertEquals(5, filtered.get("clips").size());
        }
    }

    @Test
    @Tag("slow") // its first page builds the million-clip corpus, which on a loaded machine outlasts the call's 20 s
    void theMillionClipDatasetIsServedToItsOrganizationWithIdsOfSevenDigits() {
        try (Sandbox sandbox = Sandbox.start(SandboxConfig.defaults())) {
            ServiceCalls calls = new ServiceCalls(sandbox);
            String second = calls.token(sandbox.secondClient());
            String path = "/api/quality/clips?dataset=fleet-archive-xl&offset=999999&limit=1000&frame_quality=true"
                    + "&hand_activity=true";
            JsonNode last = calls.get(path, second).json();
            assertEquals(1_000_000, last.get("total").asInt());
            assertEquals(1, last.get("clips").size());
            assertTrue(!last.at("/clips/0").has("episode_index"), "the last clips have no episode index");
            JsonNode first = calls.get("/api/quality/clips?dataset=fleet-archive-xl&limit=1000", second).json();
            // clip 1,000,000 needs a seventh digit, so every id of this corpus has seven (fixed width keeps id order)
            assertTrue(last.at("/clips/0/clip").asText().matches("fx-\\d{7}"), last.at("/clips/0/clip").asText());
            for (JsonNode row : first.get("clips")) {
                assertTrue(row.get("clip").asText().matches("fx-\\d{7}"), row.get("clip").asText());
            }
            assertEquals(404, calls.get(path, calls.demoToken()).status(), "the demo organization has no such dataset");
        }
    }

    private static void assertClipCount(ServiceCalls calls, String token, String dataset, int expected) {
        assertEquals(expected, calls.get("/api/quality/clips?dataset=" + dataset + "&limit=0", token).json()
                .get("total").asInt(), dataset);
    }
}
