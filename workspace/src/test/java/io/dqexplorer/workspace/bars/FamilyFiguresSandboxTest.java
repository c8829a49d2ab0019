package io.dqexplorer.workspace.bars;

import io.dqexplorer.workspace.history.RecordedClient;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.compare.ComparisonSide;
import io.dqexplorer.workspace.compare.RawAnswers;
import io.dqexplorer.workspace.compare.SideResolver;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each family's figures read from the SDK's answers, against the field their dotted path names in the service's
 * raw JSON read beside the SDK: a bar figure on every dataset measured for its family, a trend line on the
 * answers the history kept. A null in the raw answer is a figure not measured, with words, never a value.
 */
@ExtendWith(SandboxExtension.class)
class FamilyFiguresSandboxTest {

    @TempDir
    Path folder;
    private RecordedClient recorded;
    private DqClient client;
    private RawAnswers raw;
    private List<DatasetEntry> listed;

    @BeforeEach
    void start(Sandbox running) throws Exception {
        recorded = RecordedClient.of(running, folder);
        client = recorded.client();
        raw = new RawAnswers(running);
        listed = client.versioned().datasets();
    }

    @AfterEach
    void stop() {
        recorded.close();
    }

    @Test
    void everyBarFigureOfAFamilyReadsTheFieldItsPathNamesInTheServicesAnswer() throws Exception {
        int measured = 0;
        int notMeasured = 0;
        for (Family family : Family.values()) {
            List<Figure> figures = FamilyFigures.of(family).bars();
            assertFalse(figures.isEmpty(), family.word());
            for (Figure figure : figures) {
                assertEquals(Optional.of(family), figure.family(), figure.path());
                assertTrue(figure.path().startsWith(family.word() + "."), figure.path());
                assertFalse(figure.meaning().isBlank(), figure.path());
            }
            for (String dataset : measuredFor(family)) {
                ComparisonSide side = sides().latest(family, dataset);
                Raw answer = raw(family, dataset, side.token());
                for (Figure figure : figures) {
                    Optional<Double> expected = answer.field(figure.path());
                    FigureValue read = figure.read(side.answer());
                    String where = dataset + " " + figure.path();
                    if (expected.isPresent()) {
                        assertTrue(read.measured(), where + ": " + read.notMeasured());
                        assertEquals(expected.get(), read.value().getAsDouble(), 1e-9, where);
                        measured++;
                    } else {
                        assertFalse(read.measured(), where + " is not measured, not " + read.value());
                        assertFalse(read.notMeasured().isBlank(), where + " says why");
                        notMeasured++;
                    }
                }
            }
        }
        assertTrue(measured > 100 && notMeasured > 0, "the sandbox has both kinds: " + measured + " / " + notMeasured);
    }

    @Test
    void eachTrendLineDrawsItsBarFigureOfEveryKeptAnswerOnTheLinesScale() throws Exception {
        List<String> datasets = List.of(SandboxDatasets.KITCHEN_EGOCENTRIC, SandboxDatasets.FIELD_ROBOTICS);
        for (Family family : Family.values()) {
            TrendFigures<?> trend = FamilyFigures.of(family).trend();
            assertFalse(trend.title().isBlank(), family.word());
            if (family != Family.VOCABULARY) {
                assertEquals(family.measurement(), trend.answers(), "the chart reads its own family's answers");
            }
            Set<String> barPaths = FamilyFigures.of(family).bars().stream().map(Figure::path).collect(Collectors.toSet());
            for (String dataset : datasets) {
                String token = sides().latest(family, dataset).token();
                checkLines(trend, dataset, raw(family, dataset, token), barPaths);
            }
        }
    }

