package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.query.GroupOrder;
import io.dqexplorer.workspace.query.Histogram;
import io.dqexplorer.workspace.query.HistogramBins;
import io.dqexplorer.workspace.query.TermGroup;
import io.dqexplorer.workspace.table.Column;
import java.util.List;
import java.util.Optional;

/** What the charts ask of a snapshot. Called off the UI thread, through the async runner. */
public interface ChartQueries {

    /** The bins over the whole dataset's values of a column; empty when it has none to chart. */
    Optional<HistogramBins> histogramBins(Column column, boolean leaveOutZeros) throws Exception;

    Histogram histogram(SqlCondition condition, HistogramBins bins) throws Exception;

    List<TermGroup> groupBy(SqlCondition condition, Column termsColumn, GroupOrder order) throws Exception;
}
