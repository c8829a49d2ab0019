package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.desktop.app.SdkClientFactory;
import io.dqexplorer.desktop.testing.CsvRows;
import io.dqexplorer.desktop.testing.LauncherProcess;
import io.dqexplorer.sandbox.Fault;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.testing.SandboxClients;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.logging.LogManager;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExportCommandTest {

    private static final String KITCHEN = "kitchen-egocentric";
    private static final String CLIPS = "/api/quality/clips";

    private static Sandbox sandbox;

    @TempDir
    Path folder;

    @BeforeAll
    static void start() {
        sandbox = AppHarness.sharedSandbox();
    }

    @AfterEach
    void clear() {
        sandbox.faults().clear();
    }

    /** Each run sets the command line's logging; the tests after these keep the JVM's default. */
    @AfterAll
    static void restoreLogging() throws IOException {
        LogManager.getLogManager().readConfiguration();
    }

    @Test
    void aDemoExportHoldsTheServiceRowsAndNamesFileAndManifest() throws IOException {
        Path target = folder.resolve("cut.csv");

        Run run = run(Map.of(), "--demo", "--dataset", KITCHEN, "--term", "cut", "--hand-activity",
                "--output", target.toString());

        assertEquals(0, run.exit(), run.err());
        // the demo service is a fresh sandbox: compare with another fresh one, seeded alike
        try (Sandbox fresh = Sandbox.start(SandboxConfig.defaults()); DqClient client = SandboxClients.demo(fresh)) {
            CsvRows.assertEqualsServiceRows(client, ClipQuery.of(KITCHEN).withTerm("cut"),
                    ClipColumn.defaults(false, true), target);
        }
        Path manifest = folder.resolve("cut.csv.manifest.json");
        assertTrue(Files.exists(manifest));
        assertTrue(run.out().contains(target.toAbsolutePath().toString()), run.out());
        assertTrue(run.out().contains(manifest.toAbsolutePath().toString()), run.out());
        assertTrue(run.err().matches("(?s)exported [0-9,]+ of [0-9,]+ rows.*"), run.err());
    }

    @Test
    void chosenColumnsAreWrittenInTheirOrder() throws IOException {
        Path target = folder.resolve("few.csv");
        SandboxClient demo = sandbox.demoClient();

        Run run = run(connection(demo), "--dataset", KITCHEN, "--term", "sink", "--columns", "jerky,clip,frames",
                "--output", target.toString());

        assertEquals(0, run.exit(), run.err());
        try (DqClient client = SandboxClients.demo(sandbox)) {
            CsvRows.assertEqualsServiceRows(client, ClipQuery.of(KITCHEN).withTerm("sink"),
                    List.of(ClipColumn.JERKY, ClipColumn.CLIP, ClipColumn.FRAMES), target);
        }
        assertNoSecret(run, demo);
    }

    @Test
    void helpDocumentsEveryOptionAndTheEnvironment() {
        Run run = run(Map.of(), "--help");

        assertEquals(0, run.exit());
        for (String documented : List.of("--dataset", "--output", "--term", "--vocabulary", "--frame-quality",
                "--hand-activity", "--columns", "--service-url", "--token-url", "--client-id", "--demo",
                "DQ_SERVICE_URL", "DQ_TOKEN_URL", "DQ_CLIENT_ID", "DQ_CLIENT_SECRET", "active_manipulation_seconds",
                "--force", "--allow-empty", "--verbose", "Exit status", "3    the term selects no clip")) {
            assertTrue(run.out().contains(documented), documented);
        }
        assertEquals("", run.err());
    }

    @Test
    void aMissingDatasetIsAUsageError() {
        Run run = run(Map.of(), "--demo", "--output", folder.resolve("x.csv").toString());

        assertEquals(2, run.exit());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("missing --dataset"), run.err());
    }

    @Test
    void aSecretOnTheCommandLineIsRefusedWithoutRepeatingIt() {
        Run run = run(Map.of(), "--dataset", KITCHEN, "--output", "x.csv", "--client-secret", "hunter2-secret");

        assertEquals(2, run.exit());
        assertTrue(run.err().contains("DQ_CLIENT_SECRET"), run.err());
        assertTrue(run.err().contains("process list"), run.err());
        assertFalse(run.err().contains("hunter2"), run.err());
        assertFalse(run.out().contains("hunter2"));
    }

    /** Read as the app reads its own command line: a flag given a value says so, rather than "unknown option". */
    @Test
    void aFlagGivenAValueIsAUsageErrorThatNamesIt() {
        Run run = run(Map.of(), "--demo", "--dataset", KITCHEN, "--output", folder.resolve("x.csv").toString(),
                "--force=yes");

        assertEquals(2, run.exit());
        assertEquals("dq-explorer export: --force takes no value (see dq-explorer export --help)", run.err().strip());
    }

    @Test
    void withoutTheSecretInTheEnvironmentNothingConnects() {
        SandboxClient demo = sandbox.demoClient();
        Map<String, String> noSecret = Map.of("DQ_SERVICE_URL", sandbox.serviceUrl().toString(),
                "DQ_TOKEN_URL", sandbox.tokenUrl().toString(), "DQ_CLIENT_ID", demo.clientId());

        Run run = run(noSecret, "--dataset", KITCHEN, "--output", folder.resolve("x.csv").toString());

        assertEquals(2, run.exit());
        assertTrue(run.err().contains("DQ_CLIENT_SECRET"), run.err());
    }

    @Test
    void anUnknownDatasetFailsInOneLineWithCodeAndRequestIdAndLeavesNoFile() throws IOException {
        SandboxClient demo = sandbox.demoClient();
        Path target = folder.resolve("missing.csv");

        Run run = run(connection(demo), "--dataset", "no-such-dataset", "--output", target.toString());

        assertEquals(1, run.exit());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("quality_enrichment_unavailable"), run.err());
        assertTrue(run.err().matches("(?s).*\\(request id [^)\\s]+\\).*"), run.err());
        assertEquals("", run.out());
        try (Stream<Path> files = Files.list(folder)) {
            assertEquals(List.of(), files.toList());
        }
        assertNoSecret(run, demo);
    }

    @Test
    void aWrongSecretFailsWithoutPrintingIt() {
        SandboxClient demo = sandbox.demoClient();
        Map<String, String> env = new java.util.HashMap<>(connection(demo));
        env.put("DQ_CLIENT_SECRET", "wrong-" + demo.clientSecret());

        Run run = run(env, "--dataset", KITCHEN, "--output", folder.resolve("x.csv").toString());

        assertEquals(1, run.exit());
        assertEquals(1, run.err().lines().count(), run.err());
        assertFalse(run.err().contains(env.get("DQ_CLIENT_SECRET")), run.err());
        assertNoSecret(run, demo);
    }

    @Test
    void aSettingTheClientRefusesIsAUsageErrorInOneLine() throws IOException {
        Map<String, String> env = new java.util.HashMap<>(connection(sandbox.demoClient()));
        env.put("DQ_SERVICE_URL", "http://dq.example.com/");

        Run run = run(env, "--dataset", KITCHEN, "--output", folder.resolve("x.csv").toString());

        assertEquals(2, run.exit(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("must use https"), run.err());
        assertFolderEmpty();
    }

    @Test
    void anEmptyTermIsAUsageErrorNotTheWholeDataset() throws IOException {
        for (String empty : List.of("", "  ")) {
            Run run = run(Map.of(), "--demo", "--dataset", KITCHEN, "--term", empty,
                    "--output", folder.resolve("all.csv").toString());

            assertEquals(2, run.exit(), run.err());
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().contains("--term is empty"), run.err());
        }
        assertFolderEmpty();
    }

    @Test
    void aTermInAnotherCaseStopsBeforeAnyFileAndNamesTheTermMeant() throws IOException {
        Run run = run(connection(sandbox.demoClient()), "--dataset", KITCHEN, "--term", "Cutting Board",
                "--output", folder.resolve("board.csv").toString());

        assertEquals(3, run.exit(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("no published term or spelling 'Cutting Board'"), run.err());
        assertTrue(run.err().contains("did you mean 'cutting board'?"), run.err());
        assertEquals("", run.out());
        assertFolderEmpty();
    }

    @Test
    void aTermNearNoPublishedOneSuggestsNothing() throws IOException {
        Run run = run(Map.of(), "--demo", "--dataset", KITCHEN, "--term", "zzqx",
                "--output", folder.resolve("none.csv").toString());

        assertEquals(3, run.exit(), run.err());
        assertTrue(run.err().contains("no published term or spelling 'zzqx'"), run.err());
        assertFalse(run.err().contains("did you mean"), run.err());
        assertFolderEmpty();
    }

    @Test
    void allowEmptyWritesTheHeaderOnlyFileAsBefore() throws IOException {
        Path target = folder.resolve("empty.csv");

        Run run = run(Map.of(), "--demo", "--dataset", KITCHEN, "--term", "Cutting Board", "--allow-empty",
                "--output", target.toString());

        assertEquals(0, run.exit(), run.err());
        assertEquals(List.of(String.join(",", ClipColumn.defaults(false, false).stream()
                .map(ClipColumn::header).toList())), Files.readAllLines(target));
    }

    @Test
    void anExistingFileIsKeptUnlessForceIsGiven() throws IOException {
        Path target = folder.resolve("knife.csv");
        Files.writeString(target, "the user's own file");

        Run refused = run(Map.of(), "--demo", "--dataset", KITCHEN, "--term", "knife", "--output", target.toString());

        assertEquals(2, refused.exit(), refused.err());
        assertEquals(1, refused.err().lines().count(), refused.err());
        assertTrue(refused.err().contains(target + " already exists; add --force to replace it"), refused.err());
        assertEquals("the user's own file", Files.readString(target));

        Run forced = run(Map.of(), "--demo", "--dataset", KITCHEN, "--term", "knife", "--force",
                "--output", target.toString());

        assertEquals(0, forced.exit(), forced.err());
        assertTrue(Files.readString(target).startsWith("clip,"), "the file was not replaced");
    }

    @Test
    void serviceTextWithControlCharactersReachesTheTerminalEscaped() {
        sandbox.faults().inject(CLIPS, Fault.status(503,
                "{\"code\":\"busy\\u001b[2J\",\"message\":\"gone\\u001b[2J\\u0007EXPORT OK\\r\"}"
        ));

        Run run = run(connection(sandbox.demoClient()), "--dataset", KITCHEN,
                "--output", folder.resolve("x.csv").toString());

        assertEquals(1, run.exit(), run.err());
        assertEquals(2, run.err().lines().filter(line -> line.startsWith("retrying in ")).count(), run.err());
        assertTrue(run.err().contains("after busy\\u001B[2J"), run.err());
        assertTrue(run.err().contains("gone\\u001B[2J\\u0007EXPORT OK"), run.err());
        assertNoControlCharacter(run.err());
    }

    @Test
    void verboseAddsTheClientsLogOneEscapedLineARecord() {
        sandbox.faults().inject(CLIPS, Fault.status(503,
                "{\"code\":\"busy\",\"message\":\"gone\\u001b[2J\\u0007\"}").times(1));

        Run run = run(connection(sandbox.demoClient()), "--dataset", KITCHEN, "--term", "knife", "--verbose",
                "--output", folder.resolve("x.csv").toString());

        assertEquals(0, run.exit(), run.err());
        assertEquals(1, run.err().lines().filter(line -> line.startsWith("retrying in ")).count(), run.err());
        assertTrue(run.err().lines().anyMatch(line -> line.contains(" io.dqexplorer.sdk: ")
                && line.contains("attempt 1 of 3 failed")), run.err());
        assertNoControlCharacter(run.err());
    }

    /** Depends on the SDK refusing such a token itself (issue 8, SDK side). */
    @Test
    void aTokenThatCannotBeSentIsAProtocolFailureInOneLine() throws IOException {
        sandbox.faults().inject(sandbox.tokenUrl().getPath(), Fault.status(200,
                "{\"access_token\":\"abc\\r\\nX-Injected: 1\",\"token_type\":\"Bearer\",\"expires_in\":3600}"));

        Run run = run(connection(sandbox.demoClient()), "--dataset", KITCHEN,
                "--output", folder.resolve("x.csv").toString());

        assertEquals(1, run.exit(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("the token endpoint returned a token that cannot be sent"), run.err());
        assertFalse(run.err().contains("Unexpected char"), run.err());
        assertNoControlCharacter(run.err());
        assertFolderEmpty();
    }

    /**
     * As a user runs it, in its own JVM: java.util.logging's default console handler would add the
     * client's own "attempt 1 of 3 failed" line beside the command's "retrying in" line.
     */
    @Test
    void aRetryIsToldInExactlyOneStderrLine(@TempDir Path work) throws Exception {
        sandbox.faults().inject(CLIPS, Fault.status(503, "{\"code\":\"busy\",\"message\":\"busy\"}").times(1));
        Path target = work.resolve("knife.csv");

        LauncherProcess.Result run = LauncherProcess.run(connection(sandbox.demoClient()), work,
                "export", "--dataset", KITCHEN, "--term", "knife", "--output", target.toString());

        assertEquals(0, run.exit(), run.err());
        List<String> lines = run.err().lines().toList();
        assertEquals(1, lines.stream().filter(line -> line.startsWith("retrying in ")).count(), run.err());
        assertEquals(List.of(), lines.stream()
                .filter(line -> !line.startsWith("retrying in ") && !line.matches("exported [0-9,]+ of [0-9,]+ rows"))
                .toList(), "stderr lines other than the retry and the progress");
        assertTrue(Files.exists(target));
    }

    private static Map<String, String> connection(SandboxClient credential) {
        return Map.of("DQ_SERVICE_URL", sandbox.serviceUrl().toString(),
                "DQ_TOKEN_URL", sandbox.tokenUrl().toString(),
                "DQ_CLIENT_ID", credential.clientId(),
                "DQ_CLIENT_SECRET", credential.clientSecret());
    }

    private void assertFolderEmpty() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            assertEquals(List.of(), files.toList());
        }
    }

    private static void assertNoControlCharacter(String text) {
        text.lines().forEach(line -> assertTrue(line.chars().noneMatch(c -> c < 0x20 || (c >= 0x7F && c <= 0x9F)),
                "a control character reached the terminal: " + line));
    }

    private static void assertNoSecret(Run run, SandboxClient credential) {
        assertFalse(run.out().contains(credential.clientSecret()), "secret on stdout");
        assertFalse(run.err().contains(credential.clientSecret()), "secret on stderr");
        assertFalse(run.err().toLowerCase().contains("bearer"), "token on stderr");
    }

    private static Run run(Map<String, String> env, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Commands.export(args, new SdkClientFactory(), env,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private record Run(int exit, String out, String err) {
    }
}
