package io.dqexplorer.workspace.compare;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.testing.SandboxClients;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.query.Summary;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.Snapshot;
import io.dqexplorer.workspace.snapshot.SnapshotFetch;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;
import io.dqexplorer.workspace.table.ClipAppender;
import io.dqexplorer.workspace.table.ClipTable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.workspace.history.HistoryKey;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Instant;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Clip snapshots of the sandbox compared, every row checked against a comparison of the API's own rows
 * made here in Java: a dataset against a copy of it with clips removed, added and changed (the sandbox
 * re-measures the same clips, so a re-measure alone changes no row), and two datasets.
 */
@ExtendWith(SandboxExtension.class)
class ClipComparisonTest {

    private static Sandbox sandbox;

    @TempDir
    Path folder;

    @BeforeAll
    static void start(Sandbox running) {
        sandbox = running;
    }

    @Test
    void aSnapshotAgainstAChangedCopyListsEveryAddedRemovedAndChangedFieldAndBothSummaries() throws Exception {
        try (DqClient client = SandboxClients.demo(sandbox)) {
            String dataset = SandboxDatasets.KITCHEN_EGOCENTRIC;
            Side left = walk(client, dataset);
            Side right = changed(left);
            WorkspaceDatabase database = database();
            SnapshotKey key = new SnapshotKey(SandboxDatasets.DEMO_ORGANIZATION, dataset);
            new SnapshotFetch(client, CacheFolder.at(folder), database, 2).fetch(key, (rows, total) -> { }, () -> false);
            Path copy = folder.resolve("changed.duckdb");
            write(database, copy, right);
            try (Snapshot snapshot = new SnapshotStore(CacheFolder.at(folder), database).open(key).orElseThrow();
                 Connection changed = database.openToRead(copy)) {
                ClipComparison.Result result = ClipComparison.compare(snapshot.connection(), changed);
                assertRows(expected(left, right), result.table());
                Set<String> states = result.table().rows().stream().map(row -> (String) row.get(6)).collect(Collectors.toSet());
                assertTrue(states.containsAll(List.of("added", "removed", "changed", "not assessed yet on the right")), states.toString());
                assertSummary(left, result.left());
                assertSummary(right, result.right());

                SnapshotSide earlier = SnapshotSide.of(snapshot.metadata(), SnapshotSide.EARLIER);
                SnapshotSide current = new SnapshotSide(dataset, "vo-changed", SnapshotSide.CURRENT, Instant.EPOCH);
                ComparisonExport.Result written = new ComparisonExport(Clock.systemUTC()).write(result, earlier, current,
                        new HistoryKey(sandbox.serviceUrl().toString(), SandboxDatasets.DEMO_ORGANIZATION), folder.resolve("clips.csv"));
                assertEquals(result.table().size() + 1, Files.readAllLines(written.file()).size());
                JsonNode manifest = new ObjectMapper().readTree(written.manifest().toFile());
                assertEquals("clips", manifest.path("comparison").asText());
                assertEquals(snapshot.metadata().vocabulary(), manifest.path("left").path("token").asText());
                assertEquals("earlier snapshot", manifest.path("left").path("source").asText());
                assertEquals(left.rows().size(), manifest.path("left").path("clips").asLong());
                assertEquals("vo-changed", manifest.path("right").path("token").asText());
                assertEquals(right.rows().size(), manifest.path("right").path("clips").asLong());
                assertEquals(result.table().size(), manifest.path("row_count").asLong());
            }
        }
    }

    @Test
    void twoDatasetsSnapshotsCompareClipByClip() throws Exception {
        try (DqClient client = SandboxClients.demo(sandbox)) {
            WorkspaceDatabase database = database();
            SnapshotFetch fetch = new SnapshotFetch(client, CacheFolder.at(folder), database, 2);
            SnapshotStore store = new SnapshotStore(CacheFolder.at(folder), database);
            SnapshotKey kitchen = new SnapshotKey(SandboxDatasets.DEMO_ORGANIZATION, SandboxDatasets.KITCHEN_EGOCENTRIC);
            SnapshotKey warehouse = new SnapshotKey(SandboxDatasets.DEMO_ORGANIZATION, SandboxDatasets.WAREHOUSE_PICKING);
            fetch.fetch(kitchen, (rows, total) -> { }, () -> false);
            fetch.fetch(warehouse, (rows, total) -> { }, () -> false);
            Side left = walk(client, kitchen.dataset());
            Side right = walk(client, warehouse.dataset());
            try (Snapshot l = store.open(kitchen).orElseThrow(); Snapshot r = store.open(warehouse).orElseThrow()) {
                ClipComparison.Result result = ClipComparison.compare(l.connection(), r.connection());
                assertRows(expected(left, right), result.table());
                assertSummary(left, result.left());
                assertSummary(right, result.right());
            }
        }
    }

