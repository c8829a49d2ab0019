package io.dqexplorer.workspace.snapshot;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A short run of {@link SnapshotStress}: readers, a lister and a keeper on the same snapshots at once. */
@Timeout(120)
class SnapshotStressTest {

    @TempDir
    Path folder;

    @Test
    void openingQueryingListingRefreshingEvictingAndDeletingAtOnceLosesNothingAndFailsOnlyInWords() throws Exception {
        SnapshotStress.Outcome outcome = new SnapshotStress(folder).run(Duration.ofSeconds(4));

        assertEquals(java.util.List.of(), outcome.wrong());
        assertTrue(outcome.counts().getOrDefault("queried", 0L) > 0, outcome.counts().toString());
        assertTrue(outcome.counts().getOrDefault("listed", 0L) > 0, outcome.counts().toString());
    }
}
