package io.dqexplorer.workspace.table;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A bit per term of each section, per clip, built once when a snapshot is complete: what term
 * filters and the group-by read instead of the term lists. At a million clips, testing two terms
 * with {@code list_contains} on the {@code VARCHAR[]} lists cost about 80 ms of every filtered query
 * and {@code list_distinct} about 250 ms of a group-by, while a mask test costs a few milliseconds
 * (DuckDB profile and figures in workspace/README.md, "Benchmarks").
 *
 * <p>Tables: {@code term_ids} numbers the distinct terms of each section from 0 (in term order);
 * {@code clip_term_masks} holds, in the clips' own row order, each clip's three masks (bit
 * {@code id} set when its list holds term {@code id}). The clip view joins them by row position
 * (DuckDB's {@code POSITIONAL JOIN}: no hashing), which {@link #build} checks holds.
 *
 * <p>A section with more terms than a mask has bits keeps reading its list: its mask column is null
 * and its {@code carries_<section>} macro tests the list. Term filters call that macro
 * ({@link #carriesAny}), so the filter's SQL is the same whichever way a snapshot's sections are held.
 */
public final class TermMasks {

    /** Bits of a mask: terms a section may have and still be read through masks. */
    public static final int BITS = 64;

    /** Each section's terms and their bit: {@code section}, {@code term}, {@code id}. */
    public static final String TERM_IDS = "term_ids";
    static final String MASKS = "clip_term_masks";

    private static final List<Column> SECTIONS = List.of(Column.ENVIRONMENTS, Column.OBJECTS, Column.ACTIONS);

    private TermMasks() {
    }

    /** The clip view's column holding the mask of a term-list column. */
    public static String maskOf(Column terms) {
        return requireTerms(terms).sqlName() + "_mask";
    }

    /**
     * A condition true when the clip's {@code terms} list holds any term of {@code wanted}, an SQL
     * {@code VARCHAR[]} expression (placeholders only). Exact either way a section is held.
     */
    public static String carriesAny(Column terms, String wanted) {
        return "carries_" + requireTerms(terms).sqlName() + "(" + maskOf(terms) + ", " + terms.sqlName() + ", "
                + wanted + ")";
    }

    /** True when the snapshot reads this section through masks (built, and few enough terms). */
    public static boolean masked(Connection connection, Column terms) throws SQLException {
        String sql = "SELECT count(*) FROM duckdb_tables() WHERE table_name = '" + TERM_IDS + "'";
        try (Statement statement = connection.createStatement(); ResultSet built = statement.executeQuery(sql)) {
            built.next();
            if (built.getLong(1) == 0) {
                return false;
            }
        }
        try (PreparedStatement statement = connection.prepareStatement(
                "SELECT count(*) FROM " + TERM_IDS + " WHERE section = ?")) {
            statement.setString(1, requireTerms(terms).sqlName());
            try (ResultSet count = statement.executeQuery()) {
                count.next();
                return count.getLong(1) <= BITS;
            }
        }
    }

    /** Each section's macro reading its list: the state of a table whose masks are not built yet. */
    static void listMacros(Statement statement) throws SQLException {
        for (Column section : SECTIONS) {
            statement.execute(listMacro(section));
        }
    }

    /** The masks' columns as the clip view shows them before they are built: null. */
    static String unbuiltColumns() {
        List<String> columns = new ArrayList<>();
        for (Column section : SECTIONS) {
            columns.add("NULL::UBIGINT AS " + maskOf(section));
        }
        return String.join(", ", columns);
    }

    /**
     * Numbers the terms, builds the masks and points each section's macro at its mask (or, with more
     * than {@link #BITS} terms, its list).
     *
     * @throws SQLException also when the clips table's rows are not in position order (the masks
     *                      would pair with the wrong clips)
     */
    static void build(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            List<String> terms = new ArrayList<>();
            for (Column section : SECTIONS) {
                terms.add("SELECT DISTINCT '" + section.sqlName() + "' AS section, unnest(" + section.sqlName()
                        + ") AS term FROM " + ClipTable.TABLE);
            }
            statement.execute("CREATE OR REPLACE TABLE " + TERM_IDS + " AS SELECT section, term,"
                    + " (row_number() OVER (PARTITION BY section ORDER BY term) - 1)::INTEGER AS id FROM ("
                    + String.join(" UNION ALL ", terms) + ")");
            List<String> masks = new ArrayList<>();
            List<String> joins = new ArrayList<>();
            List<Column> masked = new ArrayList<>();
            for (Column section : SECTIONS) {
                if (masked(connection, section)) {
                    masked.add(section);
                    String alias = section.sqlName();
                    masks.add("coalesce(" + alias + ".mask, 0)::UBIGINT AS " + maskOf(section));
                    joins.add(" LEFT JOIN (SELECT clip_terms.position, bit_or(1::UBIGINT << ids.id) AS mask FROM"
                            + " (SELECT position, unnest(" + section.sqlName() + ") AS term FROM " + ClipTable.TABLE
                            + ") clip_terms JOIN " + TERM_IDS + " ids ON ids.section = '" + section.sqlName()
                            + "' AND ids.term = clip_terms.term GROUP BY clip_terms.position) " + alias + " USING (position)");
                } else {
                    masks.add("NULL::UBIGINT AS " + maskOf(section));
                }
            }
            statement.execute("CREATE OR REPLACE TABLE " + MASKS + " AS SELECT clips.position, " + String.join(", ", masks)
                    + " FROM " + ClipTable.TABLE + " clips" + String.join("", joins) + " ORDER BY clips.position");
            try (ResultSet misplaced = statement.executeQuery("SELECT count(*) FROM " + ClipTable.TABLE
                    + " clips POSITIONAL JOIN " + MASKS + " masks WHERE clips.position IS DISTINCT FROM masks.position")) {
                misplaced.next();
                if (misplaced.getLong(1) > 0) {
                    throw new SQLException("The clips table's rows are not in position order; its term masks cannot be built");
                }
            }
            for (Column section : SECTIONS) {
                statement.execute(masked.contains(section) ? maskMacro(section) : listMacro(section));
            }
        }
    }

    /** The clip view's join of the masks, once built. */
    static String builtColumns() {
        List<String> columns = new ArrayList<>();
        for (Column section : SECTIONS) {
            columns.add("masks." + maskOf(section));
        }
        return String.join(", ", columns);
    }

    static String builtJoin() {
        return " POSITIONAL JOIN " + MASKS + " masks";
    }

    private static String listMacro(Column section) {
        return "CREATE OR REPLACE MACRO carries_" + section.sqlName() + "(mask, terms, wanted) AS list_has_any(terms, wanted)";
    }

    /** The wanted terms' bits, from a one-row subquery DuckDB runs once per query; a term the snapshot lacks has none. */
    private static String maskMacro(Column section) {
        return "CREATE OR REPLACE MACRO carries_" + section.sqlName() + "(mask, terms, wanted) AS (mask & (SELECT"
                + " coalesce(bit_or(1::UBIGINT << id), 0::UBIGINT) FROM " + TERM_IDS + " WHERE section = '"
                + section.sqlName() + "' AND list_contains(wanted, term))) <> 0";
    }

    private static Column requireTerms(Column column) {
        if (column.kind() != Column.Kind.TERMS) {
            throw new IllegalArgumentException("Column " + column.sqlName() + " holds no terms");
        }
        return column;
    }
}
