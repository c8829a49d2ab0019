package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.desktop.report.ReportViewModel;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.testing.SandboxClients;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermResolver;
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
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.logging.LogManager;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code dq-explorer report} against the sandbox: the file, the same bytes as the app's, the subset, the exits. */
@ExtendWith(SandboxExtension.class)
class ReportCommandTest {

    private static final String KITCHEN = SandboxDatasets.KITCHEN_EGOCENTRIC;
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-23T09:30:00Z"), ZoneOffset.UTC);

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
    void theCommandWritesTheSameBytesAsTheApp() throws Exception {
        Path output = folder.resolve("kitchen.html");

        CommandRun run = report("--dataset", KITCHEN, "--output", output.toString());

        assertEquals(0, run.exit(), run.err());
        assertEquals(output.toAbsolutePath().toString(), run.field("wrote"));
        assertTrue(run.field("video_characteristics").endsWith("(latest)"), run.out());
        Path fromApp = folder.resolve("app.html");
        try (DqClient client = SandboxClients.demo(sandbox)) {
            HistoryKey key = new HistoryKey(sandbox.serviceUrl().toString(), sandbox.demoClient().organizationId());
            SessionHistory history = new SessionHistory(new MeasurementHistory(folder.resolve("app-history.duckdb"),
                    Clock.systemUTC()), key);
            ReportViewModel app = new ReportViewModel(ReportViewModel.reader(client, history, CLOCK),
                    dataset -> Optional.empty(), Optional::empty, Optional::empty, new CurrentThreadRunner(),
                    new Settings(new InMemoryPreferences()),
                    opened -> { });
            assertTrue(app.write(KITCHEN, fromApp));
            assertEquals("Report of " + KITCHEN + " written to " + fromApp.toAbsolutePath(), app.run().messageProperty().get());
        }
        assertArrayEquals(Files.readAllBytes(output), Files.readAllBytes(fromApp));
        Document page = Jsoup.parse(Files.readString(output, StandardCharsets.UTF_8));
        assertEquals(KITCHEN, page.selectFirst("h1").text());
    }

    @Test
    void withAFilterTheSnapshotsSubsetStandsBesideTheWhole() throws Exception {
        Path output = folder.resolve("knives.html");
        String filter = "objects has \"knife\"";

        CommandRun run = report("--dataset", KITCHEN, "--filter", filter, "--output", output.toString());

        assertEquals(0, run.exit(), run.err());
        Document page = Jsoup.parse(Files.readString(output, StandardCharsets.UTF_8));
        assertEquals(filter, figure(page, "filter"));
        CacheFolder cache = CacheFolder.at(folder.resolve("cache"));
        WorkspaceDatabase database = new WorkspaceDatabase(new WorkspaceDatabase.Limits("256MB", 1), cache.temporary());
        try (Snapshot snapshot = new SnapshotStore(cache, database)
                .open(new SnapshotKey(sandbox.demoClient().organizationId(), KITCHEN)).orElseThrow()) {
            // the filter's word is the published term itself, so it selects exactly the clips carrying it
            SqlCondition condition = Filter.parse(filter).sql(TermResolver.exact());
            Summary subset = new ClipQueries(snapshot.connection()).summary(condition);
            Summary whole = new ClipQueries(snapshot.connection()).summary(SqlCondition.ALL);
            assertTrue(subset.clips() > 0 && subset.clips() < whole.clips(), "a real subset");
            assertEquals(String.format(Locale.US, "%,d", subset.clips()), figure(page, "subset.clips.subset"));
            assertEquals(String.format(Locale.US, "%,d", whole.clips()), figure(page, "subset.clips.whole"));
            assertEquals(String.format(Locale.US, "%.2f h", subset.analyzedHours()), figure(page, "subset.analyzed-hours.subset"));
            assertEquals(snapshot.metadata().vocabulary(), figure(page, "subset.token"));
        }
    }

