package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.workspace.store.UserFolder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;

class CacheFolderTest {

    private static final Path HOME = Path.of("/home/ana");

    @Test
    void eachPlatformHasItsCacheFolder() {
        assertEquals(Path.of("/home/ana/.cache"), UserFolder.CACHE.of("Linux", Map.of(), HOME));
        assertEquals(Path.of("/xdg/cache"), UserFolder.CACHE.of("Linux", Map.of("XDG_CACHE_HOME", "/xdg/cache"), HOME));
        assertEquals(Path.of("/home/ana/.cache"), UserFolder.CACHE.of("Linux", Map.of("XDG_CACHE_HOME", "relative"), HOME),
                "a relative XDG_CACHE_HOME is ignored");
        assertEquals(Path.of("/home/ana/Library/Caches"), UserFolder.CACHE.of("Mac OS X", Map.of(), HOME));
        assertEquals(Path.of("C:/Users/ana/AppData/Local"),
                UserFolder.CACHE.of("Windows 11", Map.of("LOCALAPPDATA", "C:/Users/ana/AppData/Local"), HOME));
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

    @Test
    void theSafeCharactersAtTheEndsOfTheirRangesStayAndTheirNeighboursAreEncoded() {
        SnapshotKey safe = new SnapshotKey("AZaz09", "x._-Z9");
        assertEquals("AZaz09~x._-Z9.duckdb", CacheFolder.fileName(safe));
        SnapshotKey neighbours = new SnapshotKey("@[`{", "/:");
        assertEquals("%40%5B%60%7B~%2F%3A.duckdb", CacheFolder.fileName(neighbours));
        assertEquals(Optional.of(neighbours), CacheFolder.keyOf(CacheFolder.fileName(neighbours)));
    }

    @Test
    void aHiddenFileOrACutOrBrokenEscapeIsNoSnapshot() {
        assertEquals(Optional.empty(), CacheFolder.keyOf(".org~d.duckdb"), "a leading dot: a fetch's part file, say");
        assertEquals(Optional.empty(), CacheFolder.keyOf("org~d%4.duckdb"));
        assertEquals(Optional.empty(), CacheFolder.keyOf("org~d%.duckdb"));
        assertEquals(Optional.empty(), CacheFolder.keyOf("org~d%G1.duckdb"));
        assertEquals(Optional.of(new SnapshotKey("org", "d ")), CacheFolder.keyOf("org~d%20.duckdb"), "an escape at the very end");
    }

    @Test
    void namesUpToTheLimitStayPlainAndLongerOnesAreDigested() {
        SnapshotKey atLimit = new SnapshotKey("o", "d".repeat(CacheFolder.LONGEST_PLAIN - 2));
        assertEquals("o~" + "d".repeat(CacheFolder.LONGEST_PLAIN - 2) + ".duckdb", CacheFolder.fileName(atLimit));
        assertFalse(CacheFolder.digested(CacheFolder.fileName(atLimit)));
        SnapshotKey overLimit = new SnapshotKey("o", "d".repeat(CacheFolder.LONGEST_PLAIN - 1));
        String digested = CacheFolder.fileName(overLimit);
        assertTrue(digested.matches("o~d{62}~~[0-9a-f]{64}\\.duckdb"), digested);
        assertTrue(CacheFolder.digested(digested));
        assertEquals(new SnapshotKey("o", "d".repeat(62) + "…"), CacheFolder.nameKey(digested),
                "the name tells the beginning of the dataset");
    }

    @Test
    void aDigestedNameKeepsEveryEscapeInItsBeginningWhole() {
        // the beginning is 64 characters unless that would cut an escape (%XX) in two
        assertEquals("o~" + "d".repeat(60), readableBeginning(new SnapshotKey("o", "d".repeat(60) + " " + "d".repeat(200))),
                "an escape at 62 to 64 is left out");
        assertEquals("o~" + "d".repeat(61), readableBeginning(new SnapshotKey("o", "d".repeat(61) + " " + "d".repeat(200))),
                "an escape at 63 to 65 is left out");
        assertEquals("o~" + "d".repeat(59) + "%20", readableBeginning(new SnapshotKey("o", "d".repeat(59) + " " + "d".repeat(200))),
                "an escape at 61 to 63 is kept");
        assertEquals("o~" + "d".repeat(62), readableBeginning(new SnapshotKey("o", "d".repeat(62) + " " + "d".repeat(200))),
                "an escape from 64 on is after the beginning");
        assertEquals("o~" + "%E2%9C%93".repeat(6) + "%E2%9C", readableBeginning(new SnapshotKey("o", "✓".repeat(100))),
                "escapes one after another: the last whole one ends the beginning");
    }

    @Test
    void longIdsThatDifferOnlyInTheOrganizationOrWhereItEndsNameDifferentFiles() {
        String org = "o".repeat(100);
        String dataset = "d".repeat(100);
        Set<String> names = Set.of(
                CacheFolder.fileName(new SnapshotKey(org + "a", dataset)),
                CacheFolder.fileName(new SnapshotKey(org + "b", dataset)),
                CacheFolder.fileName(new SnapshotKey(org, "a" + dataset)),
                CacheFolder.fileName(new SnapshotKey(org + "ad", dataset.substring(1))));
        assertEquals(4, names.size(), names.toString());
        for (String name : names) {
            assertTrue(name.startsWith("o".repeat(64) + "~~"), name);
            assertEquals(new SnapshotKey("o".repeat(64) + "…", "…"), CacheFolder.nameKey(name),
                    "only the beginning of the organization is in the name");
        }
    }

    private static String readableBeginning(SnapshotKey key) {
        String name = CacheFolder.fileName(key);
        assertTrue(CacheFolder.digested(name), name);
        return name.substring(0, name.indexOf("~~"));
    }
}
