package io.dqexplorer.sdk.wire;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.DqClientBuilder;
import io.dqexplorer.sdk.error.AuthenticationException;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.error.PermissionException;
import io.dqexplorer.sdk.query.ClipQuery;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import okhttp3.Interceptor;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Where the secret and the token go, what every request carries, and what never appears in text. */
class SafetyWireTest {

    private static final Pattern UUID = Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

    private WireFixture wire;
    private final List<String> logLines = new CopyOnWriteArrayList<>();
    private final List<LogRecord> logRecords = new CopyOnWriteArrayList<>();
    private final Logger sdkLogger = Logger.getLogger("io.dqexplorer.sdk");
    private Level previousLevel;
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            logRecords.add(record);
            String text = new java.util.logging.SimpleFormatter().formatMessage(record);
            logLines.add(text + (record.getThrown() == null ? "" : " " + stackTrace(record.getThrown())));
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void start() throws Exception {
        wire = new WireFixture();
        previousLevel = sdkLogger.getLevel();
        sdkLogger.setLevel(Level.ALL);
        capture.setLevel(Level.ALL);
        sdkLogger.addHandler(capture);
    }

    @AfterEach
    void stop() {
        sdkLogger.removeHandler(capture);
        sdkLogger.setLevel(previousLevel);
        wire.close();
    }

    /** A varied session: success, retry, re-mint, failures with the token echoed back. */
    private List<DqException> busySession(DqClient client) {
        List<DqException> errors = new CopyOnWriteArrayList<>();
        wire.enqueue(WireFixture.access());
        wire.enqueue(WireFixture.error(500, "internal", "boom"));
        wire.enqueue(WireFixture.access());
        wire.enqueue(WireFixture.error(401, "credential_invalid", "token token-1 is not accepted"));
        wire.enqueue(WireFixture.access());
        wire.enqueue(WireFixture.error(403, "insufficient_capability", "Bearer token-2 lacks view_data"));
        wire.enqueue(WireFixture.json(200, "{\"clips\": 5}"));
        client.versioned().access();
        client.versioned().access();
        client.versioned().access();
        errors.add(assertThrows(PermissionException.class, client.versioned()::access));
        errors.add(assertThrows(DqException.class, () -> client.unversioned().clips(ClipQuery.of("d"))));
        return errors;
    }

    @Test
    void theSecretReachesOnlyTheTokenUrlAndTheTokenOnlyTheService() {
        try (DqClient client = wire.client()) {
            busySession(client);
        }
        assertFalse(wire.serviceRequests.isEmpty());
        for (RecordedRequest request : wire.serviceRequests) {
            String everything = request.getRequestLine() + "\n" + request.getHeaders() + "\n"
                    + (request.getBody() == null ? "" : request.getBody().utf8());
            assertFalse(everything.contains(WireFixture.SECRET), "secret sent to the service: " + request.getRequestLine());
            assertTrue(request.getHeaders().get("Authorization").matches("Bearer token-\\d"));
        }
        for (RecordedRequest request : wire.tokenRequests) {
            assertTrue(request.getBody().utf8().contains("client_secret="));
            assertNull(request.getHeaders().get("Authorization"), "no bearer token to the issuer");
        }
    }

    @Test
    void neitherTheTokenNorTheSecretAppearInALogLineOrAnExceptionText() {
        List<DqException> errors;
        try (DqClient client = wire.client()) {
            errors = busySession(client);
        }
        assertFalse(logLines.isEmpty(), "the SDK logged something to check");
        Set<String> secrets = Set.of(WireFixture.SECRET, "token-1", "token-2");
        for (String line : logLines) {
            secrets.forEach(secret -> assertFalse(line.contains(secret), "log line leaks " + secret + ": " + line));
        }
        for (DqException error : errors) {
            String text = stackTrace(error);
            secrets.forEach(secret -> assertFalse(text.contains(secret), "exception leaks " + secret + ": " + text));
        }
        assertTrue(errors.get(0).serviceMessage().contains("[redacted]"), errors.get(0).serviceMessage());
    }

