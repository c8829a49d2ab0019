package io.dqexplorer.sdk.wire;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.AuthenticationException;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.error.OverloadedException;
import io.dqexplorer.sdk.error.ProtocolException;
import io.dqexplorer.sdk.error.TransportException;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.query.ClipQuery;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.Headers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TokenWireTest {

    private WireFixture wire;

    @BeforeEach
    void start() throws Exception {
        wire = new WireFixture();
    }

    @AfterEach
    void stop() {
        wire.close();
    }

    @Test
    void eightConcurrentCallersOnAColdCacheCauseOneTokenExchange() throws Exception {
        wire.tokenDelayMillis = 300;
        wire.serviceHandler = request -> WireFixture.access();
        try (DqClient client = wire.client()) {
            ExecutorService pool = Executors.newFixedThreadPool(8);
            CountDownLatch go = new CountDownLatch(1);
            List<Future<?>> calls = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                calls.add(pool.submit(() -> {
                    go.await();
                    return client.versioned().access();
                }));
            }
            go.countDown();
            for (Future<?> call : calls) {
                call.get(10, TimeUnit.SECONDS);
            }
            pool.shutdown();
        }
        assertEquals(1, wire.exchanges.get());
        assertEquals(8, wire.serviceRequests.size());
        wire.serviceRequests.forEach(r -> assertEquals("Bearer token-1", r.getHeaders().get("Authorization")));
    }

    @Test
    void concurrentCallersShareTheFailureOfTheOneExchange() throws Exception {
        wire.tokenHandler = n -> new MockResponse.Builder().code(401).addHeader("Content-Type", "application/json")
                .headersDelay(600, TimeUnit.MILLISECONDS)
                .body("{\"error\":\"invalid_client\",\"error_description\":\"Client authentication failed\"}").build();
        try (DqClient client = wire.client()) {
            ExecutorService pool = Executors.newFixedThreadPool(4);
            CountDownLatch go = new CountDownLatch(1);
            List<Future<?>> calls = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                calls.add(pool.submit(() -> {
                    go.await();
                    return client.versioned().access();
                }));
            }
            go.countDown();
            for (Future<?> call : calls) {
                var e = assertThrows(java.util.concurrent.ExecutionException.class, () -> call.get(10, TimeUnit.SECONDS));
                assertInstanceOf(AuthenticationException.class, e.getCause());
            }
            pool.shutdown();
        }
        assertEquals(1, wire.exchanges.get());
        assertEquals(0, wire.serviceRequests.size());
    }

    @Test
    void theTokenIsCachedAcrossCalls() {
        wire.serviceHandler = request -> WireFixture.access();
        try (DqClient client = wire.client()) {
            client.versioned().access();
            client.versioned().access();
            client.unversioned().access();
        }
        assertEquals(1, wire.exchanges.get());
    }

    @Test
    void aTokenOfOneSecondExpiringMidWalkIsRenewedNotMintedPerRequest() {
        wire.expiresIn = 1;
        wire.serviceHandler = request -> {
            int offset = Integer.parseInt(request.getUrl().queryParameter("offset"));
            return WireFixture.json(200, WireFixture.clipsPage(offset, 1000, 4000, "voc-A"));
        };
        List<String> tokensSeen = new ArrayList<>();
        try (DqClient client = wire.client()) {
            Iterator<ClipPage> pages = client.unversioned().walkClips(ClipQuery.of("d")).iterator();
            pages.next();
            wire.advanceSeconds(0.2);
            pages.next();
            wire.advanceSeconds(0.4); // 0.6 s after minting: past 1 s - min(30 s, 0.5 s)
            pages.next();
            wire.advanceSeconds(0.1);
            pages.next();
            assertFalse(pages.hasNext());
        }
        wire.serviceRequests.forEach(r -> tokensSeen.add(r.getHeaders().get("Authorization")));
        assertEquals(List.of("Bearer token-1", "Bearer token-1", "Bearer token-2", "Bearer token-2"), tokensSeen);
        assertEquals(2, wire.exchanges.get());
    }

    @Test
    void theTokenIsUsedUntilExpiresInMinusThirtySecondsOfSkew() {
        wire.expiresIn = 300;
        wire.serviceHandler = request -> WireFixture.access();
        try (DqClient client = wire.client()) {
            client.versioned().access();
            wire.advanceSeconds(269);
            client.versioned().access();
            assertEquals(1, wire.exchanges.get());
            wire.advanceSeconds(2);
            client.versioned().access();
            assertEquals(2, wire.exchanges.get());
        }
    }

    @Test
    void credentialInvalidForcesOneFreshExchangeAndOneReplay() {
        wire.enqueue(WireFixture.error(401, "credential_invalid", "token expired"));
        wire.enqueue(WireFixture.access());
        try (DqClient client = wire.client()) {
            assertEquals("org-wire", client.versioned().access().scope().organizationId().orElseThrow());
        }
        assertEquals(2, wire.exchanges.get());
        List<RecordedRequest> requests = wire.serviceRequestList();
        assertEquals(2, requests.size());
        assertEquals("Bearer token-1", requests.get(0).getHeaders().get("Authorization"));
        assertEquals("Bearer token-2", requests.get(1).getHeaders().get("Authorization"));
        assertTrue(wire.sleeps.isEmpty(), "a re-mint is not a backoff retry");
    }

    @Test
    void aSecondCredentialInvalidIsAnAuthenticationException() {
        wire.enqueue(WireFixture.error(401, "credential_invalid", "token expired"));
        wire.enqueue(new MockResponse.Builder().code(401).addHeader("Content-Type", "application/json")
                .addHeader("WWW-Authenticate", "Bearer error=\"invalid_token\"").addHeader("x-request-id", "rid-second")
                .body("{\"code\":\"credential_invalid\",\"message\":\"still not accepted\"}").build());
        try (DqClient client = wire.client()) {
            AuthenticationException e = assertThrows(AuthenticationException.class, client.versioned()::access);
            assertEquals(401, e.status());
            assertEquals("credential_invalid", e.code().orElseThrow());
            assertEquals("rid-second", e.requestId().orElseThrow());
            assertTrue(e.getMessage().contains("rid-second"));
        }
        assertEquals(2, wire.exchanges.get());
        assertEquals(2, wire.serviceRequests.size());
    }

    @Test
    void credentialRequiredIsNotReMinted() {
        wire.enqueue(WireFixture.error(401, "credential_required", "no credential"));
        try (DqClient client = wire.client()) {
            assertThrows(AuthenticationException.class, client.versioned()::access);
        }
        assertEquals(1, wire.exchanges.get());
        assertEquals(1, wire.serviceRequests.size());
    }

    @Test
    void theTokenRequestCarriesExactlyTheContractsFormFields() {
        wire.serviceHandler = request -> WireFixture.access();
        try (DqClient client = wire.client()) {
            client.versioned().access();
        }
        RecordedRequest token = wire.tokenRequests.peek();
        assertEquals("POST", token.getMethod());
        assertTrue(token.getHeaders().get("Content-Type").startsWith("application/x-www-form-urlencoded"));
        assertEquals(null, token.getHeaders().get("Authorization"));
        Map<String, String> form = form(token.getBody().utf8());
        assertEquals(List.of("grant_type", "client_id", "client_secret"), new ArrayList<>(sorted(form).keySet()));
        assertEquals("client_credentials", form.get("grant_type"));
        assertEquals(WireFixture.CLIENT_ID, form.get("client_id"));
        assertEquals(WireFixture.SECRET, form.get("client_secret"));
    }

    @Test
    void invalidClientIsAnAuthenticationExceptionWithTheIssuersDescription() {
        wire.tokenHandler = n -> WireFixture.json(401,
                "{\"error\":\"invalid_client\",\"error_description\":\"Client authentication failed\"}");
        try (DqClient client = wire.client()) {
            AuthenticationException e = assertThrows(AuthenticationException.class, client.versioned()::access);
            assertEquals("invalid_client", e.code().orElseThrow());
            assertEquals("Client authentication failed", e.serviceMessage());
            assertFalse(e.getMessage().contains(WireFixture.SECRET));
        }
        assertEquals(1, wire.exchanges.get(), "a 401 from the issuer is not retried");
    }

    @Test
    void anUnreachableTokenEndpointIsATransportExceptionNamingTheTokenUrl() throws Exception {
        MockWebServer gone = new MockWebServer();
        gone.start(java.net.InetAddress.getByName("127.0.0.1"), 0);
        URI deadUrl = gone.url("/oauth/token").uri();
        gone.close();
        try (DqClient client = wire.builder().tokenUrl(deadUrl).build()) {
            TransportException e = assertThrows(TransportException.class, client.versioned()::access);
            assertEquals(0, e.status());
            assertTrue(e.getMessage().contains(deadUrl.getHost() + ":" + deadUrl.getPort() + "/oauth/token"), e.getMessage());
        }
        assertEquals(2, wire.sleeps.size(), "connection failures are retried: 3 attempts");
        assertEquals(0, wire.serviceRequests.size());
    }

    @ParameterizedTest
    @ValueSource(ints = {500, 502, 504})
    void aTokenEndpointRetryAfterIsIgnoredUnlessTheStatusIs503(int status) {
        wire.tokenHandler = n -> n == 1
                ? WireFixture.json(status, "{\"error\":\"server_error\"}", Headers.of("Retry-After", "30"))
                : WireFixture.json(200, "{\"access_token\":\"token-" + n + "\",\"token_type\":\"Bearer\",\"expires_in\":3600}");
        wire.serviceHandler = request -> WireFixture.access();
        try (DqClient client = wire.client()) {
            client.versioned().access();
        }
        assertEquals(2, wire.exchanges.get(), "retried once");
        assertEquals(1, wire.sleeps.size());
        Duration slept = wire.sleeps.get(0);
        assertTrue(slept.toMillis() >= 250 && slept.toMillis() <= 500, "the jittered backoff, not Retry-After: " + slept);
    }

    @Test
    void aTokenEndpointRetryAfterIsHonouredOnA503AndCarriedByTheLastFailure() {
        wire.tokenHandler = n -> WireFixture.json(503, "{\"error\":\"temporarily_unavailable\"}",
                Headers.of("Retry-After", "7"));
        try (DqClient client = wire.client()) {
            OverloadedException e = assertThrows(OverloadedException.class, client.versioned()::access);
            assertEquals(Duration.ofSeconds(7), e.retryAfter().orElseThrow());
        }
        assertEquals(List.of(Duration.ofSeconds(7), Duration.ofSeconds(7)), wire.sleeps);
    }

    @Test
    void aPersistentTokenEndpoint500CarriesNoRetryAfter() {
        wire.tokenHandler = n -> new MockResponse.Builder().code(500).addHeader("Retry-After", "30")
                .addHeader("Content-Type", "text/html").body("<html>oops</html>").build();
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class, client.versioned()::access);
            assertEquals(500, e.status());
        }
        assertEquals(3, wire.exchanges.get());
        assertTrue(wire.sleeps.stream().allMatch(d -> d.toMillis() <= 1000), wire.sleeps.toString());
    }

    @Test
    void aNonJsonTokenResponseIsAProtocolException() {
        wire.tokenHandler = n -> new MockResponse.Builder().code(200).addHeader("Content-Type", "text/html")
                .body("<html>login portal</html>").build();
        try (DqClient client = wire.client()) {
            DqException e = assertThrows(ProtocolException.class, client.versioned()::access);
            assertEquals(200, e.status());
        }
    }

    @Test
    void aTokenResponseWithoutAccessTokenIsAProtocolExceptionNamingTheField() {
        wire.tokenHandler = n -> WireFixture.json(200, "{\"token_type\":\"Bearer\",\"expires_in\":60}");
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class, client.versioned()::access);
            assertTrue(e.getMessage().contains("access_token"), e.getMessage());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"4611686018427387904", "9223372036854775807", "9223372036854775808", "1e30"})
    void aLifetimeOfAnySizeCostsOneExchangePerDayAtMost(String expiresIn) {
        wire.tokenHandler = n -> WireFixture.json(200,
                "{\"access_token\":\"token-" + n + "\",\"token_type\":\"Bearer\",\"expires_in\":" + expiresIn + "}");
        wire.serviceHandler = request -> WireFixture.access();
        try (DqClient client = wire.client()) {
            client.versioned().access();
            client.versioned().access();
            wire.advanceSeconds(23 * 3600);
            client.versioned().access();
            assertEquals(1, wire.exchanges.get(), "one token for the whole of its (clamped) lifetime");
            wire.advanceSeconds(3600);
            client.versioned().access();
            client.versioned().access();
        }
        assertEquals(2, wire.exchanges.get(), "a lifetime past a day is taken as a day");
    }

    @Test
    void aLifetimeOfZeroIsTheAssumedMinute() {
        wire.expiresIn = 0;
        wire.serviceHandler = request -> WireFixture.access();
        try (DqClient client = wire.client()) {
            client.versioned().access();
            wire.advanceSeconds(29);
            client.versioned().access();
            assertEquals(1, wire.exchanges.get());
            wire.advanceSeconds(2);
            client.versioned().access();
        }
        assertEquals(2, wire.exchanges.get());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", ",\"expires_in\":null"})
    void aTokenAnswerWithoutALifetimeIsTheAssumedMinuteNotATokenPerCall(String lifetime) {
        wire.tokenHandler = n -> WireFixture.json(200,
                "{\"access_token\":\"token-" + n + "\",\"token_type\":\"Bearer\"" + lifetime + "}");
        wire.serviceHandler = request -> WireFixture.access();
        try (DqClient client = wire.client()) {
            client.versioned().access();
            wire.advanceSeconds(29);
            client.versioned().access();
            assertEquals(1, wire.exchanges.get(), "one token for the assumed minute less its skew");
            wire.advanceSeconds(2);
            client.versioned().access();
        }
        assertEquals(2, wire.exchanges.get());
        assertEquals(List.of("Bearer token-1", "Bearer token-1", "Bearer token-2"), wire.serviceRequests.stream()
                .map(request -> request.getHeaders().get("Authorization")).toList());
    }

    /** Each token answer not of the contract's shape, and the words its protocol error must name. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"access_token\":123,\"token_type\":\"Bearer\"}|has no access_token string",
            "{\"access_token\":\"\",\"token_type\":\"Bearer\"}|has no access_token string",
            "{\"access_token\":null,\"token_type\":\"Bearer\"}|has no access_token string",
            "[\"access_token\"]|is not a JSON object",
            "{\"access_token\":\"t\"}|has no token_type Bearer",
            "{\"access_token\":\"t\",\"token_type\":7}|has no token_type Bearer",
            "{\"access_token\":\"t\",\"token_type\":\"mac\"}|has no token_type Bearer",
            "{\"access_token\":\"t\",\"token_type\":\"Bearer\",\"expires_in\":\"60\"}|not an integer number of seconds",
            "{\"access_token\":\"t\",\"token_type\":\"Bearer\",\"expires_in\":1.5}|not an integer number of seconds",
    })
    void aTokenAnswerNotOfTheContractsShapeIsAProtocolErrorNamingWhatIsWrong(String body, String words) {
        wire.tokenHandler = n -> WireFixture.json(200, body);
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class, client.versioned()::access);
            assertTrue(e.getMessage().contains(words), e.getMessage());
            assertEquals(0, wire.serviceRequests.size(), "no call of the service without a usable token");
        }
    }

    @Test
    void aTokenTypeInAnyCaseAndANullLifetimeAreTheContractsShape() {
        wire.tokenHandler = n -> WireFixture.json(200,
                "{\"access_token\":\"token-" + n + "\",\"token_type\":\"bEaReR\",\"expires_in\":null}");
        wire.serviceHandler = request -> WireFixture.access();
        try (DqClient client = wire.client()) {
            client.versioned().access();
            assertEquals("Bearer token-1", wire.serviceRequests.peek().getHeaders().get("Authorization"));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "-9223372036854775809"})
    void aNegativeLifetimeIsAProtocolErrorNamingIt(String expiresIn) {
        wire.tokenHandler = n -> WireFixture.json(200,
                "{\"access_token\":\"token-" + n + "\",\"token_type\":\"Bearer\",\"expires_in\":" + expiresIn + "}");
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class, client.versioned()::access);
            assertTrue(e.getMessage().contains("expires_in"), e.getMessage());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"tok\\r\\nX-Injected: 1", "tok\\nen", "tok\\u0000en", "tök"})
    void aTokenThatCannotBeSentInAHeaderIsTheTokenEndpointsProtocolError(String jsonToken) {
        wire.tokenHandler = n -> WireFixture.json(200, "{\"access_token\":\"" + jsonToken
                + "\",\"token_type\":\"Bearer\",\"expires_in\":3600}", Headers.of("x-request-id", "rid-token"));
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class, client.versioned()::access);
            assertTrue(e.getMessage().contains("the token endpoint returned a token that cannot be sent"), e.getMessage());
            assertEquals("rid-token", e.requestId().orElseThrow());
            assertFalse(e.getMessage().contains("Injected"), "the token is not shown: " + e.getMessage());
        }
        assertEquals(0, wire.serviceRequests.size());
        assertEquals(1, wire.exchanges.get(), "a bad token is not retried");
    }

    @Test
    void aTokenEndpointSlowerThanItsDeadlineIsATimeOutCountedAsAnAttempt() {
        wire.tokenDelayMillis = 2_000;
        try (DqClient client = wire.builder().tokenCallTimeout(Duration.ofMillis(200)).build()) {
            TransportException e = assertThrows(TransportException.class, client.versioned()::access);
            assertTrue(e.getMessage().contains("timed out: no answer from the token endpoint"), e.getMessage());
            assertTrue(e.getMessage().contains("deadline of 0.2 s"), e.getMessage());
        }
        assertEquals(3, wire.exchanges.get());
        assertEquals(2, wire.sleeps.size());
        assertEquals(0, wire.serviceRequests.size());
    }

    private static Map<String, String> form(String body) {
        Map<String, String> form = new LinkedHashMap<>();
        for (String pair : body.split("&")) {
            String[] kv = pair.split("=", 2);
            form.put(URLDecoder.decode(kv[0], StandardCharsets.UTF_8), URLDecoder.decode(kv[1], StandardCharsets.UTF_8));
        }
        return form;
    }

    private static Map<String, String> sorted(Map<String, String> form) {
        Map<String, String> ordered = new LinkedHashMap<>();
        for (String key : List.of("grant_type", "client_id", "client_secret")) {
            if (form.containsKey(key)) {
                ordered.put(key, form.get(key));
            }
        }
        assertEquals(form.size(), ordered.size(), "unexpected form fields: " + form.keySet());
        return ordered;
    }
}
