package io.dqexplorer.sdk.internal.auth;

import io.dqexplorer.sdk.error.TransportException;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The token cache's request ids on failures of waiting, and the retiring of replaced tokens. */
class TokenSourceTest {

    private final AtomicLong nanos = new AtomicLong();
    private final List<String> retired = new ArrayList<>();

    private static AccessToken token(String value, long refreshAtNanos) {
        return new AccessToken(value, refreshAtNanos, 60);
    }

    @Test
    void aFollowerSeeingTheLeadersUnexpectedFailureGetsItsOwnRequestId() throws Exception {
        CountDownLatch leaderIn = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        TokenSource tokens = new TokenSource(() -> {
            leaderIn.countDown();
            await(release);
            throw new IllegalStateException("not a DqException");
        }, nanos::get, retired::add);
        ExecutorService pool = Executors.newFixedThreadPool(1);
        AtomicReference<Throwable> followerFailure = new AtomicReference<>();
        Thread follower = new Thread(() -> {
            try {
                tokens.current("follower-request");
            } catch (Throwable e) {
                followerFailure.set(e);
            }
        });
        try {
            Future<?> leader = pool.submit(() -> tokens.current("leader-request"));
            assertTrue(leaderIn.await(5, TimeUnit.SECONDS));
            follower.start();
            waitUntilWaiting(follower);
            release.countDown();
            follower.join(5_000);
            TransportException e = assertInstanceOf(TransportException.class, followerFailure.get());
            assertEquals("follower-request", e.requestId().orElseThrow());
            assertInstanceOf(IllegalStateException.class, e.getCause());
            assertThrows(Exception.class, () -> leader.get(5, TimeUnit.SECONDS));
        } finally {
            release.countDown();
            pool.shutdownNow();
        }
    }

    @Test
    void aFollowerInterruptedWhileWaitingGetsItsOwnRequestId() throws Exception {
        CountDownLatch leaderIn = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        TokenSource tokens = new TokenSource(() -> {
            leaderIn.countDown();
            await(release);
            return token("t-1", Long.MAX_VALUE);
        }, nanos::get, retired::add);
        ExecutorService pool = Executors.newFixedThreadPool(1);
        try {
            pool.submit(() -> tokens.current("leader-request"));
            assertTrue(leaderIn.await(5, TimeUnit.SECONDS));
            Thread.currentThread().interrupt();
            TransportException e = assertThrows(TransportException.class, () -> tokens.current("waiting-request"));
            assertTrue(Thread.interrupted(), "the interrupt status is kept");
            assertEquals("waiting-request", e.requestId().orElseThrow());
        } finally {
            Thread.interrupted();
            release.countDown();
            pool.shutdownNow();
        }
    }

    @Test
    void aReplacedTokenIsRetiredOnceItsSuccessorArrivesAlsoAfterAnInvalidation() {
        AtomicInteger exchanges = new AtomicInteger();
        TokenSource tokens = new TokenSource(() -> {
            int n = exchanges.incrementAndGet();
            return token("t-" + n, nanos.get() + 1_000);
        }, nanos::get, retired::add);

        AccessToken first = tokens.current("r1");
        assertSame(first, tokens.current("r2"), "cached");
        assertEquals(List.of(), retired);

        nanos.addAndGet(1_000); // stale
        tokens.current("r3");
        assertEquals(List.of("t-1"), retired);

        AccessToken second = tokens.current("r4");
        tokens.invalidate(second); // a 401 credential_invalid
        assertEquals(List.of("t-1"), retired, "kept until its successor is in hand");
        assertEquals("t-3", tokens.current("r5").value());
        assertEquals(List.of("t-1", "t-2"), retired);

        tokens.clear();
        assertEquals("t-4", tokens.current("r6").value());
        assertEquals(List.of("t-1", "t-2"), retired, "after clear() nothing is replaced: the client forgot all on close");
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Waits until {@code thread} is parked on the leader's exchange. */
    private static void waitUntilWaiting(Thread thread) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (thread.getState() != Thread.State.WAITING && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertEquals(Thread.State.WAITING, thread.getState());
    }
}
