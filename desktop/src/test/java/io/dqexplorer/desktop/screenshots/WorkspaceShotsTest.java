package io.dqexplorer.desktop.screenshots;

import io.dqexplorer.workspace.snapshot.CacheFolder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The tour fetches snapshots: only ever into an empty folder named for it, never the user's cache. */
class WorkspaceShotsTest {

    @TempDir
    Path folder;

    @Test
    void withoutTheVariableTheTourRefusesRatherThanFetchIntoTheUsersCache() {
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> WorkspaceShots.ownCache(Map.of("XDG_CACHE_HOME", folder.toString())));
        assertTrue(refused.getMessage().contains("DQ_CACHE_DIR"), refused.getMessage());
    }

    @Test
    void aRelativeFolderIsRefused() {
        assertThrows(IllegalStateException.class, () -> WorkspaceShots.ownCache(Map.of(CacheFolder.VARIABLE, "shots-cache")));
    }

    @Test
    void aFolderHoldingASnapshotIsRefusedForItWouldShowInTheShots() throws Exception {
        Files.createFile(folder.resolve("org-northwind~kitchen-egocentric.duckdb"));
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> WorkspaceShots.ownCache(Map.of(CacheFolder.VARIABLE, folder.toString())));
        assertTrue(refused.getMessage().contains(folder.toString()), refused.getMessage());
    }

    @Test
    void anEmptyOrNewFolderIsTheToursCache() throws Exception {
        assertEquals(folder, WorkspaceShots.ownCache(Map.of(CacheFolder.VARIABLE, folder.toString())).snapshots());
        Path absent = folder.resolve("not-yet");
        assertEquals(absent, WorkspaceShots.ownCache(Map.of(CacheFolder.VARIABLE, absent.toString())).snapshots());
    }
}
