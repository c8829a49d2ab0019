package io.dqexplorer.workspace.snapshot;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;

/**
 * One snapshot file as the Snapshots list shows it: its dataset, size on disk, when it was last
 * opened, and its metadata (tokens, fetched-at, rows), or why that could not be read.
 *
 * @param earlier whether this is the dataset's earlier snapshot, kept when a refresh brought a new measurement
 */
public record SnapshotInfo(SnapshotKey key, Path file, long bytes, Instant lastUsed,
                           Optional<SnapshotMetadata> metadata, Optional<String> problem, boolean earlier) {
}
