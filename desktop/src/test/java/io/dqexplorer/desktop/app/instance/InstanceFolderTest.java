package io.dqexplorer.desktop.app.instance;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class InstanceFolderTest {

    @Test
    void onLinuxTheUsersRuntimeFolder() {
        assertEquals(Optional.of(Path.of("/run/user/1000/dq-explorer")),
                InstanceFolder.of("Linux", Map.of("XDG_RUNTIME_DIR", "/run/user/1000", "HOME", "/home/ana")));
    }

    @Test
    void aDataFolderNamedOnPurposeIsAnAppOfItsOwn() {
        assertEquals(Optional.of(Path.of("/tmp/portable")),
                InstanceFolder.of("Linux", Map.of("XDG_RUNTIME_DIR", "/run/user/1000", "DQ_DATA_DIR", "/tmp/portable")));
    }

    @Test
    void aRelativeRuntimeFolderIsIgnored() {
        assertEquals(Optional.of(Path.of("/home/ana/.local/share/dq-explorer")),
                InstanceFolder.of("Linux", Map.of("XDG_RUNTIME_DIR", "run", "XDG_DATA_HOME", "/home/ana/.local/share")));
    }

    @Test
    void offTurnsTheHandOverOff() {
        assertEquals(Optional.empty(), InstanceFolder.of("Linux",
                Map.of("XDG_RUNTIME_DIR", "/run/user/1000", "DQ_SINGLE_INSTANCE", "OFF")));
    }
}
