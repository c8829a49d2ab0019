package io.dqexplorer.workspace.export;

import io.dqexplorer.workspace.snapshot.SnapshotMetadata;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What an export's manifest records of the snapshot its rows came from: service, dataset, tokens,
 * fetch time. The one set of keys for the app's export and the command line's, so that their
 * manifests read alike.
 */
public final class SnapshotManifest {

    private SnapshotManifest() {
    }

    /** The {@code snapshot} object of {@link ViewExportRequest#snapshot()}. */
    public static Map<String, String> of(SnapshotMetadata metadata) {
        Map<String, String> snapshot = new LinkedHashMap<>();
        snapshot.put("service_url", metadata.serviceUrl());
        snapshot.put("organization", metadata.key().organization());
        snapshot.put("dataset", metadata.key().dataset());
        snapshot.put("vocabulary", metadata.vocabulary());
        metadata.handActivityAnalysis().ifPresent(token -> snapshot.put("hand_activity_analysis", token));
        metadata.videoAnalysis().ifPresent(token -> snapshot.put("video_analysis", token));
        metadata.videoCharacteristics().ifPresent(token -> snapshot.put("video_characteristics", token));
        metadata.mediaDigest().ifPresent(token -> snapshot.put("media_digest", token));
        snapshot.put("fetch_started", metadata.fetchStarted().toString());
        snapshot.put("fetched_at", metadata.fetchEnded().toString());
        snapshot.put("rows", Long.toString(metadata.rows()));
        return snapshot;
    }
}
