package io.dqexplorer.desktop.clips.snapshots;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.query.TermIndex;
import io.dqexplorer.sdk.query.VocabularyQuery;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.snapshot.Freshness;
import io.dqexplorer.workspace.snapshot.Snapshot;
import io.dqexplorer.workspace.snapshot.SnapshotException;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.sql.SQLException;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The snapshot of the dataset the Clips tab shows: found on this machine and checked against the
 * service (current, stale or offline), or fetched with progress and a cancel; a refresh fetches it
 * again while the old one stays shown. One dataset at a time: opening another cancels the work under
 * way and closes the snapshot shown. Lives on the UI thread; the work runs through the runner.
 */
public final class SnapshotViewModel {

    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).withLocale(Locale.UK).withZone(ZoneId.systemDefault());

    private final ClipWorkspace workspace;
    private final AsyncRunner runner;
    private final LoadState work = new LoadState();
    private final ReadOnlyObjectWrapper<SnapshotPhase> phase = new ReadOnlyObjectWrapper<>(this, "phase", SnapshotPhase.NONE);
    private final ReadOnlyObjectWrapper<OpenSnapshot> snapshot = new ReadOnlyObjectWrapper<>(this, "snapshot");
    private final ReadOnlyObjectWrapper<Freshness> freshness = new ReadOnlyObjectWrapper<>(this, "freshness");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper(this, "progressText", "");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", -1);

    private DatasetEntry dataset;

    public SnapshotViewModel(ClipWorkspace workspace, AsyncRunner runner) {
        this.workspace = workspace;
        this.runner = runner;
    }

    /**
     * Shows the dataset's snapshot: the one on this machine, checked against the service, else a new
     * fetch when the settings start one on open.
     */
    public void open(DatasetEntry entry) {
        dataset = entry;
        work.cancel();
        OpenSnapshot previous = snapshot.get();
        snapshot.set(null);
        freshness.set(null);
        phase.set(SnapshotPhase.OPENING);
        status.set("Looking for a snapshot of " + entry.dataset() + " on this machine…");
        SnapshotKey key = workspace.keyOf(entry.dataset());
        Opening opening = new Opening(previous);
        runner.call(() -> opening.open(key, entry, true))
                .showing(work)
                .onCancel(opening::cancel)
                .onSuccess(found -> {
                    if (found.isPresent()) {
                        show(found.get().snapshot(), found.get().freshness());
                    } else if (workspace.startsOnOpen()) {
                        fetch();
                    } else {
                        phase.set(SnapshotPhase.NONE);
                        status.set("No snapshot of this dataset on this machine yet");
                    }
                })
                .onError(failure -> failed())
                .start();
    }

    /** Fetches the dataset's snapshot; the one shown, if any, stays shown until the new one is in place. */
    public void fetch() {
        requireDataset();
        DatasetEntry entry = dataset;
        SnapshotKey key = workspace.keyOf(entry.dataset());
        AtomicBoolean cancelled = new AtomicBoolean();
        phase.set(SnapshotPhase.FETCHING);
        progress.set(-1);
        progressText.set("Fetching the clips of " + entry.dataset() + "…");
        LatestProgress progressShown = new LatestProgress(runner, (fetched, total) -> {
            if (!cancelled.get()) {
                showProgress(fetched, total);
            }
        });
        runner.call(() -> {
                    workspace.fetch().fetch(key, progressShown::report, cancelled::get);
                    workspace.store().evict(workspace.cacheCapBytes());
                    return true;
                })
                .showing(work)
                .onCancel(() -> cancelled.set(true))
                .onSuccess(done -> reopenFetched(key, entry))
                .onError(failure -> failed())
                .start();
    }

    /** Stops a fetch under way; the snapshot shown before it, if any, stays. */
    public void cancel() {
        if (phase.get() != SnapshotPhase.FETCHING) {
            return;
        }
        work.cancel();
        settle();
    }

    /**
     * Lets the snapshot of {@code key} be deleted: closes it if it is the one shown (the service's pages
     * take its place). Empty when it may go; the reason when it may not, while it is being fetched.
     */
    public Optional<String> release(SnapshotKey key) {
        boolean ours = dataset != null && workspace.keyOf(dataset.dataset()).equals(key);
        if (ours && phase.get() == SnapshotPhase.FETCHING) {
            return Optional.of("a fetch of it is under way");
        }
        if (ours && snapshot.get() != null) {
            work.cancel();
            closeShown();
            freshness.set(null);
            phase.set(SnapshotPhase.NONE);
            status.set("No snapshot of this dataset on this machine yet");
        }
        return Optional.empty();
    }

    /** Cancels the work under way and closes the snapshot shown: the session is ending. */
    public void close() {
        work.cancel();
        closeShown();
        phase.set(SnapshotPhase.NONE);
    }

    private void reopenFetched(SnapshotKey key, DatasetEntry entry) {
        // DuckDB keeps one database per path in a process: the replaced file's must be closed first
        OpenSnapshot previous = snapshot.get();
        snapshot.set(null);
        phase.set(SnapshotPhase.OPENING);
        Opening opening = new Opening(previous);
        runner.call(() -> opening.open(key, entry, false))
                .showing(work)
                .onCancel(opening::cancel)
                .onSuccess(found -> found.ifPresentOrElse(f -> show(f.snapshot(), Freshness.CURRENT), this::settle))
                .onError(failure -> failed())
                .start();
    }

    private record Found(OpenSnapshot snapshot, Freshness freshness) {
    }

    /**
     * One call that lets go of the snapshot shown before, then opens the dataset's, in this order; cancelled,
     * it closes both (a cancelled call's answer never arrives), so that no file stays counted in use.
     */
    private final class Opening {
        private final OpenSnapshot previous;
        private final AtomicReference<OpenSnapshot> opened = new AtomicReference<>();
        private final AtomicBoolean cancelled = new AtomicBoolean();

        Opening(OpenSnapshot previous) {
            this.previous = previous;
        }

        /** On a background thread. */
        Optional<Found> open(SnapshotKey key, DatasetEntry entry, boolean checkFreshness) throws SQLException {
            if (previous != null) {
                previous.close();
            }
            Optional<Found> found = openStored(key, entry, checkFreshness);
            found.ifPresent(shown -> opened.set(shown.snapshot()));
            if (cancelled.get()) {
                close(opened.getAndSet(null));
            }
            return found;
        }

        void cancel() {
            cancelled.set(true);
            close(previous);
            close(opened.getAndSet(null));
        }
    }

    /** On a background thread: the snapshot on this machine, its words' resolver, and (if asked) its freshness. */
    private Optional<Found> openStored(SnapshotKey key, DatasetEntry entry, boolean checkFreshness) throws SQLException {
        Optional<Snapshot> stored;
        try {
            stored = workspace.store().open(key);
        } catch (SnapshotException e) {
            if (e.reason() != SnapshotException.Reason.DISCARDED) {
                throw e;
            }
            // the unreadable file is gone: fetch it again like one never fetched
            stored = Optional.empty();
        }
        if (stored.isEmpty()) {
            return Optional.empty();
        }
        Snapshot opened = stored.get();
        try {
            Freshness found = checkFreshness
                    ? Freshness.of(workspace.client(), opened.metadata(), Freshness.KnownTokens.none())
                    : Freshness.CURRENT;
            TermResolver resolver = found == Freshness.OFFLINE ? TermResolver.exact() : resolver(entry);
            return Optional.of(new Found(new OpenSnapshot(opened, resolver, workspace.folder().temporary()), found));
        } catch (RuntimeException e) {
            opened.close();
            throw e;
        }
    }

    /** The dataset's spellings mapped to their terms; words as written when it has no vocabulary. */
    private TermResolver resolver(DatasetEntry entry) {
        if (!entry.has(Family.VOCABULARY.metric())) {
            return TermResolver.exact();
        }
        return TermResolver.of(TermIndex.of(workspace.client().unversioned().vocabulary(VocabularyQuery.of(entry.dataset()))));
    }

    private void show(OpenSnapshot opened, Freshness found) {
        snapshot.set(opened);
        freshness.set(found);
        phase.set(SnapshotPhase.READY);
        status.set(statusOf(opened.metadata(), found));
    }

    static String statusOf(SnapshotMetadata metadata, Freshness freshness) {
        String shown = Formats.count(metadata.rows(), "clip", "clips") + " on this machine, measurement "
                + MeasurementStamp.shorten(metadata.vocabulary());
        return switch (freshness) {
            case CURRENT -> shown;
            case STALE -> shown + ". A newer measurement exists — refresh";
            case OFFLINE -> shown + ". Offline snapshot from " + STAMP.format(metadata.fetchEnded());
        };
    }

    private void showProgress(long fetched, long total) {
        progress.set(total > 0 ? Math.min(1, (double) fetched / total) : -1);
        progressText.set("Fetching " + Formats.count(fetched) + " of " + Formats.count(total, "clip", "clips"));
    }

    /** After a cancel or a fetch that found nothing: back to the snapshot shown, or to none. */
    private void settle() {
        phase.set(snapshot.get() != null ? SnapshotPhase.READY : SnapshotPhase.NONE);
        if (snapshot.get() == null) {
            status.set("No snapshot of this dataset on this machine yet");
        }
    }

    private void failed() {
        phase.set(snapshot.get() != null ? SnapshotPhase.READY : SnapshotPhase.FAILED);
    }

    private void closeShown() {
        OpenSnapshot shown = snapshot.get();
        snapshot.set(null);
        close(shown);
    }

    private void close(OpenSnapshot shown) {
        if (shown != null) {
            // waits for the queries still reading it, so off the UI thread
            runner.call(() -> {
                shown.close();
                return true;
            }).start();
        }
    }

    private void requireDataset() {
        if (dataset == null) {
            throw new IllegalStateException("no dataset is open");
        }
    }

    public ReadOnlyObjectProperty<SnapshotPhase> phaseProperty() {
        return phase.getReadOnlyProperty();
    }

    /** The snapshot shown; null while there is none (the service's pages are shown). */
    public ReadOnlyObjectProperty<OpenSnapshot> snapshotProperty() {
        return snapshot.getReadOnlyProperty();
    }

    /** Whether the snapshot shown holds the service's current measurement; null while none is shown. */
    public ReadOnlyObjectProperty<Freshness> freshnessProperty() {
        return freshness.getReadOnlyProperty();
    }

    /** "200,000 clips on this machine, measurement vo-6844…", and whether it is stale or offline. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** "Fetching 45,000 of 200,000 clips" while a fetch runs. */
    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    /** The fetch's part done, 0..1; -1 while the total is not known yet. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** The opening's or the fetch's failure, for the error banner. */
    public LoadState work() {
        return work;
    }
}
