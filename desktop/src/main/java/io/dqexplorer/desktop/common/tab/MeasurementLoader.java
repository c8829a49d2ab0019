package io.dqexplorer.desktop.common.tab;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.sdk.error.StaleException;
import io.dqexplorer.sdk.error.TransportException;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.history.StoredMeasurement;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * How a measurement tab gets its measurement of the open dataset: "not measured yet" without a call
 * when the dataset's metrics lack it; the latest on opening, on "Load latest" and on the banner's
 * "Retry"; the latest token on "Check for newer". A tab that reads two answers of one measurement
 * (the vocabulary's two forms) pins the second to the first's token, so a measurement that moves on
 * in between answers 409 and the banner offers "Load latest".
 * With the session's history, the stamp lists the measurements kept for the dataset, and choosing one
 * pins the tab to it: the service's answer while it still has it, the stored copy once it answers 409
 * or cannot be reached.
 * One call at a time ({@link LoadState}): a new dataset's load cancels the old one's.
 *
 * @param <T> the service's answer the tab shows
 */
public final class MeasurementLoader<T> {

    /**
     * The tab's service calls, as functions of the dataset's name: its latest answer, the opaque
     * token naming the measurement an answer describes, and the latest token, for which a tab may ask
     * for less than a whole answer.
     */
    public record Source<T>(Function<String, T> fetch, Function<T, String> token,
                            Function<String, String> latestToken) {

        /** A source whose check for newer reads the token of a whole answer. */
        public Source(Function<String, T> fetch, Function<T, String> token) {
            this(fetch, token, dataset -> token.apply(fetch.apply(dataset)));
        }
    }

    private final String metric;
    private final Source<T> source;
    private final Optional<Pinning<T>> pinning;
    private final Consumer<? super T> onShown;
    private final AsyncRunner runner;
    private final LoadState loadState = new LoadState();
    private final MeasurementStamp stamp = new MeasurementStamp();
    private final ReadOnlyObjectWrapper<Availability> availability =
            new ReadOnlyObjectWrapper<>(this, "availability", Availability.NO_DATASET);
    private final ReadOnlyObjectWrapper<T> shown = new ReadOnlyObjectWrapper<>(this, "shown");

    private String dataset;

    /**
     * @param metric  the {@link DatasetEntry} metric name the tab shows
     * @param onShown told of every answer shown, and of null when the view is cleared for another dataset
     */
    public MeasurementLoader(String metric, Source<T> source, AsyncRunner runner, Consumer<? super T> onShown) {
        this(metric, source, Optional.empty(), runner, onShown);
    }

    /** @param pinning how to go back to a measurement of the history; none, and the stamp offers no history */
    public MeasurementLoader(String metric, Source<T> source, Optional<Pinning<T>> pinning, AsyncRunner runner,
                             Consumer<? super T> onShown) {
        this.metric = metric;
        this.source = source;
        this.pinning = pinning;
        this.onShown = onShown;
        this.runner = runner;
    }

    /** Shows the dataset's latest measurement, or "not measured yet" without asking the service. */
    public void open(DatasetEntry entry) {
        loadState.cancel();
        dataset = null;
        show(null);
        stamp.clear();
        if (!entry.has(metric)) {
            availability.set(Availability.NOT_MEASURED);
            return;
        }
        dataset = entry.dataset();
        availability.set(Availability.NO_DATASET);
        loadLatest();
    }

    public void loadLatest() {
        if (dataset == null) {
            return;
        }
        String of = dataset;
        runner.call(() -> source.fetch().apply(of)).showing(loadState).onSuccess(answer -> {
            show(answer);
            stamp.showing(source.token().apply(answer));
            availability.set(Availability.SHOWN);
        }).start();
    }

    /** The open dataset's name; null while none with the tab's metric is open. */
    public String dataset() {
        return dataset;
    }

    /** Whether the tab keeps a history its stamp can list. */
    public boolean hasHistory() {
        return pinning.isPresent();
    }

    /**
     * Reads the open dataset's kept measurements of the tab's family, the first seen first, and hands them
     * to {@code then}. A failure to read the history shows in the banner, over what the tab shows.
     */
    public void history(Consumer<List<HistoryEntry>> then) {
        if (dataset == null || pinning.isEmpty()) {
            return;
        }
        Pinning<T> kept = pinning.get();
        String of = dataset;
        runner.call(() -> kept.history().list(of, kept.family()).stream().map(stored -> entry(kept, stored)).toList())
                .onSuccess(entries -> {
                    if (of.equals(dataset)) {
                        then.accept(entries);
                    }
                })
                .onError(failure -> loadState.failed(ErrorReport.of(failure)))
                .start();
    }

    private static <T> HistoryEntry entry(Pinning<T> kept, StoredMeasurement stored) {
        String headline;
        try {
            headline = kept.headline().apply(stored);
        } catch (RuntimeException unreadable) {
            // one copy the SDK no longer reads (a document of an older service) does not hide the others
            headline = "the stored copy cannot be read";
        }
        return new HistoryEntry(stored.token(), stored.firstSeen(), headline);
    }

    /**
     * Shows the measurement with this token: asked of the service pinned to it, and from the stored copy
     * when the service has moved on (409) or cannot be reached. "Load latest" returns to the latest.
     */
    public void pin(String token) {
        if (dataset == null || pinning.isEmpty()) {
            return;
        }
        Pinning<T> kept = pinning.get();
        String of = dataset;
        runner.call(() -> pinned(kept, of, token)).showing(loadState).onSuccess(answer -> {
            show(answer.answer());
            stamp.pinned(token, answer.storedCopy());
            availability.set(Availability.SHOWN);
        }).start();
    }

    private static <T> PinnedAnswer<T> pinned(Pinning<T> kept, String dataset, String token) {
        try {
            return new PinnedAnswer<>(kept.fetch().apply(dataset, token), false);
        } catch (StaleException | TransportException gone) {
            Optional<T> stored = kept.stored().apply(dataset, token);
            if (stored.isEmpty()) {
                throw gone;
            }
            return new PinnedAnswer<>(stored.get(), true);
        }
    }

    /** The dataset's latest token, asked of the service: blocking, for a caller off the UI thread. */
    public String latestToken(String of) {
        return source.latestToken().apply(of);
    }

    /** Asks for the latest token; while a load is under way there is nothing to compare yet. */
    public void checkForNewer() {
        if (dataset == null || shown.get() == null || loadState.isLoading()) {
            return;
        }
        String of = dataset;
        runner.call(() -> source.latestToken().apply(of)).showing(loadState).onSuccess(stamp::latestIs).start();
    }

    /** Shares what this tab learns of newer measurements with the session's other views, and the reverse. */
    public void shareNewer(NewerMeasurements newer) {
        newer.share(stamp, () -> dataset);
    }

    public void onErrorAction(ErrorAction action) {
        switch (action) {
            case LOAD_LATEST, RETRY -> loadLatest();
            default -> { }
        }
    }

    /** Cancels the call under way; its answer is never shown. For a session that is ending. */
    public void close() {
        loadState.cancel();
    }

    private void show(T answer) {
        shown.set(answer);
        onShown.accept(answer);
    }

    public LoadState loadState() {
        return loadState;
    }

    public MeasurementStamp stamp() {
        return stamp;
    }

    public ReadOnlyObjectProperty<Availability> availabilityProperty() {
        return availability.getReadOnlyProperty();
    }

    /** The answer shown; null while none is. */
    public ReadOnlyObjectProperty<T> shownProperty() {
        return shown.getReadOnlyProperty();
    }
}
