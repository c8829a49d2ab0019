package io.dqexplorer.workspace.filter;

import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.table.Column;
import java.util.List;
import java.util.Optional;

/**
 * Rows in an exact-duplicate group ({@code in duplicate group}), or in none
 * ({@code not in duplicate group}). Membership is as the snapshot recorded it from the duplicates
 * endpoint; clips the comparison has not covered count as in none. On a dataset whose duplicates the
 * service never compared, neither clause has an answer and a filter holding one is refused
 * ({@link #unanswered}): "not compared" is not "no duplicates".
 */
public record DuplicateClause(boolean member) implements Clause {

    public static final DuplicateClause IN_GROUP = new DuplicateClause(true);
    public static final DuplicateClause IN_NO_GROUP = new DuplicateClause(false);

    /**
     * Why {@code filter} cannot be answered on a snapshot of {@code dataset} whose duplicates were never compared
     * ({@code compared} false); empty when it can.
     */
    public static Optional<String> unanswered(Filter filter, String dataset, boolean compared) {
        return compared || filter.clauses().stream().noneMatch(DuplicateClause.class::isInstance) ? Optional.empty()
                : Optional.of("the duplicates of " + ServiceText.shown(dataset) + " were never compared by the service,"
                + " so no clip is known to be in a duplicate group or in none: leave 'in duplicate group' and"
                + " 'not in duplicate group' out of the filter for this dataset");
    }

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
