package io.dqexplorer.desktop.cli;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.snapshot.CacheFolder;
import io.dqexplorer.workspace.snapshot.SnapshotInfo;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;
import io.dqexplorer.workspace.snapshot.SnapshotStore;
import io.dqexplorer.workspace.snapshot.WorkspaceDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.logging.LogManager;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(SandboxExtension.class)
class SnapshotCommandTest {

    private static final String KITCHEN = SandboxDatasets.KITCHEN_EGOCENTRIC;

    /** Its own: the tests re-measure, and a re-measure elsewhere would make a current snapshot stale. */
    private static Sandbox sandbox;

    @TempDir
    Path cache;

    @BeforeAll
    static void start(Sandbox running) {
        sandbox = running;
    }

    @AfterAll
    static void stop() throws IOException {
        LogManager.getLogManager().readConfiguration();
    }

    @Test
    void aFirstSnapshotIsFetchedWithProgressAndSaysWhatItHolds() {
        CommandRun run = snapshot(CommandRun.environment(sandbox, cache), "--dataset", KITCHEN);

        assertEquals(0, run.exit(), run.err());
        SnapshotMetadata kept = metadata(cache);
        assertEquals(cache.resolve("org-northwind~kitchen-egocentric.duckdb").toString(), run.field("snapshot"));
        assertEquals(String.format("%,d", kept.rows()), run.field("rows"));
        assertEquals(kept.vocabulary(), run.field("vocabulary"));
        assertEquals("fetched", run.field("state"));
        assertTrue(run.err().lines().allMatch(line -> line.matches("fetched [0-9,]+ of [0-9,]+ clips")), run.err());
        assertTrue(run.err().strip().endsWith("fetched " + run.field("rows") + " of " + run.field("rows") + " clips"),
                run.err());
    }

    @Test
    void aSecondSnapshotReusesTheCurrentFile() {
        Map<String, String> env = CommandRun.environment(sandbox, cache);
        assertEquals(0, snapshot(env, "--dataset", KITCHEN).exit());
        SnapshotMetadata first = metadata(cache);

        CommandRun again = snapshot(env, "--dataset", KITCHEN);

        assertEquals(0, again.exit(), again.err());
        assertEquals("current", again.field("state"));
        assertEquals("", again.err(), "no page was fetched");
        assertEquals(first, metadata(cache));
    }

    @Test
    void refreshFetchesACurrentSnapshotAgain() {
        Map<String, String> env = CommandRun.environment(sandbox, cache);
        assertEquals(0, snapshot(env, "--dataset", KITCHEN).exit());
        SnapshotMetadata first = metadata(cache);

        CommandRun refreshed = snapshot(env, "--dataset", KITCHEN, "--refresh", "--pages-in-flight", "3");

        assertEquals(0, refreshed.exit(), refreshed.err());
        assertEquals("refreshed", refreshed.field("state"));
        SnapshotMetadata second = metadata(cache);
        assertTrue(second.fetchStarted().isAfter(first.fetchEnded()), second + " after " + first);
        assertEquals(first.rows(), second.rows());
    }

    @Test
    void aSnapshotOfAnOlderMeasurementIsFetchedAgain() {
        Map<String, String> env = CommandRun.environment(sandbox, cache);
        String dataset = SandboxDatasets.WAREHOUSE_PICKING;
        assertEquals(0, snapshot(env, "--dataset", dataset).exit());
        SnapshotMetadata before = metadata(cache);

        sandbox.remeasure(SandboxDatasets.DEMO_ORGANIZATION, dataset);
        CommandRun after = snapshot(env, "--dataset", dataset);

        assertEquals(0, after.exit(), after.err());
        assertEquals("refreshed", after.field("state"));
        assertTrue(after.err().startsWith("a newer measurement exists; fetching it"), after.err());
        assertNotEquals(before.vocabulary(), after.field("vocabulary"));
        assertEquals(after.field("vocabulary"), metadata(cache).vocabulary());
        assertEquals(before.vocabulary(), metadata(cache, true).vocabulary(), "the replaced one is kept as the earlier");
    }

