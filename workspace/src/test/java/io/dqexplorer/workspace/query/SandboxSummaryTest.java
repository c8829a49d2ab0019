package io.dqexplorer.workspace.query;

import io.dqexplorer.workspace.table.ClipTables;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.sdk.query.VocabularyQuery;
import io.dqexplorer.testing.SandboxClients;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.table.MaskedTerms;
import io.dqexplorer.workspace.table.TermMasks;
import io.dqexplorer.workspace.table.Column;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every dataset of the local service, fetched through the SDK's walk into an in-memory snapshot:
 * the unfiltered summary equals the service's own aggregates wherever the contract defines the same
 * quantity, and a filtered subset's summary, histograms and group-by equal the same figures computed
 * in Java over the same rows.
 *
 * <p>The quantities the contract defines both ways: the clip count (the clips list's {@code total},
 * hand activity's {@code clips}, the vocabulary's {@code clips_analyzed}, video characteristics'
 * {@code analyzed_clip_count}); hand activity's {@code measured_seconds} and its three shares
 * ("share of measured footage", not rounded by the contract; fractions in the sandbox); and each
 * published term's {@code clip_count} per section, which a group-by over that section re-counts.
 * Sums of seconds are compared to 1e-9 relative and shares to 1e-12: DuckDB adds in an order of its
 * own, and floating-point sums depend on the order.
 */
@ExtendWith(SandboxExtension.class)
class SandboxSummaryTest {

    /**
     * The million-clip corpus of the second organization: made by the same generator and served by
     * the same endpoints as fleet-archive's 200,000 clips (checked here), but half a minute of walking
     * and a gigabyte of rows held for the Java side. The benchmark covers the million.
     */
    private static final Set<String> TOO_LARGE_FOR_A_UNIT_TEST = Set.of("fleet-archive-xl");

    private static List<DqClient> clients;

    @BeforeAll
    static void start(Sandbox sandbox) {
        clients = List.of(SandboxClients.demo(sandbox), SandboxClients.of(sandbox, sandbox.secondClient()));
    }

    @AfterAll
    static void stop() {
        clients.forEach(DqClient::close);
    }

    @TestFactory
    Stream<DynamicTest> everyDatasetTotalsAsTheServiceDoes() {
        List<DynamicTest> tests = new ArrayList<>();
        for (DqClient client : clients) {
            for (DatasetEntry entry : client.unversioned().datasets()) {
                if (!TOO_LARGE_FOR_A_UNIT_TEST.contains(entry.dataset())) {
                    tests.add(DynamicTest.dynamicTest(entry.dataset(), () -> check(client, entry)));
                }
            }
        }
        assertTrue(tests.size() >= 7, "the demo and second organizations' datasets: " + tests.size());
        return tests.stream();
    }

