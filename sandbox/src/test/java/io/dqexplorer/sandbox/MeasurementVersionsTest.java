package io.dqexplorer.sandbox;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static io.dqexplorer.sandbox.SandboxDatasets.DEMO_ORGANIZATION;
import static io.dqexplorer.sandbox.SandboxDatasets.KITCHEN_EGOCENTRIC;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

class MeasurementVersionsTest {

    private static final String VIDEO = "/api/v1beta/quality/video-characteristics?dataset=kitchen-egocentric";
    private static final String DUPLICATES = "/api/v1beta/quality/duplicates?dataset=kitchen-egocentric";
    private static final String VOCABULARY = "/api/v1beta/quality/vocabulary?dataset=kitchen-egocentric";
    private static final String OLD_VOCABULARY = "/api/quality/vocabulary?dataset=kitchen-egocentric";
    private static final String CLIPS = "/api/quality/clips?dataset=kitchen-egocentric&limit=3";
    private static final String HANDS = "/api/quality/hand-activity?dataset=kitchen-egocentric";

    private Sandbox sandbox;
    private ServiceCalls calls;
    private String token;

    @BeforeEach
    void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults());
        calls = new ServiceCalls(sandbox);
        token = calls.demoToken();
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    @Test
    void omittingAPinReadsTheLatestAndPinningItGivesTheSameAnswer() {
        String latest = field(VIDEO, "video_characteristics");
        String analysis = field(VIDEO, "analysis");
        assertEquals(calls.get(VIDEO, token).body(),
                calls.get(VIDEO + "&video_characteristics=" + latest + "&analysis=" + analysis, token).body());
        assertEquals(analysis, field(HANDS, "analysis"), "one analysis behind both results");
    }

    @Test
    void remeasuringIssuesNewTokensAndKeepsThePreviousPinnable() {
        String[][] pins = pinsNow();
        sandbox.remeasure(DEMO_ORGANIZATION, KITCHEN_EGOCENTRIC);
        String[][] next = pinsNow();
        for (int i = 0; i < pins.length; i++) {
            assertNotEquals(pins[i][1], next[i][1]);
            String pinned = pins[i][0] + "&" + pins[i][2] + "=" + pins[i][1];
            ServiceCalls.Answer answer = calls.get(pinned, token);
            assertEquals(200, answer.status(), pinned);
            assertEquals(pins[i][1], answer.json().get(pins[i][2]).asText(), "the answer names the pinned measurement");
        }
    }

    @Test
    void aDroppedPinIsStaleOnEveryPinnableEndpoint() {
        String[][] pins = pinsNow();
        sandbox.remeasure(DEMO_ORGANIZATION, KITCHEN_EGOCENTRIC);
        sandbox.remeasure(DEMO_ORGANIZATION, KITCHEN_EGOCENTRIC);
        for (String[] pin : pins) {
            ServiceCalls.Answer answer = calls.get(pin[0] + "&" + pin[2] + "=" + pin[1], token);
            assertEquals(409, answer.status(), pin[0]);
            assertEquals("quality_enrichment_stale", answer.code());
        }
    }

    @Test
    void aWellShapedTokenNeverIssuedIsStaleAndAnotherDatasetsTokenToo() {
        assertEquals("quality_enrichment_stale", calls.get(VOCABULARY + "&vocabulary=vo-0123456789ab", token).code());
        String warehouse = calls.get("/api/v1beta/quality/duplicates?dataset=warehouse-picking", token)
                .json().get("media_digest").asText();
        assertEquals(409, calls.get(DUPLICATES + "&media_digest=" + warehouse, token).status());
    }

    @Test
    void remeasuringOneDatasetLeavesOthersAlone() {
        String before = calls.get("/api/v1beta/quality/duplicates?dataset=warehouse-picking", token).body();
        sandbox.remeasure(DEMO_ORGANIZATION, KITCHEN_EGOCENTRIC);
        assertEquals(before, calls.get("/api/v1beta/quality/duplicates?dataset=warehouse-picking", token).body());
    }

    /** Per pinnable endpoint: path, current token, parameter. */
    private String[][] pinsNow() {
        return new String[][] {
                {VIDEO, field(VIDEO, "analysis"), "analysis"},
                {VIDEO, field(VIDEO, "video_characteristics"), "video_characteristics"},
                {DUPLICATES, field(DUPLICATES, "media_digest"), "media_digest"},
                {VOCABULARY, field(VOCABULARY, "vocabulary"), "vocabulary"},
                {OLD_VOCABULARY, field(OLD_VOCABULARY, "vocabulary"), "vocabulary"},
                {CLIPS, field(CLIPS, "vocabulary"), "vocabulary"},
                {HANDS, field(HANDS, "analysis"), "analysis"}};
    }

    private String field(String path, String name) {
        return calls.get(path, token).json().get(name).asText();
    }
}
