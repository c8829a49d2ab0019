package io.dqexplorer.sdk.wire;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryPolicy;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.error.InvalidRequestException;
import io.dqexplorer.sdk.error.OverloadedException;
import io.dqexplorer.sdk.error.PermissionException;
import io.dqexplorer.sdk.error.ServerException;
import io.dqexplorer.sdk.error.StaleException;
import io.dqexplorer.sdk.error.TransportException;
import io.dqexplorer.sdk.error.UnavailableException;
import io.dqexplorer.sdk.error.DeadlineException;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import okhttp3.Dns;
import okhttp3.Headers;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RetryWireTest {

    private WireFixture wire;

    @BeforeEach
    void start() throws Exception {
        wire = new WireFixture();
    }

    @AfterEach
    void stop() {
        wire.close();
    }

    private static MockResponse overloaded(String retryAfter, String date) {
        Headers.Builder headers = new Headers.Builder();
        if (retryAfter != null) {
            headers.add("Retry-After", retryAfter);
        }
        if (date != null) {
            headers.add("Date", date);
        }
        return WireFixture.json(503, "{\"code\":\"service_overloaded\",\"message\":\"busy\"}", headers.build());
    }

    @Test
    void a503RetryAfterInSecondsIsHonouredAndTheListenerIsToldFirst() {
        wire.enqueue(overloaded("7", null));
        wire.enqueue(WireFixture.access());
        List<String> told = new ArrayList<>();
        try (DqClient client = wire.builder().retryListener((next, max, delay, cause) -> {
            told.add(next + "/" + max + " in " + delay.toSeconds() + " s after " + cause.status());
            assertEquals(0, wire.sleeps.size(), "told before the sleep");
        }).build()) {
            client.versioned().access();
        }
        assertEquals(List.of(Duration.ofSeconds(7)), wire.sleeps);
        assertEquals(List.of("2/3 in 7 s after 503"), told);
        assertEquals(2, wire.serviceRequests.size());
    }

    @Test
    void a503RetryAfterIsCappedAtSixtySeconds() {
        wire.enqueue(overloaded("3600", null));
        wire.enqueue(WireFixture.access());
        try (DqClient client = wire.client()) {
            client.versioned().access();
        }
        assertEquals(List.of(Duration.ofSeconds(60)), wire.sleeps);
    }

    @Test
    void a503RetryAfterAsAnHttpDateIsHonouredAgainstTheResponsesDate() {
        ZonedDateTime now = ZonedDateTime.of(2026, 3, 1, 12, 0, 0, 0, ZoneOffset.UTC);
        DateTimeFormatter http = DateTimeFormatter.RFC_1123_DATE_TIME;
        wire.enqueue(overloaded(http.format(now.plusSeconds(12)), http.format(now)));
        wire.enqueue(WireFixture.access());
        try (DqClient client = wire.client()) {
            client.versioned().access();
        }
        assertEquals(List.of(Duration.ofSeconds(12)), wire.sleeps);
    }

    @Test
    void a503RetryAfterDateInThePastIsNoWaitNotANegativeOne() {
        ZonedDateTime now = ZonedDateTime.of(2026, 3, 1, 12, 0, 0, 0, ZoneOffset.UTC);
        DateTimeFormatter http = DateTimeFormatter.RFC_1123_DATE_TIME;
        wire.enqueue(overloaded(http.format(now.minusSeconds(30)), http.format(now)));
        // without a Date header the local clock is the reference: a date of 2001 is long past
        wire.enqueue(overloaded(http.format(now.minusYears(25)), null));
        wire.enqueue(WireFixture.access());
        try (DqClient client = wire.client()) {
            client.versioned().access();
        }
        assertEquals(List.of(Duration.ZERO, Duration.ZERO), wire.sleeps);
        assertEquals(3, wire.serviceRequests.size());
    }

    @Test
    void theBuiltInSleeperWaitsTheRetryAfterAndAnInterruptEndsTheWait() throws Exception {
        wire.enqueue(overloaded("60", null));
        wire.enqueue(WireFixture.access());
        CountDownLatch retrying = new CountDownLatch(1);
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        AtomicBoolean stillInterrupted = new AtomicBoolean();
        try (DqClient client = DqClient.builder().serviceUrl(wire.serviceUrl()).tokenUrl(wire.tokenUrl())
                .clientId(WireFixture.CLIENT_ID).clientSecret(WireFixture.SECRET.toCharArray())
                .retryListener((attempt, max, delay, cause) -> retrying.countDown())
                .build()) {
            Thread caller = new Thread(() -> {
                try {
                    client.versioned().access();
                } catch (Throwable e) {
                    thrown.set(e);
                }
                stillInterrupted.set(Thread.currentThread().isInterrupted());
            });
            caller.start();
            assertTrue(retrying.await(10, TimeUnit.SECONDS));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (caller.getState() != Thread.State.TIMED_WAITING && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertEquals(Thread.State.TIMED_WAITING, caller.getState(), "the caller sleeps the 60 s Retry-After");
            caller.interrupt();
            caller.join(10_000);
        }
        TransportException e = assertInstanceOf(TransportException.class, thrown.get());
        assertTrue(e.getMessage().contains("interrupted"), e.getMessage());
        assertInstanceOf(OverloadedException.class, e.getCause());
        assertTrue(stillInterrupted.get(), "the interrupt flag stays set");
        assertEquals(1, wire.serviceRequests.size(), "no attempt after the interrupted wait");
    }

    @Test
    void a503WithoutRetryAfterBacksOffAndAPersistent503EndsOverloaded() {
        for (int i = 0; i < 3; i++) {
            wire.enqueue(overloaded(i == 2 ? "5" : null, null));
        }
        try (DqClient client = wire.client()) {
            OverloadedException e = assertThrows(OverloadedException.class, client.versioned()::access);
            assertEquals(Duration.ofSeconds(5), e.retryAfter().orElseThrow());
            assertEquals("service_overloaded", e.code().orElseThrow());
        }
        assertEquals(3, wire.serviceRequests.size());
        assertBetween(wire.sleeps.get(0), 250, 500);
        assertBetween(wire.sleeps.get(1), 500, 1000);
    }

    @Test
    void aPersistent500StopsAfterThreeAttemptsWithJitteredExponentialBackoff() {
        for (int i = 0; i < 5; i++) {
            wire.enqueue(WireFixture.error(500, "internal", "could not read the comparison"));
        }
        try (DqClient client = wire.client()) {
            ServerException e = assertThrows(ServerException.class, () -> client.versioned().duplicates(DuplicatesQuery.of("d")));
            assertEquals(500, e.status());
        }
        assertEquals(3, wire.serviceRequests.size());
        assertEquals(2, wire.sleeps.size());
        assertBetween(wire.sleeps.get(0), 250, 500);
        assertBetween(wire.sleeps.get(1), 500, 1000);
    }

    @ParameterizedTest
    @CsvSource({"500", "502", "504"})
    void aRetryAfterOnAnythingButA503IsIgnored(int status) {
        wire.enqueue(WireFixture.json(status, "{\"code\":\"x\",\"message\":\"y\"}", Headers.of("Retry-After", "30")));
        wire.enqueue(WireFixture.access());
        try (DqClient client = wire.client()) {
            client.versioned().access();
        }
        assertEquals(1, wire.sleeps.size());
        assertBetween(wire.sleeps.get(0), 250, 500);
    }

    @Test
    void backoffIsCappedAtTheMaximum() {
        for (int i = 0; i < 6; i++) {
            wire.enqueue(WireFixture.error(502, "bad_gateway", "upstream"));
        }
        RetryPolicy six = new RetryPolicy(6, Duration.ofMillis(500), Duration.ofSeconds(5), Duration.ofSeconds(60));
        try (DqClient client = wire.builder().retryPolicy(six).build()) {
            assertThrows(ServerException.class, client.versioned()::access);
        }
        assertEquals(5, wire.sleeps.size());
        wire.sleeps.forEach(d -> assertTrue(d.compareTo(Duration.ofSeconds(5)) <= 0, d.toString()));
        assertBetween(wire.sleeps.get(4), 2500, 5000);
    }

    @Test
    void retriesCanBeSwitchedOff() {
        wire.enqueue(WireFixture.error(500, "internal", "boom"));
        try (DqClient client = wire.builder().retryPolicy(RetryPolicy.none()).build()) {
            assertThrows(ServerException.class, client.versioned()::access);
        }
        assertEquals(1, wire.serviceRequests.size());
    }

    @Test
    void a409IsNotRetried() {
        wire.enqueue(WireFixture.error(409, "quality_enrichment_stale", "the measurement moved on"));
        wire.enqueue(WireFixture.access());
        try (DqClient client = wire.client()) {
            StaleException e = assertThrows(StaleException.class,
                    () -> client.versioned().duplicates(DuplicatesQuery.of("d").withMediaDigest("old")));
            assertEquals("quality_enrichment_stale", e.code().orElseThrow());
        }
        assertEquals(1, wire.serviceRequests.size());
        assertTrue(wire.sleeps.isEmpty());
    }

    @ParameterizedTest
    @CsvSource({
            "400, dataset_id_invalid, io.dqexplorer.sdk.error.InvalidRequestException",
            "403, insufficient_capability, io.dqexplorer.sdk.error.PermissionException",
            "403, organization_selector_forbidden, io.dqexplorer.sdk.error.PermissionException",
            "404, quality_enrichment_unavailable, io.dqexplorer.sdk.error.UnavailableException",
            "404, dataset_not_found, io.dqexplorer.sdk.error.UnavailableException",
            "409, quality_enrichment_stale, io.dqexplorer.sdk.error.StaleException",
            "422, something_new, io.dqexplorer.sdk.error.InvalidRequestException",
            "504, deadline_exceeded, io.dqexplorer.sdk.error.DeadlineException",
            "501, not_implemented, io.dqexplorer.sdk.error.ServerException",
    })
    void errorsAreMappedByStatusThenCode(int status, String code, String type) throws Exception {
        for (int i = 0; i < 3; i++) {
            wire.enqueue(new MockResponse.Builder().code(status).addHeader("Content-Type", "application/json")
                    .addHeader("x-request-id", "rid-" + status)
                    .body("{\"code\":\"" + code + "\",\"message\":\"words for " + code + "\"}").build());
        }
        try (DqClient client = wire.client()) {
            DqException e = assertThrows(DqException.class, client.versioned()::access);
            assertInstanceOf(Class.forName(type), e);
            assertEquals(status, e.status());
            assertEquals(code, e.code().orElseThrow());
            assertEquals("words for " + code, e.serviceMessage());
            assertEquals("rid-" + status, e.requestId().orElseThrow());
            assertTrue(e.getMessage().contains(code) && e.getMessage().contains("rid-" + status), e.getMessage());
        }
        int expectedAttempts = status >= 500 && status != 501 ? 3 : 1;
        assertEquals(expectedAttempts, wire.serviceRequests.size());
    }

    @Test
    void aConnectionDroppedBeforeTheAnswerIsRetried() {
        wire.enqueue(new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());
        wire.enqueue(WireFixture.access());
        try (DqClient client = wire.client()) {
            client.versioned().access();
        }
        assertEquals(1, wire.sleeps.size());
    }

    @Test
    void aPooledConnectionTheServerClosedWhileIdleIsReplacedWithoutCostingAnAttempt() {
        wire.enqueue(new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json")
                .body(WireFixture.ACCESS).onResponseEnd(new SocketEffect.CloseSocket()).build());
        wire.enqueue(WireFixture.access());
        try (DqClient client = wire.builder().retryPolicy(RetryPolicy.none()).build()) {
            client.versioned().access();
            client.versioned().access();
        }
        assertEquals(2, wire.serviceRequests.size());
        assertTrue(wire.sleeps.isEmpty(), "no backoff spent on a stale pooled connection");
    }

    @Test
    void aTimeOutOnAPooledConnectionIsAnAttemptNotAStaleConnection() {
        wire.enqueue(WireFixture.access());
        wire.enqueue(new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json")
                .body(WireFixture.ACCESS).headersDelay(2, TimeUnit.SECONDS).build());
        try (DqClient client = wire.builder().readTimeout(Duration.ofMillis(300)).retryPolicy(RetryPolicy.none()).build()) {
            client.versioned().access();
            assertThrows(TransportException.class, client.versioned()::access);
        }
        assertEquals(2, wire.serviceRequests.size(), "the timed-out request is not sent again");
    }

    @Test
    void aConnectionThatDropsEveryRequestCostsOneReplayForThePooledOneAndThenThreeAttempts() {
        wire.enqueue(WireFixture.access());
        for (int i = 0; i < 6; i++) {
            wire.enqueue(new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());
        }
        try (DqClient client = wire.client()) {
            client.versioned().access();
            assertThrows(TransportException.class, client.versioned()::access);
        }
        assertEquals(1 + 1 + 3, wire.serviceRequests.size(),
                "one success; the pooled connection's replay; then three attempts on connections of its own");
        assertEquals(2, wire.sleeps.size());
    }

    @Test
    void aConnectionThatKeepsDroppingEndsAsATransportExceptionWithTheSentRequestId() {
        for (int i = 0; i < 3; i++) {
            wire.enqueue(new MockResponse.Builder().onResponseStart(new SocketEffect.CloseSocket()).build());
        }
        try (DqClient client = wire.client()) {
            TransportException e = assertThrows(TransportException.class, client.versioned()::access);
            assertEquals(0, e.status());
            String sent = wire.serviceRequestList().get(0).getHeaders().get("x-request-id");
            assertEquals(sent, e.requestId().orElseThrow());
        }
    }

    @Test
    void anInterruptedThreadSendsNothingAndGetsATransportException() {
        wire.serviceHandler = request -> WireFixture.access();
        try (DqClient client = wire.client()) {
            client.versioned().access();
            Thread.currentThread().interrupt();
            try {
                TransportException e = assertThrows(TransportException.class, client.versioned()::access);
                assertTrue(e.getMessage().contains("interrupted"), e.getMessage());
                assertTrue(Thread.currentThread().isInterrupted(), "the interrupt flag stays set");
            } finally {
                Thread.interrupted();
            }
        }
        assertEquals(1, wire.serviceRequests.size());
    }

    @Test
    void anInterruptWhileTheAnswerArrivesEndsTheCallWithoutARetry() {
        Thread caller = Thread.currentThread();
        // the service interrupts the caller once the request is in, then answers slowly enough
        // that the client reads again and meets the interrupt
        wire.serviceHandler = request -> {
            caller.interrupt();
            return new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json")
                    .bodyDelay(200, TimeUnit.MILLISECONDS).body(WireFixture.ACCESS).build();
        };
        try (DqClient client = wire.client()) {
            try {
                TransportException e = assertThrows(TransportException.class, client.versioned()::access);
                assertTrue(e.getMessage().contains("interrupted"), e.getMessage());
                assertTrue(Thread.currentThread().isInterrupted(), "the interrupt flag stays set");
            } finally {
                Thread.interrupted();
            }
        }
        assertEquals(1, wire.serviceRequests.size(), "no retry after an interrupt");
        assertTrue(wire.sleeps.isEmpty());
    }

    @Test
    void anInterruptedThreadDoesNotEvenOpenAConnection() {
        AtomicInteger lookups = new AtomicInteger();
        OkHttpClient injected = new OkHttpClient.Builder().dns(host -> {
            lookups.incrementAndGet();
            return Dns.SYSTEM.lookup(host);
        }).build();
        wire.serviceHandler = request -> WireFixture.access();
        try (DqClient client = wire.builder().httpClient(injected).build()) {
            client.versioned().access();
            int connecting = lookups.get();
            injected.connectionPool().evictAll();
            Thread.currentThread().interrupt();
            try {
                assertThrows(TransportException.class, client.versioned()::access);
            } finally {
                Thread.interrupted();
            }
            assertEquals(connecting, lookups.get(), "no new connection was begun");
        }
        assertEquals(1, wire.serviceRequests.size());
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void anInterruptWhileConnectingEndsTheCallAsATransportExceptionWithTheFlagSet(boolean fastFallback) {
        // a cancel that arrives while a new connection is being set up (here: during the name lookup);
        // with fast fallback OkHttp waits for its connect threads, without it connects on the caller's
        AtomicBoolean cancelWhileConnecting = new AtomicBoolean();
        OkHttpClient injected = new OkHttpClient.Builder().fastFallback(fastFallback).dns(host -> {
            if (cancelWhileConnecting.get()) {
                Thread.currentThread().interrupt();
            }
            return Dns.SYSTEM.lookup(host);
        }).build();
        wire.serviceHandler = request -> WireFixture.access();
        try (DqClient client = wire.builder().httpClient(injected).build()) {
            client.versioned().access();
            injected.connectionPool().evictAll();
            cancelWhileConnecting.set(true);
            try {
                TransportException e = assertThrows(TransportException.class, client.versioned()::access);
                assertTrue(e.getMessage().contains("interrupted"), e.getMessage());
                assertTrue(Thread.currentThread().isInterrupted(), "the interrupt flag is set again");
            } finally {
                Thread.interrupted();
            }
        }
        assertEquals(1, wire.serviceRequests.size(), "nothing sent after the interrupt");
        assertTrue(wire.sleeps.isEmpty(), "not retried");
    }

    @Test
    void anInterruptDuringTheRetrySleepStopsTheRetries() {
        wire.enqueue(WireFixture.error(500, "internal", "boom"));
        wire.enqueue(WireFixture.access());
        try (DqClient client = wire.builder().sleeper(d -> {
            throw new InterruptedException("cancelled");
        }).build()) {
            TransportException e = assertThrows(TransportException.class, client.versioned()::access);
            assertInstanceOf(ServerException.class, e.getCause());
            assertTrue(Thread.interrupted(), "the interrupt flag stays set");
        }
        assertEquals(1, wire.serviceRequests.size());
    }

    @Test
    void permissionAndUnavailableAreNotRetried() {
        wire.enqueue(WireFixture.error(403, "insufficient_capability", "needs view_data"));
        wire.enqueue(WireFixture.error(404, "quality_enrichment_unavailable", "not measured"));
        wire.enqueue(WireFixture.error(400, "dataset_id_invalid", "bad id"));
        try (DqClient client = wire.client()) {
            assertThrows(PermissionException.class, client.versioned()::access);
            assertThrows(UnavailableException.class, client.versioned()::access);
            assertThrows(InvalidRequestException.class, client.versioned()::access);
        }
        assertEquals(3, wire.serviceRequests.size());
        assertTrue(wire.sleeps.isEmpty());
    }

    @Test
    void a504IsRetriedAndEndsAsDeadline() {
        for (int i = 0; i < 3; i++) {
            wire.enqueue(WireFixture.error(504, "deadline_exceeded", "too slow"));
        }
        try (DqClient client = wire.client()) {
            assertThrows(DeadlineException.class, client.versioned()::access);
        }
        assertEquals(3, wire.serviceRequests.size());
    }

    private static void assertBetween(Duration d, long minMillis, long maxMillis) {
        assertTrue(d.toMillis() >= minMillis && d.toMillis() <= maxMillis, d + " not within " + minMillis + ".." + maxMillis + " ms");
    }
}
