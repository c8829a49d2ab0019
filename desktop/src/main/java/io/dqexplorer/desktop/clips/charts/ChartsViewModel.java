package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.TermResolver;
import javafx.beans.property.ObjectProperty;

/**
 * The charts of a snapshot's current subset against the whole dataset: a histogram with brushing and
 * a group-by. Both read {@code filter} to re-query when it changes and write it when the analyst
 * brushes a range or picks a term. They query only while {@link #show shown}: the first time they are,
 * and then on each change.
 */
public final class ChartsViewModel {

    private final HistogramViewModel histogram;
    private final GroupByViewModel groupBy;

    /**
     * @param queries  the snapshot's queries, e.g. an open snapshot's
     * @param filter   the filter the workspace shows, shared with its chips and table
     * @param resolver maps the filter's words to published terms (the dataset's vocabulary)
     */
    public ChartsViewModel(ChartQueries queries, ObjectProperty<Filter> filter, TermResolver resolver, AsyncRunner runner) {
        histogram = new HistogramViewModel(queries, filter, resolver, runner);
        groupBy = new GroupByViewModel(queries, filter, resolver, runner);
        show(false);
        histogram.refresh();
        groupBy.refresh();
    }

    /** The charts came into sight (true) or went out of it; in sight, they show the current filter's subset. */
    public void show(boolean now) {
        histogram.show(now);
        groupBy.show(now);
    }

    public HistogramViewModel histogram() {
        return histogram;
    }

    public GroupByViewModel groupBy() {
        return groupBy;
    }

    /** Stops the queries under way and stops following the filter: the snapshot is closing. */
    public void close() {
        histogram.close();
        groupBy.close();
    }
}
