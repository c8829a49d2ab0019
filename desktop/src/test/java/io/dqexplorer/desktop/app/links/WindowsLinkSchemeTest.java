package io.dqexplorer.desktop.app.links;

import io.dqexplorer.desktop.testing.LogCapture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.logging.Level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The {@code dqexplorer:} scheme's registry keys, against a runner that records the {@code reg} command lines. */
class WindowsLinkSchemeTest {

    private static final String FOLDER = "C:\\Users\\a b\\AppData\\Local\\DQ Explorer\\";
    private static final String LAUNCHER = FOLDER + "DQ Explorer.exe";
    private static final String REG = "C:\\Windows\\System32\\reg.exe";
    private static final Map<String, String> ENV = Map.of("SystemRoot", "C:\\Windows");
    private static final String THIS_COMMAND = "\"" + LAUNCHER + "\" \"%1\"";
    private static final List<String> QUERY =
            List.of(REG, "query", "HKCU\\Software\\Classes\\dqexplorer\\shell\\open\\command", "/ve");
    private static final List<List<String>> WRITES = List.of(
            List.of(REG, "add", "HKCU\\Software\\Classes\\dqexplorer", "/ve", "/t", "REG_SZ",
                    "/d", "URL:DQ Explorer view link", "/f"),
            List.of(REG, "add", "HKCU\\Software\\Classes\\dqexplorer", "/v", "URL Protocol", "/t", "REG_SZ",
                    "/d", "\"\"", "/f"),
            List.of(REG, "add", "HKCU\\Software\\Classes\\dqexplorer\\shell\\open\\command", "/ve", "/t", "REG_SZ",
                    "/d", "\"\\\"" + LAUNCHER + "\\\" \\\"%1\\\"\"", "/f"));
    private static final ProcessRunner.Finished NO_KEY = new ProcessRunner.Finished(1,
            "ERROR: The system was unable to find the specified registry key or value.\r\n");
    private static final Predicate<String> NOTHING_EXISTS = path -> false;

    @RegisterExtension
    final LogCapture log = new LogCapture(WindowsLinkScheme.class.getName(), Level.ALL);

    @Test
    void aMissingKeyIsWrittenForThisLauncherWithThreeRegAdds() {
        RecordingReg reg = new RecordingReg(command -> command.equals(QUERY) ? NO_KEY : done());

        assertEquals(WindowsLinkScheme.Outcome.WRITTEN, scheme(LAUNCHER, reg, NOTHING_EXISTS).register());

        List<List<String>> expected = new ArrayList<>(List.of(QUERY));
        expected.addAll(WRITES);
        assertEquals(expected, reg.commands);
        assertTrue(logged(Level.INFO).contains("dqexplorer: links now open with " + LAUNCHER), logged(Level.INFO));
    }

    @Test
    void aKeyAlreadyPointingAtThisLauncherWritesNothing() {
        RecordingReg reg = new RecordingReg(command -> queryAnswer("(Default)", THIS_COMMAND));

        assertEquals(WindowsLinkScheme.Outcome.ALREADY_THIS_LAUNCHER, scheme(LAUNCHER, reg, path -> true).register());

        assertEquals(List.of(QUERY), reg.commands);
    }

    @Test
    void aKeyLeftByAnUninstalledLauncherIsTakenOver() {
        String gone = "C:\\Users\\a b\\Apps\\DQ Explorer\\DQ Explorer.exe";
        RecordingReg reg = new RecordingReg(command -> command.equals(QUERY)
                ? queryAnswer("(Default)", "\"" + gone + "\" \"%1\"") : done());
        List<String> asked = new ArrayList<>();

        assertEquals(WindowsLinkScheme.Outcome.WRITTEN, scheme(LAUNCHER, reg, path -> {
            asked.add(path);
            return false;
        }).register());

        assertEquals(List.of(gone), asked);
        assertEquals(WRITES, reg.commands.subList(1, reg.commands.size()));
    }

    @Test
    void aKeyOfAnotherLauncherThatExistsIsLeftToIt() {
        String other = "D:\\Portable\\DQ Explorer\\DQ Explorer.exe";
        RecordingReg reg = new RecordingReg(command -> queryAnswer("(Standard)", "\"" + other + "\" \"%1\""));

        assertEquals(WindowsLinkScheme.Outcome.LEFT_TO_ANOTHER_LAUNCHER,
                scheme(LAUNCHER, reg, other::equals).register());

        assertEquals(List.of(QUERY), reg.commands);
        assertTrue(logged(Level.INFO).contains("links stay with " + other), logged(Level.INFO));
    }

