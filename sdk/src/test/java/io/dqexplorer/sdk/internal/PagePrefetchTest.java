package io.dqexplorer.sdk.internal;

import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.query.ClipQuery;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The prefetch's own order of events, on pages from memory: which pages it asks for ahead and when,
 * which it drops, how a failure ahead reaches the walk, and that closing it leaves no call and no thread.
 */
@Timeout(30)
class PagePrefetchTest {

    private static final int LIMIT = 1000;
    private static final ClipQuery FIRST = ClipQuery.of("d").withVocabulary("v").withLimit(LIMIT);

    /** Pages from memory of a dataset of {@code total} clips; records every query, on which thread, and the ones interrupted. */
    private static final class Pages implements PagedClipWalk.PageFetch {
        final long total;
        final List<Long> asked = new CopyOnWriteArrayList<>();
        final Map<Long, Thread> askedOn = new ConcurrentHashMap<>();
        final Set<Long> interrupted = ConcurrentHashMap.newKeySet();
        /** Offsets whose answer waits until released (or the call is interrupted). */
        final Set<Long> held = ConcurrentHashMap.newKeySet();
        final CountDownLatch release = new CountDownLatch(1);
        final Map<Long, RuntimeException> failures = new ConcurrentHashMap<>();
        final Map<Long, Error> errors = new ConcurrentHashMap<>();

        Pages(long total) {
            this.total = total;
        }

        @Override
        public ClipPage fetch(ClipQuery query, CallCancel cancel) {
            long offset = query.offset();
            asked.add(offset);
            askedOn.put(offset, Thread.currentThread());
            if (held.contains(offset)) {
                try {
                    release.await();
                } catch (InterruptedException e) {
                    interrupted.add(offset);
                    // a call ends a moment after its cancel: close() must wait for it
                    sleepUninterruptibly(200);
                    throw new IllegalStateException("cancelled " + offset);
                }
            }
            if (failures.containsKey(offset)) {
                throw failures.get(offset);
            }
            if (errors.containsKey(offset)) {
                throw errors.get(offset);
            }
            return new ClipPage("d", "v", List.of(), total, offset, query.limit(), List.of());
        }

        /** Waits until {@code count} queries were asked. */
        void awaitAsked(int count) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (asked.size() < count && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
        }

        void awaitInterrupted(long offset) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (!interrupted.contains(offset) && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
        }
    }

