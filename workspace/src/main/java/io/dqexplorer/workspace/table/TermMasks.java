package io.dqexplorer.workspace.table;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;

/**
 * A bit per term of each section, per clip, in force once a snapshot is complete: what term
 * filters and the group-by read instead of the term lists. At a million clips, testing two terms
 * with {@code list_contains} on the {@code VARCHAR[]} lists cost about 80 ms of every filtered query
 * and {@code list_distinct} about 250 ms of a group-by, while a mask test costs a few milliseconds
 * (DuckDB profile and figures in workspace/README.md, "Benchmarks").
 *
 * <p>{@code term_ids} numbers the distinct terms of each section from 0 (in the order the clips first
 * carry them); the clips table has a mask column per section (bit {@code id} set when the clip's list
 * holds term {@code id}), filled as the rows are appended ({@link ClipAppender}). In the table itself
 * rather than in a table beside it: a join (even DuckDB's {@code POSITIONAL JOIN}) cost the row
 * queries DuckDB's late fetch of a top-N's other columns.
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
    /** {@link #TERM_IDS} as the {@link ClipAppender} numbered the terms, until {@link #build} puts it in force. */
    private static final String APPENDED_TERM_IDS = "appended_term_ids";
    static final List<Column> SECTIONS = List.of(Column.ENVIRONMENTS, Column.OBJECTS, Column.ACTIONS);

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

    /**
     * A one-row query that reads what a term filter reads besides its lists: every clip's mask of each section, and
     * the terms' bits. Its answer tells a caller nothing.
     */
    public static String readEverySql() {
        return "SELECT " + String.join(", ", SECTIONS.stream().map(section -> "bit_or(" + maskOf(section) + ")").toList())
                + ", (SELECT max(id) FROM " + TERM_IDS + " WHERE term <> section) FROM " + ClipTable.TABLE;
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

    /** The table's mask columns (filled by the {@link ClipAppender}) and the table its numbering goes to. */
    static void createColumns(Statement statement) throws SQLException {
        for (Column section : SECTIONS) {
            statement.execute("ALTER TABLE " + ClipTable.TABLE + " ADD COLUMN " + maskOf(section) + " UBIGINT");
        }
        // UBIGINT ids keep the shifts and masks in 64-bit arithmetic (an INTEGER id widens them to HUGEINT)
        statement.execute("CREATE TABLE " + APPENDED_TERM_IDS + " (section VARCHAR NOT NULL, term VARCHAR NOT NULL,"
                + " id UBIGINT NOT NULL)");
    }

    /** Writes the {@link ClipAppender}'s numbering of each section's terms. */
    static void writeAppendedIds(Connection connection, Map<Column, Map<String, Long>> ids) throws SQLException {
        try (DuckDBAppender appender = connection.unwrap(DuckDBConnection.class).createAppender(APPENDED_TERM_IDS)) {
            for (Map.Entry<Column, Map<String, Long>> section : ids.entrySet()) {
                for (Map.Entry<String, Long> term : section.getValue().entrySet()) {
                    appender.beginRow();
                    appender.append(section.getKey().sqlName());
                    appender.append(term.getKey());
                    appender.append(term.getValue().longValue());
                    appender.endRow();
                }
            }
        }
    }

    /**
     * Puts the appender's numbering in force as {@link #TERM_IDS}; drops the masks of a section with
     * more than {@link #BITS} terms; points each section's macro at its mask (or its list).
     */
    static void build(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("ALTER TABLE " + APPENDED_TERM_IDS + " RENAME TO " + TERM_IDS);
            for (Column section : SECTIONS) {
                boolean masked = masked(connection, section);
                if (!masked) {
                    statement.execute("UPDATE " + ClipTable.TABLE + " SET " + maskOf(section) + " = NULL");
                }
                statement.execute(masked ? maskMacro(section) : listMacro(section));
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
