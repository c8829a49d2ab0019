package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.export.ClipCsvExporter;
import io.dqexplorer.sdk.export.ExportRequest;
import io.dqexplorer.sdk.export.FormulaGuard;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.testing.SandboxClients;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.export.CsvRecords;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.table.ClipTable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each kind of filter clause selects, on a snapshot, exactly the clips a plain Java reading of the
 * dataset's CSV export selects (the service's own export, through the SDK, not the snapshot): terms any,
 * all and none in one section or any, ranges on counts, seconds and ratios, duplicate membership (from
 * the duplicates endpoint) and clip id contains. Computed independently of the SQL: no DuckDB on this side.
 */
@ExtendWith(SandboxExtension.class)
class ExportedCsvFilterTest {

    private static final List<String> DATASETS = List.of("kitchen-egocentric", "warehouse-picking");

    private static Sandbox sandbox;

    @TempDir
    static Path folder;

    @BeforeAll
    static void start(Sandbox running) {
        sandbox = running;
    }

    @Test
    void everyClauseKindSelectsWhatAJavaReadingOfTheExportedCsvSelects() throws Exception {
        SandboxSnapshots snapshots = new SandboxSnapshots(folder.resolve("cache"));
        int duplicatesSeen = 0;
        try (DqClient client = SandboxClients.demo(sandbox)) {
            String organization = client.versioned().access().scope().organizationId().orElseThrow();
            for (String dataset : DATASETS) {
                SnapshotKey key = new SnapshotKey(organization, dataset);
                snapshots.fetch(client, SnapshotFetch.DEFAULT_PAGES_IN_FLIGHT).fetch(key, (rows, total) -> { }, () -> false);
                List<CsvClip> clips = exported(client, dataset);
                Set<String> duplicated = duplicated(client, dataset);
                duplicatesSeen += duplicated.size();
                try (Snapshot snapshot = snapshots.store.open(key).orElseThrow()) {
                    Map<String, Predicate<CsvClip>> filters = filters(clips, duplicated);
                    int proper = 0;
                    for (Map.Entry<String, Predicate<CsvClip>> filter : filters.entrySet()) {
                        Set<String> expected = clips.stream().filter(filter.getValue()).map(CsvClip::clip)
                                .collect(Collectors.toSet());
                        assertEquals(expected, selected(snapshot, Filter.parse(filter.getKey())),
                                dataset + ": " + filter.getKey());
                        proper += expected.isEmpty() || expected.size() == clips.size() ? 0 : 1;
                    }
                    // a filter that selects nothing or everything would agree with any wrong SQL of that kind
                    assertTrue(proper >= filters.size() - 2, dataset + ": only " + proper + " filters select a part");
                }
            }
        }
        assertTrue(duplicatesSeen > 0, "a dataset with exact duplicates, so that the membership clause selects some");
    }

    /** Each filter's text form beside the same question asked of the CSV rows in Java. */
    private static Map<String, Predicate<CsvClip>> filters(List<CsvClip> clips, Set<String> duplicated) {
        List<String> objects = mostCommon(clips, CsvClip::objects);
        List<String> environments = mostCommon(clips, CsvClip::environments);
        List<String> actions = mostCommon(clips, CsvClip::actions);
        String object = objects.get(0);
        String other = objects.get(Math.min(1, objects.size() - 1));
        String environment = environments.get(0);
        String action = actions.get(0);
        String fragment = clips.get(clips.size() / 2).clip().substring(2, 6).toUpperCase();
        double medianFrames = clips.stream().map(CsvClip::frames).filter(v -> v != null).sorted()
                .skip(clips.size() / 2).findFirst().orElse(0.0);
        Map<String, Predicate<CsvClip>> filters = new LinkedHashMap<>();
        filters.put("objects has " + quoted(object), clip -> clip.objects().contains(object));
        filters.put("any has any (" + quoted(object) + ", " + quoted(environment) + ")",
                clip -> clip.objects().contains(object) || clip.environments().contains(object)
                        || clip.actions().contains(object) || clip.objects().contains(environment)
                        || clip.environments().contains(environment) || clip.actions().contains(environment));
        filters.put("objects has all (" + quoted(object) + ", " + quoted(other) + ")",
                clip -> clip.objects().contains(object) && clip.objects().contains(other));
        filters.put("actions has none (" + quoted(action) + ")", clip -> !clip.actions().contains(action));
        filters.put("analyzed_seconds between 10 and 60",
                clip -> clip.analyzedSeconds() >= 10 && clip.analyzedSeconds() <= 60);
        filters.put("frames >= " + (long) medianFrames, clip -> clip.frames() != null && clip.frames() >= (long) medianFrames);
        filters.put("distorted_share > 0.1", clip -> above(ratio(clip.distorted(), clip.frames()), 0.1));
        filters.put("active_manipulation_share < 0.2",
                clip -> below(ratio(clip.activeManipulationSeconds(), clip.measuredSeconds()), 0.2));
        filters.put("hands_visible_share >= 0.5 and jerky_share <= 0.05",
                clip -> atLeast(ratio(clip.handsVisibleSeconds(), clip.measuredSeconds()), 0.5)
                        && atMost(ratio(clip.jerky(), clip.frames()), 0.05));
        filters.put("in duplicate group", clip -> duplicated.contains(clip.clip()));
        filters.put("not in duplicate group", clip -> !duplicated.contains(clip.clip()));
        filters.put("clip contains " + quoted(fragment),
                clip -> clip.clip().toLowerCase().contains(fragment.toLowerCase()));
        return filters;
    }

