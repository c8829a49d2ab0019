package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.sdk.ClipWalk;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.query.ClipQuery;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;

/**
 * The totals of the clip table's current filter, summed from every row of every page (the
 * service gives no totals of a filter, and rows re-total exactly). The walk runs in the
 * background, one page at a time, so memory stays flat; a new filter cancels it.
 */
public final class FilterTotals {

    private final Function<ClipQuery, ClipWalk> walk;
    private final AsyncRunner runner;
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "");
    private final LoadState summing = new LoadState();
    private Runnable lastWalk = () -> { };

    FilterTotals(Function<ClipQuery, ClipWalk> walk, AsyncRunner runner) {
        this.walk = walk;
        this.runner = runner;
    }

    /** Sums every clip {@code filter} selects; {@code kind} as in {@link ClipTexts#totals}. */
    void compute(ClipQuery filter, String kind) {
        lastWalk = () -> compute(filter, kind);
        text.set(kind == null ? "Adding up the totals of all clips…" : "Adding up the totals of the " + kind + " clips…");
        AtomicBoolean stop = new AtomicBoolean();
        ClipQuery everyPage = filter.withOffset(0).withLimit(ClipQuery.MAX_LIMIT);
        runner.call(() -> sum(everyPage, stop))
                .showing(summing)
                .onSuccess(sum -> show(sum, kind, filter.frameQuality(), filter.handActivity()))
                .onError(failure -> text.set("The totals could not be added up."))
                .onCancel(() -> stop.set(true))
                .start();
    }

    /** Sums rows already at hand, e.g. an explicit selection of clips. */
    void show(List<ClipRow> rows, String kind, boolean frameQuality, boolean handActivity) {
        cancel();
        ClipTotals.Accumulator accumulator = new ClipTotals.Accumulator();
        rows.forEach(accumulator::add);
        show(accumulator.totals(), kind, frameQuality, handActivity);
    }

    /** Walks the last filter again, after a failure. */
    void retry() {
        lastWalk.run();
    }

    /** Stops a running walk; its outcome is never shown. */
    void cancel() {
        summing.cancel();
    }

    void clear() {
        cancel();
        lastWalk = () -> { };
        text.set("");
    }

    private ClipTotals sum(ClipQuery query, AtomicBoolean stop) {
        ClipTotals.Accumulator accumulator = new ClipTotals.Accumulator();
        for (ClipPage page : walk.apply(query)) {
            if (stop.get() || Thread.currentThread().isInterrupted()) {
                throw new CancellationException("totals of " + query.dataset() + " cancelled");
            }
            page.clips().forEach(accumulator::add);
        }
        return accumulator.totals();
    }

    private void show(ClipTotals sum, String kind, boolean frameQuality, boolean handActivity) {
        text.set(ClipTexts.totals(kind, sum, frameQuality, handActivity));
    }

    /** "totals of the 120 filtered clips: …", or progress while they are added up. */
    public ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return summing.loadingProperty();
    }

    /** Why the last walk failed, for the error banner; null otherwise. */
    public ReadOnlyObjectProperty<ErrorReport> errorProperty() {
        return summing.errorProperty();
    }
}
