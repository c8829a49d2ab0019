package io.dqexplorer.sandbox;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Error rows of the interface document and the sandbox's choices for what it does not show. */
class RequestRulesTest extends RunningSandbox {

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
            "offset=9223372036854775808", "offset=99999999999999999999", "offset=%2B5", "limit=%2B5", "frame_quality=yes", "hand_activity=1", "frame_quality=", "term=",
            "vocabulary=garbage", "vocabulary=an-000000000000"})
    void wrongClipsParameterIsInvalidParameter(String parameter) {
        assertError(calls.get("/api/quality/clips?dataset=kitchen-egocentric&" + parameter, token), 400,
                "invalid_parameter");
    }

    @Test
    void anyNonNegativeLongOffsetIsAcceptedAndPastTheEndGivesNoRows() {
        for (String offset : new String[] {"2147483648", "99999999999", "9223372036854775807"}) {
            ServiceCalls.Answer answer = calls.get("/api/quality/clips?dataset=kitchen-egocentric&limit=1000&offset=" + offset,
                    token);
            assertEquals(200, answer.status(), answer.body());
            assertEquals(Long.parseLong(offset), answer.json().get("offset").asLong());
            assertEquals(0, answer.json().get("clips").size());
            assertEquals(2734, answer.json().get("total").asInt());
        }
        var last = calls.get("/api/quality/clips?dataset=kitchen-egocentric&limit=1000&offset=2733", token).json();
        assertEquals(1, last.get("clips").size());
    }

    @Test
    void aRepeatedQueryParameterCountsWithItsFirstValue() {
        var first = calls.get("/api/quality/clips?dataset=kitchen-egocentric&limit=3&limit=1000&offset=5&offset=0", token)
                .json();
        assertEquals(3, first.get("limit").asInt());
        assertEquals(3, first.get("clips").size());
        assertEquals(5, first.get("offset").asInt());
        assertEquals(calls.get("/api/quality/clips?dataset=kitchen-egocentric&limit=3&offset=5", token).json().get("clips"),
                first.get("clips"));
        // the later value would be an error if it counted, and a later dataset would name another corpus
        assertEquals(200, calls.get("/api/quality/clips?dataset=kitchen-egocentric&limit=2&limit=5000", token).status());
        assertEquals(200, calls.get("/api/quality/clips?dataset=kitchen-egocentric&dataset=BAD&limit=1", token).status());
        assertEquals("kitchen-egocentric", calls.get(
                "/api/v1beta/quality/duplicates?dataset=kitchen-egocentric&dataset=warehouse-picking", token)
                .json().get("dataset").asText());
        assertError(calls.get("/api/quality/clips?dataset=kitchen-egocentric&limit=5000&limit=2", token), 400,
                "invalid_parameter");
    }

    @Test
    void unknownQueryParametersAreIgnored() {
        ServiceCalls.Answer plain = calls.get("/api/quality/clips?dataset=kitchen-egocentric&limit=4", token);
        ServiceCalls.Answer extra = calls.get("/api/quality/clips?dataset=kitchen-egocentric&limit=4&colour=blue"
                + "&sort=desc&LIMIT=1000&page=7&flag", token);
        assertEquals(200, extra.status(), extra.body());
        assertEquals(plain.json(), extra.json());
        ServiceCalls.Answer access = calls.get("/api/v1beta/access?verbose=true", token);
        assertEquals(200, access.status());
        ServiceCalls.Answer datasets = calls.get("/api/v1beta/quality/datasets?page=2&limit=1", token);
        assertEquals(calls.get("/api/v1beta/quality/datasets", token).json(), datasets.json());
    }

    @Test
    void aRequestIdOfAtMost200VisibleAsciiCharactersIsEchoed() {
        String longest = "r".repeat(200);
        assertEquals(longest, calls.get("/api/v1beta/access", token, "x-request-id", longest).header("x-request-id"));
        String symbols = "!#$%&'*+-.^_`|~:/=@[]{}()<>?\\\"";
        assertEquals(symbols, calls.get("/api/v1beta/access", token, "x-request-id", symbols).header("x-request-id"));
    }

    @Test
    void aRequestIdOver200CharactersIsReplacedByANewOne() {
        String tooLong = "r".repeat(201);
        String answered = calls.get("/api/v1beta/access", token, "x-request-id", tooLong).header("x-request-id");
        assertNotEquals(tooLong, answered);
        assertTrue(answered.matches("[0-9a-f-]{36}"), answered);
    }

    @ParameterizedTest
    @ValueSource(strings = {"trace one", "tab\there", "bel\u0007l", "del\u007f", "caf\u00e9", "nul\u0000x"})
    void aRequestIdThatIsNotVisibleAsciiIsReplacedByANewOne(String supplied) throws Exception {
        String answered = rawRequestId(supplied);
        assertNotEquals(supplied, answered);
        assertTrue(answered.matches("[0-9a-f-]{36}"), answered);
    }

    /** Sends the header byte for byte (ISO-8859-1), which java.net.http would refuse to, and reads the answered id. */
    private static String rawRequestId(String requestId) throws Exception {
        java.net.URI service = sandbox.serviceUrl();
        try (java.net.Socket socket = new java.net.Socket(service.getHost(), service.getPort())) {
            socket.setSoTimeout(10_000);
            String request = "GET /api/v1beta/access HTTP/1.1\r\nHost: " + service.getHost() + "\r\n"
                    + "Authorization: Bearer " + token + "\r\nx-request-id: " + requestId + "\r\n"
                    + "Connection: close\r\n\r\n";
            socket.getOutputStream().write(request.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
            String answer = new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.ISO_8859_1);
            assertTrue(answer.startsWith("HTTP/1.1 200"), answer);
            for (String line : answer.substring(0, answer.indexOf("\r\n\r\n")).split("\r\n")) {
                if (line.regionMatches(true, 0, "x-request-id:", 0, 13)) {
                    return line.substring(13).trim();
                }
            }
            throw new AssertionError("no x-request-id in " + answer);
        }
    }

    @Test
    void aRequestBodyOver64KiBIsPayloadTooLarge() {
        String body = "grant_type=client_credentials&client_id=x&client_secret=" + "a".repeat(64 * 1024);
        ServiceCalls.Answer answer = calls.postRaw(body, "application/x-www-form-urlencoded", "x-request-id", "big-1");
        assertError(answer, 413, "payload_too_large");
        assertEquals("big-1", answer.header("x-request-id"));
        String justFits = "grant_type=client_credentials&client_id=x&client_secret=" + "a".repeat(60 * 1024);
        assertEquals(401, calls.postRaw(justFits, "application/x-www-form-urlencoded").status(), "read whole, then judged");
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