    @Test
    void thisLauncherNamedInAnotherFormIsWrittenAgain() {
        // e.g. without "%1": a link would open the app without its view
        RecordingReg reg = new RecordingReg(command -> command.equals(QUERY)
                ? queryAnswer("(par défaut)", "\"" + LAUNCHER.toLowerCase() + "\"") : done());

        assertEquals(WindowsLinkScheme.Outcome.WRITTEN, scheme(LAUNCHER, reg, path -> true).register());

        assertEquals(WRITES, reg.commands.subList(1, reg.commands.size()));
    }

    @Test
    void theConsoleLauncherRegistersTheGuiLauncherBesideIt() {
        RecordingReg reg = new RecordingReg(command -> command.equals(QUERY) ? NO_KEY : done());

        scheme(FOLDER + "dq-explorer.exe", reg, NOTHING_EXISTS).register();

        assertEquals(WRITES.get(2), reg.commands.get(3));
    }

    @Test
    void aFailingRegAddIsLoggedAsAWarningNamingItAndStopsThere() {
        RecordingReg reg = new RecordingReg(command -> command.equals(QUERY) ? NO_KEY
                : command.contains("URL Protocol") ? new ProcessRunner.Finished(1, "ERROR: Access is denied.\r\n")
                : done());

        assertEquals(WindowsLinkScheme.Outcome.FAILED, scheme(LAUNCHER, reg, NOTHING_EXISTS).register());

        assertEquals(List.of(QUERY, WRITES.get(0), WRITES.get(1)), reg.commands);
        String warning = logged(Level.WARNING);
        assertTrue(warning.endsWith("dqexplorer: links were not registered: " + REG + " add HKCU\\Software\\Classes\\dqexplorer"
                + " /v \"URL Protocol\" /t REG_SZ /d \"\" /f ended with exit status 1: ERROR: Access is denied."),
                warning);
    }

    @Test
    void aRegThatDoesNotEndOrStartIsLoggedAsAWarningAndNothingThrows() {
        RecordingReg timedOut = new RecordingReg(command -> {
            throw new IOException(String.join(" ", command) + " did not end within 10000 ms");
        });

        assertEquals(WindowsLinkScheme.Outcome.FAILED, scheme(LAUNCHER, timedOut, NOTHING_EXISTS).register());

        assertEquals(List.of(QUERY), timedOut.commands);
        assertTrue(logged(Level.WARNING).contains("could not be read: " + REG + " query "
                + "HKCU\\Software\\Classes\\dqexplorer\\shell\\open\\command /ve did not end within 10000 ms"),
                logged(Level.WARNING));

        log.clear();
        RecordingReg addTimesOut = new RecordingReg(command -> {
            if (command.equals(QUERY)) {
                return NO_KEY;
            }
            throw new IOException("reg add ... did not end within 10000 ms");
        });
        assertEquals(WindowsLinkScheme.Outcome.FAILED, scheme(LAUNCHER, addTimesOut, NOTHING_EXISTS).register());
        assertTrue(logged(Level.WARNING).contains("links were not registered: reg add ... did not end"),
                logged(Level.WARNING));
    }

    @Test
    void offWindowsOrOutsideAnInstalledLauncherThereIsNothingToRun() {
        RecordingReg reg = new RecordingReg(command -> done());
        List<Optional<WindowsLinkScheme>> none = List.of(
                WindowsLinkScheme.forLaunch("Linux", "/opt/dq-explorer/bin/DQ Explorer", ENV, reg, NOTHING_EXISTS),
                // the system decides, not the name of the launcher
                WindowsLinkScheme.forLaunch("Linux", "/opt/tools/DQ Explorer.exe", ENV, reg, NOTHING_EXISTS),
                WindowsLinkScheme.forLaunch("Mac OS X", "/Applications/DQ Explorer.app/Contents/MacOS/DQ Explorer",
                        ENV, reg, NOTHING_EXISTS),
                // java -jar: no launcher sets the property
                WindowsLinkScheme.forLaunch("Windows 11", null, ENV, reg, NOTHING_EXISTS),
                WindowsLinkScheme.forLaunch("Windows 11", "C:\\tools\\dq-explorer.jar", ENV, reg, NOTHING_EXISTS),
                WindowsLinkScheme.forLaunch(null, LAUNCHER, ENV, reg, NOTHING_EXISTS));

        assertTrue(none.stream().allMatch(Optional::isEmpty), none.toString());
        assertTrue(WindowsLinkScheme.forLaunch("Windows 11", LAUNCHER, ENV, reg, NOTHING_EXISTS).isPresent());
        assertTrue(WindowsLinkScheme.forLaunch("Windows Server 2022", "C:\\DQ\\DQ EXPLORER.EXE", ENV, reg,
                NOTHING_EXISTS).isPresent());
        assertEquals(List.of(), reg.commands);
    }

