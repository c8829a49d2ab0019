package io.dqexplorer.workspace.bars;

import com.fasterxml.jackson.databind.JsonNode;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.history.RecordedClient;
import io.dqexplorer.workspace.compare.RawAnswers;
import io.dqexplorer.workspace.compare.SideResolver;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;
import io.dqexplorer.workspace.query.FrameTotals;
import io.dqexplorer.workspace.query.Summary;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bars checked against the sandbox's answers over HTTP, each figure compared with the raw answer read beside
 * the SDK, and each clips figure with the summary the subsets gave.
 */
@ExtendWith(SandboxExtension.class)
class BarCheckSandboxTest {

    private static final String KITCHEN = SandboxDatasets.KITCHEN_EGOCENTRIC;
    /** Blur and black not assessed. */
    private static final String FIELD = SandboxDatasets.FIELD_ROBOTICS;
    /** No hand activity measured. */
    private static final String ASSEMBLY = SandboxDatasets.ASSEMBLY_LINE;
    private static final String VIDEO_PATH = "/api/v1beta/quality/video-characteristics";

    @TempDir
    Path folder;
    private Sandbox sandbox;
    private RecordedClient recorded;
    private DqClient client;
    private MeasurementHistory history;
    private HistoryKey key;
    private RawAnswers raw;
    private List<DatasetEntry> listed;
    private final Map<String, AtomicInteger> answers = new ConcurrentHashMap<>();

    @BeforeEach
    void start(Sandbox running) throws Exception {
        sandbox = running;
        recorded = RecordedClient.of(sandbox, folder, Clock.systemUTC(), answer ->
                answers.computeIfAbsent(answer.family().name(), unused -> new AtomicInteger()).incrementAndGet());
        client = recorded.client();
        history = recorded.history();
        key = recorded.key();
        raw = new RawAnswers(sandbox);
        listed = client.versioned().datasets();
    }

    @AfterEach
    void stop() {
        recorded.close();
    }

    @Test
    void aFigureIsReadFromTheLatestAnswerAndEachConditionSaysItsOutcome() throws Exception {
        List<BarResult> results = check(bars("""
                  - name: holds
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    fail: "> 100"
                  - name: warns
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    warn: ">= 0"
                    fail: "> 100"
                  - name: breached
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    warn: ">= 0"
                    fail: ">= 0"
                """), any -> true);

        JsonNode answer = raw.video(KITCHEN, results.get(0).token());
        double blurry = answer.get("blurry").get("percent").asDouble();
        assertEquals(List.of(Outcome.HOLDS, Outcome.WARNS, Outcome.BREACHED),
                results.stream().map(BarResult::outcome).toList());
        for (BarResult result : results) {
            assertEquals(blurry, result.value().getAsDouble(), 1e-9, result.bar().name());
            assertEquals(KITCHEN, result.dataset());
            assertNull(result.reason());
        }
        assertEquals(1, answers.get("video_characteristics").get(), "one answer read for three bars");
    }

    @Test
    void aFigureTheServiceDidNotAssessIsNotMeasuredWithItsReasonNeverAPass() {
        BarResult blurry = check(bars("""
                  - name: Blurry footage
                    dataset: field-robotics
                    figure: video.blurry.percent
                    fail: "> 100"
                """), any -> true).get(0);

        assertEquals(Outcome.NOT_MEASURED, blurry.outcome());
        assertTrue(blurry.value().isEmpty());
        assertTrue(blurry.checked().isEmpty());
        assertTrue(blurry.reason() != null && !blurry.reason().isBlank(), "it says why");
        assertEquals(FIELD, blurry.dataset());
    }

    @Test
    void aBarOnEveryDatasetChecksTheChosenDatasetsThatHaveItsMeasurementInTheListsOrder() {
        List<BarResult> results = check(bars("""
                  - name: Hands in view
                    dataset: "*"
                    figure: hands.hands_visible_share
                    fail: "< 0"
                """), dataset -> !dataset.equals(SandboxDatasets.WAREHOUSE_PICKING));

        List<String> expected = listed.stream().filter(entry -> entry.has(Family.HANDS.metric()))
                .map(DatasetEntry::dataset).filter(dataset -> !dataset.equals(SandboxDatasets.WAREHOUSE_PICKING)).toList();
        assertTrue(expected.contains(KITCHEN) && !expected.contains(ASSEMBLY), "the sandbox's lists are as assumed");
        assertEquals(expected, results.stream().map(BarResult::dataset).toList());
        assertTrue(results.stream().allMatch(result -> result.outcome() == Outcome.HOLDS), results.toString());
    }

