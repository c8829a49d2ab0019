package io.dqexplorer.workspace.compare;

import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.query.ColumnValues;
import io.dqexplorer.workspace.query.Summary;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.ClipTable;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Two clip snapshots side by side: the clips added (right only), removed (left only) and changed, one
 * row per field that differs, and each side's summary. Unchanged clips and fields are not listed.
 * Both sides are read in clip order and walked together, so neither is held in memory whole.
 * <p>Rows: part {@value #PART}, item the clip id; an added or removed clip is one row of measure
 * {@value #CLIP} with its id on the side that has it; a changed field is a row of measure the field's
 * column name. Terms are compared as sets and shown joined by "|", the difference naming the terms
 * gained (+) and lost (−); a field one side has no value for (a block not measured there) is "not
 * assessed yet" on that side, with no difference, never a change from 0.
 */
public final class ClipComparison {

    /** The comparison's name on the command line and in a manifest. */
    public static final String FAMILY = "clips";
    public static final String PART = "clip";
    /** The measure of an added or removed clip's row. */
    public static final String CLIP = "clip";

    /** The fields compared, in the order a changed clip's rows are listed. */
    public static final List<Column> FIELDS = List.of(Column.ENVIRONMENTS, Column.OBJECTS, Column.ACTIONS,
            Column.ANALYZED_SECONDS, Column.FRAMES, Column.USABLE, Column.DISTORTED, Column.JERKY,
            Column.MEASURED_SECONDS, Column.HANDS_VISIBLE_SECONDS, Column.TWO_HANDS_VISIBLE_SECONDS,
            Column.ACTIVE_MANIPULATION_SECONDS, Column.DUPLICATE_GROUP);

    /** Clip ids in UTF-8 byte order, which is DuckDB's order of VARCHAR, and code point order in Java. */
    private static final String SELECT = "SELECT " + Column.CLIP.sqlName() + ", "
            + FIELDS.stream().map(Column::sqlName).collect(Collectors.joining(", "))
            + " FROM " + ClipTable.VIEW + " ORDER BY " + Column.CLIP.sqlName();

    /** The differences and the summary of each side. */
    public record Result(DifferenceTable table, Summary left, Summary right) {
    }

    private ClipComparison() {
    }

    /** Compares the snapshots open on {@code left} and {@code right} (each a connection to a snapshot file). */
    public static Result compare(Connection left, Connection right) throws SQLException {
        DifferenceTable.Builder table = DifferenceTable.builder();
        try (PreparedStatement l = left.prepareStatement(SELECT); PreparedStatement r = right.prepareStatement(SELECT);
             ResultSet leftRows = l.executeQuery(); ResultSet rightRows = r.executeQuery()) {
            Row before = Row.next(leftRows);
            Row after = Row.next(rightRows);
            while (before != null || after != null) {
                int order = before == null ? 1 : after == null ? -1 : compareIds(before.clip, after.clip);
                if (order < 0) {
                    table.row(PART, before.clip, CLIP, before.clip, null, null, DifferenceTable.REMOVED);
                    before = Row.next(leftRows);
                } else if (order > 0) {
                    table.row(PART, after.clip, CLIP, null, after.clip, null, DifferenceTable.ADDED);
                    after = Row.next(rightRows);
                } else {
                    changes(table, before, after);
                    before = Row.next(leftRows);
                    after = Row.next(rightRows);
                }
            }
        }
        return new Result(table.build(), summary(left), summary(right));
    }

    private static Summary summary(Connection connection) throws SQLException {
        return new ClipQueries(connection).summary(SqlCondition.ALL);
    }

    private static void changes(DifferenceTable.Builder table, Row before, Row after) {
        for (int i = 0; i < FIELDS.size(); i++) {
            Column field = FIELDS.get(i);
            Object was = before.values.get(i);
            Object is = after.values.get(i);
            if (field.kind() == Column.Kind.TERMS) {
                terms(table, before.clip, field, castTerms(was), castTerms(is));
            } else if (!Objects.equals(was, is)) {
                table.row(PART, before.clip, field.sqlName(), was, is, difference(was, is),
                        was == null || is == null ? Sides.missing(Sides.NOT_ASSESSED, was == null, is == null)
                                : DifferenceTable.CHANGED);
            }
        }
    }

    private static void terms(DifferenceTable.Builder table, String clip, Column field, List<String> was, List<String> is) {
        Set<String> gained = new LinkedHashSet<>(is);
        was.forEach(gained::remove);
        Set<String> lost = new LinkedHashSet<>(was);
        is.forEach(lost::remove);
        if (gained.isEmpty() && lost.isEmpty()) {
            return;
        }
        List<String> change = new ArrayList<>();
        gained.forEach(term -> change.add("+" + term));
        lost.forEach(term -> change.add("-" + term));
        table.row(PART, clip, field.sqlName(), String.join("|", was), String.join("|", is), String.join(" ", change),
                DifferenceTable.CHANGED);
    }

    private static Object difference(Object was, Object is) {
        if (was instanceof Long a && is instanceof Long b) {
            return b - a;
        }
        if (was instanceof Double a && is instanceof Double b) {
            return Numbers.difference(a, b);
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    private static List<String> castTerms(Object value) {
        return value == null ? List.of() : (List<String>) value;
    }

    /** Code point order: the order of the ids' UTF-8 bytes, in which DuckDB sorts them. */
    static int compareIds(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int x = a.codePointAt(i);
            int y = b.codePointAt(j);
            if (x != y) {
                return Integer.compare(x, y);
            }
            i += Character.charCount(x);
            j += Character.charCount(y);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    private record Row(String clip, List<Object> values) {

        static Row next(ResultSet rows) throws SQLException {
            if (!rows.next()) {
                return null;
            }
            List<Object> values = new ArrayList<>(FIELDS.size());
            for (int i = 0; i < FIELDS.size(); i++) {
                values.add(ColumnValues.read(rows, i + 2, FIELDS.get(i)));
            }
            return new Row(rows.getString(1), values);
        }
    }
}
