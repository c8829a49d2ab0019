package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.UnavailableException;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.testing.SandboxClients;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.table.ClipTable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every sandbox dataset of both organizations, snapshotted and compared row by row, in order, with
 * a plain walk of the API, and its metadata with the endpoints' own tokens. (The 1,000,000-clip
 * {@code fleet-archive-xl} is left to the benchmark: its rows are made as the 200,000 are.)
 */
@ExtendWith(SandboxExtension.class)
class SnapshotRowsTest {

    private static Sandbox sandbox;

    @TempDir
    Path folder;

    @BeforeAll
    static void start(Sandbox running) {
        sandbox = running;
    }

    @Test
    void everyDatasetsSnapshotHoldsTheApiRowsInOrderWithTheirDuplicateGroupsAndTokens() throws Exception {
        SandboxSnapshots snapshots = new SandboxSnapshots(folder);
        List<String> checked = new ArrayList<>();
        for (SandboxClient credential : List.of(sandbox.demoClient(), sandbox.secondClient())) {
            try (DqClient client = SandboxClients.of(sandbox, credential)) {
                String organization = client.versioned().access().scope().organizationId().orElseThrow();
                for (DatasetEntry entry : client.versioned().datasets()) {
                    if (entry.dataset().equals(SandboxDatasets.FLEET_ARCHIVE_XL)) {
                        continue;
                    }
                    SnapshotKey key = new SnapshotKey(organization, entry.dataset());
                    ClipQuery query = ClipQuery.of(entry.dataset()).withFrameQuality(entry.has(DatasetEntry.FRAME_QUALITY))
                            .withHandActivity(entry.has(Family.HANDS.metric()));
                    List<Long> progress = new ArrayList<>();
                    SnapshotMetadata fetched = snapshots.fetch(client, SnapshotFetch.DEFAULT_PAGES_IN_FLIGHT)
                            .fetch(key, (rows, total) -> progress.add(rows), () -> false);
                    try (Snapshot snapshot = snapshots.store.open(key).orElseThrow()) {
                        assertEquals(fetched, snapshot.metadata());
                        long rows = compare(client, snapshot, key, query);
                        assertEquals(rows, fetched.rows(), key.toString());
                        assertEquals(rows, progress.isEmpty() ? 0 : progress.get(progress.size() - 1));
                        assertTokens(client, snapshot.metadata(), key);
                    }
                    checked.add(key.toString());
                }
            }
        }
        assertTrue(checked.size() >= 7, "every dataset of both organizations: " + checked);
    }

    /** Compares the snapshot's rows, in order, with a plain walk (one page at a time); returns how many. */
    private static long compare(DqClient client, Snapshot snapshot, SnapshotKey key, ClipQuery query)
            throws SQLException {
        Map<String, Integer> groups = groups(client, key.dataset());
        long count = 0;
        try (Statement statement = snapshot.connection().createStatement();
             ResultSet rows = statement.executeQuery("SELECT * FROM " + ClipTable.VIEW + " ORDER BY position")) {
            for (Iterator<ClipRow> api = client.unversioned().walkClips(query).rows().iterator(); api.hasNext(); count++) {
                ClipRow row = api.next();
                String where = key + " / " + row.clip();
                assertTrue(rows.next(), "the snapshot ends before " + where);
                assertEquals(count, rows.getLong("position"), where);
                assertEquals(row.clip(), rows.getString("clip"), where);
                assertEquals(row.episodeIndex().isPresent() ? row.episodeIndex().getAsLong() : null,
                        (Long) rows.getObject("episode_index"), where);
                assertEquals(row.analyzedSeconds(), rows.getDouble("analyzed_seconds"), where);
                assertEquals(row.environments(), terms(rows.getArray("environments")), where);
                assertEquals(row.objects(), terms(rows.getArray("objects")), where);
                assertEquals(row.actions(), terms(rows.getArray("actions")), where);
                ClipRow.FrameQuality frames = row.frameQuality().orElse(null);
                assertEquals(frames == null ? null : frames.frames(), rows.getObject("frames"), where);
                assertEquals(frames == null ? null : frames.usable(), rows.getObject("usable"), where);
                assertEquals(frames == null ? null : frames.distorted(), rows.getObject("distorted"), where);
                assertEquals(frames == null ? null : frames.jerky(), rows.getObject("jerky"), where);
                ClipRow.HandSeconds hands = row.handActivity().orElse(null);
                assertEquals(hands == null ? null : hands.measuredSeconds(), rows.getObject("measured_seconds"), where);
                assertEquals(hands == null ? null : hands.handsVisibleSeconds(), rows.getObject("hands_visible_seconds"), where);
                assertEquals(hands == null ? null : hands.twoHandsVisibleSeconds(),
                        rows.getObject("two_hands_visible_seconds"), where);
                assertEquals(hands == null ? null : hands.activeManipulationSeconds(),
                        rows.getObject("active_manipulation_seconds"), where);
                assertEquals(groups.get(row.clip()), rows.getObject("duplicate_group"), where);
            }
            assertFalse(rows.next(), "the snapshot of " + key + " has more rows than the API");
        }
        return count;
    }

