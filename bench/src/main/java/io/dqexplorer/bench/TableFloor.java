package io.dqexplorer.bench;

import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermSection;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.query.GroupOrder;
import io.dqexplorer.workspace.query.HistogramBins;
import io.dqexplorer.workspace.query.RowBlock;
import io.dqexplorer.workspace.query.Sort;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.Snapshot;
import io.dqexplorer.workspace.snapshot.SnapshotInfo;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ViewColumns;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The floor under each step of {@link TableProbe}: the queries the app runs for it, the same SQL through the
 * workspace's own {@link ClipQueries}, on the same snapshot file in the same JVM, one after another on the
 * calling thread, with nothing of the app around them (no thread hops, no FX thread, no table). The file is
 * opened read-only through the workspace's store ({@link SnapshotStore}, over the process's one owner of its
 * database files), with the app's limits: while the app has it open, this shares the app's database, as
 * DuckDB shares one per path and process.
 */
final class TableFloor implements AutoCloseable {

    /** The app's block of rows (the desktop's {@code VirtualRows.BLOCK}): the table reads its rows 500 at a time. */
    static final int BLOCK = 500;
    /** The rows a new view reads with its count (the desktop's {@code VirtualRows.FIRST_ROWS}). */
    static final int FIRST_ROWS = 100;
    /** The app's histogram at first: distorted-frames share, zeros kept ({@code HistogramViewModel}). */
    private static final Column HISTOGRAM = Column.DISTORTED_SHARE;
    /** The app's group-by at first: the objects, most clips first ({@code GroupByViewModel}). */
    private static final Column GROUP_BY = TermSection.OBJECTS.columns().get(0);

    /** How long the step's queries took together, and each; the CPU the process used meanwhile. */
    record Timed(double millis, double cpuMillis, long count, String parts) {
    }

    private final SnapshotStore store;
    private final SnapshotKey key;
    private Snapshot snapshot;
    /** The whole dataset's bins, which the app asks once and keeps. */
    private HistogramBins bins;

    private TableFloor(SnapshotStore store, SnapshotKey key) {
        this.store = store;
        this.key = key;
    }

    /** The dataset's snapshot in the cache folder the app uses ({@code DQ_CACHE_DIR}); not opened yet. */
    static TableFloor of(String dataset) {
        CacheFolder folder = CacheFolder.fromEnvironment(System.getenv());
        SnapshotStore store = new SnapshotStore(folder,
                new WorkspaceDatabase(WorkspaceDatabase.Limits.defaults(), folder.temporary()));
        SnapshotKey key = store.list().stream().filter(info -> !info.earlier() && info.key().dataset().equals(dataset))
                .map(SnapshotInfo::key).findFirst()
                .orElseThrow(() -> new IllegalStateException("no snapshot of " + dataset + " in " + folder.snapshots()));
        return new TableFloor(store, key);
    }

    /**
     * The Clips tab's open with the snapshot on disk: the file opened (its metadata read), the view counted and
     * its first rows read, then closed again. Run while the app does not hold the file, so that it opens it.
     */
    Timed open() throws SQLException {
        Clock clock = new Clock();
        try (Snapshot opened = store.open(key).orElseThrow(() -> new IllegalStateException("no snapshot " + key))) {
            clock.lap("open");
            ClipQueries queries = new ClipQueries(opened.connection());
            long count = queries.count(SqlCondition.ALL);
            clock.lap("count");
            queries.rows(SqlCondition.ALL, Sort.SERVICE_ORDER, ViewColumns.DEFAULTS, 0, FIRST_ROWS);
            clock.lap("first rows");
            return clock.timed(count);
        }
    }

    /** Opens the file for the steps that follow: the app has it open by now, so this shares its database. */
    void keepOpen() {
        snapshot = store.open(key).orElseThrow(() -> new IllegalStateException("no snapshot " + key));
    }

    /** A new view (a filter applied or cleared, a sort): counted, then its first rows read. */
    Timed view(SqlCondition condition, Sort sort) throws SQLException {
        ClipQueries queries = queries();
        Clock clock = new Clock();
        long count = queries.count(condition);
        clock.lap("count");
        queries.rows(condition, sort, ViewColumns.DEFAULTS, 0, FIRST_ROWS);
        clock.lap("first rows");
        return clock.timed(count);
    }

    /** The last {@code shown} rows of the view of {@code count} rows: the blocks that hold them, as the table asks for them. */
    Timed lastRows(SqlCondition condition, Sort sort, long count, int shown) throws SQLException {
        ClipQueries queries = queries();
        Clock clock = new Clock();
        long first = Math.max(0, count - shown) / BLOCK;
        for (long block = (count - 1) / BLOCK; block >= first; block--) {
            long offset = block * BLOCK;
            queries.rows(condition, sort, ViewColumns.DEFAULTS, offset, (int) Math.min(BLOCK, count - offset), count);
            clock.lap("block at " + offset);
        }
        return clock.timed(count);
    }

    /**
     * What the summary and the charts ask after a filter: the count, the subset's summary (the whole's is known),
     * its histogram in the whole's bins and its group-by.
     */
    Timed summaries(SqlCondition condition) throws SQLException {
        ClipQueries queries = queries();
        if (bins == null) {
            bins = queries.histogramBins(HISTOGRAM, false)
                    .orElseThrow(() -> new IllegalStateException("no " + HISTOGRAM.sqlName() + " to chart"));
        }
        Clock clock = new Clock();
        long count = queries.count(condition);
        clock.lap("count");
        queries.summary(condition);
        clock.lap("summary");
        queries.histogram(condition, bins);
        clock.lap("histogram");
        queries.groupBy(condition, GROUP_BY, GroupOrder.MOST_CLIPS);
        clock.lap("group-by");
        return clock.timed(count);
    }

    /** The rows of a view from {@code offset}, as the app reads them (the view of {@code viewSize} rows). */
    RowBlock rows(SqlCondition condition, Sort sort, long offset, int limit, long viewSize) throws SQLException {
        return queries().rows(condition, sort, ViewColumns.DEFAULTS, offset, limit, viewSize);
    }

    long count(SqlCondition condition) throws SQLException {
        return queries().count(condition);
    }

    private ClipQueries queries() {
        if (snapshot == null) {
            throw new IllegalStateException("the floor's snapshot is not open (keepOpen)");
        }
        return new ClipQueries(snapshot.connection());
    }

    @Override
    public void close() throws SQLException {
        if (snapshot != null) {
            snapshot.close();
            snapshot = null;
        }
    }

    /** The laps of one step's queries. */
    private static final class Clock {
        private final long start = System.nanoTime();
        private final long cpuStart = ProcessCpu.nanos();
        private long last = start;
        private final List<String> laps = new ArrayList<>();

        void lap(String what) {
            long now = System.nanoTime();
            laps.add(String.format(Locale.US, "%s %.1f", what, (now - last) / 1e6));
            last = now;
        }

        Timed timed(long count) {
            return new Timed((last - start) / 1e6, (ProcessCpu.nanos() - cpuStart) / 1e6, count,
                    String.join(" + ", laps) + " ms");
        }
    }
}
