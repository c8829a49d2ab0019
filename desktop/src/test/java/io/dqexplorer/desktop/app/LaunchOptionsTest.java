package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

class LaunchOptionsTest {

    @Test
    void noArgumentsOpenTheSignIn() {
        assertEquals(new LaunchOptions(false, false, false, Optional.empty()), LaunchOptions.parse(List.of()));
    }

    @Test
    void demoIsRead() {
        assertEquals(new LaunchOptions(false, false, true, Optional.empty()), LaunchOptions.parse(List.of("--demo")));
    }

    /** The documentation screenshots are taken by a tour in the test classes (scripts/screenshots.sh), not by the app. */
    @Test
    void theScreenshotTourIsNoOptionOfTheApp() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse(List.of("--screenshot-dir", "shots")));
        assertTrue(refused.getMessage().startsWith("unknown option --screenshot-dir"), refused.getMessage());
    }

    @Test
    void anUnknownOptionIsRefusedWithTheKnownOnes() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse(List.of("--secret", "x")));
        assertEquals(true, refused.getMessage().contains("--demo"));
    }

    @Test
    void theDemoNeverTouchesTheUsersOwnSettingsAndRemembersOnlyItsTheme() {
        InMemoryPreferences root = new InMemoryPreferences();
        Settings installed = LaunchOptions.parse(List.of()).settings(() -> root);
        installed.rememberLastDataset("kitchen-egocentric");

        Settings demo = LaunchOptions.parse(List.of("--demo")).settings(() -> root);
        assertEquals(Optional.empty(), demo.lastDataset(), "the installed app's settings are not the demo's");
        demo.rememberDarkTheme(true);
        demo.rememberLastDataset("warehouse-picking");

        Settings nextDemo = LaunchOptions.parse(List.of("--demo")).settings(() -> root);
        assertEquals(Optional.of(true), nextDemo.chosenDarkTheme(), "the theme chosen in the demo, at its next launch");
        assertEquals(Optional.empty(), nextDemo.lastDataset(), "the rest starts afresh");
        Settings nextInstalled = LaunchOptions.parse(List.of()).settings(() -> root);
        assertEquals(Optional.empty(), nextInstalled.chosenDarkTheme(), "the installed app's theme is its own");
        assertEquals(Optional.of("kitchen-egocentric"), nextInstalled.lastDataset());
    }

    @Test
    void aNormalStartUsesTheUsersSettingsNode() {
        InMemoryPreferences root = new InMemoryPreferences();
        LaunchOptions.parse(List.of()).settings(() -> root).rememberLastDataset("kitchen-egocentric");

        assertEquals("kitchen-egocentric", root.node(Settings.NODE).get("lastDataset", null));
    }

    @Test
    void helpAndVersionAreRead() {
        assertTrue(LaunchOptions.parse(List.of("--help")).help());
        assertTrue(LaunchOptions.parse(List.of("-h")).help());
        assertTrue(LaunchOptions.parse(List.of("--version")).version());
    }

    /** The same reading as the export command's: each option at most once, flags take no value. */
    @Test
    void optionsAreReadAsTheExportCommandReadsThem() {
        assertEquals("--demo is given twice", assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse(List.of("--demo", "--demo"))).getMessage());
        assertEquals("--demo takes no value", assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse(List.of("--demo=yes"))).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(List.of("stray")))
                .getMessage().startsWith("unexpected argument stray"));
    }

    @Test
    void openNamesAViewFileAsAnAbsolutePath(@TempDir Path folder) throws IOException {
        Path view = Files.writeString(folder.resolve("kitchen defects.dqview"), "{}");

        assertEquals(Optional.of(view.toAbsolutePath().toString()), LaunchOptions.parse(List.of("open", view.toString())).view());
        LaunchOptions withDemo = LaunchOptions.parse(List.of("--demo", "open", view.toString()));
        assertTrue(withDemo.demo());
        assertEquals(Optional.of(view.toAbsolutePath().toString()), withDemo.view());
    }

    /** What a double-click passes: the file alone, as a path or (a file manager's %U) as a file: URI. */
    @Test
    void theFileAloneOpensItToo(@TempDir Path folder) throws IOException {
        Path view = Files.writeString(folder.resolve("v.dqview"), "{}");

        assertEquals(Optional.of(view.toString()), LaunchOptions.parse(List.of(view.toString())).view());
        assertEquals(Optional.of(view.toString()), LaunchOptions.parse(List.of(view.toUri().toString())).view());
    }

    /** A relative path is made absolute here: a running app handed it works in another folder. */
    @Test
    void aRelativePathIsResolvedWhereTheCommandRan() throws IOException {
        Path here = Files.createTempFile(Path.of("").toAbsolutePath().resolve("target"), "relative", ".dqview");
        try {
            Path relative = Path.of("").toAbsolutePath().relativize(here);

            assertEquals(Optional.of(here.toString()), LaunchOptions.parse(List.of("open", relative.toString())).view());
        } finally {
            Files.delete(here);
        }
    }

    /** What a link handler passes: the link as it is, for the views to read. */
    @Test
    void aDqexplorerLinkIsPassedAsItIs() {
        String link = "dqexplorer:view?v=1&dataset=kitchen-egocentric&tab=clips";

        assertEquals(Optional.of(link), LaunchOptions.parse(List.of(link)).view());
        assertEquals(Optional.of(link), LaunchOptions.parse(List.of("open", link, "--demo")).view());
    }

    @Test
    void aMissingFileIsAWrongCommandLineNamingIt(@TempDir Path folder) {
        String missing = folder.resolve("gone.dqview").toString();

        assertEquals(missing + ": not a readable file nor a dqexplorer: link (dq-explorer open FILE.dqview|dqexplorer:LINK)",
                assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(List.of("open", missing))).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(List.of(folder.toString())))
                .getMessage().startsWith("unexpected argument " + folder + ": not a readable file"), "a folder is no view");
    }

    @Test
    void openNeedsOneViewAndTakesNoSecond(@TempDir Path folder) throws IOException {
        Path view = Files.writeString(folder.resolve("v.dqview"), "{}");

        assertEquals("open needs a .dqview file or a dqexplorer: link",
                assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(List.of("open"))).getMessage());
        assertEquals("unexpected argument dqexplorer:b: one view at a time", assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse(List.of("open", view.toString(), "dqexplorer:b"))).getMessage());
    }

    /** A link from a web page is anyone's text: echoed with its control characters escaped. */
    @Test
    void aWrongArgumentIsEchoedEscaped() {
        String message = assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse(List.of("x\u001b[2Jy"))).getMessage();

        assertFalse(message.contains("\u001b"), message);
    }

    @Test
    void theDemoNeverHandsOverToARunningApp() {
        assertTrue(LaunchOptions.parse(List.of()).singleInstance());
        assertTrue(LaunchOptions.parse(List.of("open", "dqexplorer:view")).singleInstance());
        assertFalse(LaunchOptions.parse(List.of("--demo")).singleInstance());
        assertFalse(LaunchOptions.parse(List.of("--demo", "open", "dqexplorer:view")).singleInstance());
    }
}
