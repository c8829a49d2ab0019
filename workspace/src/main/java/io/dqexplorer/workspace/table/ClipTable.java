package io.dqexplorer.workspace.table;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The clip table of a workspace database and the view every query reads. The table keeps the
 * service's order in {@code position} (0-based, as the walk delivered the rows) and null apart from
 * zero; the view adds the per-clip ratios, null where the denominator is 0 or absent. The
 * {@link TermMasks}' columns are filled as rows are appended and read once {@link #complete} has put them in force.
 */
public final class ClipTable {

    /** The stored rows; written only by {@link ClipAppender}. */
    public static final String TABLE = "clips";

    /** What queries read: the stored columns plus the derived ratios, all named by {@link Column}. */
    public static final String VIEW = "clip_view";

    /**
     * The view's column holding the table's row id: a block query sorts the subset's row ids alone and
     * then fetches the other columns of its rows only, by this id (which DuckDB reads as a row fetch,
     * not a scan). No filter, sort or export names it.
     */
    public static final String ROW_ID = "clip_row";

    private static final String CREATE_TABLE = """
            CREATE TABLE clips (
                position BIGINT NOT NULL,
                clip VARCHAR NOT NULL,
                episode_index BIGINT,
                analyzed_seconds DOUBLE NOT NULL,
                environments VARCHAR[] NOT NULL,
                objects VARCHAR[] NOT NULL,
                actions VARCHAR[] NOT NULL,
                frames BIGINT,
                usable BIGINT,
                distorted BIGINT,
                jerky BIGINT,
                measured_seconds DOUBLE,
                hands_visible_seconds DOUBLE,
                two_hands_visible_seconds DOUBLE,
                active_manipulation_seconds DOUBLE,
                duplicate_group INTEGER
            )""";

    /** The view's ratios. */
    private static final String VIEW_SQL = """
            CREATE OR REPLACE VIEW clip_view AS SELECT rowid AS clip_row, *,
                CASE WHEN frames > 0 THEN usable / frames END AS usable_share,
                CASE WHEN frames > 0 THEN distorted / frames END AS distorted_share,
                CASE WHEN frames > 0 THEN jerky / frames END AS jerky_share,
                CASE WHEN measured_seconds > 0 THEN hands_visible_seconds / measured_seconds END AS hands_visible_share,
                CASE WHEN measured_seconds > 0 THEN two_hands_visible_seconds / measured_seconds END AS two_hands_visible_share,
                CASE WHEN measured_seconds > 0 THEN active_manipulation_seconds / measured_seconds END AS active_manipulation_share
            FROM clips""";

    private ClipTable() {
    }

    /** Creates the table and its view in an empty database; term filters read the lists until {@link #complete}. */
    public static void create(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(CREATE_TABLE);
            TermMasks.createColumns(statement);
            statement.execute(VIEW_SQL);
            TermMasks.listMacros(statement);
        }
    }

    /**
     * Builds what the queries read besides the rows ({@link TermMasks}), once every row is in: the
     * snapshot's last step before it is committed. Rows appended later would not be seen by it.
     */
    public static void complete(Connection connection) throws SQLException {
        TermMasks.build(connection);
    }
}
