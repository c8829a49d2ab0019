package io.dqexplorer.workspace.compare;

import io.dqexplorer.workspace.snapshot.SnapshotMetadata;

import java.time.Instant;
import java.util.Objects;

/**
 * One side of a clips comparison: a snapshot, named by its dataset and the vocabulary token its clip
 * pages were read at, whether it is the dataset's current or earlier snapshot, and when it was fetched.
 */
public record SnapshotSide(String dataset, String token, String source, Instant fetched) {

    public static final String CURRENT = "snapshot";
    public static final String EARLIER = "earlier snapshot";

    public SnapshotSide {
        Objects.requireNonNull(dataset, "dataset");
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(fetched, "fetched");
    }

    /** The side of a snapshot's metadata; {@code source} is {@link #CURRENT} or {@link #EARLIER}. */
    public static SnapshotSide of(SnapshotMetadata metadata, String source) {
        return new SnapshotSide(metadata.key().dataset(), metadata.vocabulary(), source, metadata.fetchEnded());
    }

    /** "kitchen-egocentric vo-0123456789ab (earlier snapshot)". */
    public String label() {
        return dataset + " " + token + " (" + source + ")";
    }
}