    /** The clips the snapshot selects for the filter, through its SQL with bound values. */
    private static Set<String> selected(Snapshot snapshot, Filter filter) throws SQLException {
        SqlCondition condition = filter.sql(TermResolver.exact());
        Set<String> clips = new HashSet<>();
        try (PreparedStatement select = snapshot.connection().prepareStatement(
                "SELECT clip FROM " + ClipTable.VIEW + " WHERE " + condition.sql())) {
            for (int i = 0; i < condition.parameters().size(); i++) {
                select.setObject(i + 1, condition.parameters().get(i));
            }
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    clips.add(rows.getString(1));
                }
            }
        }
        return clips;
    }

    /** One row of the CSV, every cell read as the export wrote it: an empty cell is no value. */
    private record CsvClip(String clip, double analyzedSeconds, List<String> environments, List<String> objects,
                           List<String> actions, Double frames, Double distorted, Double jerky, Double measuredSeconds,
                           Double handsVisibleSeconds, Double activeManipulationSeconds) {
    }

    private static List<CsvClip> exported(DqClient client, String dataset) throws Exception {
        Path csv = folder.resolve(dataset + ".csv");
        List<ClipColumn> columns = Arrays.asList(ClipColumn.values());
        new ClipCsvExporter(client).export(new ExportRequest(ClipQuery.of(dataset).withFrameQuality(true)
                .withHandActivity(true), columns, csv), null, () -> false);
        List<List<String>> records = CsvRecords.parse(Files.readString(csv, StandardCharsets.UTF_8));
        List<String> header = records.get(0);
        List<CsvClip> clips = new ArrayList<>();
        for (List<String> record : records.subList(1, records.size())) {
            Map<String, String> cell = new HashMap<>();
            for (int i = 0; i < header.size(); i++) {
                cell.put(header.get(i), unguarded(record.get(i)));
            }
            clips.add(new CsvClip(cell.get("clip"), Double.parseDouble(cell.get("analyzed_seconds")),
                    terms(cell.get("environments")), terms(cell.get("objects")), terms(cell.get("actions")),
                    number(cell.get("frames")), number(cell.get("distorted")), number(cell.get("jerky")),
                    number(cell.get("measured_seconds")), number(cell.get("hands_visible_seconds")),
                    number(cell.get("active_manipulation_seconds"))));
        }
        assertTrue(clips.size() > 100, dataset + " has rows to filter");
        return clips;
    }

    /** The duplicates endpoint's clips in exact groups. */
    private static Set<String> duplicated(DqClient client, String dataset) {
        Duplicates duplicates = client.versioned().duplicates(DuplicatesQuery.of(dataset));
        return duplicates.exact().map(exact -> exact.groups().stream().flatMap(group -> group.clips().stream())
                .collect(Collectors.toSet())).orElse(Set.of());
    }

    private static List<String> mostCommon(List<CsvClip> clips, java.util.function.Function<CsvClip, List<String>> terms) {
        Map<String, Long> counts = clips.stream().flatMap(clip -> terms.apply(clip).stream())
                .collect(Collectors.groupingBy(term -> term, Collectors.counting()));
        return counts.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder())
                .thenComparing(Map.Entry.comparingByKey())).map(Map.Entry::getKey).toList();
    }

    private static String unguarded(String cell) {
        return cell.length() > 1 && cell.charAt(0) == FormulaGuard.PREFIX && "=+-@".indexOf(cell.charAt(1)) >= 0
                ? cell.substring(1) : cell;
    }

    private static List<String> terms(String cell) {
        return cell.isEmpty() ? List.of() : List.of(cell.split("\\|", -1));
    }

    private static Double number(String cell) {
        return cell.isEmpty() ? null : Double.valueOf(cell);
    }

    /** Null where the denominator is absent or 0, as the snapshot's ratio columns are. */
    private static Double ratio(Double part, Double whole) {
        return part == null || whole == null || whole == 0 ? null : part / whole;
    }

    private static boolean above(Double value, double bound) {
        return value != null && value > bound;
    }

    private static boolean below(Double value, double bound) {
        return value != null && value < bound;
    }

    private static boolean atLeast(Double value, double bound) {
        return value != null && value >= bound;
    }

    private static boolean atMost(Double value, double bound) {
        return value != null && value <= bound;
    }

    private static String quoted(String text) {
        return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }
}
