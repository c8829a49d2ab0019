package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.app.SdkClientFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The command lines as picocli reads them in {@link CommandLines}: each command's --help is its own text, and a
 * line that cannot run is one line naming what to change, exit 2, before anything connects (no service here).
 */
class CommandLinesTest {

    /** An environment without a connection: a line that got as far as connecting would say the secret is missing. */
    private static final Map<String, String> NO_SERVICE = Map.of();

    @ParameterizedTest
    @ValueSource(strings = {"export", "snapshot", "compare", "report", "check"})
    void eachCommandsHelpIsItsOwnTextOnStdoutWithExit0(String command) {
        Run help = run(command, "--help");
        Run shortHelp = run(command, "-h");

        assertEquals(0, help.exit(), help.err());
        assertEquals("", help.err());
        assertTrue(help.out().startsWith("Usage: dq-explorer " + command + " "), help.out());
        assertTrue(help.out().contains("Exit status"), help.out());
        assertTrue(help.out().contains("-h, --help           show this help"), help.out());
        assertEquals(help.out(), shortHelp.out());
        assertEquals(documented(command), help.out(), "the text the command documents, unchanged");
    }

    /** Whoever asks for help gets it, whatever else the line holds: the help says what the line should be. */
    @Test
    void helpIsAnsweredBeforeTheRestOfTheLineIsJudged() {
        for (String[] line : List.of(new String[] {"--help", "--output", "x.csv"}, new String[] {"--bogus", "--help"})) {
            Run run = run("export", line);
            assertEquals(0, run.exit(), run.err());
            assertTrue(run.out().startsWith("Usage: dq-explorer export "), run.out());
            assertEquals("", run.err());
        }
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "export   | --dataset k --output a.csv --output=b.csv | --output is given twice",
        "export   | --dataset k --output                      | --output needs a value",
        "export   | --dataset k --force=yes                   | --force takes no value",
        "export   | --dataset k --bogus                       | unknown option --bogus",
        "export   | --dataset k stray                         | unexpected argument stray",
        "export   | --output a.csv                            | missing --dataset",
        "export   | --dataset k --output a.csv --format xlsx  | --format is csv or parquet",
        "snapshot | --dataset k --pages-in-flight 99          | --pages-in-flight is a whole number from 1 to 8",
        "snapshot | --pages-in-flight 2                       | missing --dataset",
        "compare  | --dataset k --family colour --output a    | --family is one of video, hands, vocabulary, duplicates, clips",
        "report   | --dataset k --family hands --output a.html | --family hands needs --compare-with DATASET[:TOKEN]",
        "check    | --dataset k                               | missing --bars FILE",
        "snapshot | --dataset k --demo --service-url https://x/ | --demo uses the built-in demo service; drop --service-url",
        "snapshot | --dataset k                               | missing --service-url (or the environment variable DQ_SERVICE_URL), or use --demo",
    })
    void aLineThatCannotRunIsOneLineNamingWhatToChangeAndExit2(String command, String line, String message) {
        Run run = run(command, line.strip().split(" +"));

        assertEquals(2, run.exit(), run.err());
        assertEquals(List.of("dq-explorer " + command + ": " + message + " (see dq-explorer " + command + " --help)"),
                run.err().lines().toList());
        assertEquals("", run.out());
    }

    /** Refused where it stands, before its value is read; and the value never reaches the terminal. */
    @ParameterizedTest
    @ValueSource(strings = {"--secret=hunter2", "--client-secret=hunter2", "--client-secret hunter2",
        "--secret hunter2 --bogus"})
    void aSecretOnTheCommandLineIsRefusedWithoutEchoingIt(String line) {
        Run run = run("snapshot", ("--demo --dataset k " + line).split(" "));

        assertEquals(2, run.exit(), run.err());
        String flag = line.startsWith("--client-secret") ? "--client-secret" : "--secret";
        assertTrue(run.err().startsWith("dq-explorer snapshot: " + flag + " is refused: a secret on the command line"
                + " is visible in the process list"), run.err());
        assertTrue(run.err().contains("DQ_CLIENT_SECRET"), run.err());
        assertFalse(run.err().contains("hunter2"), run.err());
    }

    @Test
    void aValueAfterAnEqualsSignIsNeverEchoed() {
        Run run = run("export", "DQ_CLIENT_SECRET=hunter2");

        assertEquals("dq-explorer export: unexpected argument DQ_CLIENT_SECRET (see dq-explorer export --help)",
                run.err().strip());
    }

    @Test
    void checkListsItsFiguresWithoutABarsFile() {
        Run run = run("check", "--list-figures");

        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().lines().count() > 10, run.out());
    }

    @Test
    void theCompletionScriptOffersEveryCommandItsOptionsAndTheirWordsButNoSecretOption() {
        Run run = run("generate-completion");

        assertEquals(0, run.exit(), run.err());
        for (String named : List.of("complete -F", "dq-explorer", "export", "snapshot", "compare", "report", "check",
                "--pages-in-flight", "--list-figures", "--compare-with", "--service-url", "--demo",
                "(\"csv\" \"parquet\")", "(\"video\" \"hands\" \"vocabulary\" \"duplicates\" \"clips\")")) {
            assertTrue(run.out().contains(named), named);
        }
        assertFalse(run.out().contains("--client-secret"), "a hidden, refused option is not offered");
        assertFalse(run.out().contains("--secret"), "a hidden, refused option is not offered");
    }

    private static String documented(String command) {
        CommandContext none = context(new ByteArrayOutputStream(), new ByteArrayOutputStream());
        return switch (command) {
            case "export" -> new ExportCommand(none).help();
            case "snapshot" -> new SnapshotCommand(none).help();
            case "compare" -> new CompareCommand(none).help();
            case "report" -> new ReportCommand(none).help();
            case "check" -> new CheckCommand(none).help();
            default -> throw new IllegalArgumentException(command);
        };
    }

    private static Run run(String command, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Commands.run(context(out, err), command, args);
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static CommandContext context(ByteArrayOutputStream out, ByteArrayOutputStream err) {
        return new CommandContext(SdkClientFactory::keepingAnswers, NO_SERVICE,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                Clock.systemUTC());
    }

    private record Run(int exit, String out, String err) {
    }
}
