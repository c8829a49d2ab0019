package io.dqexplorer.sandbox;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Error rows of the interface document and the sandbox's choices for what it does not show. */
class RequestRulesTest {

    private static Sandbox sandbox;
    private static ServiceCalls calls;
    private static String token;

    @BeforeAll
    static void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults());
        calls = new ServiceCalls(sandbox);
        token = calls.demoToken();
    }

    @AfterAll
    static void stop() {
        sandbox.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "Kitchen", "-kitchen", "kitchen%20egocentric", "a%2Fb", "kitchen%C3%A9"})
    void illFormedDatasetIdIsDatasetIdInvalid(String id) {
        assertError(calls.get("/api/v1beta/quality/duplicates?dataset=" + id, token), 400, "dataset_id_invalid");
    }

    @Test
    void missingDatasetIsDatasetIdInvalid() {
        assertError(calls.get("/api/quality/hand-activity", token), 400, "dataset_id_invalid");
        assertError(calls.get("/api/v1beta/quality/video-characteristics", token), 400, "dataset_id_invalid");
    }

    @Test
    void tooLongDatasetIdIsDatasetIdInvalid() {
        assertError(calls.get("/api/quality/vocabulary?dataset=" + "a".repeat(129), token), 400, "dataset_id_invalid");
        assertError(calls.get("/api/quality/vocabulary?dataset=" + "a".repeat(128), token), 404,
                "quality_enrichment_unavailable");
    }

    @Test
    void absentDatasetIsUnavailable() {
        assertError(calls.get("/api/v1beta/quality/video-characteristics?dataset=no-such-set", token), 404,
                "quality_enrichment_unavailable");
    }

    @Test
    void anotherOrganizationsDatasetBehavesAsAbsent() {
        assertError(calls.get("/api/v1beta/quality/vocabulary?dataset=lab-teleop", token), 404,
                "quality_enrichment_unavailable");
        String second = calls.token(sandbox.secondClient());
        assertError(calls.get("/api/v1beta/quality/vocabulary?dataset=warehouse-picking", second), 404,
                "quality_enrichment_unavailable");
    }

    @Test
    void unmeasuredMetricIsUnavailable() {
        assertError(calls.get("/api/quality/hand-activity?dataset=assembly-line", token), 404,
                "quality_enrichment_unavailable");
        assertError(calls.get("/api/quality/clips?dataset=assembly-line&hand_activity=true", token), 404,
                "quality_enrichment_unavailable");
        assertEquals(200, calls.get("/api/quality/clips?dataset=assembly-line&hand_activity=false", token).status());
        String second = calls.token(sandbox.secondClient());
        assertError(calls.get("/api/quality/clips?dataset=lab-teleop&frame_quality=true", second), 404,
                "quality_enrichment_unavailable");
    }

    @Test
    void datasetsListTheMetricsProduced() {
        var datasets = calls.get("/api/v1beta/quality/datasets", token).json().get("datasets");
        assertEquals(5, datasets.size());
        assertEquals("assembly-line", datasets.get(0).get("dataset").asText());
        assertEquals("[\"video_characteristics\",\"vocabulary\",\"duplicates\",\"frame_quality\"]",
                datasets.get(0).get("metrics").toString());
        assertEquals(calls.get("/api/v1beta/quality/datasets", token).body(),
                calls.get("/api/quality/datasets", token).body(), "both families answer one shape");
    }

    @ParameterizedTest
    @ValueSource(strings = {"limit=1001", "limit=-1", "limit=ten", "limit=1.5", "offset=-1", "offset=x",
            "offset=99999999999", "frame_quality=yes", "hand_activity=1", "frame_quality=", "term=",
            "vocabulary=garbage", "vocabulary=an-000000000000"})
    void wrongClipsParameterIsInvalidParameter(String parameter) {
        assertError(calls.get("/api/quality/clips?dataset=kitchen-egocentric&" + parameter, token), 400,
                "invalid_parameter");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/api/v1beta/quality/video-characteristics?dataset=kitchen-egocentric&include=histogram",
            "/api/v1beta/quality/vocabulary?dataset=kitchen-egocentric&section=tools",
            "/api/quality/vocabulary?dataset=kitchen-egocentric&section=Objects",
            "/api/v1beta/quality/duplicates?dataset=kitchen-egocentric&media_digest=vc-000000000000",
            "/api/quality/hand-activity?dataset=kitchen-egocentric&analysis=%3Cscript%3E"})
    void wrongMeasurementParameterIsInvalidParameter(String pathAndQuery) {
        assertError(calls.get(pathAndQuery, token), 400, "invalid_parameter");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/api/v1beta/quality/hand-activity?dataset=kitchen-egocentric",
            "/api/v1beta/quality/clips?dataset=kitchen-egocentric", "/api/quality/frame-quality?dataset=kitchen-egocentric",
            "/api/quality/video-characteristics?dataset=kitchen-egocentric",
            "/api/quality/duplicates?dataset=kitchen-egocentric", "/", "/api", "/api/v1/access", "/api/access/"})
    void pathsNotShownAreNotFound(String pathAndQuery) {
        ServiceCalls.Answer answer = calls.get(pathAndQuery, token);
        assertError(answer, 404, "not_found");
    }

    @Test
    void wrongMethodIsMethodNotAllowed() {
        for (String method : new String[] {"POST", "DELETE", "PUT"}) {
            ServiceCalls.Answer answer = calls.method(method, "/api/v1beta/quality/datasets", token);
            assertError(answer, 405, "method_not_allowed");
            assertEquals("GET", answer.header("Allow"));
        }
    }

    @Test
    void callerRequestIdIsEchoedOnSuccessErrorsAndTokens() {
        assertEquals("trace-1", calls.get("/api/v1beta/access", token, "x-request-id", "trace-1").header("x-request-id"));
        assertEquals("trace-2", calls.get("/api/nowhere", null, "x-request-id", "trace-2").header("x-request-id"));
        assertEquals("trace-3", calls.get("/api/v1beta/access", null, "x-request-id", "trace-3").header("x-request-id"));
        assertEquals("trace-4", calls.postForm(java.util.Map.of("grant_type", "client_credentials"),
                "x-request-id", "trace-4").header("x-request-id"));
    }

    @Test
    void requestIdIsGeneratedWhenNoneIsSupplied() {
        String first = calls.get("/api/v1beta/access", token).header("x-request-id");
        String second = calls.get("/api/unknown", null).header("x-request-id");
        assertNotNull(first);
        assertNotNull(second);
        assertTrue(first.matches("[0-9a-f-]{36}"), first);
        assertTrue(!first.equals(second));
    }

    private static void assertError(ServiceCalls.Answer answer, int status, String code) {
        assertEquals(status, answer.status(), answer.body());
        assertTrue(answer.header("Content-Type").startsWith("application/json"));
        assertEquals(code, answer.code());
        assertTrue(answer.json().get("message").asText().length() > 0);
        assertNotNull(answer.header("x-request-id"));
    }
}