    @Test
    void aNamedDatasetWithoutTheMeasurementIsNotMeasuredAndOneNotListedIsNotChecked() {
        List<BarResult> results = check(bars("""
                  - name: Hands in view
                    dataset: assembly-line
                    figure: hands.hands_visible_share
                    fail: "< 0.5"
                  - name: Unknown
                    dataset: no-such-dataset
                    figure: video.blurry.percent
                    fail: "> 1"
                  - name: Not chosen
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    fail: "> 1"
                """), dataset -> !dataset.equals(KITCHEN));

        assertEquals(2, results.size(), "the dataset not chosen is left out");
        assertEquals(Outcome.NOT_MEASURED, results.get(0).outcome());
        assertEquals("the service has not measured hands for this dataset yet", results.get(0).reason());
        assertEquals(Outcome.NOT_CHECKED, results.get(1).outcome());
        assertEquals("no dataset no-such-dataset in the datasets this credential may see", results.get(1).reason());
        assertNull(answers.get("hand_activity"), "nothing asked of a dataset the service never measured");
    }

    @Test
    void aFailingAnswerLeavesItsBarNotCheckedWithTheFailureAndTheOthersChecked() {
        sandbox.faults().inject(VIDEO_PATH, Fault.internalError());

        List<BarResult> results = check(bars("""
                  - name: Blurry footage
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    fail: "> 100"
                  - name: Hands in view
                    dataset: kitchen-egocentric
                    figure: hands.hands_visible_share
                    fail: "< 0"
                """), any -> true);

        assertEquals(Outcome.NOT_CHECKED, results.get(0).outcome());
        assertTrue(results.get(0).reason().startsWith("read failed: "), results.get(0).reason());
        assertTrue(results.get(0).value().isEmpty());
        assertEquals(Outcome.HOLDS, results.get(1).outcome());
    }

    @Test
    void aBarAgainstThePreviousMeasurementChecksTheChangeAndWithoutOneIsNotMeasured() throws Exception {
        String file = """
                  - name: No more blur than before
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    against: previous
                    fail: "> 1000"
                """;
        BarResult first = check(bars(file), any -> true).get(0);
        assertEquals(Outcome.NOT_MEASURED, first.outcome());
        assertEquals("no measurement earlier than " + first.token() + " is kept in the history to compare with",
                first.reason());
        assertTrue(first.value().isPresent(), "the figure itself was read");

        sandbox.remeasure(sandbox.demoClient().organizationId(), KITCHEN);
        BarResult second = check(bars(file), any -> true).get(0);

        double before = raw.video(KITCHEN, first.token()).get("blurry").get("percent").asDouble();
        double now = raw.video(KITCHEN, second.token()).get("blurry").get("percent").asDouble();
        assertEquals(Outcome.HOLDS, second.outcome());
        assertEquals(List.of(first.token()), second.comparedTokens());
        assertEquals(before, second.compared().getAsDouble(), 1e-9);
        assertEquals(now - before, second.checked().getAsDouble(), 1e-9);
    }

    @Test
    void aBarAgainstTheMeanOfTheLastMeasurementsAveragesThoseKeptBeforeTheCurrentOne() throws Exception {
        String file = """
                  - name: Blur against the mean
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    against: mean of last 2
                    warn: "> 1000"
                """;
        String organization = sandbox.demoClient().organizationId();
        String oldest = check(bars(file), any -> true).get(0).token();
        double oldestPercent = percent(oldest);
        sandbox.remeasure(organization, KITCHEN);
        String middle = check(bars(file), any -> true).get(0).token();
        double middlePercent = percent(middle);
        sandbox.remeasure(organization, KITCHEN);
        sandbox.remeasure(organization, KITCHEN);

        BarResult result = check(bars(file), any -> true).get(0);

        // the measurement never read here is not in the history, and the service no longer keeps the oldest:
        // the mean is of the two the history kept
        assertEquals(List.of(oldest, middle), result.comparedTokens());
        double mean = (oldestPercent + middlePercent) / 2;
        assertEquals(mean, result.compared().getAsDouble(), 1e-9);
        assertEquals(percent(result.token()) - mean, result.checked().getAsDouble(), 1e-9);
        assertEquals(Outcome.HOLDS, result.outcome());
    }

