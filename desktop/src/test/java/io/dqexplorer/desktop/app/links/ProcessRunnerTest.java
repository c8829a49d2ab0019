package io.dqexplorer.desktop.app.links;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The real runner, with real processes (POSIX ones here: what matters is the process handling, not reg). */
class ProcessRunnerTest {

    private final ProcessRunner runner = ProcessRunner.withTimeout(Duration.ofSeconds(20));

    @Test
    void aCommandEndsWithItsExitStatusAndBothOfItsStreams() throws IOException {
        ProcessRunner.Finished finished = runner.run(List.of("sh", "-c", "echo found; echo refused >&2; exit 3"));

        assertEquals(3, finished.exitStatus());
        assertEquals(List.of("found", "refused"), finished.output().lines().sorted().toList());
    }

    @Test
    void argumentsReachTheProgramAsTheyAreWithoutAShellBetween() throws IOException {
        ProcessRunner.Finished finished = runner.run(List.of("printf", "[%s]", "\"C:\\a b\\x.exe\" \"%1\"", ""));

        assertEquals("[\"C:\\a b\\x.exe\" \"%1\"][]", finished.output());
    }

    @Test
    void aCommandThatDoesNotEndInTimeIsKilledAndReported(@TempDir Path folder) throws Exception {
        ProcessRunner quick = ProcessRunner.withTimeout(Duration.ofMillis(300));
        Path pid = folder.resolve("pid");
        String command = "echo $$ > '" + pid + "'; exec sleep 600";

        IOException timedOut = assertThrows(IOException.class, () -> quick.run(List.of("sh", "-c", command)));

        assertEquals("sh -c \"" + command + "\" did not end within 300 ms", timedOut.getMessage());
        Optional<ProcessHandle> sleeping = ProcessHandle.of(Long.parseLong(Files.readString(pid).strip()));
        if (sleeping.isPresent()) {
            // killed, not left to sleep its 600 s: it ends now
            sleeping.get().onExit().get(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void aCommandThatCannotStartIsReportedAsAnIoFailure() {
        IOException missing = assertThrows(IOException.class,
                () -> runner.run(List.of("no-such-program-dq-explorer", "query")));

        assertTrue(missing.getMessage().contains("no-such-program-dq-explorer"), missing.getMessage());
    }
}
