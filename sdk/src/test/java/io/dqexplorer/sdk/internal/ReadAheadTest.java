package io.dqexplorer.sdk.internal;

import io.dqexplorer.sdk.error.TransportException;
import io.dqexplorer.sdk.internal.http.ErrorMapper;
import io.dqexplorer.sdk.model.ClipPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The read-ahead's own order of events, on pages from memory: a failure after the pages before it,
 * the thread gone once the walk has ended or was closed, an interrupt of the caller ending the walk.
 */
@Timeout(30)
class ReadAheadTest {

    @AfterEach
    void noThreadLeftBehind() {
        assertEquals(List.of(), readAheadThreads());
        Thread.interrupted();
    }

    private static List<Thread> readAheadThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().equals(ReadAhead.THREAD_NAME) && thread.isAlive())
                .toList();
    }

    private static ClipPage page(long offset) {
        return new ClipPage("d", "v", List.of(), 2, offset, 1, List.of());
    }

    /** Two pages, then whatever {@code end} does (return false or throw). */
    private static Iterator<ClipPage> twoPagesThen(Runnable end) {
        return new Iterator<>() {
            private int handed;

            @Override
            public boolean hasNext() {
                if (handed < 2) {
                    return true;
                }
                end.run();
                return false;
            }

            @Override
            public ClipPage next() {
                return page(handed++);
            }
        };
    }

    /**
     * A walk that hands {@code pages} pages, then whose next request never answers until its thread
     * is interrupted and the call cancelled; it then fails as an interrupted call does, flag kept.
     */
    private static final class Stuck implements Iterator<ClipPage> {
        final CountDownLatch cancelled = new CountDownLatch(1);
        final AtomicBoolean ended = new AtomicBoolean();
        private int pages;

        Stuck(int pages) {
            this.pages = pages;
        }

        @Override
        public boolean hasNext() {
            if (pages > 0) {
                return true;
            }
            try {
                new CountDownLatch(1).await();
                return true;
            } catch (InterruptedException interrupted) {
                awaitCancel();
                Thread.currentThread().interrupt();
                ended.set(true);
                throw ErrorMapper.noAnswer("the call was interrupted (cancelled) and not retried", null, null);
            }
        }

        private void awaitCancel() {
            try {
                cancelled.await();
            } catch (InterruptedException again) {
                throw new AssertionError(again);
            }
        }

        @Override
        public ClipPage next() {
            pages--;
            return page(0);
        }
    }

    @Test
    void pagesComeInOrderThenTheEndAndTheThreadIsGone() {
        ReadAhead pages = new ReadAhead(twoPagesThen(() -> { }), () -> { });
        assertEquals(0, pages.next().offset());
        assertEquals(1, pages.next().offset());
        assertFalse(pages.hasNext());
        assertEquals(List.of(), readAheadThreads(), "the walk has ended: its thread is gone");
        assertFalse(pages.hasNext(), "and stays ended");
        assertThrows(NoSuchElementException.class, pages::next);
        pages.close();
    }

    @Test
    void aFailureComesAfterThePagesBeforeItAsItself() {
        IllegalStateException failure = new IllegalStateException("walk failed");
        ReadAhead pages = new ReadAhead(twoPagesThen(() -> {
            throw failure;
        }), () -> { });
        assertTrue(pages.hasNext());
        assertTrue(pages.hasNext(), "asking twice does not take a second page");
        assertEquals(0, pages.next().offset());
        assertEquals(1, pages.next().offset());
        assertSame(failure, assertThrows(IllegalStateException.class, pages::hasNext));
        assertEquals(List.of(), readAheadThreads());
        pages.close();
    }

    @Test
    void anErrorOfTheWalkComesOutAsItself() {
        AssertionError failure = new AssertionError("broken");
        ReadAhead pages = new ReadAhead(twoPagesThen(() -> {
            throw failure;
        }), () -> { });
        pages.next();
        pages.next();
        assertSame(failure, assertThrows(AssertionError.class, pages::hasNext));
        pages.close();
    }

    @Test
    void closeCancelsTheRequestInFlightAndReturnsOnlyOnceTheThreadHasEnded() {
        Stuck walk = new Stuck(1);
        ReadAhead pages = new ReadAhead(walk, walk.cancelled::countDown);
        pages.next();
        pages.close();
        assertTrue(walk.ended.get(), "close returned before the walk's thread had ended");
        assertFalse(pages.hasNext(), "a closed walk has ended");
    }

    @Test
    void anInterruptWhileWaitingForAPageEndsTheWalkAndKeepsTheFlag() {
        Stuck walk = new Stuck(0);
        ReadAhead pages = new ReadAhead(walk, walk.cancelled::countDown);
        Thread.currentThread().interrupt();
        TransportException stopped = assertThrows(TransportException.class, pages::hasNext);
        assertTrue(Thread.interrupted(), "the interrupt flag is kept");
        assertTrue(stopped.getMessage().contains("interrupted"), stopped.getMessage());
        assertTrue(walk.ended.get(), "the request in flight was cancelled and the thread ended");
        assertFalse(pages.hasNext(), "the walk has ended");
    }
}
