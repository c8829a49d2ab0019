package io.dqexplorer.workspace.filter;

import io.dqexplorer.workspace.table.Column;
import java.util.List;

/**
 * Rows in an exact-duplicate group ({@code in duplicate group}), or in none
 * ({@code not in duplicate group}). Membership is as the snapshot recorded it from the duplicates
 * endpoint; clips the comparison has not covered count as in none.
 */
public record DuplicateClause(boolean member) implements Clause {

    public static final DuplicateClause IN_GROUP = new DuplicateClause(true);
    public static final DuplicateClause IN_NO_GROUP = new DuplicateClause(false);

    @Override
    public String text() {
        return member ? "in duplicate group" : "not in duplicate group";
    }

    @Override
    public SqlCondition sql(TermResolver resolver) {
        return new SqlCondition(Column.DUPLICATE_GROUP.sqlName() + (member ? " IS NOT NULL" : " IS NULL"), List.of());
    }

    @Override
    public String toString() {
        return text();
    }
}
