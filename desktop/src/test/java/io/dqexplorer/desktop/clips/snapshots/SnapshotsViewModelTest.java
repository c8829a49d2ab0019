package io.dqexplorer.desktop.clips.snapshots;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static io.dqexplorer.desktop.clips.snapshots.FetchedSnapshots.KITCHEN;
import static io.dqexplorer.desktop.clips.snapshots.FetchedSnapshots.WAREHOUSE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Snapshots dialog's model over a real cache folder holding snapshots fetched from the sandbox. */
@Timeout(60)
class SnapshotsViewModelTest {

    /** The cap of settings never changed. */
    private static final long CAP = Settings.DEFAULT_CACHE_CAP_BYTES;

    @TempDir
    Path folder;

    private final InMemoryPreferences preferences = new InMemoryPreferences();
    private final Settings settings = new Settings(preferences);
    private final List<SnapshotKey> released = new ArrayList<>();

    private SnapshotsViewModel viewModel(FetchedSnapshots snapshots, OpenSnapshots open) {
        // three hours on from now: every fetch of this test run was "3 h ago"
        Clock later = Clock.offset(Clock.systemUTC(), Duration.ofHours(3));
        return new SnapshotsViewModel(snapshots.store, new CurrentThreadRunner(), open, settings, later,
                ZoneOffset.UTC);
    }

    private OpenSnapshots recording() {
        return key -> {
            released.add(key);
            return Optional.empty();
        };
    }

    @Test
    void theListShowsEverySnapshotOnDiskMostRecentlyUsedFirst() throws Exception {
        FetchedSnapshots snapshots = new FetchedSnapshots(folder);
        SnapshotsViewModel model = viewModel(snapshots, OpenSnapshots.NONE);

        model.load();

        List<SnapshotRow> rows = model.rows();
        assertEquals(List.of(WAREHOUSE, KITCHEN), rows.stream().map(SnapshotRow::key).toList());
        SnapshotRow kitchen = rows.get(1);
        assertEquals("org-northwind", kitchen.organization());
        assertEquals("kitchen-egocentric", kitchen.dataset());
        assertEquals(Formats.count(FetchedSnapshots.metadata(KITCHEN).rows()), kitchen.clips());
        assertEquals(Formats.bytes(Files.size(snapshots.file(KITCHEN))), kitchen.size());
        assertEquals("3 h ago", kitchen.fetched());
        assertEquals("4 h ago", kitchen.lastUsed());
        assertEquals(FetchedSnapshots.metadata(KITCHEN).vocabulary(), kitchen.vocabulary().orElseThrow().value());
        assertTrue(kitchen.tokens().stream().anyMatch(t -> t.name().equals("Hand-activity analysis")
                && t.value().equals(FetchedSnapshots.metadata(KITCHEN).handActivityAnalysis().orElseThrow())));
        long onDisk = Files.size(snapshots.file(KITCHEN)) + Files.size(snapshots.file(WAREHOUSE));
        assertEquals(onDisk, model.totalBytesProperty().get());
        assertEquals(Formats.bytes(onDisk) + " of 2.0 GB cap, in 2 snapshots", model.totalProperty().get());
        assertNull(model.errorProperty().get());
    }

    @Test
    void deletingASnapshotClosesItInTheAppFirstAndRemovesItsFile() {
        FetchedSnapshots snapshots = new FetchedSnapshots(folder);
        SnapshotsViewModel model = viewModel(snapshots, recording());
        model.load();

        model.delete(KITCHEN);

        assertEquals(List.of(KITCHEN), released);
        assertFalse(Files.exists(snapshots.file(KITCHEN)));
        assertTrue(Files.exists(snapshots.file(WAREHOUSE)));
        assertEquals(List.of(WAREHOUSE), model.rows().stream().map(SnapshotRow::key).toList());
        assertEquals("Deleted the snapshot of kitchen-egocentric of org-northwind", model.messageProperty().get());
    }

