package io.dqexplorer.workspace.snapshot;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

class CacheFolderTest {

    private static final Path HOME = Path.of("/home/ana");

    @Test
    void eachPlatformHasItsCacheFolder() {
        assertEquals(Path.of("/home/ana/.cache"), CacheFolder.platformCache("Linux", Map.of(), HOME));
        assertEquals(Path.of("/xdg/cache"), CacheFolder.platformCache("Linux", Map.of("XDG_CACHE_HOME", "/xdg/cache"), HOME));
        assertEquals(Path.of("/home/ana/.cache"), CacheFolder.platformCache("Linux", Map.of("XDG_CACHE_HOME", "relative"), HOME),
                "a relative XDG_CACHE_HOME is ignored");
        assertEquals(Path.of("/home/ana/Library/Caches"), CacheFolder.platformCache("Mac OS X", Map.of(), HOME));
        assertEquals(Path.of("C:/Users/ana/AppData/Local"),
                CacheFolder.platformCache("Windows 11", Map.of("LOCALAPPDATA", "C:/Users/ana/AppData/Local"), HOME));
    }

    @Test
    void fileNamesKeepSafeCharactersEncodeTheRestAndReadBack() {
        SnapshotKey plain = new SnapshotKey("org-northwind", "kitchen_egocentric.v2");
        assertEquals("org-northwind~kitchen_egocentric.v2.duckdb", CacheFolder.fileName(plain));
        SnapshotKey odd = new SnapshotKey("org/../x", "..");
        String name = CacheFolder.fileName(odd);
        assertEquals("org%2F..%2Fx~%2E..duckdb", name);
        assertEquals(Optional.of(odd), CacheFolder.keyOf(name));
        SnapshotKey unicode = new SnapshotKey("org~a", "küche ✓");
        assertEquals(Optional.of(unicode), CacheFolder.keyOf(CacheFolder.fileName(unicode)));
        assertEquals(Path.of("/c/snapshots"), CacheFolder.at(Path.of("/c/snapshots")).fileOf(plain).getParent());
    }

    @Test
    void otherFilesAreNoSnapshots() {
        assertEquals(Optional.empty(), CacheFolder.keyOf(".org~d.duckdb.part-1"));
        assertEquals(Optional.empty(), CacheFolder.keyOf("org~d.duckdb.wal"));
        assertEquals(Optional.empty(), CacheFolder.keyOf("notes.duckdb"));
    }

    @Test
    void theEnvironmentNamesAnAbsoluteFolderOrNoneAtAll(@TempDir Path folder) {
        assertEquals(folder, CacheFolder.fromEnvironment(Map.of(CacheFolder.VARIABLE, folder.toString())).snapshots());
        assertEquals(CacheFolder.standard().snapshots(), CacheFolder.fromEnvironment(Map.of()).snapshots());
        assertEquals(CacheFolder.standard().snapshots(), CacheFolder.fromEnvironment(Map.of(CacheFolder.VARIABLE, " ")).snapshots());
        IllegalArgumentException relative = assertThrows(IllegalArgumentException.class,
                () -> CacheFolder.fromEnvironment(Map.of(CacheFolder.VARIABLE, "snapshots-here")));
        assertTrue(relative.getMessage().contains("DQ_CACHE_DIR must name an absolute folder"), relative.getMessage());
    }
}
