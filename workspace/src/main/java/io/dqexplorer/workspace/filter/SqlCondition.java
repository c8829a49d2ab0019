package io.dqexplorer.workspace.filter;

import java.util.List;

/**
 * A WHERE condition over the clip view: SQL text made only of whitelisted column names
 * ({@link io.dqexplorer.workspace.table.Column#sqlName()}), operators and {@code ?} placeholders, and
 * the values bound to those placeholders in order. User text only ever travels in {@code parameters}.
 */
public record SqlCondition(String sql, List<Object> parameters) {

    /** The condition every row meets. */
    public static final SqlCondition ALL = new SqlCondition("TRUE", List.of());

    public SqlCondition {
        parameters = List.copyOf(parameters);
    }
}