    @Test
    void aClipsFigureIsReadFromTheSubsetOfItsFilterOnceForEveryBarOnIt() {
        Map<String, AtomicInteger> asked = new ConcurrentHashMap<>();
        Subsets subsets = (dataset, filter) -> {
            asked.computeIfAbsent(dataset + " | " + filter.text(), unused -> new AtomicInteger()).incrementAndGet();
            long usable = filter.isEmpty() ? 90 : 45;
            return new Subsets.Subset(new Summary(filter.isEmpty() ? 200 : 50, 3600,
                    Optional.of(new FrameTotals(50, 100, usable, 5, 0)), Optional.empty()), "vocab-1");
        };

        List<BarResult> results = new BarCheck(sides(), history, key, subsets, BarCheckSandboxTest::failure)
                .check(bars("""
                          - name: Knife clips usable
                            dataset: kitchen-egocentric
                            filter: 'objects has "knife"'
                            figure: clips.usable_share
                            fail: "< 0.5"
                          - name: Knife clips counted
                            dataset: kitchen-egocentric
                            filter: 'objects has "knife"'
                            figure: clips.count
                            warn: "< 100"
                          - name: Every clip usable
                            dataset: kitchen-egocentric
                            figure: clips.usable_share
                            fail: "< 0.5"
                        """), listed, any -> true);

        assertEquals(List.of(Outcome.BREACHED, Outcome.WARNS, Outcome.HOLDS),
                results.stream().map(BarResult::outcome).toList());
        assertEquals(0.45, results.get(0).value().getAsDouble(), 1e-12);
        assertEquals(50, results.get(1).value().getAsDouble());
        assertEquals(0.9, results.get(2).value().getAsDouble(), 1e-12);
        assertEquals("vocab-1", results.get(0).token());
        assertEquals(Map.of(KITCHEN + " | objects has \"knife\"", 1, KITCHEN + " | ", 1),
                Map.copyOf(asked.entrySet().stream().collect(java.util.stream.Collectors.toMap(Map.Entry::getKey,
                        entry -> entry.getValue().get()))));
        assertNull(answers.get("video_characteristics"), "a clips figure asks the service for no measurement");
    }

    @Test
    void barsOnEveryDatasetAreReadAFewAtATimeNeverMore() {
        AtomicInteger inFlight = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        Subsets subsets = (dataset, filter) -> {
            most.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            try {
                // each read waits for the pool to fill: a larger pool would let more in, a smaller never fill it
                long until = System.nanoTime() + 1_000_000_000L;
                while (inFlight.get() < BarCheck.CONCURRENCY && System.nanoTime() < until) {
                    Thread.sleep(1);
                }
                return new Subsets.Subset(new Summary(10, 3600, Optional.empty(), Optional.empty()), "vocab-1");
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            } finally {
                inFlight.decrementAndGet();
            }
        };

        List<BarResult> results = new BarCheck(sides(), history, key, subsets, BarCheckSandboxTest::failure)
                .check(bars("""
                          - name: Knife clips
                            dataset: "*"
                            filter: 'objects has "knife"'
                            figure: clips.count
                            fail: "< 1"
                          - name: Every clip
                            dataset: "*"
                            figure: clips.count
                            fail: "< 1"
                        """), listed, any -> true);

        assertEquals(2 * listed.size(), results.size());
        assertTrue(results.stream().allMatch(result -> result.outcome() == Outcome.HOLDS), results.toString());
        assertEquals(BarCheck.CONCURRENCY, most.get(), "as many reads at once as the bound, and no more");
    }

    @Test
    void aFiguresHistoryListsEveryKeptMeasurementOldestFirstAndAClipsFigureHasNone() throws Exception {
        List<Bar> blurry = bars("""
                  - name: Blurry footage
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    fail: "> 100"
                  - name: Every clip usable
                    dataset: kitchen-egocentric
                    figure: clips.usable_share
                    fail: "< 0.5"
                """);
        BarResult first = check(blurry.subList(0, 1), any -> true).get(0);
        sandbox.remeasure(sandbox.demoClient().organizationId(), KITCHEN);
        BarResult second = check(blurry.subList(0, 1), any -> true).get(0);

        List<FigureHistory.Point> points = FigureHistory.of(sides(), blurry.get(0).figure(), KITCHEN);

        assertEquals(List.of(first.token(), second.token()), points.stream().map(FigureHistory.Point::token).toList());
        assertEquals(first.value(), points.get(0).value());
        assertEquals(second.value(), points.get(1).value());
        assertTrue(!points.get(1).firstSeen().isBefore(points.get(0).firstSeen()));
        assertEquals(List.of(), FigureHistory.of(sides(), blurry.get(1).figure(), KITCHEN));
    }

    private double percent(String token) throws Exception {
        return raw.video(KITCHEN, token).get("blurry").get("percent").asDouble();
    }

    private List<BarResult> check(List<Bar> bars, java.util.function.Predicate<String> chosen) {
        Subsets none = (dataset, filter) -> {
            throw new AssertionError("no clips figure in these bars");
        };
        return new BarCheck(sides(), history, key, none, BarCheckSandboxTest::failure).check(bars, listed, chosen);
    }

    private SideResolver sides() {
        return recorded.sides(Clock.systemUTC());
    }

    private static String failure(RuntimeException e) {
        return "read failed: " + e.getClass().getSimpleName();
    }

    private static List<Bar> bars(String items) {
        return BarsFile.parse("bars:\n" + items, "bars.yaml");
    }
}
