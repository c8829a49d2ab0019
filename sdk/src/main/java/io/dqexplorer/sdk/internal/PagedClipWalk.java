package io.dqexplorer.sdk.internal;

import io.dqexplorer.sdk.ClipWalk;
import io.dqexplorer.sdk.error.ProtocolException;
import io.dqexplorer.sdk.internal.http.ErrorMapper;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;

import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Walks every page of a clip query lazily: nothing is fetched before the first {@code hasNext()};
 * each iteration starts a fresh walk from the query's offset. Pages are requested with limit
 * {@value ClipQuery#MAX_LIMIT}; the first page's {@code vocabulary} token (or the query's own pin)
 * is pinned on every later page so all pages come from one classification. The walk stops once
 * {@code offset + rows} reaches the page's {@code total}. The first page is always returned (so a
 * walk of no matches still yields its total and {@code filtered_to}). Failures surface from
 * {@code hasNext()} as the typed {@link io.dqexplorer.sdk.error.DqException}; one about the pages
 * not adding up carries the request id of the page at fault.
 * <p>Rows are checked, not only counted: a page must start where the previous one ended (the
 * offset asked for), no clip id may come twice in one walk, every page must come from the first
 * page's measurement (its vocabulary token and total), and no page may run past that total. A
 * service whose pages overlap and skip would otherwise give the right number of rows with
 * duplicates and gaps. Each is a {@link ProtocolException} naming the page's request id. The ids
 * seen are kept in a {@link SeenClipIds} (exact; about 30 bytes a row, 28 MiB for a million) until
 * the walk ends.
 * <p>{@link #readingAhead} walks the same pages with the same checks, one page ahead on a thread
 * of its own, so that the next page is fetched and read while the caller handles the current one;
 * {@link #readingAhead(int)} also requests the pages after the one the walk waits for.
 */
public final class PagedClipWalk implements ClipWalk {

    private final ClipQuery query;
    private final PageFetch fetch;

    /** Fetches one page; {@code cancel} (null in a walk on the caller's thread) can cancel its requests. */
    @FunctionalInterface
    public interface PageFetch {
        ClipPage fetch(ClipQuery query, CallCancel cancel);
    }

    public PagedClipWalk(ClipQuery query, PageFetch fetch) {
        this.query = query.withLimit(ClipQuery.MAX_LIMIT);
        this.fetch = fetch;
    }

    @Override
    public Iterator<ClipPage> iterator() {
        return new Pages(null, fetch);
    }

    /** A fresh walk of these pages, reading one page ahead (see {@link ReadAhead}). */
    @Override
    public ReadAhead readingAhead() {
        CallCancel cancel = new CallCancel();
        return new ReadAhead(new Pages(cancel, fetch), cancel::cancel);
    }

    /** As {@link #readingAhead()}, with up to {@code pagesInFlight} requests at once (see {@link PagePrefetch}). */
    @Override
    public ReadAhead readingAhead(int pagesInFlight) {
        if (pagesInFlight < 1) {
            throw new IllegalArgumentException("pagesInFlight must be at least 1, was " + pagesInFlight);
        }
        if (pagesInFlight == 1) {
            return readingAhead();
        }
        CallCancel cancel = new CallCancel();
        PagePrefetch prefetch = new PagePrefetch(fetch, pagesInFlight);
        return new ReadAhead(new Pages(cancel, prefetch), () -> {
            cancel.cancel();
            prefetch.close();
        }, prefetch::close);
    }

    @Override
    public Stream<ClipRow> rows() {
        Iterator<ClipPage> pages = iterator();
        Iterator<ClipRow> rows = new Iterator<>() {
            private Iterator<ClipRow> current = Collections.emptyIterator();

            @Override
            public boolean hasNext() {
                while (!current.hasNext()) {
                    if (!pages.hasNext()) {
                        return false;
                    }
                    current = pages.next().clips().iterator();
                }
                return true;
            }

            @Override
            public ClipRow next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return current.next();
            }
        };
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(rows,
                Spliterator.ORDERED | Spliterator.NONNULL), false);
    }

    private record Measurement(String vocabulary, long total) {
    }

    private final class Pages implements Iterator<ClipPage> {
        private final CallCancel cancel;
        private final PageFetch fetch;
        private ClipQuery next = query;
        private String lastRequestId;
        private ClipPage pending;
        /** The first page's vocabulary token and total (not the page: its rows need not be kept); null before it. */
        private Measurement first;
        private boolean done;
        private SeenClipIds seen = new SeenClipIds();

        Pages(CallCancel cancel, PageFetch fetch) {
            this.cancel = cancel;
            this.fetch = fetch;
        }

        @Override
        public boolean hasNext() {
            if (pending != null) {
                return true;
            }
            if (done) {
                return false;
            }
            ClipPage page = fetch.fetch(next, cancel);
            lastRequestId = page.requestId();
            checkRows(page);
            checkSameMeasurement(page);
            if (first == null && next.vocabulary() == null) {
                next = next.withVocabulary(page.vocabulary());
            }
            long reached = page.offset() + page.clips().size();
            if (page.clips().isEmpty()) {
                done = true;
                if (first != null && page.offset() < page.total()) {
                    throw broken("the clips list returned an empty page at offset " + page.offset()
                            + " before its total of " + page.total());
                }
                if (first != null) {
                    return false;
                }
            } else if (reached > page.total()) {
                throw broken(ClipWalk.CODE_ROW_COUNT, "The clips of dataset " + query.dataset()
                        + " ran past the total of " + page.total() + " the service reported");
            } else if (reached == page.total()) {
                done = true;
                seen = null;
            } else {
                next = next.withOffset(reached);
            }
            if (first == null) {
                first = new Measurement(page.vocabulary(), page.total());
            }
            pending = page;
            return true;
        }

        /** The page starts at the offset asked for, and none of its clips came before in this walk. */
        private void checkRows(ClipPage page) {
            List<ClipRow> clips = page.clips();
            if (page.offset() != next.offset()) {
                throw broken("the clips list answered a page at offset " + page.offset() + " where " + next.offset()
                        + " was asked for" + (first == null ? "" : " (the previous page ended there)")
                        + (clips.isEmpty() ? "" : "; its first clip is " + clips.get(0).clip()));
            }
            for (int i = 0; i < clips.size(); i++) {
                String clip = clips.get(i).clip();
                if (!seen.add(clip)) {
                    throw broken("the clips list repeated clip " + clip + " at offset " + (page.offset() + i)
                            + " (in the page at offset " + page.offset() + "): its rows would hold duplicates"
                            + " and miss other clips");
                }
            }
        }

        /** The page comes from the first page's measurement: the same vocabulary token and total. */
        private void checkSameMeasurement(ClipPage page) {
            if (first != null && !first.equals(new Measurement(page.vocabulary(), page.total()))) {
                throw broken(ClipWalk.CODE_MEASUREMENT_CHANGED, "The clips of dataset " + query.dataset()
                        + " changed while they were read (vocabulary " + first.vocabulary() + " with " + first.total()
                        + " clips, then " + page.vocabulary() + " with " + page.total() + ")");
            }
        }

        /** Ends the walk: its pages do not add up. */
        private ProtocolException broken(String problem) {
            end();
            return ErrorMapper.protocol(200, problem, lastRequestId, null);
        }

        /** Ends the walk: its rows do not add up to one measurement's total ({@code code} says how). */
        private ProtocolException broken(String code, String message) {
            end();
            return new ProtocolException(0, code, message, lastRequestId, null);
        }

        private void end() {
            done = true;
            seen = null;
        }

        @Override
        public ClipPage next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            ClipPage page = pending;
            pending = null;
            return page;
        }
    }
}
