package io.dqexplorer.desktop.workspace.charts;

import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.query.GroupOrder;
import io.dqexplorer.workspace.query.Histogram;
import io.dqexplorer.workspace.query.TermGroup;
import io.dqexplorer.workspace.table.Column;
import java.util.List;

/** What the charts ask of a snapshot. Called off the UI thread, through the async runner. */
public interface ChartQueries {

    Histogram histogram(SqlCondition condition, Column column, int bins) throws Exception;

    List<TermGroup> groupBy(SqlCondition condition, Column termsColumn, GroupOrder order) throws Exception;

    /**
     * The queries of a snapshot's connection. A connection answers one statement at a time, and the
     * histogram and the group-by are fetched at once, so each call holds {@code queries}' monitor: whoever
     * else shares that connection from another thread serialises on the same object.
     */
    static ChartQueries over(ClipQueries queries) {
        return new ChartQueries() {
            @Override
            public Histogram histogram(SqlCondition condition, Column column, int bins) throws Exception {
                synchronized (queries) {
                    return queries.histogram(condition, column, bins);
                }
            }

            @Override
            public List<TermGroup> groupBy(SqlCondition condition, Column termsColumn, GroupOrder order)
                    throws Exception {
                synchronized (queries) {
                    return queries.groupBy(condition, termsColumn, order);
                }
            }
        };
    }
}
