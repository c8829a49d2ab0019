package io.dqexplorer.sdk.internal;

import io.dqexplorer.sdk.ClipWalk;
import io.dqexplorer.sdk.internal.http.ErrorMapper;
import io.dqexplorer.sdk.model.ClipPage;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.SynchronousQueue;

/**
 * A walk's pages, fetched one page ahead: a daemon thread ({@value #THREAD_NAME}) runs the walk
 * (its requests, its checks, in its order) and hands each page over as the caller takes it, then
 * fetches the next one while the caller handles this one. At most one page waits beside the one
 * in hand; nothing is fetched before the first {@link #hasNext()}.
 * <p>A failure of the walk comes out of {@code hasNext()} as the same exception, after every page
 * before it. {@link #close()} cancels the request in flight, stops the thread and waits for it
 * to end; it must be called however the caller stops (it is a no-op once the walk has ended).
 * An interrupt of the caller's thread while it waits for a page ends the walk like an interrupted
 * request: a {@link io.dqexplorer.sdk.error.TransportException} saying so, the interrupt flag kept.
 */
public final class ReadAhead implements ClipWalk.Pages {

    static final String THREAD_NAME = "dq-clip-read-ahead";

    private final Iterator<ClipPage> pages;
    private final Runnable cancel;
    private final Runnable release;
    private final SynchronousQueue<Step> handOver = new SynchronousQueue<>();
    private Thread thread;
    private Step pending;
    private boolean ended;

    /** A page, the end of the walk, or its failure. */
    private record Step(ClipPage page, Throwable failure) {
        static final Step END = new Step(null, null);
    }

    ReadAhead(Iterator<ClipPage> pages, Runnable cancel) {
        this(pages, cancel, () -> { });
    }

    /** {@code release} frees what the walk holds (threads fetching ahead) once it has ended or was closed. */
    ReadAhead(Iterator<ClipPage> pages, Runnable cancel, Runnable release) {
        this.pages = pages;
        this.cancel = cancel;
        this.release = release;
    }

    @Override
    public boolean hasNext() {
        if (pending != null) {
            return true;
        }
        if (ended) {
            return false;
        }
        if (thread == null) {
            thread = new Thread(this::walk, THREAD_NAME);
            thread.setDaemon(true);
            thread.start();
        }
        Step step;
        try {
            step = handOver.take();
        } catch (InterruptedException e) {
            close();
            Thread.currentThread().interrupt();
            throw ErrorMapper.noAnswer("the call was interrupted (cancelled) and not retried", null, null);
        }
        if (step.page() == null) {
            ended = true;
            awaitThread();
            if (step.failure() instanceof RuntimeException failure) {
                throw failure;
            }
            if (step.failure() instanceof Error failure) {
                throw failure;
            }
            return false;
        }
        pending = step;
        return true;
    }

    @Override
    public ClipPage next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        ClipPage page = pending.page();
        pending = null;
        return page;
    }

    /** Cancels the request in flight, stops the thread and waits until it has ended. */
    @Override
    public void close() {
        ended = true;
        pending = null;
        if (thread != null) {
            thread.interrupt();
            cancel.run();
            awaitThread();
        } else {
            release.run();
        }
    }

    /** On the read-ahead thread: the walk, page after page, each handed over when the caller takes it. */
    private void walk() {
        Step last;
        try {
            while (pages.hasNext()) {
                handOver.put(new Step(pages.next(), null));
            }
            last = Step.END;
        } catch (InterruptedException closed) {
            release.run();
            return;
        } catch (RuntimeException | Error failure) {
            last = new Step(null, failure);
        }
        // before the end is handed over, so that a caller who saw the end finds no thread left
        release.run();
        try {
            handOver.put(last);
        } catch (InterruptedException closed) {
            // the caller closed the walk: nobody waits for its end
        }
    }

    /** Waits for the thread to end, keeping (not acting on) an interrupt of the caller's thread. */
    private void awaitThread() {
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
