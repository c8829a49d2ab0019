package io.dqexplorer.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Pins what malformed requests get back on the wire, case by case as sandbox/README.md lists them:
 * those the JDK HTTP server refuses before the sandbox sees them (a plain HTML error, or no answer
 * at all), and those that reach the sandbox (a JSON error body).
 */
class MalformedRequestsTest extends RunningSandbox {

    private static final String ACCESS = "/api/v1beta/access";
    /** The JDK server's default sun.net.httpserver.maxReqHeaderSize: 380 KiB. */
    private static final int HEADER_BUDGET = 380 * 1024;
    /** What the JDK server adds to a line's length when it counts it against {@link #HEADER_BUDGET}. */
    private static final int PER_LINE = 32;
    /** ... and to a header line's, which it counts one byte longer than it is. */
    private static final int PER_HEADER_LINE = PER_LINE + 1;

    static Stream<Arguments> refusedWithPlainHtml() {
        return Stream.of(
                arguments("invalid % escape in the path", get(ACCESS + "%zz"), 400),
                arguments("invalid % escape in the query", get("/api/quality/clips?dataset=%zz"), 400),
                arguments("{ in the target", get("/api/{dataset}"), 400),
                arguments("| in the target", get(ACCESS + "?a|b"), 400),
                arguments("< in the target", get("/api/<x>"), 400),
                arguments("request line without a version", "GET " + ACCESS + "\r\nHost: sandbox\r\n\r\n", 400),
                arguments("request line of one word", "GET\r\nHost: sandbox\r\n\r\n", 400),
                arguments("header line without a colon", get(ACCESS, "NoColonHere"), 400),
                arguments("header name with a space", get(ACCESS, "Bad Name: value"), 400),
                arguments("empty header name", get(ACCESS, ": value"), 400),
                arguments("Content-Length not a number", post("Content-Length: ten", ""), 400),
                arguments("negative Content-Length", post("Content-Length: -1", ""), 400),
                arguments("Content-Length and Transfer-Encoding",
                        post("Content-Length: 5\r\nTransfer-Encoding: chunked", "0\r\n\r\n"), 400),
                arguments("Transfer-Encoding other than chunked", post("Transfer-Encoding: gzip", "abc"), 501),
                arguments("target not starting with /", "OPTIONS * HTTP/1.1\r\nHost: sandbox\r\n\r\n", 404));
    }

    @ParameterizedTest(name = "{0}: {2} text/html")
    @MethodSource("refusedWithPlainHtml")
    void theJdkServerRefusesWithItsOwnPlainHtmlError(String what, String request, int status) {
        RawExchange answer = RawExchange.send(sandbox, request);
        assertEquals(status, answer.status(), answer.bytes());
        assertEquals("text/html", answer.headers().get("content-type"), what);
        assertEquals("close", answer.headers().get("connection"), what);
        assertFalse(answer.headers().containsKey("x-request-id"), "the sandbox never saw it: " + what);
        assertTrue(answer.body().startsWith("<h1>" + status + " "), answer.body());
    }