    @Test
    void offlineTheKeptSnapshotOpensStampedWithItsTimeAndWithoutOneItFails(@TempDir Path empty) {
        Map<String, String> env;
        try (Sandbox gone = Sandbox.start(SandboxConfig.defaults())) {
            env = CommandRun.environment(gone, cache);
            assertEquals(0, snapshot(env, "--dataset", KITCHEN).exit());
        }
        SnapshotMetadata kept = metadata(cache);

        CommandRun offline = snapshot(env, "--dataset", KITCHEN);

        assertEquals(0, offline.exit(), offline.err());
        assertEquals("offline snapshot from " + kept.fetchEnded().truncatedTo(java.time.temporal.ChronoUnit.SECONDS)
                + " (the service cannot be reached)", offline.field("state"));
        assertEquals(kept.vocabulary(), offline.field("vocabulary"));

        Map<String, String> nothingKept = new java.util.HashMap<>(env);
        nothingKept.put("DQ_CACHE_DIR", empty.toString());
        CommandRun failed = snapshot(nothingKept, "--dataset", KITCHEN);

        assertEquals(1, failed.exit(), failed.err());
        assertEquals("", failed.out());
        List<String> told = failed.err().lines().filter(line -> !line.startsWith("retrying in ")).toList();
        assertEquals(1, told.size(), failed.err());
        assertTrue(told.get(0).startsWith("dq-explorer snapshot: failed [no code] no answer from the token endpoint"),
                failed.err());
    }

    @Test
    void anUnknownDatasetFailsInOneLineWithTheRequestIdAndKeepsNoFile() throws IOException {
        CommandRun run = snapshot(CommandRun.environment(sandbox, cache), "--dataset", "no-such-dataset");

        assertEquals(1, run.exit(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().matches("dq-explorer snapshot: failed \\[HTTP 404, .*\\(request id [^)\\s]+\\)\\s*"),
                run.err());
        try (Stream<Path> files = Files.list(cache)) {
            assertEquals(List.of(), files.filter(file -> file.toString().endsWith(".duckdb")).toList());
        }
    }

    @Test
    void helpDocumentsEveryOptionAndTheCacheFolder() {
        CommandRun run = snapshot(Map.of(), "--help");

        assertEquals(0, run.exit());
        for (String documented : List.of("--dataset", "--refresh", "--pages-in-flight", "--service-url",
                "--token-url", "--client-id", "--demo", "DQ_CLIENT_SECRET", "DQ_CACHE_DIR", "--verbose",
                "offline snapshot from", "Exit status")) {
            assertTrue(run.out().contains(documented), documented);
        }
    }

    @Test
    void aWrongCommandLineSaysWhatToChange() {
        for (List<String> wrong : List.of(List.of("--demo"), List.of("--demo", "--dataset", KITCHEN, "--pages-in-flight", "0"),
                List.of("--demo", "--dataset", KITCHEN, "--refresh=yes"))) {
            CommandRun run = snapshot(Map.of("DQ_CACHE_DIR", cache.toString()), wrong.toArray(String[]::new));

            assertEquals(2, run.exit(), wrong.toString());
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().endsWith("(see dq-explorer snapshot --help)" + System.lineSeparator()), run.err());
        }
        assertFalse(Files.exists(cache.resolve(".tmp")), "nothing was opened");
    }

    @Test
    void aRelativeCacheFolderIsRefusedBeforeAnythingIsWritten() {
        CommandRun run = snapshot(Map.of("DQ_CACHE_DIR", "snapshots-here"), "--demo", "--dataset", KITCHEN);

        assertEquals(2, run.exit(), run.err());
        assertTrue(run.err().contains("DQ_CACHE_DIR must name an absolute folder"), run.err());
        assertFalse(Files.exists(Path.of("snapshots-here")));
    }

    private static CommandRun snapshot(Map<String, String> env, String... args) {
        return CommandRun.of(Commands::snapshot, env, args);
    }

    /** The one current snapshot kept in {@code folder}, read as the app reads it. */
    static SnapshotMetadata metadata(Path folder) {
        return metadata(folder, false);
    }

    /** The one current, or earlier, snapshot kept in {@code folder}. */
    private static SnapshotMetadata metadata(Path folder, boolean earlier) {
        SnapshotStore store = new SnapshotStore(CacheFolder.at(folder),
                new WorkspaceDatabase(WorkspaceDatabase.Limits.defaults(), folder.resolve(".tmp")));
        List<SnapshotInfo> infos = store.list().stream().filter(info -> info.earlier() == earlier).toList();
        assertEquals(1, infos.size(), infos.toString());
        return infos.get(0).metadata().orElseThrow();
    }
}
