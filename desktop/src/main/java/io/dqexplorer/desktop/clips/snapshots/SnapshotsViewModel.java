package io.dqexplorer.desktop.clips.snapshots;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.snapshot.SnapshotInfo;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
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
import java.util.stream.Collectors;

/**
 * The Snapshots dialog: every snapshot in the cache folder, their total against the cache cap, and
 * deleting them — one, all, or the least recently used beyond a lowered cap; and how the Clips tab
 * fetches them. The folder is read and written off the UI thread, one call at a time; each call ends
 * by listing the folder again, so the list shows what is on disk, not what was meant to be. The
 * settings are remembered as they change; the Clips tab reads them at each dataset it opens and each
 * fetch it starts.
 */
public final class SnapshotsViewModel {

    /** Fewer than one page would fetch nothing. */
    public static final int MIN_PAGES_IN_FLIGHT = 1;
    /** Beyond a few pages the service answers 503 (overloaded), which the fetch waits out: no faster, only slower. */
    public static final int MAX_PAGES_IN_FLIGHT = 4;

    private final SnapshotStore store;
    private final AsyncRunner runner;
    private final OpenSnapshots open;
    private final Settings settings;
    private final Clock clock;
    private final ZoneId zone;
    private final ObservableList<SnapshotRow> rows = FXCollections.observableArrayList();
    private final ObservableList<SnapshotRow> shownRows = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyLongWrapper totalBytes = new ReadOnlyLongWrapper(this, "totalBytes");
    private final ReadOnlyLongWrapper capBytes = new ReadOnlyLongWrapper(this, "capBytes");
    private final ReadOnlyBooleanWrapper fetchOnOpen = new ReadOnlyBooleanWrapper(this, "fetchOnOpen");
    private final ReadOnlyIntegerWrapper pagesInFlight = new ReadOnlyIntegerWrapper(this, "pagesInFlight");
    private final ReadOnlyStringWrapper total = new ReadOnlyStringWrapper(this, "total", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final LoadState calls = new LoadState();
    private Runnable lastAttempt = this::load;

    /**
     * @param open     asked to close a snapshot the app has open before it is deleted
     * @param settings the cache cap, whether the Clips tab fetches on opening and how many pages at
     *                 once: read now, and told each change the analyst makes
     */
    public SnapshotsViewModel(SnapshotStore store, AsyncRunner runner, OpenSnapshots open, Settings settings,
                              Clock clock, ZoneId zone) {
        this.store = store;
        this.runner = runner;
        this.open = open;
        this.settings = settings;
        this.clock = clock;
        this.zone = zone;
        this.capBytes.set(settings.snapshotCacheCapBytes());
        this.fetchOnOpen.set(settings.snapshotOnOpen());
        this.pagesInFlight.set(Math.min(MAX_PAGES_IN_FLIGHT, settings.snapshotPagesInFlight()));
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

    /** Deletes the earlier snapshot of {@code key}, which the app never holds open. */
    public void deleteEarlier(SnapshotKey key) {
        run(() -> deleteEarlier(key), "The earlier snapshot of " + shown(key) + " could not be deleted", () -> {
            store.deleteEarlier(key);
            return store.list();
        }, listed -> message.set("Deleted the earlier snapshot of " + shown(key)));
    }

    /** Deletes every snapshot but those the app cannot close now, which are named with the reason. */
    public void deleteAll() {
        List<SnapshotKey> deletable = new ArrayList<>();
        List<SnapshotKey> earlier = new ArrayList<>();
        List<String> kept = new ArrayList<>();
        for (SnapshotRow row : rows) {
            if (row.earlier()) {
                earlier.add(row.key());
                continue;
            }
            open.release(row.key()).ifPresentOrElse(why -> kept.add(shown(row.key()) + " (" + why + ")"),
                    () -> deletable.add(row.key()));
        }
        run(this::deleteAll, "The snapshots could not all be deleted", () -> {
            deletable.forEach(store::delete);
            earlier.forEach(store::deleteEarlier);
            return store.list();
        }, listed -> message.set(Formats.count(deletable.size() + earlier.size(), "snapshot", "snapshots") + " deleted"
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
        settings.rememberSnapshotCacheCapBytes(bytes);
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

    /** Whether the Clips tab fetches a dataset's snapshot as it opens the dataset, or waits for "Start snapshot". */
    public void changeFetchOnOpen(boolean onOpen) {
        if (onOpen == fetchOnOpen.get()) {
            return;
        }
        fetchOnOpen.set(onOpen);
        settings.rememberSnapshotOnOpen(onOpen);
        message.set(onOpen
                ? "From the next dataset opened, the Clips tab fetches its snapshot at once"
                : "From the next dataset opened, the Clips tab fetches its snapshot only on \"Start snapshot\"");
    }

    /** How many clip pages a snapshot fetch requests at once, kept within 1 to 4. */
    public void changePagesInFlight(int pages) {
        int kept = Math.max(MIN_PAGES_IN_FLIGHT, Math.min(MAX_PAGES_IN_FLIGHT, pages));
        if (kept == pagesInFlight.get()) {
            return;
        }
        pagesInFlight.set(kept);
        settings.rememberSnapshotPagesInFlight(kept);
        message.set("From the next fetch, snapshots are fetched " + Formats.count(kept, "page", "pages") + " at once");
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

    public ReadOnlyBooleanProperty fetchOnOpenProperty() {
        return fetchOnOpen.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty pagesInFlightProperty() {
        return pagesInFlight.getReadOnlyProperty();
    }

    /** "12.4 MB of 2.0 GB cap, in 3 snapshots". */
    public ReadOnlyStringProperty totalProperty() {
        return total.getReadOnlyProperty();
    }

    /** What the last delete or change of a setting did; empty while a call is under way. */
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