    @Test
    void everySdkLogLineIsRedactedAndEscapedOnTheOneLoggerAndARetryStaysBelowWarning() {
        wire.enqueue(new MockResponse.Builder().code(500).addHeader("Content-Type", "application/json")
                .addHeaderLenient("x-request-id", "rid-\u001b[2J")
                .body("{\"code\":\"internal\",\"message\":\"boom \\u001b]0;EXPORT OK\\u0007 \\u202E token-1\"}").build());
        wire.enqueue(new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json")
                .addHeaderLenient("x-request-id", "rid-\u001b[2J-ok").body(WireFixture.ACCESS).build());
        try (DqClient client = wire.client()) {
            client.versioned().access();
        }
        assertTrue(logRecords.stream().anyMatch(r -> r.getLevel() == Level.INFO && logText(r).contains("attempt 1 of 3")),
                "the retry is logged at INFO: " + logLines);
        for (LogRecord record : logRecords) {
            assertEquals("io.dqexplorer.sdk", record.getLoggerName());
            assertTrue(record.getLevel().intValue() < Level.WARNING.intValue(), "a normal retry logs nothing at "
                    + record.getLevel() + ": " + logText(record));
        }
        for (String line : logLines) {
            assertFalse(line.chars().anyMatch(ServiceTextWireTest::control), "raw control character in: " + line);
            assertFalse(line.contains("token-1"), "log line leaks the token: " + line);
        }
        assertTrue(logLines.stream().anyMatch(line -> line.contains("rid-\\u001B[2J-ok")), "the id shown escaped: " + logLines);
    }

    @Test
    void anIssuerEchoingTheSecretIsRedacted() {
        wire.tokenHandler = n -> WireFixture.json(401, "{\"error\":\"invalid_client\",\"error_description\":\"bad secret "
                + WireFixture.SECRET + "\"}");
        try (DqClient client = wire.client()) {
            AuthenticationException e = assertThrows(AuthenticationException.class, client.versioned()::access);
            assertFalse(stackTrace(e).contains(WireFixture.SECRET));
        }
        logLines.forEach(line -> assertFalse(line.contains(WireFixture.SECRET), line));
    }

    @Test
    void eachExchangeIsLoggedAtDebugWithItsRequestIdAndWhatHappened() {
        wire.enqueue(new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());
        wire.enqueue(new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json")
                .body(WireFixture.ACCESS).onResponseEnd(new SocketEffect.CloseSocket()).build());
        wire.enqueue(WireFixture.access());
        try (DqClient client = wire.client()) {
            client.versioned().access(); // dropped on its new connection, then retried
            client.versioned().access(); // its pooled connection was closed by the server
        }
        List<String> debug = logRecords.stream().filter(r -> r.getLevel() == Level.FINE).map(SafetyWireTest::logText).toList();
        List<String> ids = wire.serviceRequests.stream().map(r -> r.getHeaders().get("x-request-id")).toList();
        assertTrue(debug.stream().anyMatch(line -> line.startsWith("request " + ids.get(0)
                + ": no answer from GET /api/v1beta/access: IOException (unexpected end of stream")), debug.toString());
        assertTrue(debug.contains("request " + ids.get(1) + ": GET /api/v1beta/access -> HTTP 200, "
                + WireFixture.ACCESS.length() + " bytes"), debug.toString());
        assertTrue(debug.stream().anyMatch(line -> line.startsWith("request " + ids.get(2)
                + ": a pooled connection was closed by the server (")), debug.toString());
    }

    @Test
    void aBlankEchoedRequestIdIsReplacedByTheSentOne() {
        wire.enqueue(new MockResponse.Builder().code(403).addHeader("Content-Type", "application/json")
                .addHeader("x-request-id", " ").body("{\"code\":\"insufficient_capability\",\"message\":\"no\"}").build());
        try (DqClient client = wire.client()) {
            PermissionException e = assertThrows(PermissionException.class, client.versioned()::access);
            assertEquals(wire.serviceRequests.peek().getHeaders().get("x-request-id"), e.requestId().orElseThrow());
        }
    }

    @Test
    void everyRequestCarriesItsHeadersAndNeverTheOrganizationSelector() {
        try (DqClient client = wire.client()) {
            busySession(client);
        }
        Set<String> ids = new HashSet<>();
        for (RecordedRequest request : wire.serviceRequests) {
            assertNull(request.getHeaders().get("X-Service-Organization-Id"));
            assertEquals("application/json", request.getHeaders().get("Accept"));
            assertTrue(request.getHeaders().get("User-Agent").startsWith("dq-explorer-sdk/"));
            String id = request.getHeaders().get("x-request-id");
            assertTrue(UUID.matcher(id).matches(), id);
            ids.add(id);
        }
        for (RecordedRequest request : wire.tokenRequests) {
            assertNull(request.getHeaders().get("X-Service-Organization-Id"));
            assertTrue(UUID.matcher(request.getHeaders().get("x-request-id")).matches());
        }
        // 7 requests for 5 calls: the retry and the replay keep their call's id
        assertEquals(7, wire.serviceRequests.size());
        assertEquals(5, ids.size());
    }

