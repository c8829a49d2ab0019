package io.dqexplorer.desktop.export;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.query.ClipQuery;
import org.junit.jupiter.api.AfterAll;
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
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExportCommandTest {

    private static final String KITCHEN = "kitchen-egocentric";

    private static Sandbox sandbox;

    @TempDir
    Path folder;

    @BeforeAll
    static void start() {
        sandbox = AppHarness.sharedSandbox();
    }

    @AfterAll
    static void clear() {
        sandbox.faults().clear();
    }

    @Test
    void aDemoExportHoldsTheServiceRowsAndNamesFileAndManifest() throws IOException {
        Path target = folder.resolve("cut.csv");

        Run run = run(Map.of(), "--demo", "--dataset", KITCHEN, "--term", "cut", "--hand-activity",
                "--output", target.toString());

        assertEquals(0, run.exit(), run.err());
        // the demo service is a fresh sandbox: compare with another fresh one, seeded alike
        try (Sandbox fresh = Sandbox.start(SandboxConfig.defaults()); DqClient client = AppHarness.demoClient(fresh)) {
            CsvRows.assertEqualsServiceRows(client, ClipQuery.of(KITCHEN).withTerm("cut"),
                    DefaultColumns.with(false, true), target);
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
        try (DqClient client = AppHarness.demoClient(sandbox)) {
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
                "Exit status")) {
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

    private static Map<String, String> connection(SandboxClient credential) {
        return Map.of("DQ_SERVICE_URL", sandbox.serviceUrl().toString(),
                "DQ_TOKEN_URL", sandbox.tokenUrl().toString(),
                "DQ_CLIENT_ID", credential.clientId(),
                "DQ_CLIENT_SECRET", credential.clientSecret());
    }

    private static void assertNoSecret(Run run, SandboxClient credential) {
        assertFalse(run.out().contains(credential.clientSecret()), "secret on stdout");
        assertFalse(run.err().contains(credential.clientSecret()), "secret on stderr");
        assertFalse(run.err().toLowerCase().contains("bearer"), "token on stderr");
    }

    private static Run run(Map<String, String> env, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = ExportCommand.run(args, env, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private record Run(int exit, String out, String err) {
    }
}