    @Test
    void aSnapshotTheAppCannotCloseIsNotDeletedAndTheDialogSaysWhy() {
        FetchedSnapshots snapshots = new FetchedSnapshots(folder);
        SnapshotsViewModel model = viewModel(snapshots,
                key -> key.equals(KITCHEN) ? Optional.of("a fetch of it is under way") : Optional.empty());
        model.load();

        model.delete(KITCHEN);
        assertTrue(Files.exists(snapshots.file(KITCHEN)));
        assertEquals("The snapshot of kitchen-egocentric of org-northwind was not deleted: a fetch of it is under way",
                model.messageProperty().get());

        model.deleteAll();
        assertTrue(Files.exists(snapshots.file(KITCHEN)));
        assertFalse(Files.exists(snapshots.file(WAREHOUSE)));
        assertEquals(List.of(KITCHEN), model.rows().stream().map(SnapshotRow::key).toList());
        assertEquals("1 snapshot deleted; kept kitchen-egocentric of org-northwind (a fetch of it is under way)",
                model.messageProperty().get());
    }

    @Test
    void anEarlierSnapshotIsALineOfItsOwnDeletedWithoutTheCurrentOne() throws Exception {
        FetchedSnapshots snapshots = new FetchedSnapshots(folder);
        Path earlier = CacheFolder.at(folder).earlierFileOf(KITCHEN);
        Files.copy(snapshots.file(KITCHEN), earlier);
        SnapshotsViewModel model = viewModel(snapshots, recording());
        model.load();

        SnapshotRow row = model.rows().stream().filter(SnapshotRow::earlier).findFirst().orElseThrow();
        assertEquals(KITCHEN, row.key());
        assertEquals("kitchen-egocentric (earlier)", row.dataset());
        assertEquals(3, model.rows().size());

        model.deleteEarlier(KITCHEN);
        assertFalse(Files.exists(earlier));
        assertTrue(Files.exists(snapshots.file(KITCHEN)));
        assertEquals(List.of(), released, "the app never holds an earlier snapshot open");
        assertEquals("Deleted the earlier snapshot of kitchen-egocentric of org-northwind", model.messageProperty().get());

        Files.copy(snapshots.file(KITCHEN), earlier);
        model.load();
        model.deleteAll();
        assertFalse(Files.exists(earlier));
        assertEquals("3 snapshots deleted", model.messageProperty().get());
    }

    @Test
    void deleteAllEmptiesTheFolder() {
        FetchedSnapshots snapshots = new FetchedSnapshots(folder);
        SnapshotsViewModel model = viewModel(snapshots, recording());
        model.load();

        model.deleteAll();

        assertEquals(List.of(WAREHOUSE, KITCHEN), released);
        assertFalse(Files.exists(snapshots.file(KITCHEN)));
        assertFalse(Files.exists(snapshots.file(WAREHOUSE)));
        assertEquals(List.of(), model.rows());
        assertEquals("2 snapshots deleted", model.messageProperty().get());
        assertEquals(0, model.totalBytesProperty().get());
    }

    @Test
    void aLowerCapEvictsTheLeastRecentlyUsedRemembersTheCapAndSaysWhatWent() throws Exception {
        FetchedSnapshots snapshots = new FetchedSnapshots(folder);
        SnapshotsViewModel model = viewModel(snapshots, OpenSnapshots.NONE);
        model.load();
        // room for the warehouse's snapshot alone
        long cap = Files.size(snapshots.file(WAREHOUSE)) + 1;

        model.changeCap(cap);

        assertFalse(Files.exists(snapshots.file(KITCHEN)));
        assertTrue(Files.exists(snapshots.file(WAREHOUSE)));
        assertEquals(cap, settings.snapshotCacheCapBytes());
        assertEquals(cap, model.capBytesProperty().get());
        assertEquals(List.of(WAREHOUSE), model.rows().stream().map(SnapshotRow::key).toList());
        assertEquals("Cache cap " + Formats.bytes(cap) + ": deleted the least recently used, "
                + "kitchen-egocentric of org-northwind", model.messageProperty().get());
    }

