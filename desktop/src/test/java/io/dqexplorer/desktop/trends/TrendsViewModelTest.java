package io.dqexplorer.desktop.trends;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryPolicy;
import io.dqexplorer.sdk.measurement.MeasurementAnswer;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.sdk.query.VocabularyQuery;
import io.dqexplorer.testing.SandboxClients;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The trends of a dataset against a sandbox of the test's own, re-measured twice: every point of every line
 * is the figure of the kept document of its token, read independently through {@link DqClient#readAnswer}.
 */
@ExtendWith(SandboxExtension.class)
class TrendsViewModelTest {

    private static final String KITCHEN = "kitchen-egocentric";

    @TempDir
    Path folder;
    private TestService service;
    private DqClient recording;
    private SessionHistory history;
    /** Every answer the recording client read, in order: the test's own record of what was kept. */
    private final List<MeasurementAnswer> answers = new ArrayList<>();

    @BeforeEach
    void start(Sandbox sandbox) {
        service = new TestService(sandbox);
        history = new SessionHistory(new MeasurementHistory(folder.resolve("history.duckdb"), Clock.systemUTC()),
                new HistoryKey(service.sandbox.serviceUrl().toString(), service.sandbox.demoClient().organizationId()));
        recording = SandboxClients.builder(sandbox, sandbox.demoClient())
                .retryPolicy(RetryPolicy.defaults())
                .answerListener(answer -> {
                    answers.add(answer);
                    history.record(answer);
                })
                .build();
    }

    @AfterEach
    void stop() {
        recording.close();
        service.close();
    }

    @Test
    void everyLineIsTheFigureOfEachKeptMeasurementInTheOrderTheyWereFirstSeen() {
        readAll();
        service.remeasure(KITCHEN);
        readAll();
        service.remeasure(KITCHEN);
        readAll();

        TrendsViewModel model = open();
        List<TrendChart> charts = model.chartsProperty().get();
        assertEquals(List.of("Video defects", "Hand activity", "Vocabulary", "Duplicates"),
                charts.stream().map(TrendChart::tab).toList());

        List<VideoCharacteristics> video = kept(MeasurementFamily.VIDEO_CHARACTERISTICS);
        assertEquals(3, video.size(), "three measurements of each family were read");
        for (Defect defect : Defect.values()) {
            TrendLine line = line(charts.get(0), defect.wireName().replace('_', ' '));
            assertEquals(video.stream().map(VideoCharacteristics::videoCharacteristics).toList(), tokens(line));
            assertEquals(video.stream().map(answer -> answer.defect(defect)
                    .map(block -> OptionalDouble.of(block.percent())).orElse(OptionalDouble.empty())).toList(),
                    values(line), defect.name());
        }

        List<HandActivity> hands = kept(MeasurementFamily.HAND_ACTIVITY);
        assertEquals(hands.stream().map(HandActivity::analysis).toList(), tokens(line(charts.get(1), "hands visible")));
        assertEquals(hands.stream().map(answer -> percent(answer.activeManipulationShare())).toList(),
                values(line(charts.get(1), "active manipulation")));
        assertEquals(hands.stream().map(answer -> percent(answer.handsVisibleShare())).toList(),
                values(line(charts.get(1), "hands visible")));
        assertEquals(hands.stream().map(answer -> percent(answer.twoHandsVisibleShare())).toList(),
                values(line(charts.get(1), "two hands visible")));

        List<UnversionedVocabulary> vocabulary = kept(MeasurementFamily.VOCABULARY_COUNTS);
        List<String> sections = vocabulary.get(0).sections().stream().map(UnversionedVocabulary.Section::section).toList();
        assertTrue(!sections.isEmpty() && charts.get(2).lines().size() >= sections.size(), charts.get(2).toString());
        for (String section : sections) {
            assertEquals(vocabulary.stream().map(answer -> answer.sections().stream()
                    .filter(s -> s.section().equals(section)).findFirst()
                    .map(s -> OptionalDouble.of(s.distinctTerms())).orElse(OptionalDouble.empty())).toList(),
                    values(line(charts.get(2), section)), section);
        }

        List<Duplicates> duplicates = kept(MeasurementFamily.DUPLICATES);
        TrendLine redundant = line(charts.get(3), "redundant");
        assertEquals(duplicates.stream().map(Duplicates::mediaDigest).toList(), tokens(redundant));
        assertEquals(duplicates.stream().map(answer -> answer.exact()
                .map(exact -> OptionalDouble.of(exact.redundantPercent())).orElse(OptionalDouble.empty())).toList(),
                values(redundant));
        assertEquals("", model.noteProperty().get());
    }

    @Test
    void aFigureAMeasurementDidNotAssessIsAGapNeverZero() throws Exception {
        recording.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN));
        recording.versioned().duplicates(DuplicatesQuery.of(KITCHEN));
        MeasurementAnswer video = answers.get(0);
        MeasurementAnswer duplicates = answers.get(1);
        // the same measurements as a service that had not assessed blurriness nor compared media would send them
        history.record(new MeasurementAnswer(video.family(), KITCHEN, "not-assessed",
                withNull(video.json(), "blurry")));
        history.record(new MeasurementAnswer(duplicates.family(), KITCHEN, "not-compared",
                withNull(duplicates.json(), "exact")));

        List<TrendChart> charts = open().chartsProperty().get();
        TrendLine blurry = line(charts.get(0), "blurry");
        assertEquals(2, blurry.points().size());
        assertTrue(blurry.points().get(0).value().isPresent(), "the service's own answer assessed it");
        assertEquals(OptionalDouble.empty(), blurry.points().get(1).value());
        assertTrue(line(charts.get(0), "black").points().get(1).value().isPresent(), "only blurriness is missing");
        assertEquals(OptionalDouble.empty(), line(charts.get(3), "redundant").points().get(1).value());
    }

    @Test
    void aDatasetWithNothingKeptSaysSoAndShowsNoCharts() {
        TrendsViewModel model = open();
        assertEquals(List.of(), model.chartsProperty().get());
        assertTrue(model.noteProperty().get().startsWith("No measurements kept yet for " + KITCHEN),
                model.noteProperty().get());
    }

    private TrendsViewModel open() {
        TrendsViewModel model = new TrendsViewModel(new TrendsReader(history), new CurrentThreadRunner());
        model.open(KITCHEN);
        return model;
    }

    private void readAll() {
        recording.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN));
        recording.unversioned().handActivity(HandActivityQuery.of(KITCHEN));
        recording.unversioned().vocabulary(VocabularyQuery.of(KITCHEN));
        recording.versioned().duplicates(DuplicatesQuery.of(KITCHEN));
    }

    /** The answers of the family the client read, each read back from its own JSON, one per token. */
    private <T> List<T> kept(MeasurementFamily<T> family) {
        List<String> seen = new ArrayList<>();
        List<T> read = new ArrayList<>();
        for (MeasurementAnswer answer : answers) {
            if (answer.family() == family && !seen.contains(answer.token())) {
                seen.add(answer.token());
                read.add(DqClient.readAnswer(family, answer.json()));
            }
        }
        return read;
    }

    private static OptionalDouble percent(OptionalDouble fraction) {
        return fraction.isPresent() ? OptionalDouble.of(fraction.getAsDouble() * 100) : OptionalDouble.empty();
    }

    private static TrendLine line(TrendChart chart, String name) {
        return chart.lines().stream().filter(line -> line.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no line " + name + " in " + chart.title()));
    }

    private static List<String> tokens(TrendLine line) {
        return line.points().stream().map(TrendPoint::token).toList();
    }

    private static List<OptionalDouble> values(TrendLine line) {
        return line.points().stream().map(TrendPoint::value).toList();
    }

    /** The document with the first field of this name, wherever it is, set to null. */
    private static String withNull(String json, String field) throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        JsonNode root = mapper.readTree(json);
        ObjectNode parent = (ObjectNode) root.findParent(field);
        if (parent == null) {
            throw new AssertionError("no " + field + " in " + json);
        }
        parent.putNull(field);
        return mapper.writeValueAsString(root);
    }
}
