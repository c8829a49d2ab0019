package io.dqexplorer.desktop.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.desktop.app.SdkClientFactory;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sandbox.SandboxDatasets;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.LogManager;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code dq-explorer report --bars}: the report's "Your bars" section says what {@code check} says of the dataset. */
class ReportBarsTest {

    private static final String KITCHEN = SandboxDatasets.KITCHEN_EGOCENTRIC;

    @TempDir
    Path folder;
    private Sandbox sandbox;
    private Map<String, String> env;

    @BeforeEach
    void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults());
        env = CommandRun.environment(sandbox, folder.resolve("cache"));
    }

    @AfterEach
    void stop() throws IOException {
        sandbox.close();
        LogManager.getLogManager().readConfiguration();
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
        assertEquals(CheckCommand.BREACHED, CheckCommand.run(new String[] {"--bars", bars.toString(), "--dataset", KITCHEN,
                        "--json", json.toString()}, SdkClientFactory::keepingAnswers, env, quiet(), quiet(),
                Clock.systemUTC()));
        Path output = folder.resolve("kitchen.html");

        CommandRun run = CommandRun.of((args, clients, environment, out, err) -> ReportCommand.run(args, clients,
                environment, out, err, Clock.systemUTC()), env, "--dataset", KITCHEN, "--bars", bars.toString(),
                "--output", output.toString());

        assertEquals(0, run.exit(), run.err());
        assertEquals("3 checks on 1 dataset: 1 hold, 1 warn, 1 breached, 0 not measured, 0 could not be checked",
                run.field("bars"));
        Document page = Jsoup.parse(Files.readString(output, StandardCharsets.UTF_8));
        Element section = page.getElementById("bars");
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

        CommandRun run = CommandRun.of((args, clients, environment, out, err) -> ReportCommand.run(args, clients,
                environment, out, err, Clock.systemUTC()), env, "--dataset", KITCHEN, "--bars", bars.toString(),
                "--output", output.toString());

        assertEquals(ExportCommand.USAGE, run.exit());
        assertTrue(run.err().startsWith("dq-explorer report: " + bars + ":5:11: 'over 6' does not read: "), run.err());
        assertTrue(Files.notExists(output));
    }

    private static PrintStream quiet() {
        return new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    }
}
