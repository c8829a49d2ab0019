package io.dqexplorer.workspace.query;

import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.table.ClipTable;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.TermMasks;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What the workspace's views ask of a snapshot, each answered by one query over the clip view: the
 * size of a subset, a block of its rows, where a clip sits in it, its summary, a histogram and a
 * group-by. The SQL text holds only whitelisted column names ({@link Column#sqlName()}), keywords and
 * {@code ?}; the condition's values and every other value are bound.
 *
 * <p>Runs on the caller's thread over the given connection; a DuckDB connection serves one thread
 * at a time, so give each thread its own ({@code DuckDBConnection.duplicate()}). Another thread may
 * stop its queries through the {@link QueryCancel} it was given.
 */
public final class ClipQueries {

    private final Connection connection;
    private final QueryCancel cancel;

    public ClipQueries(Connection connection) {
        this(connection, new QueryCancel());
    }

    /** Queries that {@code cancel} stops from another thread: they then fail with an {@link SQLException}. */
    public ClipQueries(Connection connection, QueryCancel cancel) {
        this.connection = Objects.requireNonNull(connection, "connection");
        this.cancel = Objects.requireNonNull(cancel, "cancel");
    }

    /** The number of clips that meet the condition. */
    public long count(SqlCondition condition) throws SQLException {
        String sql = "SELECT count(*) FROM " + ClipTable.VIEW + " WHERE (" + condition.sql() + ")";
        try (PreparedStatement statement = prepare(sql)) {
            Bindings.bind(statement, 1, condition);
            try (ResultSet rows = statement.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        }
    }

    /**
     * Reads the term masks of every clip into DuckDB's memory, for the first term filter after a snapshot is opened:
     * its count read them from the file (40 ms of that filter's 115–145 at a million clips, against 6–13 ms from
     * memory; bench/README.md, "The term masks read ahead of the first filter").
     */
    public void preloadTermMasks() throws SQLException {
        try (PreparedStatement statement = prepare(TermMasks.readEverySql()); ResultSet rows = statement.executeQuery()) {
            rows.next();
        }
    }

    /**
     * The view's rows from {@code offset} (0-based), at most {@code limit} of them.
     *
     * @throws IllegalArgumentException when offset or limit is negative
     */
    public RowBlock rows(SqlCondition condition, Sort sort, List<Column> columns, long offset, int limit)
            throws SQLException {
        requireNatural(offset, limit);
        return read(new ViewSelect(condition, sort, columns), offset, limit, false, offset);
    }

    /**
     * As {@link #rows(SqlCondition, Sort, List, long, int)}, in a view of {@code viewSize} rows (its count, as
     * {@link #count} gave it): a block in the view's second half is read from its end, which costs a block near
     * the end what the first block costs, where an offset from the start costs a sort of every row before it.
     *
     * @throws IllegalArgumentException when offset or limit is negative, or the block runs past {@code viewSize}
     */
    public RowBlock rows(SqlCondition condition, Sort sort, List<Column> columns, long offset, int limit,
                         long viewSize) throws SQLException {
        requireNatural(offset, limit);
        if (offset + limit > viewSize) {
            throw new IllegalArgumentException("rows " + offset + " to " + (offset + limit) + " of a view of " + viewSize);
        }
        boolean fromTheEnd = 2 * offset + limit > viewSize;
        return read(new ViewSelect(condition, sort, columns), offset, limit, fromTheEnd,
                fromTheEnd ? viewSize - offset - limit : offset);
    }

    private static void requireNatural(long offset, int limit) {
        if (offset < 0 || limit < 0) {
            throw new IllegalArgumentException("offset and limit must not be negative: " + offset + ", " + limit);
        }
    }

    /** @param skipped the rows before the block in the order the ids are sorted in (from the end, or the start) */
    private RowBlock read(ViewSelect view, long offset, int limit, boolean fromTheEnd, long skipped)
            throws SQLException {
        List<Column> chosen = view.columns();
        try (PreparedStatement statement = prepare(view.blockSql(fromTheEnd))) {
            int next = view.bind(statement, 1);
            statement.setInt(next, limit);
            statement.setLong(next + 1, skipped);
            List<RowBlock.Row> block = new ArrayList<>(Math.min(limit, 4096));
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    List<Object> values = new ArrayList<>(chosen.size());
                    for (int i = 0; i < chosen.size(); i++) {
                        values.add(ColumnValues.read(rows, i + 2, chosen.get(i)));
                    }
                    block.add(new RowBlock.Row(rows.getLong(1), values));
                }
            }
            return new RowBlock(offset, chosen, block);
        }
    }

    /**
     * Where the clip sits in the view (0-based), for "jump to a clip id"; empty when the view does not
     * hold it. Counted, not sorted: the subset's rows that come before the clip ({@link Sort#before}),
     * one pass where numbering the sorted subset cost about a top-N.
     */
    public OptionalLong indexOf(String clipId, SqlCondition condition, Sort sort) throws SQLException {
        String sql = "SELECT (SELECT count(*) FROM " + ClipTable.VIEW + " other WHERE (" + condition.sql() + ") AND "
                + sort.before("other", "target") + ") FROM " + ClipTable.VIEW + " target WHERE target."
                + Column.CLIP.sqlName() + " = ? AND (" + condition.sql() + ")";
        try (PreparedStatement statement = prepare(sql)) {
            int next = Bindings.bind(statement, 1, condition);
            statement.setString(next, clipId);
            Bindings.bind(statement, next + 1, condition);
            try (ResultSet rows = statement.executeQuery()) {
                return rows.next() ? OptionalLong.of(rows.getLong(1)) : OptionalLong.empty();
            }
        }
    }

    /** The subset's figures, re-totalled from its rows. */
    public Summary summary(SqlCondition condition) throws SQLException {
        String sql = "SELECT count(*), coalesce(sum(analyzed_seconds), 0), " + FRAME_SUMS + ", " + HAND_SUMS
                + " FROM " + ClipTable.VIEW + " WHERE (" + condition.sql() + ")";
        try (PreparedStatement statement = prepare(sql)) {
            Bindings.bind(statement, 1, condition);
            try (ResultSet rows = statement.executeQuery()) {
                rows.next();
                return new Summary(rows.getLong(1), rows.getDouble(2), frameTotals(rows, 3), handTotals(rows, 8));
            }
        }
    }

    /**
     * The bins of a numeric column spanning the whole dataset's values (see {@link HistogramBins});
     * empty when no clip has a value (or, leaving zeros out, none but 0): nothing to chart.
     *
     * @throws IllegalArgumentException when the column is not numeric
     */
    public Optional<HistogramBins> histogramBins(Column column, boolean leaveOutZeros) throws SQLException {
        if (!column.kind().isNumeric()) {
            throw new IllegalArgumentException("Column " + column.sqlName() + " holds no numbers to bin");
        }
        String name = column.sqlName();
        String sql = "SELECT min(" + name + "), max(" + name + ") FROM " + ClipTable.VIEW
                + " WHERE " + name + " IS NOT NULL AND NOT (CAST(? AS BOOLEAN) AND " + name + " = 0)";
        try (PreparedStatement statement = prepare(sql)) {
            statement.setBoolean(1, leaveOutZeros);
            try (ResultSet rows = statement.executeQuery()) {
                rows.next();
                double min = rows.getDouble(1);
                if (rows.wasNull()) {
                    return Optional.empty();
                }
                return Optional.of(HistogramBins.spanning(column, leaveOutZeros, min, rows.getDouble(2)));
            }
        }
    }

    /**
     * The subset's clips counted into {@code bins}, which come from the whole dataset. A value's bin is
     * found from {@code floor(value / width)} and then checked against the edges as doubles, the same
     * comparison a range filter makes, so that brushing bins selects exactly the clips they count.
     */
    public Histogram histogram(SqlCondition condition, HistogramBins bins) throws SQLException {
        String name = bins.column().sqlName();
        List<Object> parameters = new ArrayList<>();
        parameters.add(bins.zerosLeftOut());
        String bin;
        if (bins.width().signum() == 0) {
            bin = "0";
        } else {
            BigDecimal width = bins.width().stripTrailingZeros();
            // an edge is (index × step) / down: an exact integer over an exact power of ten, divided
            // with one rounding, which gives the double nearest the decimal edge, as a filter binds it
            long step = width.unscaledValue().longValueExact() * (long) Math.pow(10, Math.max(0, -width.scale()));
            double down = Math.pow(10, Math.max(0, width.scale()));
            bin = "greatest(0, least(?, CASE WHEN x < CAST(g * ? AS DOUBLE) / ? THEN g - 1"
                    + " WHEN x >= CAST((g + 1) * ? AS DOUBLE) / ? THEN g + 1 ELSE g END - ?))";
            parameters.addAll(List.of(bins.count() - 1L, step, down, step, down, bins.firstIndex()));
            parameters.addAll(List.of(down, step));
        }
        String guess = bins.width().signum() == 0 ? "0" : "CAST(floor(x * ? / ?) AS BIGINT)";
        String sql = "SELECT CASE WHEN x IS NULL THEN -2 WHEN CAST(? AS BOOLEAN) AND x = 0 THEN -1 ELSE " + bin
                + " END AS bin, count(*) FROM (SELECT x, " + guess + " AS g FROM (SELECT " + name + " AS x FROM "
                + ClipTable.VIEW + " WHERE (" + condition.sql() + "))) GROUP BY bin";
        Long[] counts = new Long[bins.count()];
        Arrays.fill(counts, 0L);
        long missing = 0;
        long zeros = 0;
        try (PreparedStatement statement = prepare(sql)) {
            int next = 1;
            for (Object parameter : parameters) {
                statement.setObject(next++, parameter);
            }
            Bindings.bind(statement, next, condition);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    int at = rows.getInt(1);
                    long clips = rows.getLong(2);
                    if (at == -2) {
                        missing = clips;
                    } else if (at == -1) {
                        zeros = clips;
                    } else {
                        counts[at] += clips;
                    }
                }
            }
        }
        return new Histogram(bins, List.of(counts), missing, zeros);
    }

    /**
     * Per term of a section among the subset's clips: clips, analyzed seconds and hand shares.
     *
     * @param termsColumn {@link Column#ENVIRONMENTS}, {@link Column#OBJECTS} or {@link Column#ACTIONS}
     * @throws IllegalArgumentException when the column holds no terms
     */
    public List<TermGroup> groupBy(SqlCondition condition, Column termsColumn, GroupOrder order) throws SQLException {
        if (termsColumn.kind() != Column.Kind.TERMS) {
            throw new IllegalArgumentException("Column " + termsColumn.sqlName() + " holds no terms to group by");
        }
        String sql = TermMasks.masked(connection, termsColumn)
                ? groupByMask(condition, termsColumn, order)
                : groupByList(condition, termsColumn, order);
        try (PreparedStatement statement = prepare(sql)) {
            Bindings.bind(statement, 1, condition);
            List<TermGroup> groups = new ArrayList<>();
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    groups.add(new TermGroup(rows.getString(1), rows.getLong(2), rows.getDouble(3), handTotals(rows, 4)));
                }
            }
            return groups;
        }
    }

    /** Each clip's term list unnested, its repeats dropped: the way for a section held as lists only. */
    private static String groupByList(SqlCondition condition, Column termsColumn, GroupOrder order) {
        return "SELECT term, count(*) AS clips, sum(analyzed_seconds) AS analyzed_seconds, " + HAND_SUMS + ", "
                + SHARES + " FROM (SELECT unnest(list_distinct(" + termsColumn.sqlName() + ")) AS term, analyzed_seconds,"
                + " measured_seconds, hands_visible_seconds, two_hands_visible_seconds, active_manipulation_seconds FROM "
                + ClipTable.VIEW + " WHERE (" + condition.sql() + ")) GROUP BY term ORDER BY " + order.orderBy();
    }

    /**
     * The subset summed per distinct mask first (far fewer masks than clips), then each mask's sums
     * added to every term whose bit it holds: one pass over the rows, no list read.
     */
    private static String groupByMask(SqlCondition condition, Column termsColumn, GroupOrder order) {
        return "SELECT ids.term, CAST(sum(clips) AS BIGINT) AS clips, sum(per_mask.analyzed_seconds) AS analyzed_seconds,"
                + " CAST(sum(measured_clips) AS BIGINT), sum(measured_seconds), sum(hands_visible_seconds),"
                + " sum(two_hands_visible_seconds), sum(active_manipulation_seconds), " + SHARES
                + " FROM (SELECT " + TermMasks.maskOf(termsColumn) + " AS mask, count(*) AS clips,"
                + " sum(analyzed_seconds) AS analyzed_seconds, count(measured_seconds) AS measured_clips,"
                + " sum(measured_seconds) AS measured_seconds, sum(hands_visible_seconds) AS hands_visible_seconds,"
                + " sum(two_hands_visible_seconds) AS two_hands_visible_seconds,"
                + " sum(active_manipulation_seconds) AS active_manipulation_seconds FROM " + ClipTable.VIEW
                + " WHERE (" + condition.sql() + ") GROUP BY mask) per_mask JOIN " + TermMasks.TERM_IDS
                + " ids ON ids.section = '" + termsColumn.sqlName() + "' AND (per_mask.mask >> ids.id) & 1 = 1"
                + " GROUP BY ids.term ORDER BY " + order.orderBy();
    }

    private static final String SHARES = share("hands_visible_seconds") + " AS hands_visible_share, "
            + share("two_hands_visible_seconds") + " AS two_hands_visible_share, "
            + share("active_manipulation_seconds") + " AS active_manipulation_share";

    /** Sums over the clips that have a frame-quality block; {@code count(frames)} tells how many. */
    private static final String FRAME_SUMS = "count(frames), CAST(sum(frames) AS BIGINT), CAST(sum(usable) AS BIGINT),"
            + " CAST(sum(distorted) AS BIGINT), CAST(sum(jerky) AS BIGINT)";

    /** Sums over the clips that have a hand-activity block; {@code count(measured_seconds)} tells how many. */
    private static final String HAND_SUMS = "count(measured_seconds), sum(measured_seconds), sum(hands_visible_seconds),"
            + " sum(two_hands_visible_seconds), sum(active_manipulation_seconds)";

    private static String share(String seconds) {
        return "CASE WHEN sum(measured_seconds) > 0 THEN sum(" + seconds + ") / sum(measured_seconds) END";
    }

    private static Optional<FrameTotals> frameTotals(ResultSet rows, int first) throws SQLException {
        return totals(rows, first, (clips, sum) -> new FrameTotals(clips, rows.getLong(sum), rows.getLong(sum + 1),
                rows.getLong(sum + 2), rows.getLong(sum + 3)));
    }

    private static Optional<HandTotals> handTotals(ResultSet rows, int first) throws SQLException {
        return totals(rows, first, (clips, sum) -> new HandTotals(clips, rows.getDouble(sum), rows.getDouble(sum + 1),
                rows.getDouble(sum + 2), rows.getDouble(sum + 3)));
    }

    /** A block's totals: at {@code first} how many clips have it (none: no totals), then its sums. */
    private static <T> Optional<T> totals(ResultSet rows, int first, Sums<T> sums) throws SQLException {
        long clips = rows.getLong(first);
        return clips == 0 ? Optional.empty() : Optional.of(sums.read(clips, first + 1));
    }

    /** Reads a block's sums from the column {@code sum} on. */
    @FunctionalInterface
    private interface Sums<T> {
        T read(long clips, int sum) throws SQLException;
    }

    private PreparedStatement prepare(String sql) throws SQLException {
        return cancel.watch(connection.prepareStatement(sql));
    }
}