    @Test
    void aLauncherPathWithSpacesIsQuotedInTheCommandAndEscapedInRegsArgument() {
        assertEquals("\"C:\\Users\\a b\\AppData\\Local\\DQ Explorer\\DQ Explorer.exe\" \"%1\"",
                WindowsLinkScheme.command(LAUNCHER));
        assertEquals("\"\\\"C:\\Users\\a b\\AppData\\Local\\DQ Explorer\\DQ Explorer.exe\\\" \\\"%1\\\"\"",
                WindowsArgument.quoted(WindowsLinkScheme.command(LAUNCHER)));
    }

    @Test
    void backslashesBeforeAQuoteOrTheEndAreDoubledSoThatTheyStayBackslashes() {
        // the C runtime's rules: 2n backslashes + \" read as n backslashes and a quote
        assertEquals("\"a\\\\\\\"b\"", WindowsArgument.quoted("a\\\"b"));
        assertEquals("\"C:\\dir\\\\\"", WindowsArgument.quoted("C:\\dir\\"));
        assertEquals("\"\"", WindowsArgument.quoted(""));
    }

    @Test
    void theDefaultValueIsFoundByItsTypeWhateverTheLanguageNamesIt() {
        assertEquals(Optional.of(THIS_COMMAND), WindowsLinkScheme.defaultValue(queryAnswer("(Default)", THIS_COMMAND).output()));
        assertEquals(Optional.of(THIS_COMMAND), WindowsLinkScheme.defaultValue(queryAnswer("(par défaut)", THIS_COMMAND).output()));
        assertEquals(Optional.empty(), WindowsLinkScheme.defaultValue(NO_KEY.output()));
        assertEquals(LAUNCHER, WindowsLinkScheme.executable(THIS_COMMAND));
        assertEquals("C:\\Tools\\other.exe", WindowsLinkScheme.executable("C:\\Tools\\other.exe %1"));
    }

    @Test
    void regIsWindowsOwnByItsFullPathNeverOneInTheCurrentFolder() {
        assertEquals("D:\\WINDOWS\\System32\\reg.exe", WindowsLinkScheme.regExe(Map.of("SystemRoot", "D:\\WINDOWS")));
        assertEquals(REG, WindowsLinkScheme.regExe(Map.of()));
        assertEquals(REG, WindowsLinkScheme.regExe(Map.of("SystemRoot", "Windows")));
    }

    private static WindowsLinkScheme scheme(String appPath, ProcessRunner reg, Predicate<String> exists) {
        return WindowsLinkScheme.forLaunch("Windows 10", appPath, ENV, reg, exists).orElseThrow();
    }

    /** What {@code reg query KEY /ve} prints on Windows: the key, then the value's name, type and data. */
    private static ProcessRunner.Finished queryAnswer(String defaultName, String data) {
        return new ProcessRunner.Finished(0, "\r\nHKEY_CURRENT_USER\\Software\\Classes\\dqexplorer\\shell\\open\\command\r\n"
                + "    " + defaultName + "    REG_SZ    " + data + "\r\n\r\n");
    }

    private static ProcessRunner.Finished done() {
        return new ProcessRunner.Finished(0, "The operation completed successfully.\r\n");
    }

    private String logged(Level level) {
        return String.join("\n", log.lines(level));
    }

    /** Answers each command as Windows' reg would, and keeps the argument lists in order. */
    private static final class RecordingReg implements ProcessRunner {

        private final List<List<String>> commands = new ArrayList<>();
        private final Answer answer;

        RecordingReg(Answer answer) {
            this.answer = answer;
        }

        @Override
        public Finished run(List<String> command) throws IOException {
            commands.add(List.copyOf(command));
            return answer.to(command);
        }
    }

    @FunctionalInterface
    private interface Answer {
        ProcessRunner.Finished to(List<String> command) throws IOException;
    }
}
