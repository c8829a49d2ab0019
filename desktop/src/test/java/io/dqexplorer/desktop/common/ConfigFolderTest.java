package io.dqexplorer.desktop.common;

import io.dqexplorer.workspace.store.UserFolder;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ConfigFolderTest {

    private static final Path HOME = Path.of("/home/ana");

    @Test
    void eachPlatformHasItsOwnConfigFolder() {
        assertEquals(Path.of("/home/ana/.config"), UserFolder.CONFIG.of("Linux", Map.of(), HOME));
        assertEquals(Path.of("/xdg/config"), UserFolder.CONFIG.of("Linux", Map.of("XDG_CONFIG_HOME", "/xdg/config"), HOME));
        assertEquals(Path.of("/home/ana/.config"), UserFolder.CONFIG.of("Linux", Map.of("XDG_CONFIG_HOME", "relative"), HOME),
                "a relative XDG_CONFIG_HOME is ignored, as the XDG rules say");
        assertEquals(Path.of("C:/Users/ana/AppData/Roaming"),
                UserFolder.CONFIG.of("Windows 11", Map.of("APPDATA", "C:/Users/ana/AppData/Roaming"), HOME));
        assertEquals(Path.of("/home/ana/AppData/Roaming"), UserFolder.CONFIG.of("Windows 11", Map.of(), HOME));
        assertEquals(Path.of("/home/ana/Library/Application Support"), UserFolder.CONFIG.of("Mac OS X", Map.of(), HOME));
    }

    @Test
    void aFolderNamedForTheConfigOrElseForTheDataIsTaken() {
        assertEquals(Path.of("/own/config"), ConfigFolder.fromEnvironment(
                Map.of("DQ_CONFIG_DIR", "/own/config", "DQ_DATA_DIR", "/own/data")));
        assertEquals(Path.of("/own/data"), ConfigFolder.fromEnvironment(Map.of("DQ_DATA_DIR", " /own/data ")));
        assertEquals("the environment variable DQ_CONFIG_DIR must name an absolute folder",
                assertThrows(IllegalArgumentException.class,
                        () -> ConfigFolder.fromEnvironment(Map.of("DQ_CONFIG_DIR", "relative"))).getMessage());
    }
}
