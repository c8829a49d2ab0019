package io.dqexplorer.desktop.common;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SettingsTest {

    private final InMemoryPreferences preferences = new InMemoryPreferences();

    @Test
    void aFreshUserHasNoConnectionLightThemeAndNoWindowBounds() {
        Settings settings = new Settings(preferences);

        assertEquals("", settings.serviceUrl());
        assertFalse(settings.darkTheme());
        assertEquals(Optional.empty(), settings.windowBounds());
        assertEquals(Optional.empty(), settings.lastDataset());
    }

    @Test
    void windowBoundsThemeAndDatasetSurviveARestart() {
        Settings before = new Settings(preferences);
        Settings.WindowBounds bounds = new Settings.WindowBounds(40, 60, 1200, 800, false);
        before.rememberWindowBounds(bounds);
        before.rememberDarkTheme(true);
        before.rememberLastDataset("warehouse-picking");

        Settings after = new Settings(preferences);

        assertEquals(bounds, after.windowBounds().orElseThrow());
        assertTrue(after.darkTheme());
        assertEquals("warehouse-picking", after.lastDataset().orElseThrow());
    }
}