    private <T> void checkLines(TrendFigures<T> trend, String dataset, Raw answer, Set<String> barPaths) {
        List<T> kept = recorded.history().list(recorded.key(), dataset, trend.answers()).stream()
                .map(stored -> stored.answer(trend.answers())).toList();
        assertEquals(1, kept.size(), dataset + " " + trend.title());
        List<TrendFigures.Line<T>> lines = trend.lines().apply(kept);
        assertFalse(lines.isEmpty(), trend.title());
        for (TrendFigures.Line<T> line : lines) {
            String where = dataset + " " + line.path();
            assertTrue(barPaths.contains(line.path()), where + " is a figure a bar can be set on");
            assertFalse(line.name().isBlank(), where);
            Optional<Double> expected = answer.trendField(line.path()).map(value -> value * line.scale());
            Optional<Double> drawn = line.value().apply(kept.get(0));
            assertEquals(expected.isPresent(), drawn.isPresent(), where + ": " + drawn);
            expected.ifPresent(value -> assertEquals(value, drawn.get(), 1e-9, where));
        }
        if (trend.answers().type().getSimpleName().contains("Vocabulary")) {
            assertEquals(answer.counts().sectionNames(), lines.stream().map(TrendFigures.Line::name).toList(),
                    "a line per section the kept answers have");
        }
    }

    private List<String> measuredFor(Family family) {
        List<String> datasets = listed.stream().filter(entry -> entry.has(family.metric()))
                .map(DatasetEntry::dataset).toList();
        assertTrue(datasets.size() > 1, family.word() + " " + datasets);
        return datasets;
    }

    private Raw raw(Family family, String dataset, String token) throws Exception {
        return switch (family) {
            case VIDEO -> new Raw(new Doc(raw.video(dataset, token)), null);
            case HANDS -> new Raw(new Doc(raw.hands(dataset, token)), null);
            case VOCABULARY -> new Raw(new Doc(raw.vocabulary(dataset, token)),
                    new Doc(raw.vocabularyCounts(dataset, token)));
            case DUPLICATES -> new Raw(new Doc(raw.duplicates(dataset, token)), null);
        };
    }

    private SideResolver sides() {
        return recorded.sides(Clock.systemUTC());
    }

    /**
     * A family's raw answers: the versioned form, and for the vocabulary its counts form, where the figures the
     * versioned form lacks are found (and the trend's distinct terms, which the history keeps of the counts).
     */
    private record Raw(Doc main, Doc counts) {

        Optional<Double> field(String path) {
            Optional<JsonNode> found = main.find(path);
            if (found.isEmpty() && counts != null) {
                found = counts.find(path);
            }
            return found.filter(node -> !node.isNull()).map(JsonNode::asDouble);
        }

        Optional<Double> trendField(String path) {
            return (counts != null ? counts : main).find(path).filter(node -> !node.isNull()).map(JsonNode::asDouble);
        }
    }

    /** A raw JSON answer, walked by a figure's dotted path after its family's word. */
    private record Doc(JsonNode root) {

        /** The node the path names (a JSON null when the service said null); empty when the answer has no such field. */
        Optional<JsonNode> find(String path) {
            String[] steps = path.substring(path.indexOf('.') + 1).split("\\.");
            JsonNode node = root;
            if (path.startsWith("duplicates.") && !root.has(steps[0])) {
                // the exact block's figures: a null block is "not compared yet"
                node = root.get("exact");
                if (steps[0].equals("group_count")) {
                    return Optional.of(node.isNull() ? node : IntNode.valueOf(node.get("groups").size()));
                }
            }
            for (String step : steps) {
                if (node.isNull()) {
                    return Optional.of(node);
                }
                JsonNode next = node.has(step) ? node.get(step) : section(node, step);
                if (next == null) {
                    return Optional.empty();
                }
                node = next;
            }
            return Optional.of(node);
        }

        List<String> sectionNames() {
            List<String> names = new ArrayList<>();
            root.get("sections").forEach(section -> names.add(section.get("section").asText()));
            return names;
        }

        private static JsonNode section(JsonNode node, String name) {
            if (!node.has("sections")) {
                return null;
            }
            for (JsonNode section : node.get("sections")) {
                if (section.get("section").asText().equals(name)) {
                    return section;
                }
            }
            return null;
        }
    }
}
