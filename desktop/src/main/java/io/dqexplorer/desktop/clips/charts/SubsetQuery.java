package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.desktop.common.async.AsyncCall;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermResolver;
import javafx.beans.property.ObjectProperty;
import javafx.beans.value.ChangeListener;

import java.util.concurrent.Callable;

/**
 * What a chart asks of the current subset: its query runs in the background, one at a time, and again
 * whenever the workspace's filter changes or the banner's Retry is pressed, until the chart closes.
 */
final class SubsetQuery {

    private final ObjectProperty<Filter> filter;
    private final TermResolver resolver;
    private final AsyncRunner runner;
    private final LoadState state = new LoadState();
    private final Runnable refresh;
    private final ChangeListener<Filter> onFilter;

    /** @param refresh the chart's query, asked again on every change of the filter */
    SubsetQuery(ObjectProperty<Filter> filter, TermResolver resolver, AsyncRunner runner, Runnable refresh) {
        this.filter = filter;
        this.resolver = resolver;
        this.runner = runner;
        this.refresh = refresh;
        this.onFilter = (obs, old, now) -> refresh.run();
        filter.addListener(onFilter);
    }

    Filter filter() {
        return filter.get();
    }

    /** Narrows (or widens) the workspace's filter: every chart and the table follow. */
    void setFilter(Filter next) {
        filter.set(next);
    }

    SqlCondition condition(Filter of) {
        return of.sql(resolver);
    }

    /** The query in the background, shown by the chart's load state; a newer one cancels it. */
    <T> AsyncCall<T> call(Callable<T> work) {
        return runner.call(work).showing(state);
    }

    /** Stops the query under way and stops following the filter: the snapshot is closing. */
    void close() {
        filter.removeListener(onFilter);
        state.cancel();
    }

    void onErrorAction(ErrorAction action) {
        if (action == ErrorAction.RETRY) {
            refresh.run();
        }
    }

    LoadState state() {
        return state;
    }
}
