package io.dqexplorer.workspace.compare;

import io.dqexplorer.workspace.snapshot.Snapshot;
import io.dqexplorer.workspace.snapshot.SnapshotKey;
import io.dqexplorer.workspace.snapshot.SnapshotMetadata;
import io.dqexplorer.workspace.snapshot.SnapshotStore;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * A clips comparison of two snapshots kept on this machine, as the command line and the app both make
 * it: the dataset's current snapshot on the right, on the left its earlier snapshot or another dataset's.
 */
public final class SnapshotComparison {

    /** Both sides, named, and what differs between them. */
    public record Compared(SnapshotSide left, SnapshotSide right, ClipComparison.Result result) {
    }

    private SnapshotComparison() {
    }

    /**
     * Opens the earlier snapshot of {@code key}, the one a refresh onto a new measurement replaced.
     *
     * @param otherwise how else to compare, ending the message when none is kept ("or compare with --with-dataset")
     * @throws CompareException when none is kept
     */
    public static Snapshot openEarlier(SnapshotStore store, SnapshotKey key, String otherwise) {
        return store.openEarlier(key).orElseThrow(() -> new CompareException("no earlier snapshot of " + key.dataset()
                + " is kept here: one is kept when a snapshot is refreshed onto a new measurement; " + otherwise, null));
    }

    /**
     * Compares {@code left} ({@code leftSource}: {@link SnapshotSide#CURRENT} or {@link SnapshotSide#EARLIER})
     * with the current snapshot open on {@code right}.
     */
    public static Compared compare(Snapshot left, String leftSource, Connection right, SnapshotMetadata rightMetadata)
            throws SQLException {
        ClipComparison.Result result = ClipComparison.compare(left.connection(), right);
        return new Compared(SnapshotSide.of(left.metadata(), leftSource),
                SnapshotSide.of(rightMetadata, SnapshotSide.CURRENT), result);
    }
}
