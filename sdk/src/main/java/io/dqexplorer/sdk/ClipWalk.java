package io.dqexplorer.sdk;

import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;

import java.util.stream.Stream;

/**
 * An auto-paging walk over every clip page of a query (see {@link DqClient#walkClips}).
 * Nothing is fetched until iteration starts; each {@link #iterator()} (and each {@link #rows()})
 * starts a fresh walk. Failures surface from the iterator as DqException subclasses, never as a
 * bare RuntimeException wrapper.
 * <p>Rows are checked, not only counted: a page that does not start where the previous one ended,
 * or a clip id already seen in this walk, ends it with a
 * {@link io.dqexplorer.sdk.error.ProtocolException} naming the page's request id, the offset and
 * the clip id.
 */
public interface ClipWalk extends Iterable<ClipPage> {

    /** Every row of every page, lazily, in service order. */
    Stream<ClipRow> rows();
}