    @Test
    void aCompareReportNamesBothSides() throws Exception {
        Path output = folder.resolve("compare.html");

        CommandRun run = report("--dataset", KITCHEN, "--compare-with", SandboxDatasets.WAREHOUSE_PICKING,
                "--output", output.toString());

        assertEquals(0, run.exit(), run.err());
        Document page = Jsoup.parse(Files.readString(output, StandardCharsets.UTF_8));
        for (String family : List.of("video", "hands", "vocabulary", "duplicates")) {
            Element article = page.getElementById("compare-" + family);
            assertEquals(SandboxDatasets.WAREHOUSE_PICKING, article.select("table.sides tbody tr").get(1).selectFirst("td").text());
            assertFalse(article.select("table.differences tbody tr").isEmpty(), family);
        }
    }

    @Test
    void familyComparesThatFamilyAloneAndClipsWithoutAnEarlierSnapshotSaysHowElse() throws Exception {
        Path output = folder.resolve("hands.html");
        CommandRun hands = report("--dataset", KITCHEN, "--compare-with", SandboxDatasets.WAREHOUSE_PICKING,
                "--family", "hands", "--output", output.toString());
        assertEquals(0, hands.exit(), hands.err());
        Document page = Jsoup.parse(Files.readString(output, StandardCharsets.UTF_8));
        assertEquals(List.of("compare-hands"), page.select("article.comparison").eachAttr("id"));
        assertEquals(SandboxDatasets.WAREHOUSE_PICKING, figure(page, "right.hands.dataset"));

        Path clips = folder.resolve("clips.html");
        CommandRun none = report("--dataset", KITCHEN, "--family", "clips", "--output", clips.toString());
        assertEquals(1, none.exit(), none.err());
        assertTrue(none.err().strip().endsWith("or compare with --compare-with DATASET"), none.err());
        assertFalse(Files.exists(clips));
    }

    @Test
    void aCommandLineThatCannotRunSaysWhyAndWritesNothing() throws Exception {
        Path output = folder.resolve("r.html");
        CommandRun missing = report("--dataset", KITCHEN);
        assertEquals(2, missing.exit());
        assertEquals("dq-explorer report: missing --output (see dq-explorer report --help)", missing.err().strip());

        CommandRun badFilter = report("--dataset", KITCHEN, "--filter", "objects has", "--output", output.toString());
        assertEquals(2, badFilter.exit());
        assertTrue(badFilter.err().startsWith("dq-explorer report: --filter does not read: "), badFilter.err());

        CommandRun badSide = report("--dataset", KITCHEN, "--compare-with", "warehouse-picking:", "--output",
                output.toString());
        assertEquals(2, badSide.exit());
        assertTrue(badSide.err().contains("DATASET:TOKEN"), badSide.err());

        CommandRun clipsToken = report("--dataset", KITCHEN, "--family", "clips", "--compare-with",
                "warehouse-picking:vo-1", "--output", output.toString());
        assertEquals(2, clipsToken.exit());
        assertTrue(clipsToken.err().contains("does not apply to --family clips"), clipsToken.err());
        CommandRun familyAlone = report("--dataset", KITCHEN, "--family", "video", "--output", output.toString());
        assertEquals(2, familyAlone.exit());
        assertTrue(familyAlone.err().contains("--family video needs --compare-with"), familyAlone.err());

        Files.writeString(output, "mine");
        CommandRun exists = report("--dataset", KITCHEN, "--output", output.toString());
        assertEquals(2, exists.exit());
        assertTrue(exists.err().contains("already exists; add --force"), exists.err());
        assertEquals("mine", Files.readString(output));

        CommandRun unknown = report("--dataset", "no-such-set", "--output", folder.resolve("u.html").toString());
        assertEquals(1, unknown.exit());
        assertEquals("dq-explorer report: no dataset no-such-set in the datasets this credential may see",
                unknown.err().strip());
        assertFalse(Files.exists(folder.resolve("u.html")));
    }

    @Test
    void helpNamesEveryOption() {
        CommandRun help = report("--help");
        assertEquals(0, help.exit());
        for (String option : List.of("--dataset", "--token", "--filter", "--compare-with", "--family", "--output", "--force")) {
            assertTrue(help.out().contains(option), option);
        }
    }

    private CommandRun report(String... args) {
        return CommandRun.of((a, clients, e, out, err) -> Commands.report(a, clients, e, out, err, CLOCK), env, args);
    }

    private static String figure(Document page, String key) {
        Element found = page.selectFirst("[data-figure=" + key + "]");
        assertTrue(found != null, key);
        return found.text();
    }
}