    static Stream<Arguments> droppedWithoutAnswer() {
        return Stream.of(
                arguments("201 distinct header names", get(ACCESS, distinctHeaders(200))),
                arguments("headers over 380 KiB", get(ACCESS, "X-Big: " + "a".repeat(HEADER_BUDGET))),
                arguments("request line over 380 KiB", get(ACCESS + "?x=" + "a".repeat(HEADER_BUDGET))),
                arguments("request line ended by a bare LF", "GET " + ACCESS + " HTTP/1.1\nHost: sandbox\n\n"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("droppedWithoutAnswer")
    void theJdkServerClosesTheConnectionWithoutAnyAnswer(String what, String request) {
        assertEquals("", RawExchange.send(sandbox, request).bytes(), what);
    }

    @Test
    void theHeaderLimitsAreExactly200NamesAnd380KibWith32BytesALine() {
        assertSandboxAnswers(get(ACCESS, distinctHeaders(199)), "Host and 199 more names");
        assertSandboxAnswers(get(ACCESS, "X-Same: v\r\n".repeat(300).trim()), "300 lines of one name count as one");

        String line = "GET " + ACCESS + " HTTP/1.1";
        int room = HEADER_BUDGET - (line.length() + PER_LINE) - PER_HEADER_LINE - "X-Big: ".length();
        String fits = line + "\r\nX-Big: " + "a".repeat(room) + "\r\n\r\n";
        assertSandboxAnswers(fits, "request line and one header exactly at the budget");
        assertFalse(RawExchange.send(sandbox, fits.replace("X-Big: ", "X-Big: a")).answered(), "one byte more");

        String target = ACCESS + "?x=";
        int longest = HEADER_BUDGET - PER_LINE - ("GET " + target + " HTTP/1.1").length();
        assertSandboxAnswers("GET " + target + "a".repeat(longest) + " HTTP/1.1\r\n\r\n", "request line at the budget");
        assertFalse(RawExchange.send(sandbox, "GET " + target + "a".repeat(longest + 1) + " HTTP/1.1\r\n\r\n")
                .answered(), "one byte more");
    }

    static Stream<Arguments> oddButAccepted() {
        return Stream.of(
                arguments("lower-case method", "get " + ACCESS + " HTTP/1.1\r\nHost: sandbox\r\n\r\n", 405),
                arguments("folded header line", get(ACCESS, "X-Folded: a", "  b"), 401),
                arguments("control character in a header value", get(ACCESS, "X-Control: a\u0001b"), 401),
                arguments("absolute-form target", get("http://elsewhere" + ACCESS), 401),
                arguments("unknown HTTP version", "GET " + ACCESS + " HTTP/7.5\r\nHost: sandbox\r\n\r\n", 401),
                arguments("raw UTF-8 bytes in the path", get("/api/\u00c3\u00a9"), 404));
    }

    @ParameterizedTest(name = "{0}: {2} JSON")
    @MethodSource("oddButAccepted")
    void oddButParseableRequestsReachTheSandbox(String what, String request, int status) {
        RawExchange answer = RawExchange.send(sandbox, request);
        assertEquals(status, answer.status(), what + ": " + answer.bytes());
        assertEquals("application/json", answer.headers().get("content-type"), what);
        assertTrue(answer.headers().containsKey("x-request-id"), what);
    }

    @Test
    void rawBytesInThePathAreIso88591CharactersAndEscapesAreUtf8() {
        assertEquals("No resource at /api/\u00c3\u00a9.", notFoundMessage("/api/\u00c3\u00a9"));
        assertEquals("No resource at /api/\u00e9.", notFoundMessage("/api/%C3%A9"));
    }

    private static String notFoundMessage(String target) {
        RawExchange answer = RawExchange.send(sandbox, get(target));
        assertEquals(404, answer.status(), answer.bytes());
        String body = new String(answer.body().getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
        return new ServiceCalls.Answer(404, null, body).json().get("message").asText();
    }

    @Test
    void aBrokenChunkedBodyIsTheSandboxsJson400() {
        RawExchange answer = RawExchange.send(sandbox, post("Transfer-Encoding: chunked", "zz\r\nabc\r\n0\r\n\r\n"));
        assertJsonError(answer, 400, "invalid_body");
    }

    @Test
    void aBodyShorterThanItsContentLengthIsTheSandboxsJson400() {
        String form = "grant_type=client_credentials";
        RawExchange answer = RawExchange.send(sandbox, post("Content-Length: " + (form.length() + 10), form));
        assertJsonError(answer, 400, "invalid_body");
    }

    private static void assertSandboxAnswers(String request, String what) {
        RawExchange answer = RawExchange.send(sandbox, request);
        assertTrue(answer.answered(), what);
        assertEquals(401, answer.status(), what + ": " + answer.bytes());
        assertEquals("application/json", answer.headers().get("content-type"), what);
    }

    private static void assertJsonError(RawExchange answer, int status, String code) {
        assertEquals(status, answer.status(), answer.bytes());
        assertEquals("application/json", answer.headers().get("content-type"));
        assertTrue(answer.headers().containsKey("x-request-id"));
        JsonNode body = new ServiceCalls.Answer(status, null, answer.body()).json();
        assertEquals(code, body.get("code").asText());
        assertTrue(body.get("message").asText().length() > 0);
    }

    private static String get(String target, String... headerLines) {
        StringBuilder request = new StringBuilder("GET " + target + " HTTP/1.1\r\nHost: sandbox\r\n");
        for (String header : headerLines) {
            request.append(header).append("\r\n");
        }
        return request.append("\r\n").toString();
    }

    private static String post(String framingHeaders, String body) {
        return "POST /oauth2/token HTTP/1.1\r\nHost: sandbox\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                + framingHeaders + "\r\n\r\n" + body;
    }

    /** {@code count} header lines of distinct names, beside Host. */
    private static String distinctHeaders(int count) {
        StringBuilder headers = new StringBuilder();
        for (int i = 0; i < count; i++) {
            headers.append(i == 0 ? "" : "\r\n").append("X-Header-").append(i).append(": v");
        }
        return headers.toString();
    }
}
