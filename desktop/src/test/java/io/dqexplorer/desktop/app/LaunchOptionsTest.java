package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

class LaunchOptionsTest {

    @Test
    void noArgumentsOpenTheSignIn() {
        assertEquals(new LaunchOptions(false, false, false, Optional.empty()), LaunchOptions.parse(List.of()));
    }

    @Test
    void demoAndScreenshotDirectoryAreRead() {
        assertEquals(new LaunchOptions(false, false, true, Optional.of(Path.of("docs/screenshots"))),
                LaunchOptions.parse(List.of("--demo", "--screenshot-dir", "docs/screenshots")));
    }

    @Test
    void anUnknownOptionIsRefusedWithTheKnownOnes() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse(List.of("--secret", "x")));
        assertEquals(true, refused.getMessage().contains("--demo"));
    }

    @Test
    void theDemoAndTheScreenshotsKeepTheirSettingsInMemoryAndNeverTouchTheUsersOwn() {
        Supplier<Settings> usersOwn = () -> {
            throw new AssertionError("the user's settings were opened");
        };

        Settings demo = LaunchOptions.parse(List.of("--demo")).settings(usersOwn);
        Settings screenshots = LaunchOptions.parse(List.of("--screenshot-dir", "shots")).settings(usersOwn);
        demo.rememberDarkTheme(true);
        demo.rememberLastDataset("warehouse-picking");

        assertTrue(demo.darkTheme(), "the demo still remembers within its run");
        assertFalse(screenshots.darkTheme());
        assertFalse(LaunchOptions.parse(List.of("--demo")).settings(usersOwn).darkTheme(), "each run starts afresh");
    }

    @Test
    void aNormalStartUsesTheUsersSettings() {
        Settings usersOwn = new Settings(new InMemoryPreferences());

        assertSame(usersOwn, LaunchOptions.parse(List.of()).settings(() -> usersOwn));
    }

    @Test
    void helpAndVersionAreRead() {
        assertTrue(LaunchOptions.parse(List.of("--help")).help());
        assertTrue(LaunchOptions.parse(List.of("-h")).help());
        assertTrue(LaunchOptions.parse(List.of("--version")).version());
    }

    /** The same reading as the export command's: --name=value, each option at most once, flags take no value. */
    @Test
    void optionsAreReadAsTheExportCommandReadsThem() {
        assertEquals(Optional.of(Path.of("shots")), LaunchOptions.parse(List.of("--screenshot-dir=shots")).screenshotDir());
        assertEquals("--screenshot-dir is given twice", assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse(List.of("--screenshot-dir", "a", "--screenshot-dir", "b"))).getMessage());
        assertEquals("--demo takes no value", assertThrows(IllegalArgumentException.class,
                () -> LaunchOptions.parse(List.of("--demo=yes"))).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(List.of("stray")))
                .getMessage().startsWith("unexpected argument stray"));
    }

    @Test
    void aScreenshotDirectoryIsRequiredAfterItsFlag() {
        assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(List.of("--screenshot-dir")));
    }
}
