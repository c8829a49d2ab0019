package io.dqexplorer.desktop.common;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SettingsTest {

    private final InMemoryPreferences preferences = new InMemoryPreferences();

    @Test
    void aFreshUserHasNoConnectionLightThemeAndNoWindowBounds() {
        Settings settings = new Settings(preferences);

        assertEquals("", settings.serviceUrl());
        assertEquals(Optional.empty(), settings.chosenDarkTheme(), "never chosen: the platform's preference holds");
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
        assertEquals(Optional.of(true), after.chosenDarkTheme());
        assertEquals("warehouse-picking", after.lastDataset().orElseThrow());
    }

    @Test
    void changesAreWrittenToTheBackingStoreOnlyWhenFlushed() {
        FlushCountingPreferences counting = new FlushCountingPreferences();
        Settings settings = new Settings(counting);

        settings.rememberLastDataset("warehouse-picking");
        settings.rememberLastDataset("kitchen-egocentric");
        settings.rememberDarkTheme(true);
        settings.rememberWindowBounds(new Settings.WindowBounds(0, 0, 800, 600, false));
        settings.rememberConnection("https://dq.example.com", "https://auth.example.com/token", "acme");

        assertEquals(0, counting.flushes, "a dataset click must not write a file on the UI thread");
        settings.flush();
        assertEquals(1, counting.flushes);
        assertEquals("kitchen-egocentric", new Settings(counting).lastDataset().orElseThrow());
    }

    /** Preferences in memory that count how often they were written to their (absent) backing store. */
    private static final class FlushCountingPreferences extends InMemoryPreferences {

        private int flushes;

        @Override
        protected void flushSpi() {
            flushes++;
        }
    }

    @Test
    void snapshotsStartOnOpenWithTwoPagesInFlightAndATwoGigabyteCapUntilChanged() {
        Settings before = new Settings(preferences);
        assertTrue(before.snapshotOnOpen());
        assertEquals(2, before.snapshotPagesInFlight());
        assertEquals(2L * 1024 * 1024 * 1024, before.snapshotCacheCapBytes());

        before.rememberSnapshotOnOpen(false);
        before.rememberSnapshotPagesInFlight(3);
        before.rememberSnapshotCacheCapBytes(500_000_000L);
        Settings after = new Settings(preferences);

        assertFalse(after.snapshotOnOpen());
        assertEquals(3, after.snapshotPagesInFlight());
        assertEquals(500_000_000L, after.snapshotCacheCapBytes());
    }

    @Test
    void theRecentViewsAreTheLastEightOnceEachTheLatestFirstAndSurviveARestart() {
        Settings before = new Settings(preferences);
        assertEquals(List.of(), before.recentViews());
        IntStream.rangeClosed(1, 10).forEach(i -> before.rememberRecentView(Path.of("/views/v" + i + ".dqview")));
        before.rememberRecentView(Path.of("/views/../views/v5.dqview"));

        List<Path> recent = new Settings(preferences).recentViews();

        assertEquals(List.of(5, 10, 9, 8, 7, 6, 4, 3).stream().map(i -> Path.of("/views/v" + i + ".dqview")).toList(), recent);
    }
}
