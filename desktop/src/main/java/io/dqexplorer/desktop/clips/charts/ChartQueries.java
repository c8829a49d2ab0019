package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.query.GroupOrder;
import io.dqexplorer.workspace.query.Histogram;
import io.dqexplorer.workspace.query.TermGroup;
import io.dqexplorer.workspace.table.Column;
import java.util.List;

/** What the charts ask of a snapshot. Called off the UI thread, through the async runner. */
public interface ChartQueries {

    Histogram histogram(SqlCondition condition, Column column, int bins) throws Exception;

    List<TermGroup> groupBy(SqlCondition condition, Column termsColumn, GroupOrder order) throws Exception;
}