    @Test
    void idsAreOrderedByCodePointAsDuckDbOrdersThem() {
        // U+FF21 sorts before U+1F600 by code point, after it by UTF-16 unit
        assertTrue(ClipComparison.compareIds("\uFF21", "\uD83D\uDE00") < 0);
        assertTrue(ClipComparison.compareIds("a", "ab") < 0);
        assertEquals(0, ClipComparison.compareIds("clip-1", "clip-1"));
    }

    /** A clip's rows from the API and its exact-duplicate group numbers. */
    private record Side(List<ClipRow> rows, Map<String, Integer> groups) {
    }

    private Side walk(DqClient client, String dataset) {
        DatasetEntry entry = client.versioned().datasets().stream().filter(d -> d.dataset().equals(dataset)).findFirst().orElseThrow();
        ClipQuery query = ClipQuery.of(dataset).withFrameQuality(entry.has(DatasetEntry.FRAME_QUALITY))
                .withHandActivity(entry.has(Family.HANDS.metric()));
        List<ClipRow> rows = new ArrayList<>();
        client.unversioned().walkClips(query).rows().forEach(rows::add);
        Map<String, Integer> groups = new HashMap<>();
        Optional<Duplicates.Exact> exact = client.versioned().duplicates(DuplicatesQuery.of(dataset)).exact();
        exact.ifPresent(found -> {
            for (int i = 0; i < found.groups().size(); i++) {
                for (String clip : found.groups().get(i).clips()) {
                    groups.put(clip, i + 1);
                }
            }
        });
        return new Side(rows, groups);
    }

    /** Every 7th clip removed, every 5th changed in a different way, two clips added, one group number moved. */
    private static Side changed(Side side) {
        List<ClipRow> rows = new ArrayList<>();
        for (int i = 0; i < side.rows().size(); i++) {
            ClipRow row = side.rows().get(i);
            if (i % 7 == 3) {
                continue;
            }
            if (i % 5 == 1) {
                row = switch ((i / 5) % 4) {
                    case 0 -> new ClipRow(row.clip(), row.episodeIndex(), row.analyzedSeconds() + 1.5,
                            row.environments(), plus(row.objects(), "new-object"), row.actions(), row.frameQuality(),
                            row.handActivity());
                    case 1 -> new ClipRow(row.clip(), row.episodeIndex(), row.analyzedSeconds(), row.environments(),
                            row.objects(), row.actions().isEmpty() ? List.of("added-action") : row.actions().subList(1, row.actions().size()),
                            row.frameQuality().map(f -> new ClipRow.FrameQuality(f.frames(), f.usable() - 1, f.distorted() + 1, f.jerky())),
                            row.handActivity());
                    case 2 -> new ClipRow(row.clip(), row.episodeIndex(), row.analyzedSeconds(), row.environments(),
                            row.objects(), row.actions(), Optional.empty(), row.handActivity()
                            .map(h -> new ClipRow.HandSeconds(h.measuredSeconds() + 0.1, h.handsVisibleSeconds(),
                                    h.twoHandsVisibleSeconds(), h.activeManipulationSeconds())));
                    default -> row;
                };
            }
            rows.add(row);
        }
        rows.add(new ClipRow("added-clip-1", OptionalLong.empty(), 12.5, List.of("lab"), List.of(), List.of(),
                Optional.empty(), Optional.empty()));
        rows.add(new ClipRow("added-clip-2", OptionalLong.of(4), 3.25, List.of(), List.of("cup"), List.of("pour"),
                Optional.of(new ClipRow.FrameQuality(90, 80, 10, 0)), Optional.empty()));
        Map<String, Integer> groups = new HashMap<>(side.groups());
        // every 4th changed clip (case 3) joins a group of its own
        for (int i = 16; i < side.rows().size(); i += 20) {
            groups.put(side.rows().get(i).clip(), 999);
        }
        return new Side(rows, groups);
    }

    private static List<String> plus(List<String> terms, String term) {
        List<String> more = new ArrayList<>(terms);
        more.add(term);
        return more;
    }

    private WorkspaceDatabase database() {
        return new WorkspaceDatabase(new WorkspaceDatabase.Limits("256MB", 2), CacheFolder.at(folder).temporary());
    }

    private static void write(WorkspaceDatabase database, Path file, Side side) throws Exception {
        try (Connection connection = database.openToWrite(file)) {
            ClipTable.create(connection);
            try (ClipAppender appender = new ClipAppender(connection, side.groups())) {
                for (ClipRow row : side.rows()) {
                    appender.append(row);
                }
            }
            ClipTable.complete(connection);
        }
    }

