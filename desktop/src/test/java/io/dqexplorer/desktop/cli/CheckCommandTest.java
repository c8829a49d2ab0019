package io.dqexplorer.desktop.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.desktop.app.SdkClientFactory;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.testing.SandboxClients;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.bars.BarOutcomes;
import io.dqexplorer.workspace.bars.Outcome;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.history.HistoryFolder;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.query.Summary;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.Snapshot;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.LogManager;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code dq-explorer check} against the sandbox over HTTP: each condition and outcome, the files, the exits; and
 * {@code dq-explorer report --bars}, whose "Your bars" says what the check says of the dataset.
 */
@ExtendWith(SandboxExtension.class)
class CheckCommandTest {

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
    }

    @AfterEach
    void stop() throws IOException {
        LogManager.getLogManager().readConfiguration();
    }

    @Test
    void everyConditionMeetsOnlyItsSideOfTheServicesValue() throws Exception {
        VideoCharacteristics video = video(KITCHEN);
        double blurry = video.defect(Defect.BLURRY).orElseThrow().percent();
        String v = Double.toString(blurry);
        Path bars = bars(bar("above just below", KITCHEN, "video.blurry.percent", "fail: \"> " + (blurry - 0.01) + "\""),
                bar("above just above", KITCHEN, "video.blurry.percent", "fail: \"> " + (blurry + 0.01) + "\""),
                bar("at least exactly", KITCHEN, "video.blurry.percent", "fail: \">= " + v + "\""),
                bar("below exactly", KITCHEN, "video.blurry.percent", "fail: \"< " + v + "\""),
                bar("at most exactly", KITCHEN, "video.blurry.percent", "fail: \"<= " + v + "\""),
                bar("between around", KITCHEN, "video.blurry.percent",
                        "fail: \"between " + (blurry - 1) + " and " + (blurry + 1) + "\""),
                bar("outside around", KITCHEN, "video.blurry.percent",
                        "fail: \"outside " + (blurry - 1) + " and " + (blurry + 1) + "\""),
                bar("warned only", KITCHEN, "video.blurry.percent",
                        "warn: \"> " + (blurry - 1) + "\"\n    fail: \"> " + (blurry + 1) + "\""));

        Path json = folder.resolve("bars.json");
        CommandRun run = check("--bars", bars.toString(), "--json", json.toString());

        assertEquals(CheckCommand.BREACHED, run.exit(), run.out() + run.err());
        Map<String, JsonNode> results = byName(json);
        assertEquals(Map.of("above just below", "breached", "above just above", "holds", "at least exactly", "breached",
                "below exactly", "holds", "at most exactly", "breached", "between around", "breached",
                "outside around", "holds", "warned only", "warns"), outcomes(results));
        JsonNode warned = results.get("warned only");
        assertEquals(blurry, warned.get("value").asDouble(), 0.0, "unrounded, as the service gave it");
        assertEquals(video.videoCharacteristics(), warned.get("token").asText());
        assertEquals("percent", warned.get("unit").asText());
        assertEquals("> " + stripped(blurry - 1), warned.get("warn").asText());
        assertTrue(warned.get("against").isNull());
        JsonNode root = JSON.readTree(json.toFile());
        assertEquals("breached", root.get("overall").asText());
        assertEquals(CheckCommand.BREACHED, root.get("exit_status").asInt());
        assertEquals(sandbox.demoClient().organizationId(), root.get("organization").asText());
        assertEquals(4, root.get("counts").get("breached").asInt());
        String line = run.out().lines().filter(text -> text.contains("[" + KITCHEN + "]") && text.contains("warned only"))
                .findFirst().orElseThrow();
        assertTrue(line.startsWith("warns "), line);
        assertTrue(line.contains("video.blurry.percent " + String.format(java.util.Locale.US, "%.2f %%", blurry)
                + " at " + video.videoCharacteristics() + "; your bar: warns > "), line);
        assertTrue(run.out().contains("8 checks on 1 dataset: 3 hold, 1 warn, 4 breached, 0 not measured, 0 could not be checked"),
                run.out());
    }

    @Test
    void aFigureTheServiceHasNotMeasuredIsNotMeasuredNeverHolds() throws Exception {
        Path bars = bars(bar("blurry", FIELD, "video.blurry.percent", "fail: \"> 100\""),
                bar("coverage", FIELD, "video.coverage_percent", "fail: \"< 0\""),
                bar("duplicates", FIELD, "duplicates.redundant_percent", "fail: \"> 100\""),
                bar("hands here", ASSEMBLY, "hands.hands_visible_share", "fail: \"< 0\""),
                bar("hands everywhere", "\"*\"", "hands.hands_visible_share", "fail: \"< 0\""));
        Path json = folder.resolve("bars.json");

        CommandRun run = check("--bars", bars.toString(), "--json", json.toString());

        assertEquals(CheckCommand.NOT_MEASURED, run.exit(), run.out() + run.err());
        List<JsonNode> results = results(json);
        JsonNode blurry = find(results, "blurry", FIELD);
        assertEquals("not measured", blurry.get("outcome").asText());
        assertTrue(blurry.get("value").isNull());
        assertEquals("not assessed yet", blurry.get("reason").asText());
        assertEquals(video(FIELD).videoCharacteristics(), blurry.get("token").asText());
        assertEquals("the planned result count cannot be determined reliably",
                find(results, "coverage", FIELD).get("reason").asText());
        assertEquals("not compared yet", find(results, "duplicates", FIELD).get("reason").asText());
        JsonNode hands = find(results, "hands here", ASSEMBLY);
        assertEquals("not measured", hands.get("outcome").asText());
        assertEquals("the service has not measured hands for this dataset yet", hands.get("reason").asText());
        // "*" is every dataset that has the figure: assembly-line has no hand activity
        List<String> everywhere = results.stream().filter(result -> result.get("name").asText().equals("hands everywhere"))
                .map(result -> result.get("dataset").asText()).toList();
        assertFalse(everywhere.contains(ASSEMBLY), everywhere.toString());
        assertTrue(everywhere.contains(KITCHEN) && everywhere.contains(FIELD), everywhere.toString());
        assertTrue(run.out().lines().anyMatch(line -> line.startsWith("not measured ") && line.contains("blurry [" + FIELD
                + "] video.blurry.percent at ") && line.contains(": not assessed yet; your bar: breached > 100")), run.out());
    }

    @Test
    void clipsBarsEqualTheSubsetSummaryOfTheSnapshot() throws Exception {
        String filter = "objects has \"knife\"";
        String filtered = "\n    filter: '" + filter + "'";
        Path bars = bars(bar("count", KITCHEN, "clips.count", "fail: \"< 0\"" + filtered),
                bar("hours", KITCHEN, "clips.analyzed_hours", "fail: \"< 0\"" + filtered),
                bar("usable", KITCHEN, "clips.usable_share", "fail: \"< 0\"" + filtered),
                bar("distorted", KITCHEN, "clips.distorted_share", "fail: \"< 0\"" + filtered),
                bar("hands", KITCHEN, "clips.hands_visible_share", "fail: \"< 0\"" + filtered),
                bar("all clips", KITCHEN, "clips.count", "fail: \"< 0\""));
        Path json = folder.resolve("bars.json");

        CommandRun run = check("--bars", bars.toString(), "--json", json.toString());

        assertEquals(CheckCommand.HOLD, run.exit(), run.out() + run.err());
        Map<String, JsonNode> results = byName(json);
        CacheFolder cache = CacheFolder.at(folder.resolve("cache"));
        WorkspaceDatabase database = new WorkspaceDatabase(new WorkspaceDatabase.Limits("256MB", 1), cache.temporary());
        try (Snapshot snapshot = new SnapshotStore(cache, database)
                .open(new SnapshotKey(sandbox.demoClient().organizationId(), KITCHEN)).orElseThrow()) {
            ClipQueries queries = new ClipQueries(snapshot.connection());
            // the filter's word is the published term itself, so it selects exactly the clips carrying it
            Summary subset = queries.summary(Filter.parse(filter).sql(TermResolver.exact()));
            Summary whole = queries.summary(Filter.ALL.sql(TermResolver.exact()));
            assertTrue(subset.clips() > 0 && subset.clips() < whole.clips(), "a real subset");
            assertEquals(subset.clips(), results.get("count").get("value").asDouble(), 0.0);
            assertEquals(subset.analyzedHours(), results.get("hours").get("value").asDouble(), 0.0);
            assertEquals(subset.frames().orElseThrow().usableShare().getAsDouble(),
                    results.get("usable").get("value").asDouble(), 0.0);
            assertEquals(subset.frames().orElseThrow().distortedShare().getAsDouble(),
                    results.get("distorted").get("value").asDouble(), 0.0);
            assertEquals(subset.hands().orElseThrow().handsVisibleShare().getAsDouble(),
                    results.get("hands").get("value").asDouble(), 0.0);
            assertEquals(whole.clips(), results.get("all clips").get("value").asDouble(), 0.0);
            assertEquals(snapshot.metadata().vocabulary(), results.get("usable").get("token").asText());
            assertEquals(filter, results.get("usable").get("filter").asText());
            assertEquals("fraction", results.get("usable").get("unit").asText());
        }
    }

    @Test
    void againstPreviousComparesWithTheMeasurementKeptBeforeTheReMeasure() throws Exception {
        Path history = folder.resolve("ci-history");
        Path bars = bars(bar("blurry change", KITCHEN, "video.blurry.percent",
                        "against: previous\n    fail: \"> 1000\""),
                bar("blurry trend", KITCHEN, "video.blurry.percent", "against: mean of last 2\n    fail: \"> 1000\""));
        Path json = folder.resolve("bars.json");
        String[] args = {"--bars", bars.toString(), "--json", json.toString(), "--force", "--history", history.toString()};

        CommandRun first = check(args);
        VideoCharacteristics before = video(KITCHEN);
        assertEquals(CheckCommand.NOT_MEASURED, first.exit(), first.out() + first.err());
        assertTrue(byName(json).get("blurry change").get("reason").asText().startsWith("no measurement earlier than "));

        sandbox.remeasure(sandbox.demoClient().organizationId(), KITCHEN);
        CommandRun second = check(args);
        VideoCharacteristics after = video(KITCHEN);
        assertNotEquals(before.videoCharacteristics(), after.videoCharacteristics(), "the re-measure made a new token");

        assertEquals(CheckCommand.HOLD, second.exit(), second.out() + second.err());
        JsonNode change = byName(json).get("blurry change");
        double was = before.defect(Defect.BLURRY).orElseThrow().percent();
        double now = after.defect(Defect.BLURRY).orElseThrow().percent();
        assertEquals(after.videoCharacteristics(), change.get("token").asText());
        assertEquals(List.of(before.videoCharacteristics()), texts(change.get("compared_tokens")));
        assertEquals(now, change.get("value").asDouble(), 0.0);
        assertEquals(was, change.get("compared_value").asDouble(), 0.0);
        assertEquals(now - was, change.get("change").asDouble(), 1e-12);
        assertEquals("percentage points", change.get("change_unit").asText());
        assertEquals("holds", change.get("outcome").asText());
        String line = second.out().lines().filter(text -> text.contains("blurry change")).findFirst().orElseThrow();
        assertTrue(line.contains(" at " + after.videoCharacteristics() + ", against previous ")
                && line.contains(" at " + before.videoCharacteristics() + ": change "), line);
        assertTrue(line.endsWith("(was not measured at " + before.videoCharacteristics() + ")"), line);

        sandbox.remeasure(sandbox.demoClient().organizationId(), KITCHEN);
        assertEquals(CheckCommand.HOLD, check(args).exit());
        JsonNode trend = byName(json).get("blurry trend");
        assertEquals(List.of(before.videoCharacteristics(), after.videoCharacteristics()),
                texts(trend.get("compared_tokens")));
        assertEquals((was + now) / 2, trend.get("compared_value").asDouble(), 1e-12);

        // the answers and the outcomes went to --history, not to the environment's history
        assertTrue(Files.isRegularFile(history.resolve("history.duckdb")));
        assertFalse(Files.exists(Path.of(env.get(HistoryFolder.VARIABLE)).resolve("history.duckdb")));
        HistoryKey whose = new HistoryKey(sandbox.serviceUrl().toString(), sandbox.demoClient().organizationId());
        List<BarOutcomes.Kept> kept = new BarOutcomes(MeasurementHistory.of(HistoryFolder.at(history)))
                .list(whose, "blurry change", KITCHEN);
        assertEquals(List.of(Outcome.NOT_MEASURED, Outcome.HOLDS, Outcome.HOLDS),
                kept.stream().map(BarOutcomes.Kept::outcome).toList(), "a row when the outcome or the token changed");
    }

    @Test
    void theExitStatusSaysTheWorstOutcome() throws Exception {
        assertEquals(CheckCommand.HOLD, check("--bars", bars(bar("a", KITCHEN, "video.frozen.percent",
                "fail: \"> 100\"")).toString()).exit());
        assertEquals(CheckCommand.WARNINGS, check("--bars", bars(bar("a", KITCHEN, "video.frozen.percent",
                "warn: \">= 0\"\n    fail: \"> 100\"")).toString()).exit());
        CommandRun unknown = check("--bars", bars(bar("a", "no-such-dataset", "video.frozen.percent",
                "fail: \"> 100\""), bar("b", KITCHEN, "video.frozen.percent", "warn: \">= 0\"")).toString());
        assertEquals(CheckCommand.NOT_CHECKED, unknown.exit(), unknown.out());
        assertTrue(unknown.out().contains("could not be checked  a [no-such-dataset] video.frozen.percent: no dataset"
                + " no-such-dataset in the datasets this credential may see"), unknown.out());
        CommandRun nothing = check("--bars", bars(bar("a", KITCHEN, "video.frozen.percent", "fail: \"> 100\"")).toString(),
                "--dataset", SandboxDatasets.WAREHOUSE_PICKING);
        assertEquals(CheckCommand.NOT_MEASURED, nothing.exit(), "nothing checked is never a pass");
        assertTrue(nothing.err().contains("no bar of ") && nothing.err().contains(" applies to warehouse-picking"),
                nothing.err());
        // the datasets asked for, repeated or separated by commas: the bars of each and only theirs
        Path three = bars(bar("k", KITCHEN, "video.frozen.percent", "fail: \"> 100\""),
                bar("w", SandboxDatasets.WAREHOUSE_PICKING, "video.frozen.percent", "fail: \"> 100\""),
                bar("f", SandboxDatasets.FIELD_ROBOTICS, "video.frozen.percent", "fail: \"> 100\""));
        CommandRun repeated = check("--bars", three.toString(), "--dataset", KITCHEN, "--dataset",
                SandboxDatasets.WAREHOUSE_PICKING);
        CommandRun listed = check("--bars", three.toString(), "--dataset", KITCHEN + "," + SandboxDatasets.WAREHOUSE_PICKING);
        for (CommandRun run : List.of(repeated, listed)) {
            assertEquals(CheckCommand.HOLD, run.exit(), run.out() + run.err());
            assertTrue(run.out().contains("k [" + KITCHEN + "]") && run.out().contains("w [warehouse-picking]")
                    && !run.out().contains("f [field-robotics]"), run.out());
        }
        // a breach speaks over a figure that could not be checked
        assertEquals(CheckCommand.BREACHED, check("--bars", bars(bar("a", "no-such-dataset", "video.frozen.percent",
                "fail: \"> 100\""), bar("b", KITCHEN, "video.frozen.percent", "fail: \">= 0\"")).toString()).exit());

        sandbox.faults().inject("/api/quality/hand-activity", Fault.internalError());
        CommandRun failing = check("--bars", bars(bar("hands", KITCHEN, "hands.hands_visible_share",
                "fail: \"< 0\"")).toString());
        assertEquals(CheckCommand.NOT_CHECKED, failing.exit(), failing.out() + failing.err());
        assertTrue(failing.out().contains("hands [" + KITCHEN + "] hands.hands_visible_share: the service failed [HTTP 500, ")
                && failing.out().contains("(request id "), failing.out());
    }

    @Test
    void aBarsFileOrCommandLineThatCannotBeUsedIsExitTwoWithItsPlace() throws Exception {
        Path bars = folder.resolve("wrong.yaml");
        Files.writeString(bars, "bars:\n  - name: a\n    dataset: x\n    figure: video.blury.percent\n    fail: '> 1'\n");

        CommandRun wrong = check("--bars", bars.toString());

        assertEquals(CommandLines.USAGE, wrong.exit());
        assertEquals("dq-explorer check: " + bars + ":4:13: unknown figure 'video.blury.percent'; did you mean"
                + " 'video.blurry.percent'? (dq-explorer check --list-figures lists them)", wrong.err().strip());
        assertEquals(CommandLines.USAGE, check().exit());
        assertTrue(check().err().contains("missing --bars FILE"));
        assertEquals(CommandLines.USAGE, check("--bars", folder.resolve("none.yaml").toString()).exit());
        Path taken = Files.writeString(folder.resolve("taken.json"), "kept");
        CommandRun refused = check("--bars", bars(bar("a", KITCHEN, "video.frozen.percent", "fail: \"> 100\"")).toString(),
                "--json", taken.toString());
        assertEquals(CommandLines.USAGE, refused.exit());
        assertEquals("kept", Files.readString(taken));
    }

    @Test
    void anOutputIsWrittenOnlyAsARegularFile() throws Exception {
        Path target = Files.writeString(folder.resolve("target.json"), "kept");
        Path link = Files.createSymbolicLink(folder.resolve("link.json"), target);

        CommandRun run = check("--bars", bars(bar("a", KITCHEN, "video.frozen.percent", "fail: \"> 100\"")).toString(),
                "--json", link.toString(), "--force");

        assertEquals(CommandLines.FAILED, run.exit(), run.out() + run.err());
        assertTrue(run.err().contains("Not a regular file, so not replaced: " + link), run.err());
        assertEquals("kept", Files.readString(target));
        assertTrue(Files.isSymbolicLink(link));
    }

    @Test
    void theJunitFileHasOneCasePerBarAndDatasetWithItsOutcomesElement() throws Exception {
        Path bars = bars(bar("breached", KITCHEN, "video.frozen.percent", "fail: \">= 0\""),
                bar("warns", KITCHEN, "video.frozen.percent", "warn: \">= 0\""),
                bar("holds", KITCHEN, "video.frozen.percent", "fail: \"< 0\""),
                bar("not measured", FIELD, "video.blurry.percent", "fail: \"> 100\""),
                bar("unchecked", "no-such-dataset", "video.blurry.percent", "fail: \"> 100\""));
        Path junit = folder.resolve("bars.xml");

        CommandRun run = check("--bars", bars.toString(), "--junit", junit.toString());

        assertEquals(CheckCommand.BREACHED, run.exit(), run.out() + run.err());
        Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(junit.toFile());
        Element suites = xml.getDocumentElement();
        assertEquals("testsuites", suites.getTagName());
        Element suite = (Element) suites.getElementsByTagName("testsuite").item(0);
        assertEquals(bars.toString(), suite.getAttribute("name"));
        assertEquals(List.of("5", "1", "1", "1"), List.of(suite.getAttribute("tests"), suite.getAttribute("failures"),
                suite.getAttribute("errors"), suite.getAttribute("skipped")));
        Map<String, Element> cases = new HashMap<>();
        NodeList found = suite.getElementsByTagName("testcase");
        for (int i = 0; i < found.getLength(); i++) {
            Element testCase = (Element) found.item(i);
            cases.put(testCase.getAttribute("name"), testCase);
        }
        assertEquals(5, cases.size());
        assertEquals(List.of("failure", "system-out"), children(cases.get("breached [" + KITCHEN + "]")));
        assertEquals(List.of("system-out"), children(cases.get("warns [" + KITCHEN + "]")));
        assertEquals(List.of("system-out"), children(cases.get("holds [" + KITCHEN + "]")));
        assertEquals(List.of("skipped", "system-out"), children(cases.get("not measured [" + FIELD + "]")));
        assertEquals(List.of("error", "system-out"), children(cases.get("unchecked [no-such-dataset]")));
        Element failure = (Element) cases.get("breached [" + KITCHEN + "]").getElementsByTagName("failure").item(0);
        assertEquals("breached", failure.getAttribute("type"));
        assertTrue(failure.getAttribute("message").startsWith("your bar breached: video.frozen.percent "),
                failure.getAttribute("message"));
        assertEquals("bars." + KITCHEN, cases.get("breached [" + KITCHEN + "]").getAttribute("classname"));
        Element skipped = (Element) cases.get("not measured [" + FIELD + "]").getElementsByTagName("skipped").item(0);
        assertTrue(skipped.getAttribute("message").endsWith(": not assessed yet; your bar: breached > 100"),
                skipped.getAttribute("message"));
        String warned = cases.get("warns [" + KITCHEN + "]").getElementsByTagName("system-out").item(0).getTextContent();
        assertTrue(warned.startsWith("outcome: warns\nfigure: video.frozen.percent\nunit: percent\nvalue: "), warned);
    }

    @Test
    void theFiguresAreListedWithTheirUnits() {
        CommandRun run = check("--list-figures");

        assertEquals(0, run.exit());
        for (Defect defect : Defect.values()) {
            assertTrue(run.out().contains("video." + defect.wireName() + ".percent"), defect.wireName());
            assertTrue(run.out().contains("video." + defect.wireName() + ".assessed_hours"), defect.wireName());
        }
        for (String figure : List.of("video.coverage_percent", "video.unreadable.percent", "hands.active_manipulation_share",
                "vocabulary.objects.distinct_terms", "duplicates.redundant_percent", "duplicates.redundant_clip_count",
                "clips.count", "clips.usable_share", "clips.distorted_share")) {
            assertTrue(run.out().contains(figure), figure);
        }
        assertTrue(run.out().lines().anyMatch(line -> line.matches("clips\\.usable_share\\s+fraction\\s+.*")), run.out());
    }

    @Test
    void theExampleBarsFileChecksOnTheDemoServiceWithItsDocumentedExit() {
        CommandRun run = check("--bars", Path.of("..", "docs", "examples", "bars.yaml").toString());

        // field-robotics has no coverage, no duplicates compared; no history yet for "previous"
        assertEquals(CheckCommand.NOT_MEASURED, run.exit(), run.out() + run.err());
        assertFalse(run.out().contains("could not be checked  "), run.out());
    }

    @Test
    void theReportListsTheDatasetsBarsWithTheOutcomesTheCheckGives() throws Exception {
        Path bars = Files.writeString(folder.resolve("team-bars.yaml"), """
                bars:
                  - name: Blurry <b>footage</b>
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    warn: "> 5"
                    fail: "> 6"
                  - name: Frozen everywhere
                    dataset: "*"
                    figure: video.frozen.percent
                    fail: ">= 0"
                  - name: Another dataset's bar
                    dataset: warehouse-picking
                    figure: video.frozen.percent
                    fail: "> 10"
                  - name: Knife clips
                    dataset: kitchen-egocentric
                    filter: 'objects has "knife"'
                    figure: clips.usable_share
                    fail: "< 0.9"
                """);
        Path json = folder.resolve("bars.json");
        assertEquals(CheckCommand.BREACHED, check("--bars", bars.toString(), "--dataset", KITCHEN, "--json",
                json.toString()).exit());
        Path output = folder.resolve("kitchen.html");

        CommandRun run = CommandRun.of((args, clients, environment, out, err) -> Commands.report(args, clients,
                environment, out, err, Clock.systemUTC()), env, "--dataset", KITCHEN, "--bars", bars.toString(),
                "--output", output.toString());

        assertEquals(0, run.exit(), run.err());
        assertEquals("3 checks on 1 dataset: 1 hold, 1 warn, 1 breached, 0 not measured, 0 could not be checked",
                run.field("bars"));
        org.jsoup.nodes.Document page = Jsoup.parse(Files.readString(output, StandardCharsets.UTF_8));
        org.jsoup.nodes.Element section = page.getElementById("bars");
        assertEquals("Your bars", section.selectFirst("h2").text());
        assertEquals("team-bars.yaml", section.selectFirst("[data-figure=bars.file]").text());
        List<String> shown = new ArrayList<>();
        List<String> checked = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            shown.add(section.selectFirst("[data-figure=bars." + i + ".name]").text() + " "
                    + section.selectFirst("[data-figure=bars." + i + ".outcome]").text());
        }
        for (JsonNode result : new ObjectMapper().readTree(json.toFile()).get("results")) {
            checked.add(result.get("name").asText() + " " + result.get("outcome").asText());
        }
        assertEquals(checked, shown);
        assertEquals("Blurry <b>footage</b> warns", shown.get(0), "the bar's name is text, never markup");
        assertNull(section.selectFirst("b"));
        assertEquals("warns > 5, breached > 6", section.selectFirst("[data-figure=bars.0.bar]").text());
        assertTrue(section.selectFirst("[data-figure=bars.2.figure]").text()
                .startsWith("clips.usable_share of the clips where objects has \"knife\" 0."), section.text());
        assertTrue(page.text().contains("the service applies no bar of its own"));
    }

    @Test
    void aBarsFileThatDoesNotReadStopsTheReportWithItsPlace() throws Exception {
        Path bars = Files.writeString(folder.resolve("bars.yaml"),
                "bars:\n  - name: a\n    dataset: x\n    figure: video.blurry.percent\n    fail: 'over 6'\n");
        Path output = folder.resolve("kitchen.html");

        CommandRun run = CommandRun.of((args, clients, environment, out, err) -> Commands.report(args, clients,
                environment, out, err, Clock.systemUTC()), env, "--dataset", KITCHEN, "--bars", bars.toString(),
                "--output", output.toString());

        assertEquals(CommandLines.USAGE, run.exit());
        assertTrue(run.err().startsWith("dq-explorer report: " + bars + ":5:11: 'over 6' does not read: "), run.err());
        assertTrue(Files.notExists(output));
    }

    private static List<String> children(Element element) {
        List<String> names = new ArrayList<>();
        NodeList nodes = element.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            if (nodes.item(i).getNodeType() == Node.ELEMENT_NODE) {
                names.add(nodes.item(i).getNodeName());
            }
        }
        return names;
    }

    private VideoCharacteristics video(String dataset) {
        try (DqClient client = SandboxClients.demo(sandbox)) {
            return client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(dataset));
        }
    }

    private static String bar(String name, String dataset, String figure, String conditions) {
        return "  - name: " + name + "\n    dataset: " + dataset + "\n    figure: " + figure + "\n    " + conditions + "\n";
    }

    private Path bars(String... bars) throws IOException {
        return Files.writeString(Files.createTempFile(folder, "bars", ".yaml"), "bars:\n" + String.join("", bars));
    }

    private static List<JsonNode> results(Path json) throws IOException {
        List<JsonNode> results = new ArrayList<>();
        JSON.readTree(json.toFile()).get("results").forEach(results::add);
        return results;
    }

    private static Map<String, JsonNode> byName(Path json) throws IOException {
        Map<String, JsonNode> byName = new HashMap<>();
        results(json).forEach(result -> byName.put(result.get("name").asText(), result));
        return byName;
    }

    private static Map<String, String> outcomes(Map<String, JsonNode> results) {
        Map<String, String> outcomes = new HashMap<>();
        results.forEach((name, result) -> outcomes.put(name, result.get("outcome").asText()));
        return outcomes;
    }

    private static JsonNode find(List<JsonNode> results, String name, String dataset) {
        return results.stream().filter(result -> result.get("name").asText().equals(name)
                && result.get("dataset").asText().equals(dataset)).findFirst().orElseThrow();
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.asText()));
        return texts;
    }

    private static String stripped(double value) {
        return new java.math.BigDecimal(Double.toString(value)).stripTrailingZeros().toPlainString();
    }

    private CommandRun check(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Commands.check(args, SdkClientFactory::keepingAnswers, env,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                Clock.systemUTC());
        return new CommandRun(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
