package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.testing.QueuedRunner;
import io.dqexplorer.workspace.query.QueryCancel;
import io.dqexplorer.workspace.query.RowBlock;
import io.dqexplorer.workspace.table.Column;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** The view's rows read block by block as the table asks, the reads the table left behind stopped. */
class VirtualRowsTest {

    private static final int ROWS = 1_000_000;

    private final QueuedRunner runner = new QueuedRunner();
    /** Each block's read, by the offset it read from: how it could be stopped. */
    private final Map<Long, QueryCancel> reads = new LinkedHashMap<>();
    private final VirtualRows rows = new VirtualRows(ROWS, this::read, runner, failure -> fail(failure));

    @Test
    void aReadOfABlockTheTableNoLongerAsksForIsStoppedAndTheBlocksOnScreenAreRead() {
        rows.get(0);
        rows.get(250_000);
        // a drag went on: two blocks further down are on screen now, the first one asked no more
        rows.get(500_000);
        rows.get(500_499);
        runner.runAll();

        assertEquals(List.of(0L, 250_000L, 500_000L), List.copyOf(reads.keySet()));
        assertTrue(reads.get(0L).isCancelled(), "the read of the block left behind is stopped in DuckDB");
        assertFalse(reads.get(250_000L).isCancelled());
        assertFalse(reads.get(500_000L).isCancelled());
        assertFalse(rows.isLoaded(0), "a stopped read delivers nothing");
        assertTrue(rows.isLoaded(250_000) && rows.isLoaded(500_000));
        assertEquals("clip-500499", rows.get(500_499).clipId().orElseThrow());
    }

    @Test
    void theBlocksOfOneScreenAskedOverAndOverAreEachReadOnceAndNeverStopped() {
        for (int pulse = 0; pulse < 5; pulse++) {
            for (int row = 490; row < 530; row++) {
                rows.get(row);
            }
        }
        runner.runAll();

        assertEquals(List.of(0L, 500L), List.copyOf(reads.keySet()));
        assertTrue(reads.values().stream().noneMatch(QueryCancel::isCancelled));
        assertTrue(rows.isLoaded(490) && rows.isLoaded(529));
    }

    private RowBlock read(long offset, int limit, QueryCancel stop) {
        reads.put(offset, stop);
        List<RowBlock.Row> block = new ArrayList<>();
        for (long row = offset; row < offset + limit; row++) {
            block.add(new RowBlock.Row(row, List.of("clip-" + row)));
        }
        return new RowBlock(offset, List.of(Column.CLIP), block);
    }
}
