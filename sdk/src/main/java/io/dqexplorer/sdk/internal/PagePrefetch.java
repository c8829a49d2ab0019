package io.dqexplorer.sdk.internal;

import io.dqexplorer.sdk.internal.http.ErrorMapper;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.query.ClipQuery;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The page fetch of a walk with several pages in flight: while the walk waits for the page at
 * offset {@code o}, the pages at {@code o + limit}, {@code o + 2·limit}, … (up to {@code inFlight}
 * requests in all) are already requested on threads of their own ({@value #THREAD_NAME}), pinned
 * to the same vocabulary token. The walk still asks for its pages one by one and checks each as
 * before; a page fetched ahead is used only when the walk asks for exactly that query, and dropped
 * (its call cancelled) otherwise, e.g. when a short page moves the next offset. A request that
 * failed ahead fails the walk when, and only when, the walk reaches it, after every page before it.
 * <p>Nothing is fetched ahead before the first page has told the total and the token. Used by one
 * walk thread; {@link #close()} (from any thread) cancels every call ahead and ends the threads.
 */
final class PagePrefetch implements PagedClipWalk.PageFetch, AutoCloseable {

    static final String THREAD_NAME = "dq-clip-prefetch";

    private final PagedClipWalk.PageFetch fetch;
    private final int inFlight;
    private final ExecutorService threads;
    /** Pages requested ahead, by their query, in offset order. */
    private final Map<ClipQuery, Ahead> ahead = new LinkedHashMap<>();
    /** The page fetched ahead that the walk now waits for; dropped too on close. */
    private Ahead awaited;
    private long total = -1;

    private record Ahead(Future<ClipPage> page, CallCancel cancel) {
        void drop() {
            cancel.cancel();
            page.cancel(true);
        }
    }

    PagePrefetch(PagedClipWalk.PageFetch fetch, int inFlight) {
        if (inFlight < 2) {
            throw new IllegalArgumentException("a prefetch has at least 2 pages in flight, was " + inFlight);
        }
        this.fetch = fetch;
        this.inFlight = inFlight;
        AtomicInteger count = new AtomicInteger();
        // one thread per request: from the second page on, the page the walk waits for runs on one
        // of them too, and with a thread short the last page ahead was only sent once it had come
        this.threads = Executors.newFixedThreadPool(inFlight, runnable -> {
            Thread thread = new Thread(runnable, THREAD_NAME + "-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    @Override
    public ClipPage fetch(ClipQuery query, CallCancel cancel) {
        Ahead wanted;
        synchronized (this) {
            dropAllBut(query);
            requestAhead(query);
            wanted = ahead.remove(query);
            awaited = wanted;
        }
        ClipPage page = wanted == null ? fetch.fetch(query, cancel) : await(wanted);
        synchronized (this) {
            awaited = null;
            if (total < 0) {
                total = page.total();
                requestAhead(query);
            }
        }
        return page;
    }

    /** Drops the pages ahead that the walk will not ask for now that it asks for {@code query}. */
    private void dropAllBut(ClipQuery query) {
        for (Iterator<Map.Entry<ClipQuery, Ahead>> it = ahead.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<ClipQuery, Ahead> entry = it.next();
            ClipQuery planned = entry.getKey();
            boolean stillAhead = planned.withOffset(query.offset()).equals(query) && planned.offset() >= query.offset()
                    && planned.offset() < query.offset() + (long) inFlight * query.limit();
            if (!stillAhead) {
                entry.getValue().drop();
                it.remove();
            }
        }
    }

    /** Requests the pages after {@code query} up to the bound, once the total is known and the token pinned. */
    private void requestAhead(ClipQuery query) {
        if (total < 0 || query.vocabulary() == null || threads.isShutdown()) {
            return;
        }
        for (int k = 1; k < inFlight; k++) {
            long offset = query.offset() + (long) k * query.limit();
            ClipQuery next = query.withOffset(offset);
            if (offset >= total || ahead.containsKey(next)) {
                continue;
            }
            CallCancel cancel = new CallCancel();
            ahead.put(next, new Ahead(threads.submit(() -> fetch.fetch(next, cancel)), cancel));
        }
    }

    /** The page fetched ahead, or its failure as itself; an interrupt ends the walk like an interrupted call. */
    private static ClipPage await(Ahead wanted) {
        try {
            return wanted.page().get();
        } catch (InterruptedException e) {
            wanted.drop();
            Thread.currentThread().interrupt();
            throw ErrorMapper.noAnswer("the call was interrupted (cancelled) and not retried", null, null);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            if (e.getCause() instanceof Error failure) {
                throw failure;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Cancels every call ahead and waits for the threads to end. */
    @Override
    public void close() {
        synchronized (this) {
            ahead.values().forEach(Ahead::drop);
            ahead.clear();
            if (awaited != null) {
                awaited.drop();
            }
            threads.shutdownNow();
        }
        boolean interrupted = false;
        while (!threads.isTerminated()) {
            try {
                threads.awaitTermination(1, TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
