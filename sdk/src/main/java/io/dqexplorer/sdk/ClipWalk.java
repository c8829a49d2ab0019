package io.dqexplorer.sdk;

import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;

import java.util.stream.Stream;

/**
 * API SHAPE AGREED FOR PARALLEL WORK — an auto-paging walk over every clip page of a query.
 * Nothing is fetched until iteration starts; failures surface as DqException subclasses.
 */
public interface ClipWalk extends Iterable<ClipPage> {

    /** Every row of every page, lazily, in service order. */
    Stream<ClipRow> rows();
}
