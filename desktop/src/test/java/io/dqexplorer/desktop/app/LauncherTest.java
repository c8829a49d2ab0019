package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.app.instance.InstanceServer;
import io.dqexplorer.desktop.app.instance.SingleInstance;
import io.dqexplorer.desktop.app.instance.ViewInbox;
import io.dqexplorer.desktop.testing.LauncherProcess;
import io.dqexplorer.sdk.DqClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class LauncherTest {

    private static final Map<String, String> X11 = Map.of("DISPLAY", ":0");
    private static final Path LOGS = Path.of("/home/ana/.local/state/dq-explorer");

    @Test
    void helpAnswersWithoutAWindow() {
        Answer answer = answer(X11, "--help");

        assertEquals(OptionalInt.of(0), answer.exit());
        for (String documented : List.of("--demo", "--version", "dq-explorer export --help",
                "xvfb-run", "open FILE|LINK", "DQ_SINGLE_INSTANCE=off", LOGS.resolve("dq-explorer.0.log").toString(), "Exit status")) {
            assertTrue(answer.out().contains(documented), documented);
        }
        assertFalse(answer.out().contains("--screenshot-dir"), "the screenshot tour is a test tool, not the app's");
        assertEquals("", answer.err());
    }

    @Test
    void versionAnswersWithoutAWindow() {
        Answer answer = answer(Map.of(), "--version");

        assertEquals(OptionalInt.of(0), answer.exit());
        assertTrue(answer.out().startsWith("dq-explorer " + DqClient.VERSION + " "), answer.out());
        assertEquals(1, answer.out().lines().count());
    }

    @Test
    void aWrongOptionIsOneLineAndExit2() {
        Answer answer = answer(X11, "--verbose");

        assertEquals(OptionalInt.of(2), answer.exit());
        assertEquals("dq-explorer: unknown option --verbose; the app takes --demo, --help and"
                + " --version, a view to open (dq-explorer open FILE.dqview|dqexplorer:LINK), the commands:"
                + " dq-explorer export --help, dq-explorer snapshot --help, dq-explorer report --help"
                + " (see dq-explorer --help)",
                answer.err().strip());
    }

    @Test
    void withoutADisplayOneSentenceAndExit1() {
        Answer answer = answer(Map.of("HOME", "/home/ana"), "--demo");

        assertEquals(OptionalInt.of(1), answer.exit());
        assertEquals(List.of("dq-explorer: no display: set DISPLAY, or use `dq-explorer export`"),
                answer.err().lines().toList());
        assertEquals("", answer.out());
    }

    @Test
    void anX11OrAWaylandDisplayOpensTheWindow() {
        assertEquals(OptionalInt.empty(), answer(X11).exit());
        assertEquals(OptionalInt.empty(), answer(Map.of("WAYLAND_DISPLAY", "wayland-0")).exit());
    }

    @Test
    void onlyLinuxNeedsADisplayVariable() {
        assertTrue(DisplayCheck.missing("Linux", Map.of("DISPLAY", " ")).isPresent());
        assertFalse(DisplayCheck.missing("Mac OS X", Map.of()).isPresent());
        assertFalse(DisplayCheck.missing("Windows 11", Map.of()).isPresent());
    }

    /** As a user's terminal shows it: the toolkit never starts, so no stack trace can follow the sentence. */
    @Test
    void theInstalledCommandWithoutADisplaySaysSoInOneLine(@TempDir Path work) throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux"));

        LauncherProcess.Result run = LauncherProcess.run(Map.of(), work);

        assertEquals(1, run.exit(), run.err());
        assertEquals("dq-explorer: no display: set DISPLAY, or use `dq-explorer export`", run.err().strip());
        assertEquals("", run.out());
    }

    @Test
    void aViewThatIsNoFileIsAWrongCommandLine(@TempDir Path work) {
        Answer answer = answer(X11, "open", work.resolve("gone.dqview").toString());

        assertEquals(OptionalInt.of(2), answer.exit());
        assertEquals("dq-explorer: " + work.resolve("gone.dqview") + ": not a readable file nor a dqexplorer: link"
                + " (dq-explorer open FILE.dqview|dqexplorer:LINK) (see dq-explorer --help)", answer.err().strip());
    }

    /** The installed command run a second time: it hands its view to the app running for its folder and ends. */
    @Test
    void aSecondLaunchHandsItsViewToTheRunningAppAndEnds(@TempDir Path work) throws Exception {
        Path folder = work.resolve("data");
        Path view = Files.writeString(work.resolve("kitchen.dqview"), "{}");
        List<Optional<String>> received = new CopyOnWriteArrayList<>();
        ViewInbox inbox = new ViewInbox();
        inbox.deliverTo(received::add);
        try (InstanceServer ignored = SingleInstance.handOverOrListen(folder, Optional.empty(), inbox).orElseThrow()) {

            LauncherProcess.Result run = LauncherProcess.run(Map.of("DISPLAY", ":0", "HOME", work.toString(),
                    "DQ_DATA_DIR", folder.toString()), work, "open", "kitchen.dqview");

            assertEquals(0, run.exit(), run.err());
            assertEquals("dq-explorer: handed to the running DQ Explorer", run.out().strip());
            assertEquals(List.of(Optional.of(view.toString())), received);
        }
    }

    private static Answer answer(Map<String, String> env, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        OptionalInt exit = Launcher.answer(List.of(args), "Linux", env, LOGS,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Answer(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private record Answer(OptionalInt exit, String out, String err) {
    }
}
