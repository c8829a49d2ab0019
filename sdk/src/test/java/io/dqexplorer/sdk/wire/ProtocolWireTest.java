package io.dqexplorer.sdk.wire;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryPolicy;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.error.OverloadedException;
import io.dqexplorer.sdk.error.ProtocolException;
import io.dqexplorer.sdk.error.TransportException;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Answers that are not the JSON the contract promises, each giving a typed error with the request id. */
class ProtocolWireTest {

    private static final String HTML = "<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>";

    private WireFixture wire;

    @BeforeEach
    void start() throws Exception {
        wire = new WireFixture();
    }

    @AfterEach
    void stop() {
        wire.close();
    }

    private String sentRequestId() {
        return wire.serviceRequestList().get(0).getHeaders().get("x-request-id");
    }

    @Test
    void anHtml502FromAProxyIsRetriedThenAProtocolErrorWithTheSentRequestId() {
        for (int i = 0; i < 3; i++) {
            wire.enqueue(new MockResponse.Builder().code(502).addHeader("Content-Type", "text/html").body(HTML).build());
        }
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class, client.versioned()::access);
            assertEquals(502, e.status());
            assertTrue(e.code().isEmpty());
            assertEquals(sentRequestId(), e.requestId().orElseThrow());
            assertTrue(e.getMessage().contains("text/html"), e.getMessage());
            assertFalse(e.getMessage().contains("nginx"), "the page itself is not copied into the message");
        }
        assertEquals(3, wire.serviceRequests.size());
    }

    @Test
    void anHtml503FromAProxyStaysOverloadedWithItsRetryAfter() {
        for (int i = 0; i < 3; i++) {
            wire.enqueue(new MockResponse.Builder().code(503).addHeader("Content-Type", "text/html")
                    .addHeader("Retry-After", "2").body("<html>maintenance</html>").build());
        }
        try (DqClient client = wire.client()) {
            OverloadedException e = assertThrows(OverloadedException.class, client.versioned()::access);
            assertEquals(Duration.ofSeconds(2), e.retryAfter().orElseThrow());
        }
    }

    @Test
    void aTruncatedBodyIsRetriedThenAProtocolErrorWithTheAnsweredRequestId() {
        String body = WireFixture.clipsPage(0, 50, 50, "voc");
        for (int i = 0; i < 3; i++) {
            wire.enqueue(new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json")
                    .addHeader("x-request-id", "rid-cut").body(body)
                    .onResponseBody(new SocketEffect.CloseSocket()).build());
        }
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class, () -> client.unversioned().clips(ClipQuery.of("d")));
            assertEquals(200, e.status());
            assertEquals("rid-cut", e.requestId().orElseThrow());
            assertTrue(e.getMessage().contains("cut off"), e.getMessage());
        }
        assertEquals(3, wire.serviceRequests.size());
        assertEquals(2, wire.sleeps.size());
    }

    @Test
    void aTruncatedBodyThenAWholeOneSucceeds() {
        String body = WireFixture.clipsPage(0, 50, 50, "voc");
        wire.enqueue(new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json").body(body)
                .onResponseBody(new SocketEffect.CloseSocket()).build());
        wire.enqueue(WireFixture.json(200, body));
        try (DqClient client = wire.client()) {
            assertEquals(50, client.unversioned().clips(ClipQuery.of("d")).clips().size());
        }
    }

    @Test
    void malformedJsonIsAProtocolErrorAndNotRetried() {
        wire.enqueue(new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json")
                .addHeader("x-request-id", "rid-bad").body("{\"dataset\": \"d\", oops}").build());
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class, () -> client.unversioned().clips(ClipQuery.of("d")));
            assertEquals("rid-bad", e.requestId().orElseThrow());
            assertTrue(e.getMessage().contains("not valid JSON"), e.getMessage());
        }
        assertEquals(1, wire.serviceRequests.size());
    }

    @Test
    void aWrongShapeIsAProtocolErrorNamingTheField() {
        wire.enqueue(WireFixture.json(200, "{\"dataset\":\"d\",\"vocabulary\":\"v\",\"total\":1,\"offset\":0,\"limit\":100,"
                + "\"clips\":{\"not\":\"an array\"}}"));
        wire.enqueue(WireFixture.json(200, "{\"analysis\":\"a\",\"video_characteristics\":\"v\","
                + "\"analyzed_clip_count\":1,\"assessed_hours\":1}"));
        try (DqClient client = wire.client()) {
            ProtocolException clips = assertThrows(ProtocolException.class, () -> client.unversioned().clips(ClipQuery.of("d")));
            assertTrue(clips.getMessage().contains("'clips' is not an array"), clips.getMessage());
            assertEquals(sentRequestId(), clips.requestId().orElseThrow());
            ProtocolException vc = assertThrows(ProtocolException.class,
                    () -> client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of("d")));
            assertTrue(vc.getMessage().contains("'dataset' is missing"), vc.getMessage());
        }
    }

    @Test
    void anAccessAnswerWithoutWritesRequireAdminIsAProtocolErrorNamingIt() {
        wire.enqueue(WireFixture.json(200, "{\"capabilities\":[\"view_data\"],\"scope\":{\"kind\":\"organization\","
                + "\"organization_id\":\"org-wire\"}}"));
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class, client.versioned()::access);
            assertTrue(e.getMessage().contains("'writes_require_admin' is missing"), e.getMessage());
            assertEquals(sentRequestId(), e.requestId().orElseThrow());
        }
    }

    @Test
    void htmlWithStatus200IsAProtocolError() {
        wire.enqueue(new MockResponse.Builder().code(200).addHeader("Content-Type", "text/html")
                .body("<html>captive portal</html>").build());
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class, client.versioned()::access);
            assertEquals(200, e.status());
        }
        assertEquals(1, wire.serviceRequests.size());
    }

    @Test
    void aSlowBodyPastTheReadTimeoutIsATransportErrorWithTheRequestId() {
        String body = WireFixture.clipsPage(0, 20, 20, "voc");
        for (int i = 0; i < 2; i++) {
            wire.enqueue(new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json")
                    .addHeader("x-request-id", "rid-slow").body(body)
                    .throttleBody(64, 1, TimeUnit.SECONDS).build());
        }
        RetryPolicy two = new RetryPolicy(2, Duration.ZERO, Duration.ZERO, Duration.ZERO);
        try (DqClient client = wire.builder().readTimeout(Duration.ofMillis(300)).retryPolicy(two).build()) {
            TransportException e = assertThrows(TransportException.class, () -> client.unversioned().clips(ClipQuery.of("d")));
            assertEquals(200, e.status());
            assertEquals("rid-slow", e.requestId().orElseThrow());
            assertTrue(e.getMessage().contains("timed out"), e.getMessage());
        }
        assertEquals(2, wire.serviceRequests.size());
    }

    @Test
    void aRedirectIsNotFollowed() throws Exception {
        try (WireFixture elsewhere = new WireFixture()) {
            elsewhere.serviceHandler = request -> WireFixture.access();
            wire.enqueue(new MockResponse.Builder().code(302)
                    .addHeader("Location", elsewhere.service.url("/api/v1beta/access").toString()).build());
            try (DqClient client = wire.client()) {
                DqException e = assertThrows(ProtocolException.class, client.versioned()::access);
                assertEquals(302, e.status());
            }
            assertEquals(0, elsewhere.serviceRequests.size());
        }
    }

    @Test
    void anEmptyErrorBodyIsAProtocolErrorCarryingTheStatus() {
        wire.enqueue(new MockResponse.Builder().code(404).build());
        try (DqClient client = wire.client()) {
            ProtocolException e = assertThrows(ProtocolException.class, client.versioned()::access);
            assertEquals(404, e.status());
        }
    }
}
