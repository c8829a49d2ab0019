package io.dqexplorer.workspace.history;

import io.dqexplorer.workspace.store.UserFolder;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Where the history lives on each platform, and what the environment can say about it. */
class HistoryFolderTest {

    private static final Path HOME = Path.of("/home/ana");

    @Test
    void windowsKeepsItInTheRoamingApplicationData() {
        assertEquals(Path.of("/profiles/ana/roaming"),
                UserFolder.DATA.of("Windows 11", Map.of("APPDATA", "/profiles/ana/roaming"), HOME));
        assertEquals(HOME.resolve("AppData").resolve("Roaming"), UserFolder.DATA.of("Windows 11", Map.of(), HOME));
        assertEquals(HOME.resolve("AppData").resolve("Roaming"),
                UserFolder.DATA.of("Windows 11", Map.of("APPDATA", "  "), HOME), "a blank variable names nothing");
    }

    @Test
    void linuxIgnoresARelativeOrBlankXdgDataHome() {
        assertEquals(Path.of("/home/ana/.local/share"),
                UserFolder.DATA.of("Linux", Map.of("XDG_DATA_HOME", "data"), HOME));
        assertEquals(Path.of("/home/ana/.local/share"),
                UserFolder.DATA.of("Linux", Map.of("XDG_DATA_HOME", " "), HOME));
        assertEquals(Path.of("/home/ana/.local/share"),
                UserFolder.DATA.of("Linux", Map.of("APPDATA", "/profiles/ana"), HOME), "Windows' variable is not Linux's");
        assertEquals(Path.of("/home/ana/Library/Application Support"),
                UserFolder.DATA.of("Mac OS X", Map.of("XDG_DATA_HOME", "/data"), HOME), "nor XDG macOS's");
    }

    @Test
    void theVariableIsStrippedAndABlankOneLeavesThePlatformsFolder() {
        assertEquals(Path.of("/srv/dq/history.duckdb"),
                HistoryFolder.fromEnvironment(Map.of(HistoryFolder.VARIABLE, " /srv/dq \n")).file());
        assertEquals(UserFolder.DATA.of(System.getProperty("os.name"), Map.of(), Path.of(System.getProperty("user.home")))
                        .resolve("dq-explorer").resolve("history.duckdb"),
                HistoryFolder.fromEnvironment(Map.of(HistoryFolder.VARIABLE, "   ")).file());
        IllegalArgumentException relative = assertThrows(IllegalArgumentException.class,
                () -> HistoryFolder.fromEnvironment(Map.of(HistoryFolder.VARIABLE, "dq")));
        assertEquals("the environment variable DQ_DATA_DIR must name an absolute folder", relative.getMessage());
    }
}