    @Test
    void anInjectedClientCannotAddTheSelectorOrLeakTheToken() throws Exception {
        Interceptor meddling = chain -> chain.proceed(chain.request().newBuilder()
                .header("X-Service-Organization-Id", "org-other").build());
        OkHttpClient injected = new OkHttpClient.Builder().addInterceptor(meddling).addNetworkInterceptor(meddling)
                .followRedirects(true).build();
        wire.serviceHandler = request -> WireFixture.access();
        try (DqClient client = wire.builder().httpClient(injected).build()) {
            client.versioned().access();
        }
        RecordedRequest request = wire.serviceRequests.peek();
        assertNull(request.getHeaders().get("X-Service-Organization-Id"));
        assertTrue(injected.connectionPool().idleConnectionCount() > 0, "closing the DqClient leaves a shared pool alone");
    }

    @Test
    void anInterceptorSendingARequestToAnotherOriginSendsItWithoutTheToken() {
        // an injected interceptor that moves service requests to another port: another origin
        Interceptor moving = chain -> {
            okhttp3.Request request = chain.request();
            if (!request.url().encodedPath().startsWith("/api/")) {
                return chain.proceed(request);
            }
            return chain.proceed(request.newBuilder().url(request.url().newBuilder().port(wire.issuer.getPort()).build()).build());
        };
        OkHttpClient injected = new OkHttpClient.Builder().addInterceptor(moving).build();
        try (DqClient client = wire.builder().httpClient(injected).build()) {
            assertThrows(DqException.class, client.versioned()::access);
        }
        List<RecordedRequest> moved = wire.tokenRequests.stream()
                .filter(request -> request.getUrl().encodedPath().equals("/api/v1beta/access")).toList();
        assertEquals(1, moved.size(), "the moved request went to the other origin");
        assertNull(moved.get(0).getHeaders().get("Authorization"), "but without the bearer token");
        assertTrue(wire.serviceRequests.isEmpty());
    }

    @Test
    void theCallersSecretArrayIsCopiedAndMayBeClearedAtOnce() {
        char[] secret = WireFixture.SECRET.toCharArray();
        DqClientBuilder builder = wire.builder().clientSecret(secret);
        java.util.Arrays.fill(secret, 'x');
        wire.serviceHandler = request -> WireFixture.access();
        try (DqClient client = builder.build()) {
            client.versioned().access();
        }
        String form = wire.tokenRequests.peek().getBody().utf8();
        assertTrue(form.contains("client_secret=" + WireFixture.SECRET), form);
    }

    @Test
    void theUserAgentCanBeSet() {
        wire.serviceHandler = request -> WireFixture.access();
        try (DqClient client = wire.builder().userAgent("dq-explorer/1.2 (test)").build()) {
            client.versioned().access();
        }
        assertEquals("dq-explorer/1.2 (test)", wire.serviceRequests.peek().getHeaders().get("User-Agent"));
        assertEquals("dq-explorer/1.2 (test)", wire.tokenRequests.peek().getHeaders().get("User-Agent"));
    }

    @Test
    void aServiceUrlWithAPathPrefixKeepsIt() {
        wire.serviceHandler = request -> WireFixture.access();
        try (DqClient client = wire.builder().serviceUrl(wire.service.url("/dq/").uri()).build()) {
            client.versioned().access();
        }
        assertEquals("/dq/api/v1beta/access", wire.serviceRequests.peek().getUrl().encodedPath());
    }

    @Test
    void aClosedClientRefusesCalls() {
        DqClient client = wire.client();
        client.close();
        client.close();
        assertThrows(IllegalStateException.class, client.versioned()::access);
    }

    private static String logText(LogRecord record) {
        return new java.util.logging.SimpleFormatter().formatMessage(record);
    }

    private static String stackTrace(Throwable e) {
        StringWriter out = new StringWriter();
        e.printStackTrace(new PrintWriter(out));
        return out.toString();
    }
}
