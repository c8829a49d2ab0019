package io.dqexplorer.sdk;

import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;

import java.util.Iterator;
import java.util.stream.Stream;

/**
 * An auto-paging walk over every clip page of a query (see {@link DqClient.Unversioned#walkClips}).
 * Nothing is fetched until iteration starts; each {@link #iterator()} (and each {@link #rows()})
 * starts a fresh walk. Failures surface from the iterator as DqException subclasses, never as a
 * bare RuntimeException wrapper. Each page carries the request id of its answer
 * ({@link ClipPage#requestId()}).
 * <p>Pages are checked, not only counted, so every walker gets the same guarantees; each failure
 * is a {@link io.dqexplorer.sdk.error.ProtocolException} naming the request id of the page at fault:
 * <ul>
 *   <li>a page that does not start where the previous one ended, or a clip id already seen in
 *       this walk (the message names the offset and the clip id);</li>
 *   <li>a page whose vocabulary token or total differs from the first page's: the measurement
 *       changed during the walk (code {@value #CODE_MEASUREMENT_CHANGED});</li>
 *   <li>a page whose rows run past the total the service reported (code {@value #CODE_ROW_COUNT}).</li>
 * </ul>
 */
public interface ClipWalk extends Iterable<ClipPage> {

    /** The code of a walk whose rows do not add up to the total the service reported. */
    String CODE_ROW_COUNT = "export_row_count_mismatch";

    /** The code of a walk whose pages come from different measurements (vocabulary token or total). */
    String CODE_MEASUREMENT_CHANGED = "export_measurement_changed";

    /** Every row of every page, lazily, in service order. */
    Stream<ClipRow> rows();

    /**
     * A fresh walk of the same pages with the same checks, reading one page ahead: the next page
     * is fetched and read on a thread of its own while the caller handles the current one.
     * Nothing is fetched before the first {@code hasNext()}. Close it however the caller stops.
     */
    Pages readingAhead();

    /**
     * As {@link #readingAhead()}, with up to {@code pagesInFlight} page requests at once: while the
     * walk waits for one page, the next ones (pinned to the first page's token) are already
     * requested. Pages still come, and are checked, one by one in order; a page fetched ahead that
     * the walk does not reach as asked (a short page moved the offsets) is dropped, and a failure
     * ahead comes out only after every page before it. {@code 1} is {@link #readingAhead()}.
     */
    Pages readingAhead(int pagesInFlight);

    /** A walk's pages, read one page ahead; closing cancels the request in flight and ends its thread. */
    interface Pages extends Iterator<ClipPage>, AutoCloseable {
        @Override
        void close();
    }
}
