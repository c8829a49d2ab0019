package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.app.links.ProcessRunner;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** What each platform's own answer to "light or dark?" reads as, the commands asked at the seam the tests answer at. */
class SystemThemeTest {

    private final List<List<String>> asked = new ArrayList<>();

    /** Answers each command by its last word: {@code answers} maps it to (exit status, output); a missing one cannot run. */
    private ProcessRunner answering(Map<String, ProcessRunner.Finished> answers) {
        return command -> {
            asked.add(command);
            ProcessRunner.Finished answer = answers.get(command.get(command.size() - 1));
            if (answer == null) {
                throw new IOException(command.get(0) + " cannot be started");
            }
            return answer;
        };
    }

    @Test
    void gtkThemeSaysDarkOrLightWithoutAskingGsettings() {
        ProcessRunner none = answering(Map.of());
        assertEquals(Optional.of(true), SystemTheme.of("Linux", Map.of("GTK_THEME", "Adwaita:dark"), none).prefersDark());
        assertEquals(Optional.of(true), SystemTheme.of("Linux", Map.of("GTK_THEME", "Yaru-dark"), none).prefersDark());
        assertEquals(Optional.of(false), SystemTheme.of("Linux", Map.of("GTK_THEME", "Adwaita"), none).prefersDark());
        assertEquals(List.of(), asked);
    }

    @Test
    void gnomesColourSchemeDecidesAndItsDefaultLeavesItToTheGtkThemesName() {
        Map<String, String> noGtkTheme = Map.of();
        assertEquals(Optional.of(true), SystemTheme.of("Linux", noGtkTheme, answering(Map.of(
                "color-scheme", new ProcessRunner.Finished(0, "'prefer-dark'\n")))).prefersDark());
        assertEquals(List.of("gsettings", "get", "org.gnome.desktop.interface", "color-scheme"), asked.get(0));
        assertEquals(Optional.of(false), SystemTheme.of("Linux", noGtkTheme, answering(Map.of(
                "color-scheme", new ProcessRunner.Finished(0, "'prefer-light'\n")))).prefersDark());
        assertEquals(Optional.of(true), SystemTheme.of("Linux", noGtkTheme, answering(Map.of(
                "color-scheme", new ProcessRunner.Finished(0, "'default'\n"),
                "gtk-theme", new ProcessRunner.Finished(0, "'Adwaita-dark'\n")))).prefersDark());
        assertEquals(Optional.of(false), SystemTheme.of("Linux", noGtkTheme, answering(Map.of(
                "color-scheme", new ProcessRunner.Finished(0, "'default'\n"),
                "gtk-theme", new ProcessRunner.Finished(0, "'Adwaita'\n")))).prefersDark());
    }

    @Test
    void aDesktopWithoutGsettingsOrWhereItFailsSaysNothing() {
        assertEquals(Optional.empty(), SystemTheme.of("Linux", Map.of(), answering(Map.of())).prefersDark());
        assertEquals(Optional.empty(), SystemTheme.of("Linux", Map.of(), answering(Map.of(
                "color-scheme", new ProcessRunner.Finished(1, "No such schema")))).prefersDark());
    }

    @Test
    void windowsAppsUseLightThemeZeroIsDarkReadByTheSystemsOwnReg() {
        Map<String, String> env = Map.of("SystemRoot", "C:\\Windows");
        assertEquals(Optional.of(true), SystemTheme.of("Windows 11", env, answering(Map.of("AppsUseLightTheme",
                new ProcessRunner.Finished(0, "\r\nHKEY_CURRENT_USER\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes"
                        + "\\Personalize\r\n    AppsUseLightTheme    REG_DWORD    0x0\r\n")))).prefersDark());
        assertEquals("C:\\Windows\\System32\\reg.exe", asked.get(0).get(0));
        assertEquals(Optional.of(false), SystemTheme.of("Windows 11", env, answering(Map.of("AppsUseLightTheme",
                new ProcessRunner.Finished(0, "    AppsUseLightTheme    REG_DWORD    0x1\r\n")))).prefersDark());
        assertEquals(Optional.empty(), SystemTheme.of("Windows 10", env, answering(Map.of("AppsUseLightTheme",
                new ProcessRunner.Finished(1, "ERROR: The system was unable to find the specified registry key")))).prefersDark());
    }

    @Test
    void macOsInterfaceStyleDarkIsDarkAndNoSuchKeyIsLight() {
        assertEquals(Optional.of(true), SystemTheme.of("Mac OS X", Map.of(), answering(Map.of("AppleInterfaceStyle",
                new ProcessRunner.Finished(0, "Dark\n")))).prefersDark());
        assertEquals(List.of("/usr/bin/defaults", "read", "-g", "AppleInterfaceStyle"), asked.get(0));
        assertEquals(Optional.of(false), SystemTheme.of("Mac OS X", Map.of(), answering(Map.of("AppleInterfaceStyle",
                new ProcessRunner.Finished(1, "The domain/default pair of (kCFPreferencesAnyApplication, AppleInterfaceStyle)"
                        + " does not exist\n")))).prefersDark());
        assertEquals(Optional.empty(), SystemTheme.of("Mac OS X", Map.of(), answering(Map.of())).prefersDark());
    }
}
