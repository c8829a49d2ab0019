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
 * <p>{@code term_ids} numbers the distinct terms of each section from 0 (in term order); the clips
 * table gains a mask column per section (bit {@code id} set when the clip's list holds term
 * {@code id}). In the table itself rather than in a table beside it: a join (even DuckDB's
 * {@code POSITIONAL JOIN}) cost the row queries DuckDB's late fetch of a top-N's other columns.
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
     * Numbers the terms, adds and fills the clips table's mask columns and points each section's macro
     * at its mask (or, with more than {@link #BITS} terms, its list).
     */
    static void build(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            List<String> terms = new ArrayList<>();
            for (Column section : SECTIONS) {
                terms.add("SELECT DISTINCT '" + section.sqlName() + "' AS section, unnest(" + section.sqlName()
                        + ") AS term FROM " + ClipTable.TABLE);
            }
            // UBIGINT ids keep the shifts and masks in 64-bit arithmetic (an INTEGER id widens them to HUGEINT)
            statement.execute("CREATE OR REPLACE TABLE " + TERM_IDS + " AS SELECT section, term,"
                    + " (row_number() OVER (PARTITION BY section ORDER BY term) - 1)::UBIGINT AS id FROM ("
                    + String.join(" UNION ALL ", terms) + ")");
            List<String> sets = new ArrayList<>();
            List<String> masks = new ArrayList<>();
            List<String> joins = new ArrayList<>();
            List<Column> masked = new ArrayList<>();
            for (Column section : SECTIONS) {
                statement.execute("ALTER TABLE " + ClipTable.TABLE + " ADD COLUMN " + maskOf(section) + " UBIGINT");
                if (masked(connection, section)) {
                    masked.add(section);
                    String alias = section.sqlName();
                    sets.add(maskOf(section) + " = built." + maskOf(section));
                    masks.add("coalesce(" + alias + ".mask, 0)::UBIGINT AS " + maskOf(section));
                    joins.add(" LEFT JOIN (SELECT clip_terms.position, bit_or(1::UBIGINT << ids.id) AS mask FROM"
                            + " (SELECT position, unnest(" + section.sqlName() + ") AS term FROM " + ClipTable.TABLE
                            + ") clip_terms JOIN " + TERM_IDS + " ids ON ids.section = '" + section.sqlName()
                            + "' AND ids.term = clip_terms.term GROUP BY clip_terms.position) " + alias + " USING (position)");
                }
            }
            if (!masked.isEmpty()) {
                statement.execute("UPDATE " + ClipTable.TABLE + " SET " + String.join(", ", sets) + " FROM (SELECT"
                        + " every_clip.position, " + String.join(", ", masks) + " FROM " + ClipTable.TABLE + " every_clip"
                        + String.join("", joins) + ") built WHERE " + ClipTable.TABLE + ".position = built.position");
            }
            for (Column section : SECTIONS) {
                statement.execute(masked.contains(section) ? maskMacro(section) : listMacro(section));
            }
        }
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
