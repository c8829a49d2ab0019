package io.dqexplorer.sdk.internal;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The walk's set of clip ids is exact: every repeat is found, and nothing new is taken for one. */
class SeenClipIdsTest {

    @Test
    void manyDistinctIdsAreAllNewAndEachComesBackAsSeen() {
        SeenClipIds seen = new SeenClipIds();
        for (int i = 0; i < 300_000; i++) {
            assertTrue(seen.add("clip-" + i), "clip-" + i + " is new");
        }
        for (int i = 0; i < 300_000; i++) {
            assertFalse(seen.add("clip-" + i), "clip-" + i + " was seen");
        }
    }

    @Test
    void idsThatDifferOnlyInLengthCaseOrOneCharacterAreDistinct() {
        List<String> ids = new ArrayList<>(List.of("", "a", "A", "a ", "é", "e\u0301", "日本", "clip\u0000x", "clip\u0000y"));
        String huge = "x".repeat(2 * 1024 * 1024);
        ids.add(huge);
        ids.add(huge + "y");
        ids.add(huge.substring(1) + "z");
        SeenClipIds seen = new SeenClipIds();
        for (String id : ids) {
            assertTrue(seen.add(id), "new: " + id.length() + " chars");
        }
        for (String id : ids) {
            assertFalse(seen.add(id), "seen: " + id.length() + " chars");
        }
    }

    @Test
    void idsSpanningManyArenaChunksAreStillFound() {
        SeenClipIds seen = new SeenClipIds();
        String filler = "-".repeat(1000);
        for (int i = 0; i < 5_000; i++) {
            assertTrue(seen.add(i + filler));
        }
        for (int i = 0; i < 5_000; i++) {
            assertFalse(seen.add(i + filler));
        }
    }
}
