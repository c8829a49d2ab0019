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
 * whenever the workspace's filter changes or the banner's Retry is pressed, until the chart closes. A chart
 * out of sight asks nothing: on two cores its query slowed the table's, and it asks once when shown again.
 */
final class SubsetQuery {

    private final ObjectProperty<Filter> filter;
    private final TermResolver resolver;
    private final AsyncRunner runner;
    private final LoadState state = new LoadState();
    private final Runnable refresh;
    private final ChangeListener<Filter> onFilter;
    private boolean shown = true;
    /** The chart was asked for while out of sight: what it shows is of an older filter. */
    private boolean behind;

    /** @param refresh the chart's query, asked again on every change of the filter */
    SubsetQuery(ObjectProperty<Filter> filter, TermResolver resolver, AsyncRunner runner, Runnable refresh) {
        this.filter = filter;
        this.resolver = resolver;
        this.runner = runner;
        this.refresh = refresh;
        this.onFilter = (obs, old, now) -> refresh.run();
        filter.addListener(onFilter);
    }

    /** Whether the chart may query now; when it may not, it will once {@link #show shown} again. */
    boolean mayAsk() {
        if (!shown) {
            behind = true;
            state.cancel();
        }
        return shown;
    }

    /** The chart came into sight (true) or went out of it; in sight again, it catches up with the filter. */
    void show(boolean now) {
        shown = now;
        if (now && behind) {
            behind = false;
            refresh.run();
        }
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
