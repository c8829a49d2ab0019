package io.dqexplorer.workspace.filter;

import java.util.ArrayList;
import java.util.List;

/**
 * A WHERE condition over the clip view: SQL text made only of whitelisted column names
 * ({@link io.dqexplorer.workspace.table.Column#sqlName()}), operators and {@code ?} placeholders, and
 * the values bound to those placeholders in order. User text only ever travels in {@code parameters}
 * (a string, a number, or a {@link TermArray}).
 */
public record SqlCondition(String sql, List<Object> parameters) {

    /** The condition every row meets. */
    public static final SqlCondition ALL = new SqlCondition("TRUE", List.of());

    public SqlCondition {
        parameters = List.copyOf(parameters);
    }

    /** Every one of {@code conditions} (at least one), values in order. */
    public static SqlCondition and(List<SqlCondition> conditions) {
        return joined(conditions, " AND ");
    }

    /** Any of {@code conditions} (at least one), values in order. */
    public static SqlCondition or(List<SqlCondition> conditions) {
        return joined(conditions, " OR ");
    }

    /**
     * Joined as a balanced tree of parenthesised halves rather than a chain: DuckDB nests a chain of n
     * operands n deep and stops planning at a depth of 1,000 (or overflows its stack before), so thousands of
     * clauses or words would fail where a tree of depth log2(n) runs.
     */
    private static SqlCondition joined(List<SqlCondition> conditions, String operator) {
        if (conditions.isEmpty()) {
            throw new IllegalArgumentException("nothing to join");
        }
        StringBuilder sql = new StringBuilder();
        List<Object> parameters = new ArrayList<>();
        append(conditions, operator, sql, parameters);
        return new SqlCondition(sql.toString(), parameters);
    }

    private static void append(List<SqlCondition> conditions, String operator, StringBuilder sql, List<Object> parameters) {
        if (conditions.size() == 1) {
            sql.append('(').append(conditions.get(0).sql()).append(')');
            parameters.addAll(conditions.get(0).parameters());
            return;
        }
        int half = conditions.size() / 2;
        sql.append('(');
        append(conditions.subList(0, half), operator, sql, parameters);
        sql.append(operator);
        append(conditions.subList(half, conditions.size()), operator, sql, parameters);
        sql.append(')');
    }
}
