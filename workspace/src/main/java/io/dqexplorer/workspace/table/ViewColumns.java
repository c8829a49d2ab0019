package io.dqexplorer.workspace.table;

import io.dqexplorer.workspace.filter.Clause;
import io.dqexplorer.workspace.filter.ClipContainsClause;
import io.dqexplorer.workspace.filter.DuplicateClause;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.RangeClause;
import io.dqexplorer.workspace.filter.TermClause;
import io.dqexplorer.workspace.query.Sort;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The columns of a view of the clips, one definition for the app's table and every export of a view
 * (the app's and {@code dq-explorer export}'s), so that the same view writes the same file wherever it
 * is exported: the defaults in the table's order, and whatever else the view's filter and sort name.
 */
public final class ViewColumns {

    /** The clip, its ratios, then the counts and seconds they come from, its terms and duplicate group. */
    public static final List<Column> DEFAULTS = List.of(
            Column.CLIP, Column.EPISODE_INDEX, Column.ANALYZED_SECONDS,
            Column.USABLE_SHARE, Column.DISTORTED_SHARE, Column.JERKY_SHARE,
            Column.HANDS_VISIBLE_SHARE, Column.TWO_HANDS_VISIBLE_SHARE, Column.ACTIVE_MANIPULATION_SHARE,
            Column.FRAMES, Column.USABLE, Column.DISTORTED, Column.JERKY,
            Column.MEASURED_SECONDS, Column.HANDS_VISIBLE_SECONDS, Column.TWO_HANDS_VISIBLE_SECONDS,
            Column.ACTIVE_MANIPULATION_SECONDS,
            Column.ENVIRONMENTS, Column.OBJECTS, Column.ACTIONS, Column.DUPLICATE_GROUP);

    private ViewColumns() {
    }

    /**
     * The columns an export of the view writes: those chosen, in their order, then every column the
     * filter or the sort names that is not among them, so that the file shows why each row is in it
     * and in its place.
     */
    public static List<Column> of(List<Column> chosen, Filter filter, Sort sort) {
        Set<Column> columns = new LinkedHashSet<>(chosen);
        for (Clause clause : filter.clauses()) {
            columns.addAll(named(clause));
        }
        for (Sort.Key key : sort.keys()) {
            columns.add(key.column());
        }
        return List.copyOf(columns);
    }

    /** The default columns of the view, with what its filter and sort name. */
    public static List<Column> of(Filter filter, Sort sort) {
        return of(DEFAULTS, filter, sort);
    }

    private static List<Column> named(Clause clause) {
        if (clause instanceof RangeClause range) {
            return List.of(range.column());
        }
        if (clause instanceof TermClause terms) {
            return terms.section().columns();
        }
        if (clause instanceof ClipContainsClause) {
            return List.of(Column.CLIP);
        }
        if (clause instanceof DuplicateClause) {
            return List.of(Column.DUPLICATE_GROUP);
        }
        throw new IllegalArgumentException("a clause of no known kind: " + clause);
    }
}