    private static void sleepUninterruptibly(long millis) {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (System.nanoTime() < end) {
            try {
                Thread.sleep(Math.max(1, TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime())));
            } catch (InterruptedException again) {
                // still ending
            }
        }
    }

    private static List<Thread> prefetchThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().startsWith(PagePrefetch.THREAD_NAME) && thread.isAlive())
                .toList();
    }

    @AfterEach
    void noThreadLeftBehind() {
        assertEquals(List.of(), prefetchThreads());
        Thread.interrupted();
    }

    @Test
    void fewerThanTwoPagesInFlightIsRefused() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new PagePrefetch(new Pages(1), 1));
        assertTrue(refused.getMessage().contains("at least 2"), refused.getMessage());
        new PagePrefetch(new Pages(1), 2).close();
    }

    @Test
    void afterTheFirstPageTheNextOnesUpToTheBoundAreAskedOnDaemonThreads() throws InterruptedException {
        Pages pages = new Pages(10_000);
        try (PagePrefetch prefetch = new PagePrefetch(pages, 3)) {
            assertEquals(0, prefetch.fetch(FIRST, new CallCancel()).offset());
            pages.awaitAsked(3);

            assertEquals(Set.of(0L, 1000L, 2000L), Set.copyOf(pages.asked), "the first page, then two ahead");
            assertTrue(pages.askedOn.get(1000L).getName().startsWith(PagePrefetch.THREAD_NAME));
            assertTrue(pages.askedOn.get(1000L).isDaemon(), "a walk left open never keeps the JVM alive");

            assertEquals(1000, prefetch.fetch(FIRST.withOffset(1000), new CallCancel()).offset());
            pages.awaitAsked(4);
            assertEquals(4, pages.asked.size(), "the page asked ahead is used, one more is asked: " + pages.asked);
            assertEquals(3000L, pages.asked.get(3));
        }
    }

    @Test
    void nothingIsAskedAheadOfAWalkWhoseTokenIsNotPinned() throws InterruptedException {
        Pages pages = new Pages(10_000);
        try (PagePrefetch prefetch = new PagePrefetch(pages, 3)) {
            prefetch.fetch(FIRST.withVocabulary(null), new CallCancel());
            Thread.sleep(100);
            assertEquals(List.of(0L), pages.asked);
        }
    }

    @Test
    void nothingIsAskedAtOrPastTheTotal() throws InterruptedException {
        Pages pages = new Pages(2000);
        try (PagePrefetch prefetch = new PagePrefetch(pages, 4)) {
            prefetch.fetch(FIRST, new CallCancel());
            pages.awaitAsked(2);
            Thread.sleep(100);
            assertEquals(List.of(0L, 1000L), pages.asked, "offsets 2000 and 3000 hold no clip of 2000");
        }
    }

    @Test
    void aPageAheadTheWalkNoLongerAsksForIsCancelled() throws InterruptedException {
        Pages pages = new Pages(10_000);
        pages.held.add(1000L);
        try (PagePrefetch prefetch = new PagePrefetch(pages, 3)) {
            prefetch.fetch(FIRST, new CallCancel());
            pages.awaitAsked(3);

            // a short page moved the next offset past 1000: that page is not the walk's any more
            assertEquals(1500, prefetch.fetch(FIRST.withOffset(1500), new CallCancel()).offset());
            pages.awaitInterrupted(1000L);
            assertEquals(Set.of(1000L), pages.interrupted);
        }
    }

    @Test
    void aPageAheadBeyondTheWindowOfAnEarlierOffsetIsCancelled() throws InterruptedException {
        Pages pages = new Pages(10_000);
        pages.held.add(5000L);
        try (PagePrefetch prefetch = new PagePrefetch(pages, 3)) {
            prefetch.fetch(FIRST.withOffset(3000), new CallCancel());
            pages.awaitAsked(3);

            // 5000 is exactly three pages past 2000: outside the window of three pages in flight
            prefetch.fetch(FIRST.withOffset(2000), new CallCancel());
            pages.awaitInterrupted(5000L);
            assertEquals(Set.of(5000L), pages.interrupted);
        }
    }

    @Test
    void aFailureAheadReachesTheWalkAsItselfWhenTheWalkGetsThere() throws InterruptedException {
        Pages pages = new Pages(10_000);
        IllegalStateException failure = new IllegalStateException("page 1000 failed");
        AssertionError error = new AssertionError("page 2000 broke");
        pages.failures.put(1000L, failure);
        pages.errors.put(2000L, error);
        try (PagePrefetch prefetch = new PagePrefetch(pages, 3)) {
            prefetch.fetch(FIRST, new CallCancel());
            pages.awaitAsked(3);

            assertSame(failure, assertThrows(IllegalStateException.class,
                    () -> prefetch.fetch(FIRST.withOffset(1000), new CallCancel())));
            assertSame(error, assertThrows(AssertionError.class,
                    () -> prefetch.fetch(FIRST.withOffset(2000), new CallCancel())));
        }
    }

    @Test
    void anInterruptWhileAwaitingAPageAheadCancelsItAndKeepsTheInterrupt() throws Exception {
        Pages pages = new Pages(10_000);
        pages.held.add(1000L);
        try (PagePrefetch prefetch = new PagePrefetch(pages, 2)) {
            prefetch.fetch(FIRST, new CallCancel());
            pages.awaitAsked(2);
            AtomicReference<Throwable> thrown = new AtomicReference<>();
            AtomicReference<Boolean> stillInterrupted = new AtomicReference<>();
            Thread walk = new Thread(() -> {
                try {
                    prefetch.fetch(FIRST.withOffset(1000), new CallCancel());
                } catch (RuntimeException e) {
                    thrown.set(e);
                    stillInterrupted.set(Thread.currentThread().isInterrupted());
                }
            });
            walk.start();
            Thread.sleep(100);
            walk.interrupt();
            walk.join(10_000);

            assertTrue(thrown.get() instanceof DqException, String.valueOf(thrown.get()));
            assertTrue(thrown.get().getMessage().contains("interrupted"), thrown.get().getMessage());
            assertEquals(Boolean.TRUE, stillInterrupted.get(), "the walk's thread keeps its interrupt");
            pages.awaitInterrupted(1000L);
            assertEquals(Set.of(1000L), pages.interrupted, "the call ahead is cancelled with the walk");
        }
    }

    @Test
    void closingCancelsEveryCallAheadAndTheAwaitedOneAndWaitsForTheirThreads() throws Exception {
        Pages pages = new Pages(10_000);
        pages.held.add(1000L);
        pages.held.add(2000L);
        PagePrefetch prefetch = new PagePrefetch(pages, 3);
        prefetch.fetch(FIRST, new CallCancel());
        pages.awaitAsked(3);
        CountDownLatch ended = new CountDownLatch(1);
        Thread walk = new Thread(() -> {
            try {
                prefetch.fetch(FIRST.withOffset(1000), new CallCancel());
            } catch (RuntimeException expected) {
                // the walk was closed under it
            } finally {
                ended.countDown();
            }
        });
        walk.start();
        Thread.sleep(100);

        prefetch.close();

        assertEquals(Set.of(1000L, 2000L), pages.interrupted, "the awaited page and the one ahead");
        assertEquals(List.of(), prefetchThreads(), "close returns once the calls have ended");
        assertTrue(ended.await(10, TimeUnit.SECONDS));
    }
}