    private static List<String> terms(Array array) throws SQLException {
        return Arrays.stream((Object[]) array.getArray()).map(String.class::cast).toList();
    }

    /** The duplicates endpoint's groups, numbered from 1 in its order. */
    private static Map<String, Integer> groups(DqClient client, String dataset) {
        Map<String, Integer> groups = new HashMap<>();
        Optional<Duplicates.Exact> exact = measured(() -> client.versioned().duplicates(DuplicatesQuery.of(dataset)))
                .flatMap(Duplicates::exact);
        exact.ifPresent(found -> {
            for (int i = 0; i < found.groups().size(); i++) {
                for (String clip : found.groups().get(i).clips()) {
                    groups.put(clip, i + 1);
                }
            }
        });
        return groups;
    }

    private static void assertTokens(DqClient client, SnapshotMetadata metadata, SnapshotKey key) {
        String dataset = key.dataset();
        assertEquals(key, metadata.key());
        assertEquals(client.serviceUrl().toString(), metadata.serviceUrl());
        assertEquals(SnapshotMetadata.FORMAT_VERSION, metadata.formatVersion());
        assertEquals(client.unversioned().clips(ClipQuery.of(dataset).withLimit(1)).vocabulary(), metadata.vocabulary());
        assertEquals(measured(() -> client.unversioned().handActivity(HandActivityQuery.of(dataset))).map(HandActivity::analysis),
                metadata.handActivityAnalysis(), key.toString());
        Optional<VideoCharacteristics> video =
                measured(() -> client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(dataset)));
        assertEquals(video.map(VideoCharacteristics::videoCharacteristics), metadata.videoCharacteristics());
        assertEquals(video.map(VideoCharacteristics::analysis), metadata.videoAnalysis());
        Optional<Duplicates> duplicates = measured(() -> client.versioned().duplicates(DuplicatesQuery.of(dataset)));
        assertEquals(duplicates.map(Duplicates::mediaDigest), metadata.mediaDigest());
        assertEquals(duplicates.flatMap(Duplicates::exact).isPresent(), metadata.duplicatesCompared(), key.toString());
        assertFalse(metadata.fetchEnded().isBefore(metadata.fetchStarted()));
    }

    private static <T> Optional<T> measured(Supplier<T> request) {
        try {
            return Optional.of(request.get());
        } catch (UnavailableException notMeasured) {
            return Optional.empty();
        }
    }

    @Test
    void aDatasetNotComparedForDuplicatesIsRecordedSoAndItsClipsHaveNoGroup() throws Exception {
        SandboxSnapshots snapshots = new SandboxSnapshots(folder);
        try (DqClient client = SandboxClients.demo(sandbox)) {
            SnapshotKey key = new SnapshotKey(SandboxDatasets.DEMO_ORGANIZATION, SandboxDatasets.FIELD_ROBOTICS);
            SnapshotMetadata metadata = snapshots.fetch(client, 2).fetch(key, (rows, total) -> { }, () -> false);
            assertFalse(metadata.duplicatesCompared(), "not compared yet is not 'no duplicates'");
            try (Snapshot snapshot = snapshots.store.open(key).orElseThrow();
                 Statement statement = snapshot.connection().createStatement();
                 ResultSet count = statement.executeQuery("SELECT count(duplicate_group) FROM " + ClipTable.VIEW)) {
                count.next();
                assertEquals(0, count.getLong(1));
            }
            SnapshotKey warehouse = new SnapshotKey(SandboxDatasets.DEMO_ORGANIZATION, SandboxDatasets.WAREHOUSE_PICKING);
            assertTrue(snapshots.fetch(client, 2).fetch(warehouse, (rows, total) -> { }, () -> false).duplicatesCompared());
        }
    }
}
