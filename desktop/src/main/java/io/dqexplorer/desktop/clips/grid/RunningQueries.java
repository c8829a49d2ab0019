package io.dqexplorer.desktop.clips.grid;

import io.dqexplorer.desktop.common.async.LoadState;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.List;

/**
 * The clip view's queries that Escape stops: the count and the summary of a new filter or sort. Each
 * runs as a call shown in its {@link LoadState}; cancelling the state cancels the call, whose
 * {@code QueryCancel} stops the statement inside DuckDB. What was read before stays shown, so the status
 * line says that the view was cancelled, and offers to run it again, until the next query starts. Lives
 * on the UI thread.
 */
public final class RunningQueries {

    /** What the status line says once the queries were stopped. */
    public static final String CANCELLED = "Query cancelled: what the table shows may be the view before this filter or sort";

    private final Runnable runAgain;
    private final List<LoadState> queries;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");

    /** @param runAgain starts the view's queries anew, for the same filter and sort */
    public RunningQueries(Runnable runAgain, LoadState... queries) {
        this.runAgain = runAgain;
        this.queries = List.of(queries);
        for (LoadState query : this.queries) {
            query.loadingProperty().addListener((obs, was, loading) -> {
                if (loading) {
                    message.set("");
                }
                running.set(this.queries.stream().anyMatch(LoadState::isLoading));
            });
        }
    }

    /**
     * Stops the queries under way, if any, and says so.
     *
     * @return whether any was running: Escape did something
     */
    public boolean cancel() {
        if (!running.get()) {
            return false;
        }
        queries.forEach(LoadState::cancel);
        message.set(CANCELLED);
        return true;
    }

    /** Runs the cancelled view's queries again. */
    public void runAgain() {
        message.set("");
        runAgain.run();
    }

    /** True while a query Escape would stop runs. */
    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** {@link #CANCELLED} after a cancel, until a query starts again; empty otherwise. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
