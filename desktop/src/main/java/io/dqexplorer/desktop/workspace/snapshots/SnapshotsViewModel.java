package io.dqexplorer.desktop.workspace.snapshots;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.snapshot.SnapshotInfo;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import java.util.stream.Collectors;

/**
 * The Snapshots dialog: every snapshot in the cache folder, their total against the cache cap, and
 * deleting them — one, all, or the least recently used beyond a lowered cap. The folder is read and
 * written off the UI thread, one call at a time; each call ends by listing the folder again, so the
 * list shows what is on disk, not what was meant to be.
 */
public final class SnapshotsViewModel {

    private final SnapshotStore store;
    private final AsyncRunner runner;
    private final OpenSnapshots open;
    private final LongConsumer rememberCap;
    private final Clock clock;
    private final ZoneId zone;
    private final ObservableList<SnapshotRow> rows = FXCollections.observableArrayList();
    private final ObservableList<SnapshotRow> shownRows = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyLongWrapper totalBytes = new ReadOnlyLongWrapper(this, "totalBytes");
    private final ReadOnlyLongWrapper capBytes = new ReadOnlyLongWrapper(this, "capBytes");
    private final ReadOnlyStringWrapper total = new ReadOnlyStringWrapper(this, "total", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final LoadState calls = new LoadState();
    private Runnable lastAttempt = this::load;

    /**
     * @param capBytes    the cache cap in force (the setting)
     * @param rememberCap told the cap the analyst chose, to keep it as the setting
     * @param open        asked to close a snapshot the app has open before it is deleted
     */
    public SnapshotsViewModel(SnapshotStore store, AsyncRunner runner, OpenSnapshots open, long capBytes,
                              LongConsumer rememberCap, Clock clock, ZoneId zone) {
        this.store = store;
        this.runner = runner;
        this.open = open;
        this.rememberCap = rememberCap;
        this.clock = clock;
        this.zone = zone;
        this.capBytes.set(capBytes);
        showTotal();
    }

    /** Lists the snapshots in the cache folder. */
    public void load() {
        run(this::load, "The snapshots could not be listed", store::list, listed -> { });
    }

    /** Deletes one snapshot, once the app has closed it if it had it open. */
    public void delete(SnapshotKey key) {
        Optional<String> refused = open.release(key);
        if (refused.isPresent()) {
            message.set("The snapshot of " + shown(key) + " was not deleted: " + refused.get());
            return;
        }
        run(() -> delete(key), "The snapshot of " + shown(key) + " could not be deleted", () -> {
            store.delete(key);
            return store.list();
        }, listed -> message.set("Deleted the snapshot of " + shown(key)));
    }

    /** Deletes every snapshot but those the app cannot close now, which are named with the reason. */
    public void deleteAll() {
        List<SnapshotKey> deletable = new ArrayList<>();
        List<String> kept = new ArrayList<>();
        for (SnapshotRow row : rows) {
            open.release(row.key()).ifPresentOrElse(why -> kept.add(shown(row.key()) + " (" + why + ")"),
                    () -> deletable.add(row.key()));
        }
        run(this::deleteAll, "The snapshots could not all be deleted", () -> {
            deletable.forEach(store::delete);
            return store.list();
        }, listed -> message.set(Formats.count(deletable.size(), "snapshot", "snapshots") + " deleted"
                + (kept.isEmpty() ? "" : "; kept " + String.join(", ", kept))));
    }

    /**
     * Takes a new cache cap, remembers it, and deletes the least recently used snapshots until the
     * rest fit (the most recently used always stays); says which went.
     */
    public void changeCap(long bytes) {
        if (bytes == capBytes.get()) {
            return;
        }
        capBytes.set(bytes);
        rememberCap.accept(bytes);
        showTotal();
        List<SnapshotKey> evicted = new ArrayList<>();
        run(() -> changeCap(bytes), "The snapshots beyond the cap could not be deleted", () -> {
            evicted.addAll(store.evict(bytes));
            return store.list();
        }, listed -> message.set(evicted.isEmpty()
                ? "Cache cap " + Formats.bytes(bytes) + ": every snapshot fits"
                : "Cache cap " + Formats.bytes(bytes) + ": deleted the least recently used, "
                        + evicted.stream().map(SnapshotsViewModel::shown).collect(Collectors.joining(", "))));
    }

    private void run(Runnable attempt, String headline, Callable<List<SnapshotInfo>> work,
                     Consumer<List<SnapshotInfo>> then) {
        lastAttempt = attempt;
        message.set("");
        runner.call(work)
                .showing(calls, failure -> {
                    ErrorReport report = ErrorReport.of(failure);
                    return new ErrorReport(headline, report.detail(), report.code(), report.requestId(),
                            ErrorAction.RETRY);
                })
                .onSuccess(listed -> {
                    showListed(listed);
                    then.accept(listed);
                })
                .start();
    }

    private void showListed(List<SnapshotInfo> listed) {
        rows.setAll(listed.stream().map(info -> SnapshotRow.of(info, clock.instant(), zone)).toList());
        totalBytes.set(listed.stream().mapToLong(SnapshotInfo::bytes).sum());
        showTotal();
    }

    private void showTotal() {
        total.set(Formats.bytes(totalBytes.get()) + " of " + Formats.bytes(capBytes.get()) + " cap, in "
                + Formats.count(rows.size(), "snapshot", "snapshots"));
    }

    private static String shown(SnapshotKey key) {
        return ServiceText.shown(key.toString());
    }

    /** The banner's Retry repeats what failed. */
    public void onErrorAction(ErrorAction action) {
        if (action == ErrorAction.RETRY) {
            lastAttempt.run();
        }
    }

    /** Stops a call under way: the dialog was closed. */
    public void close() {
        calls.cancel();
    }

    /** The snapshots, most recently used first. */
    public ObservableList<SnapshotRow> rows() {
        return shownRows;
    }

    public ReadOnlyLongProperty totalBytesProperty() {
        return totalBytes.getReadOnlyProperty();
    }

    public ReadOnlyLongProperty capBytesProperty() {
        return capBytes.getReadOnlyProperty();
    }

    /** "12.4 MB of 2.0 GB cap, in 3 snapshots". */
    public ReadOnlyStringProperty totalProperty() {
        return total.getReadOnlyProperty();
    }

    /** What the last delete or cap change did; empty while a call is under way. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return calls.loadingProperty();
    }

    public ReadOnlyObjectProperty<ErrorReport> errorProperty() {
        return calls.errorProperty();
    }
}
