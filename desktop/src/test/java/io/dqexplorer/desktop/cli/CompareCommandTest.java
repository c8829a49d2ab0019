package io.dqexplorer.desktop.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.testing.SandboxExtension;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.logging.LogManager;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code dq-explorer compare} against the sandbox: sides, the file and its manifest, exit codes and messages. */
@ExtendWith(SandboxExtension.class)
class CompareCommandTest {

    private static final String KITCHEN = SandboxDatasets.KITCHEN_EGOCENTRIC;
    private static final String FIELD = SandboxDatasets.FIELD_ROBOTICS;
    private static final String ASSEMBLY = SandboxDatasets.ASSEMBLY_LINE;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path folder;
    private Sandbox sandbox;
    private Map<String, String> env;

    @BeforeEach
    void start(Sandbox running) {
        sandbox = running;
        env = CommandRun.environment(sandbox, folder.resolve("cache"));
        env.put("DQ_DATA_DIR", folder.resolve("data").toString());
    }

    @AfterEach
    void stop() throws IOException {
        LogManager.getLogManager().readConfiguration();
    }

    @Test
    void afterARemeasureTheLatestIsComparedWithTheMeasurementSeenBefore() throws Exception {
        Path first = folder.resolve("first.csv");
        CommandRun once = compare("--family", "video", "--dataset", KITCHEN, "--output", first.toString());
        assertEquals(1, once.exit(), once.err());
        assertTrue(once.err().startsWith("dq-explorer compare: no video measurement of " + KITCHEN + " earlier than "),
                once.err());
        assertFalse(Files.exists(first));
        remeasure();
        Path output = folder.resolve("video.csv");

        CommandRun run = compare("--family", "video", "--dataset", KITCHEN, "--output", output.toString());

        assertEquals(0, run.exit(), run.err());
        JsonNode manifest = manifest(output);
        assertEquals("pinned", manifest.get("left").get("source").asText(), "the service still keeps the previous one");
        assertEquals("latest", manifest.get("right").get("source").asText());
        assertNotEquals(manifest.get("left").get("token"), manifest.get("right").get("token"));
        assertEquals(KITCHEN + " " + manifest.get("left").get("token").asText() + " (pinned)", run.field("left"));
        assertEquals("video", manifest.get("comparison").asText());
        assertEquals(sandbox.serviceUrl().toString(), manifest.get("service").asText());
        assertEquals(sandbox.demoClient().organizationId(), manifest.get("organization").asText());
        List<String> lines = Files.readAllLines(output);
        assertEquals("part,item,measure,left,right,difference,state", lines.get(0));
        assertEquals(manifest.get("row_count").asInt(), lines.size() - 1);
        assertEquals(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(output))),
                manifest.get("file").get("sha256").asText());
        assertTrue(run.out().contains("wrote " + output + " (" + (lines.size() - 1) + " rows)"), run.out());
        // the sandbox re-measures the same clips: every figure is the same
        assertTrue(lines.stream().skip(1).allMatch(line -> line.endsWith(",same")), String.join("\n", lines));
    }

    @Test
    void twoDatasetsWithAFigureNotAssessedOnOneSide() throws Exception {
        Path output = folder.resolve("video.csv");

        CommandRun run = compare("--family", "video", "--dataset", KITCHEN, "--with-dataset", FIELD,
                "--output", output.toString());

        assertEquals(0, run.exit(), run.err());
        String blurry = Files.readAllLines(output).stream().filter(line -> line.startsWith("blurry,,percent,"))
                .findFirst().orElseThrow();
        assertTrue(blurry.matches("blurry,,percent,[0-9.]+,,,not assessed yet on the right"), blurry);
        JsonNode manifest = manifest(output);
        assertEquals(FIELD, manifest.get("right").get("dataset").asText());
        assertEquals("latest", manifest.get("left").get("source").asText());
    }

    @Test
    void aTokenTheServiceNoLongerKeepsIsComparedFromItsStoredCopy() throws Exception {
        Path output = folder.resolve("hands.csv");
        assertEquals(0, compare("--family", "hands", "--dataset", KITCHEN, "--with-dataset", FIELD,
                "--output", output.toString()).exit());
        String kept = manifest(output).get("left").get("token").asText();
        remeasure();
        remeasure();

        CommandRun run = compare("--family", "hands", "--dataset", KITCHEN, "--token", kept, "--output",
                output.toString(), "--force");

        assertEquals(0, run.exit(), run.err());
        JsonNode manifest = manifest(output);
        assertEquals("stored copy", manifest.get("left").get("source").asText());
        assertEquals(kept, manifest.get("left").get("token").asText());
        assertEquals(KITCHEN + " " + kept + " (stored copy)", run.field("left"));
    }

    @Test
    void aTokenNeitherTheServiceNorTheHistoryKeepsFailsNamingIt() {
        Path output = folder.resolve("hands.csv");
        assertEquals(0, compare("--family", "hands", "--dataset", KITCHEN, "--with-dataset", FIELD,
                "--output", output.toString()).exit());
        String token = manifest(output).get("left").get("token").asText();
        String never = token.substring(0, 3) + "000000000000";

        CommandRun run = compare("--family", "hands", "--dataset", KITCHEN, "--token", never, "--output",
                folder.resolve("other.csv").toString());

        assertEquals(1, run.exit(), run.err());
        assertTrue(run.err().startsWith("dq-explorer compare: The hands measurement " + never + " of " + KITCHEN
                + " is no longer kept by the service and was never stored here"), run.err());
        assertTrue(run.err().contains("request id"), run.err());
        assertFalse(Files.exists(folder.resolve("other.csv")));
    }

    @Test
    void clipsCompareTheRefreshedSnapshotWithTheEarlierOneKept() throws Exception {
        Path output = folder.resolve("clips.csv");
        CommandRun none = compare("--family", "clips", "--dataset", KITCHEN, "--output", output.toString());
        assertEquals(1, none.exit(), none.err());
        assertTrue(none.err().contains("dq-explorer compare: no earlier snapshot of " + KITCHEN + " is kept here"),
                none.err());
        assertFalse(Files.exists(output));
        remeasure();

        CommandRun run = compare("--family", "clips", "--dataset", KITCHEN, "--output", output.toString());

        assertEquals(0, run.exit(), run.err());
        assertTrue(run.err().contains("a newer measurement exists; fetching it"), run.err());
        JsonNode manifest = manifest(output);
        assertEquals("clips", manifest.get("comparison").asText());
        assertEquals("earlier snapshot", manifest.get("left").get("source").asText());
        assertEquals("snapshot", manifest.get("right").get("source").asText());
        assertNotEquals(manifest.get("left").get("token"), manifest.get("right").get("token"));
        assertEquals(KITCHEN + " " + manifest.get("left").get("token").asText() + " (earlier snapshot)", run.field("left"));
        assertTrue(manifest.get("left").get("clips").asLong() > 0);
        // the sandbox re-measures the same clips: no clip added, removed or changed
        assertEquals(manifest.get("left").get("clips"), manifest.get("right").get("clips"));
        assertEquals(List.of("part,item,measure,left,right,difference,state"), Files.readAllLines(output));
        assertEquals(0, manifest.get("row_count").asInt());
    }

    @Test
    void clipsOfTwoDatasetsAreTheirCurrentSnapshots() throws Exception {
        Path output = folder.resolve("clips.csv");

        CommandRun run = compare("--family", "clips", "--dataset", KITCHEN, "--with-dataset", FIELD,
                "--output", output.toString());

        assertEquals(0, run.exit(), run.err());
        JsonNode manifest = manifest(output);
        assertEquals(KITCHEN, manifest.get("left").get("dataset").asText());
        assertEquals(FIELD, manifest.get("right").get("dataset").asText());
        List<String> rows = Files.readAllLines(output).subList(1, manifest.get("row_count").asInt() + 1);
        long removed = rows.stream().filter(line -> line.startsWith("clip,") && line.endsWith(",removed")).count();
        long added = rows.stream().filter(line -> line.startsWith("clip,") && line.endsWith(",added")).count();
        assertTrue(removed + added > 0, "two datasets' clips differ");
        // the clips both sides have are the left's not removed and the right's not added
        assertEquals(manifest.get("left").get("clips").asLong() - removed, manifest.get("right").get("clips").asLong() - added);
    }

    @Test
    void wrongLinesAreUsageErrors() throws IOException {
        String output = folder.resolve("x.csv").toString();
        CommandRun clips = compare("--family", "clips", "--dataset", KITCHEN, "--token", "vo-1", "--output", output);
        assertEquals(2, clips.exit());
        assertTrue(clips.err().startsWith("dq-explorer compare: --token and --with-token do not apply to --family clips"),
                clips.err());

        CommandRun family = compare("--family", "colour", "--dataset", KITCHEN, "--output", output);
        assertEquals(2, family.exit());
        assertTrue(family.err().contains("--family is one of video, hands, vocabulary, duplicates, clips"), family.err());

        CommandRun noOutput = compare("--family", "video", "--dataset", KITCHEN);
        assertEquals(2, noOutput.exit());
        assertTrue(noOutput.err().contains("missing --output"), noOutput.err());

        Files.writeString(Path.of(output), "kept");
        CommandRun exists = compare("--family", "video", "--dataset", KITCHEN, "--with-dataset", FIELD, "--output",
                output);
        assertEquals(2, exists.exit());
        assertTrue(exists.err().contains("already exists; add --force to replace it"), exists.err());
        assertEquals("kept", Files.readString(Path.of(output)));

        CommandRun help = compare("--help");
        assertEquals(0, help.exit());
        assertTrue(help.out().startsWith("Usage: dq-explorer compare --family F --dataset A"), help.out());
    }

    @Test
    void anUnknownDatasetIsTheServicesFailureInOneLine() {
        CommandRun run = compare("--family", "duplicates", "--dataset", "no-such-set", "--with-dataset", KITCHEN,
                "--output", folder.resolve("d.csv").toString());

        assertEquals(1, run.exit());
        assertTrue(run.err().startsWith("dq-explorer compare: failed [HTTP 404, quality_enrichment_unavailable]"),
                run.err());
    }

    @Test
    void theSameDatasetNamedOnBothSidesComparesItsLatestWithItsLatestInEveryFamily() throws IOException {
        for (String family : List.of("video", "hands", "vocabulary", "duplicates")) {
            Path output = folder.resolve(family + ".csv");

            CommandRun run = compare("--family", family, "--dataset", KITCHEN, "--with-dataset", KITCHEN,
                    "--output", output.toString());

            assertEquals(0, run.exit(), family + ": " + run.err());
            JsonNode manifest = manifest(output);
            assertEquals("latest", manifest.get("left").get("source").asText());
            assertEquals(manifest.get("right").get("token"), manifest.get("left").get("token"));
            List<CSVRecord> rows = rows(output);
            assertFalse(rows.isEmpty(), family);
            assertTrue(rows.stream().allMatch(row -> row.get("state").equals("same")), family + ": " + rows);
        }
    }

    @Test
    void theSameDatasetNamedOnBothSidesComparesItsCurrentSnapshotWithItselfForClips() throws Exception {
        Path output = folder.resolve("clips.csv");

        CommandRun run = compare("--family", "clips", "--dataset", KITCHEN, "--with-dataset", KITCHEN,
                "--output", output.toString());

        assertEquals(0, run.exit(), run.err());
        JsonNode manifest = manifest(output);
        assertEquals("snapshot", manifest.get("left").get("source").asText());
        assertEquals("snapshot", manifest.get("right").get("source").asText());
        assertEquals(manifest.get("right").get("token"), manifest.get("left").get("token"));
        assertTrue(manifest.get("left").get("clips").asLong() > 0);
        assertEquals(manifest.get("left").get("clips"), manifest.get("right").get("clips"));
        assertEquals(0, manifest.get("row_count").asInt());
    }

    @Test
    void aSideWithoutHandActivityIsRowsSayingSoAndTheOtherSidesFigures() throws IOException {
        Path kitchen = folder.resolve("kitchen.csv");
        assertEquals(0, compare("--family", "hands", "--dataset", KITCHEN, "--with-dataset", KITCHEN,
                "--output", kitchen.toString()).exit());
        Path output = folder.resolve("hands.csv");

        CommandRun run = compare("--family", "hands", "--dataset", ASSEMBLY, "--with-dataset", KITCHEN,
                "--output", output.toString());

        assertEquals(0, run.exit(), run.err());
        assertEquals(ASSEMBLY + " not measured (latest)", run.field("left"));
        List<CSVRecord> rows = rows(output);
        assertEquals(rows(kitchen).stream().map(row -> row.get("measure") + "=" + row.get("right")).toList(),
                rows.stream().map(row -> row.get("measure") + "=" + row.get("right")).toList(), "the right side's figures");
        assertTrue(rows.stream().allMatch(row -> row.get("left").isEmpty() && row.get("difference").isEmpty()
                && row.get("state").equals("not measured on the left")), rows.toString());
        assertTrue(manifest(output).get("left").get("token").isNull(), "no token for a side not measured");

        Path alone = folder.resolve("alone.csv");
        CommandRun neither = compare("--family", "hands", "--dataset", ASSEMBLY, "--output", alone.toString());
        assertEquals(0, neither.exit(), neither.err());
        assertEquals(List.of("hands,,measurement,,,,not measured on either side"),
                Files.readAllLines(alone).subList(1, 2));
    }

    @Test
    void everyFamilyTellsASideTheServiceHasNotMeasuredInItsRows() throws IOException {
        Map<String, String> paths = Map.of("video", "/api/v1beta/quality/video-characteristics",
                "vocabulary", "/api/v1beta/quality/vocabulary", "duplicates", "/api/v1beta/quality/duplicates");
        for (Map.Entry<String, String> family : paths.entrySet()) {
            // the right side is read first: it alone is not measured
            sandbox.faults().inject(family.getValue(), Fault.status(404,
                    "{\"code\":\"quality_enrichment_unavailable\",\"message\":\"not measured yet\"}").times(1));
            Path output = folder.resolve(family.getKey() + ".csv");

            CommandRun run = compare("--family", family.getKey(), "--dataset", KITCHEN, "--with-dataset", FIELD,
                    "--output", output.toString());

            assertEquals(0, run.exit(), family.getKey() + ": " + run.err());
            List<CSVRecord> rows = rows(output);
            assertFalse(rows.isEmpty(), family.getKey());
            assertTrue(rows.stream().allMatch(row -> row.get("right").isEmpty()
                    && row.get("state").equals("not measured on the right")), family.getKey() + ": " + rows);
            assertTrue(rows.stream().anyMatch(row -> !row.get("left").isEmpty()), "the left side's figures");
        }
    }

    private static List<CSVRecord> rows(Path output) throws IOException {
        try (CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                .parse(Files.newBufferedReader(output))) {
            return parser.getRecords();
        }
    }

    private CommandRun compare(String... args) {
        return CommandRun.of(Commands::compare, env, args);
    }

    private void remeasure() {
        sandbox.remeasure(sandbox.demoClient().organizationId(), KITCHEN);
    }

    private static JsonNode manifest(Path output) {
        try {
            return JSON.readTree(output.resolveSibling(output.getFileName() + ".manifest.json").toFile());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