    @Test
    void aCapEverythingFitsInDeletesNothing() {
        FetchedSnapshots snapshots = new FetchedSnapshots(folder);
        SnapshotsViewModel model = viewModel(snapshots, OpenSnapshots.NONE);
        model.load();

        model.changeCap(CAP / 2);

        assertTrue(Files.exists(snapshots.file(KITCHEN)));
        assertTrue(Files.exists(snapshots.file(WAREHOUSE)));
        assertEquals("Cache cap 1.0 GB: every snapshot fits", model.messageProperty().get());
        assertEquals(2, model.rows().size());
    }

    @Test
    void aFileThatIsNoSnapshotIsListedWithWhyAndCanBeDeleted() throws Exception {
        FetchedSnapshots snapshots = new FetchedSnapshots(folder);
        SnapshotKey broken = new SnapshotKey("org-northwind", "cut-short");
        Files.writeString(snapshots.file(broken), "not a database at all");
        SnapshotsViewModel model = viewModel(snapshots, OpenSnapshots.NONE);
        model.load();

        SnapshotRow row = model.rows().stream().filter(r -> r.key().equals(broken)).findFirst().orElseThrow();
        assertTrue(row.fetched().startsWith("Cannot open the snapshot"), row.fetched());
        assertEquals("—", row.clips());
        assertEquals(List.of(), row.tokens());
        assertEquals(Optional.empty(), row.vocabulary());

        model.delete(broken);

        assertFalse(Files.exists(snapshots.file(broken)));
        assertEquals(2, model.rows().size());
    }

    @Test
    void theFetchSettingsGoToTheSettingsAtOnceAndComeBackInANewDialog() {
        FetchedSnapshots snapshots = new FetchedSnapshots(folder);
        SnapshotsViewModel model = viewModel(snapshots, OpenSnapshots.NONE);
        assertTrue(model.fetchOnOpenProperty().get());
        assertEquals(Settings.DEFAULT_PAGES_IN_FLIGHT, model.pagesInFlightProperty().get());

        model.changeFetchOnOpen(false);
        assertFalse(settings.snapshotOnOpen());
        assertEquals("From the next dataset opened, the Clips tab fetches its snapshot only on \"Start snapshot\"",
                model.messageProperty().get());
        model.changePagesInFlight(3);
        assertEquals(3, settings.snapshotPagesInFlight());
        assertEquals("From the next fetch, snapshots are fetched 3 pages at once", model.messageProperty().get());

        SnapshotsViewModel reopened = viewModel(snapshots, OpenSnapshots.NONE);
        assertFalse(reopened.fetchOnOpenProperty().get());
        assertEquals(3, reopened.pagesInFlightProperty().get());

        reopened.changeFetchOnOpen(true);
        assertTrue(settings.snapshotOnOpen());
        assertEquals("From the next dataset opened, the Clips tab fetches its snapshot at once",
                reopened.messageProperty().get());
    }

    @Test
    void pagesInFlightStayFromOneToFour() throws Exception {
        FetchedSnapshots snapshots = new FetchedSnapshots(folder);
        SnapshotsViewModel model = viewModel(snapshots, OpenSnapshots.NONE);

        model.changePagesInFlight(9);
        assertEquals(4, settings.snapshotPagesInFlight());
        assertEquals(4, model.pagesInFlightProperty().get());
        model.changePagesInFlight(0);
        assertEquals(1, settings.snapshotPagesInFlight());
        assertEquals("From the next fetch, snapshots are fetched 1 page at once", model.messageProperty().get());

        // a value set outside the app is shown within the range, and left alone until the analyst changes it
        settings.rememberSnapshotPagesInFlight(7);
        assertEquals(4, viewModel(snapshots, OpenSnapshots.NONE).pagesInFlightProperty().get());
        assertEquals(7, settings.snapshotPagesInFlight());
    }

    @Test
    void aSettingChangedToWhatItWasIsNotWritten() throws Exception {
        FetchedSnapshots snapshots = new FetchedSnapshots(folder);
        SnapshotsViewModel model = viewModel(snapshots, OpenSnapshots.NONE);

        model.changeFetchOnOpen(true);
        model.changePagesInFlight(Settings.DEFAULT_PAGES_IN_FLIGHT);
        model.changeCap(CAP);

        assertEquals(List.of(), List.of(preferences.keys()));
        assertEquals("", model.messageProperty().get());
    }
}
