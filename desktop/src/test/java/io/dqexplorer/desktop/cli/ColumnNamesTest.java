package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.app.AppHarness;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.logging.LogManager;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Column names on the command line ignore case, in --columns as in --sort and --filter. */
class ColumnNamesTest {

    @TempDir
    Path folder;

    @AfterAll
    static void restoreLogging() throws IOException {
        LogManager.getLogManager().readConfiguration();
    }

    @Test
    void columnsInAnyCaseAreTheServicesColumnsAndNeedNoSnapshot() throws IOException {
        Path cache = folder.resolve("cache");
        Path target = folder.resolve("knife.csv");

        CommandRun run = CommandRun.of(Commands::export, CommandRun.environment(AppHarness.sharedSandbox(), cache),
                "--dataset", "kitchen-egocentric", "--term", "knife", "--columns", "CLIP,Objects",
                "--output", target.toString());

        assertEquals(0, run.exit(), run.err());
        assertEquals("clip,objects", Files.readAllLines(target).get(0));
        assertFalse(Files.exists(cache) && nonEmpty(cache), "no snapshot was fetched for upper-case names");
    }

    @Test
    void aColumnNamedTwiceInTwoCasesIsRefused() {
        CommandRun run = CommandRun.of(Commands::export, Map.of(), "--demo", "--dataset", "kitchen-egocentric",
                "--columns", "clip,CLIP", "--output", folder.resolve("x.csv").toString());

        assertEquals(2, run.exit(), run.err());
        assertTrue(run.err().contains("column clip is given twice"), run.err());
    }

    private static boolean nonEmpty(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.anyMatch(Files::isRegularFile);
        }
    }
}