    private static void check(DqClient client, DatasetEntry entry) throws SQLException {
        String dataset = entry.dataset();
        boolean hands = entry.has(Family.HANDS.metric());
        ClipQuery query = ClipQuery.of(dataset).withFrameQuality(entry.has(DatasetEntry.FRAME_QUALITY))
                .withHandActivity(hands).withLimit(ClipQuery.MAX_LIMIT);
        List<ClipRow> rows;
        try (Stream<ClipRow> walk = client.unversioned().walkClips(query).rows()) {
            rows = walk.toList();
        }
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            ClipTables.fill(connection, rows);
            for (Column section : List.of(Column.ENVIRONMENTS, Column.OBJECTS, Column.ACTIONS)) {
                assertTrue(TermMasks.masked(connection, section), entry.dataset() + " " + section.sqlName());
                assertEquals(MaskedTerms.listed(rows, section), MaskedTerms.read(connection, section),
                        entry.dataset() + " " + section.sqlName());
            }
            ClipQueries queries = new ClipQueries(connection);
            equalsTheServiceAggregates(client, entry, queries, rows.size());
            filteredSubsetEqualsJava(queries, rows);
        }
    }

    private static void equalsTheServiceAggregates(DqClient client, DatasetEntry entry, ClipQueries queries, long walked)
            throws SQLException {
        String dataset = entry.dataset();
        Summary whole = queries.summary(SqlCondition.ALL);
        assertEquals(client.unversioned().clips(ClipQuery.of(dataset).withLimit(0)).total(), whole.clips());
        assertEquals(walked, whole.clips());
        assertEquals(entry.has(DatasetEntry.FRAME_QUALITY), whole.frames().isPresent(), dataset + " frame quality");

        UnversionedVocabulary vocabulary = client.unversioned().vocabulary(VocabularyQuery.of(dataset));
        assertEquals(vocabulary.clipsAnalyzed(), whole.clips(), dataset + " clips_analyzed");
        if (entry.has(Family.VIDEO.metric())) {
            assertEquals(client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(dataset)).analyzedClipCount(),
                    whole.clips(), dataset + " analyzed_clip_count");
        }

        if (entry.has(Family.HANDS.metric())) {
            HandActivity service = client.unversioned().handActivity(HandActivityQuery.of(dataset));
            HandTotals totals = whole.hands().orElseThrow();
            assertEquals(service.clips(), whole.clips(), dataset + " hand-activity clips");
            assertEquals(service.measuredSeconds(), totals.measuredSeconds(), 1e-9 * service.measuredSeconds(), dataset);
            ClipQueriesTest.assertShare(service.handsVisibleShare(), totals.handsVisibleShare());
            ClipQueriesTest.assertShare(service.twoHandsVisibleShare(), totals.twoHandsVisibleShare());
            ClipQueriesTest.assertShare(service.activeManipulationShare(), totals.activeManipulationShare());
        } else {
            assertTrue(whole.hands().isEmpty(), dataset + ": no hand-activity run, so no hand figures (not 0)");
        }

        for (UnversionedVocabulary.Section section : vocabulary.sections()) {
            Column column = Column.named(section.section()).orElseThrow();
            Map<String, Long> service = section.terms().stream()
                    .collect(Collectors.toMap(UnversionedVocabulary.Term::term, UnversionedVocabulary.Term::clipCount, (a, b) -> a, TreeMap::new));
            Map<String, Long> grouped = queries.groupBy(SqlCondition.ALL, column, GroupOrder.MOST_CLIPS).stream()
                    .collect(Collectors.toMap(TermGroup::term, TermGroup::clips, (a, b) -> a, TreeMap::new));
            assertEquals(service, grouped, dataset + " " + section.section() + ": clip_count per published term");
        }
    }

    private static void filteredSubsetEqualsJava(ClipQueries queries, List<ClipRow> rows) throws SQLException {
        String common = rows.stream().flatMap(row -> row.objects().stream()).findFirst().orElse("none");
        SqlCondition condition = new SqlCondition(
                "analyzed_seconds > ? AND (list_contains(objects, ?) OR distorted_share > ?)", List.of(20.0, common, 0.05));
        Predicate<ClipRow> subset = row -> row.analyzedSeconds() > 20.0 && (row.objects().contains(common)
                || JavaView.value(row, Column.DISTORTED_SHARE) instanceof Double share && share > 0.05);
        List<ClipRow> selected = rows.stream().filter(subset).toList();
        assertTrue(!selected.isEmpty() && selected.size() < rows.size(), "a real subset: " + selected.size());

        ClipQueriesTest.assertSummary(selected, queries.summary(condition));

        for (Column column : List.of(Column.ANALYZED_SECONDS, Column.DISTORTED_SHARE, Column.ACTIVE_MANIPULATION_SHARE)) {
            Optional<HistogramBins> charted = queries.histogramBins(column, false);
            if (charted.isEmpty()) {
                assertTrue(rows.stream().allMatch(row -> JavaView.value(row, column) == null), "nothing to chart: " + column);
                continue;
            }
            HistogramBins bins = charted.get();
            Histogram histogram = queries.histogram(condition, bins);
            assertEquals(ClipQueriesTest.javaHistogram(selected, column, bins), histogram.counts(), column.sqlName());
            assertEquals(selected.stream().filter(row -> JavaView.value(row, column) == null).count(), histogram.missing());
        }

        for (Column section : List.of(Column.ENVIRONMENTS, Column.OBJECTS, Column.ACTIONS)) {
            Map<String, List<ClipRow>> byTerm = new TreeMap<>();
            for (ClipRow row : selected) {
                for (Object term : (List<?>) JavaView.value(row, section)) {
                    byTerm.computeIfAbsent((String) term, key -> new ArrayList<>()).add(row);
                }
            }
            List<TermGroup> groups = queries.groupBy(condition, section, new GroupOrder(GroupOrder.Key.TERM, false));
            assertEquals(List.copyOf(byTerm.keySet()), groups.stream().map(TermGroup::term).toList());
            for (TermGroup group : groups) {
                Summary java = ClipQueriesTest.javaSummary(byTerm.get(group.term()));
                assertEquals(java.clips(), group.clips(), group.term());
                assertEquals(java.analyzedSeconds(), group.analyzedSeconds(), 1e-9 * java.analyzedSeconds());
                ClipQueriesTest.assertHands(java.hands(), group.hands());
            }
        }
    }
}
