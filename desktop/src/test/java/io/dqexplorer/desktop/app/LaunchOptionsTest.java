package io.dqexplorer.desktop.app;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class LaunchOptionsTest {

    @Test
    void noArgumentsOpenTheSignIn() {
        assertEquals(new LaunchOptions(false, Optional.empty()), LaunchOptions.parse(List.of()));
    }

    @Test
    void demoAndScreenshotDirectoryAreRead() {
        assertEquals(new LaunchOptions(true, Optional.of(Path.of("docs/screenshots"))),
                LaunchOptions.parse(List.of("--demo", "--screenshot-dir", "docs/screenshots")));
    }

    @Test
    void anUnknownOptionIsRefusedWithTheKnownOnes() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse(List.of("--secret", "x")));
        assertEquals(true, refused.getMessage().contains("--demo"));
    }

    @Test
    void aScreenshotDirectoryIsRequiredAfterItsFlag() {
        assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(List.of("--screenshot-dir")));
    }
}