    /** The comparison worked out here from the two sides' API rows. */
    private static Set<List<Object>> expected(Side left, Side right) {
        Map<String, Map<String, Object>> before = fields(left);
        Map<String, Map<String, Object>> after = fields(right);
        Set<List<Object>> rows = new HashSet<>();
        for (String clip : before.keySet()) {
            if (!after.containsKey(clip)) {
                rows.add(Arrays.asList("clip", clip, "clip", clip, null, null, "removed"));
            }
        }
        for (String clip : after.keySet()) {
            if (!before.containsKey(clip)) {
                rows.add(Arrays.asList("clip", clip, "clip", null, clip, null, "added"));
                continue;
            }
            for (Map.Entry<String, Object> field : after.get(clip).entrySet()) {
                Object was = before.get(clip).get(field.getKey());
                Object is = field.getValue();
                if (was instanceof List<?> a && is instanceof List<?> b) {
                    if (!new HashSet<>(a).equals(new HashSet<>(b))) {
                        String change = b.stream().filter(t -> !a.contains(t)).map(t -> "+" + t).collect(Collectors.joining(" "));
                        String lost = a.stream().filter(t -> !b.contains(t)).map(t -> "-" + t).collect(Collectors.joining(" "));
                        rows.add(Arrays.asList("clip", clip, field.getKey(), join(a), join(b),
                                String.join(" ", change, lost).strip(), "changed"));
                    }
                } else if (!Objects.equals(was, is)) {
                    Object difference = was == null || is == null ? null : was instanceof Long a ? (Long) is - a
                            : BigDecimal.valueOf((Double) is).subtract(BigDecimal.valueOf((Double) was)).doubleValue();
                    String state = was == null ? "not assessed yet on the left" : is == null ? "not assessed yet on the right" : "changed";
                    rows.add(Arrays.asList("clip", clip, field.getKey(), was, is, difference, state));
                }
            }
        }
        return rows;
    }

    private static String join(List<?> terms) {
        return terms.stream().map(String.class::cast).collect(Collectors.joining("|"));
    }

    private static Map<String, Map<String, Object>> fields(Side side) {
        Map<String, Map<String, Object>> clips = new HashMap<>();
        for (ClipRow row : side.rows()) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("environments", row.environments());
            fields.put("objects", row.objects());
            fields.put("actions", row.actions());
            fields.put("analyzed_seconds", row.analyzedSeconds());
            ClipRow.FrameQuality frames = row.frameQuality().orElse(null);
            fields.put("frames", frames == null ? null : frames.frames());
            fields.put("usable", frames == null ? null : frames.usable());
            fields.put("distorted", frames == null ? null : frames.distorted());
            fields.put("jerky", frames == null ? null : frames.jerky());
            ClipRow.HandSeconds hands = row.handActivity().orElse(null);
            fields.put("measured_seconds", hands == null ? null : hands.measuredSeconds());
            fields.put("hands_visible_seconds", hands == null ? null : hands.handsVisibleSeconds());
            fields.put("two_hands_visible_seconds", hands == null ? null : hands.twoHandsVisibleSeconds());
            fields.put("active_manipulation_seconds", hands == null ? null : hands.activeManipulationSeconds());
            Integer group = side.groups().get(row.clip());
            fields.put("duplicate_group", group == null ? null : group.longValue());
            clips.put(row.clip(), fields);
        }
        return clips;
    }

    private static void assertRows(Set<List<Object>> expected, DifferenceTable table) {
        Set<List<Object>> actual = new HashSet<>(table.rows());
        assertEquals(table.size(), actual.size(), "no row twice");
        assertFalse(expected.isEmpty());
        Set<List<Object>> missing = new HashSet<>(expected);
        missing.removeAll(actual);
        Set<List<Object>> extra = new HashSet<>(actual);
        extra.removeAll(expected);
        assertTrue(missing.isEmpty() && extra.isEmpty(), "missing " + first(missing) + ", not expected " + first(extra));
    }

    private static List<List<Object>> first(Set<List<Object>> rows) {
        return rows.stream().limit(5).toList();
    }

    private static void assertSummary(Side side, Summary summary) {
        assertEquals(side.rows().size(), summary.clips());
        assertEquals(side.rows().stream().mapToDouble(ClipRow::analyzedSeconds).sum(), summary.analyzedSeconds(), 1e-6);
        assertEquals(side.rows().stream().anyMatch(row -> row.frameQuality().isPresent()), summary.frames().isPresent());
        assertEquals(side.rows().stream().anyMatch(row -> row.handActivity().isPresent()), summary.hands().isPresent());
    }
}
