package io.dqexplorer.workspace.export;

import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** What an export's manifest records of its snapshot: every token the snapshot has, none it lacks. */
class SnapshotManifestTest {

    private static final Instant STARTED = Instant.parse("2026-11-23T01:00:00Z");
    private static final Instant ENDED = Instant.parse("2026-11-23T01:00:07.250Z");

    @Test
    void aSnapshotWithEveryTokenIsRecordedWhole() {
        SnapshotMetadata metadata = new SnapshotMetadata(SnapshotMetadata.FORMAT_VERSION, "0.1.0", "https://dq.example.com",
                new SnapshotKey("org-7", "kitchen-egocentric"), "vo-1", Optional.of("ha-2"), Optional.of("va-3"),
                Optional.of("vc-4"), Optional.of("md-5"), true, STARTED, ENDED, 2_734);

        Map<String, String> snapshot = SnapshotManifest.of(metadata);

        assertEquals(List.of("service_url", "organization", "dataset", "vocabulary", "hand_activity_analysis",
                "video_analysis", "video_characteristics", "media_digest", "fetch_started", "fetched_at", "rows"),
                List.copyOf(snapshot.keySet()));
        assertEquals(List.of("https://dq.example.com", "org-7", "kitchen-egocentric", "vo-1", "ha-2", "va-3", "vc-4",
                "md-5", "2026-11-23T01:00:00Z", "2026-11-23T01:00:07.250Z", "2734"), List.copyOf(snapshot.values()));
    }

    @Test
    void aTokenTheSnapshotLacksIsNotRecorded() {
        SnapshotMetadata metadata = new SnapshotMetadata(SnapshotMetadata.FORMAT_VERSION, "0.1.0", "https://dq.example.com",
                new SnapshotKey("org-7", "field-robotics"), "vo-1", Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), false, STARTED, ENDED, 0);

        assertEquals(List.of("service_url", "organization", "dataset", "vocabulary", "fetch_started", "fetched_at", "rows"),
                List.copyOf(SnapshotManifest.of(metadata).keySet()));
    }
}
