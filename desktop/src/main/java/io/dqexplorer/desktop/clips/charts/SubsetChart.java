package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.TermResolver;
import javafx.beans.property.ObjectProperty;

/**
 * A chart of the current subset: its {@link #refresh query} follows the filter through a {@link SubsetQuery},
 * while the chart is in sight, until the snapshot closes.
 */
abstract class SubsetChart {

    protected final SubsetQuery subset;

    SubsetChart(ObjectProperty<Filter> filter, TermResolver resolver, AsyncRunner runner) {
        this.subset = new SubsetQuery(filter, resolver, runner, this::refresh);
    }

    /** Queries the chart for the current filter; the answer replaces what is shown. */
    public abstract void refresh();

    void show(boolean now) {
        subset.show(now);
    }

    /** Stops the query under way and stops following the filter: the snapshot is closing. */
    void close() {
        subset.close();
    }

    public void onErrorAction(ErrorAction action) {
        subset.onErrorAction(action);
    }

    public LoadState state() {
        return subset.state();
    }
}
