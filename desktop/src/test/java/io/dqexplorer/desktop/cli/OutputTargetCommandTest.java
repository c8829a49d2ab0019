package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.app.AppHarness;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxDatasets;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.LogManager;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every command that writes a file refuses an --output that is not a regular file or a new name (a pipe, a
 * device, a folder), even with --force: exit 2, one line, the node left as it was; a regular file is still
 * replaced with --force, whole.
 */
class OutputTargetCommandTest {

    /** The commands that write one file, each with a command line that writes it from the sandbox. */
    enum Writer {
        EXPORT(Commands::export, "dq-explorer export", "--dataset", SandboxDatasets.KITCHEN_EGOCENTRIC, "--term", "knife"),
        COMPARE(Commands::compare, "dq-explorer compare", "--family", "hands", "--dataset",
                SandboxDatasets.KITCHEN_EGOCENTRIC, "--with-dataset", SandboxDatasets.FIELD_ROBOTICS),
        REPORT((args, clients, env, out, err) -> Commands.report(args, clients, env, out, err, Clock.systemUTC()),
                "dq-explorer report", "--dataset", SandboxDatasets.KITCHEN_EGOCENTRIC);

        private final CommandRun.Command command;
        private final String name;
        private final String[] args;

        Writer(CommandRun.Command command, String name, String... args) {
            this.command = command;
            this.name = name;
            this.args = args;
        }

        CommandRun run(Map<String, String> env, Path output) {
            List<String> line = new ArrayList<>(List.of(args));
            line.addAll(List.of("--force", "--output", output.toString()));
            return CommandRun.of(command, env, line.toArray(String[]::new));
        }
    }

    @TempDir
    Path folder;
    private Map<String, String> env;

    @BeforeEach
    void environment() {
        Sandbox sandbox = AppHarness.sharedSandbox();
        env = CommandRun.environment(sandbox, folder.resolve("cache"));
    }

    @AfterAll
    static void restoreLogging() throws IOException {
        LogManager.getLogManager().readConfiguration();
    }

    @ParameterizedTest
    @EnumSource(Writer.class)
    void aPipeIsRefusedEvenWithForceAndStaysAPipe(Writer writer) throws Exception {
        Path fifo = folder.resolve("out.file");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
        assumeTrue(mkfifo.waitFor() == 0, "mkfifo is available");

        CommandRun run = writer.run(env, fifo);

        assertEquals(2, run.exit(), run.err());
        assertEquals(List.of(writer.name + ": " + fifo + " is a device, a pipe or a socket, not a regular file:"
                + " choose a file name"), run.err().lines().toList());
        assertTrue(attributes(fifo).isOther(), "still a pipe");
        assertEquals(List.of(fifo), files(), "nothing written beside it");
    }

    @ParameterizedTest
    @EnumSource(Writer.class)
    void theNullDeviceIsRefusedEvenWithForce(Writer writer) throws IOException {
        Path device = Path.of("/dev/null");
        assumeTrue(Files.exists(device), "a platform with /dev/null");

        CommandRun run = writer.run(env, device);

        assertEquals(2, run.exit(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("/dev/null is a device, a pipe or a socket, not a regular file"), run.err());
        assertTrue(attributes(device).isOther(), "still the device");
    }

    @ParameterizedTest
    @EnumSource(Writer.class)
    void aFolderIsRefusedInOneLine(Writer writer) throws IOException {
        Path sub = Files.createDirectory(folder.resolve("sub"));

        CommandRun run = writer.run(env, sub);

        assertEquals(2, run.exit(), run.err());
        assertEquals(List.of(writer.name + ": " + sub + " is a folder, not a regular file: choose a file name"),
                run.err().lines().toList());
        assertTrue(Files.isDirectory(sub));
    }

    @ParameterizedTest
    @EnumSource(Writer.class)
    void aRegularFileIsStillReplacedWithForceAndNoPartFileIsLeft(Writer writer) throws IOException {
        Path target = Files.writeString(folder.resolve("out.file"), "the user's own file");

        CommandRun run = writer.run(env, target);

        assertEquals(0, run.exit(), run.err());
        assertTrue(Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS));
        assertFalse(Files.readString(target).contains("the user's own file"), "replaced");
        assertFalse(files().stream().anyMatch(p -> p.getFileName().toString().matches("\\..*\\.(part|bak)")),
                "no part or backup file left: " + files());
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> listed = Files.list(folder)) {
            return listed.filter(p -> !p.getFileName().toString().startsWith("cache")).sorted().toList();
        }
    }

    private static BasicFileAttributes attributes(Path path) throws IOException {
        return Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    }
}
