package io.dqexplorer.desktop.clips.snapshots;

import io.dqexplorer.workspace.snapshot.SnapshotKey;

import java.util.Optional;

/**
 * The snapshots the app has open, asked before one is deleted: DuckDB keeps an open file's database
 * alive, so deleting it from under a view would leave the view reading a file that no longer exists
 * (and on Windows the delete fails).
 */
@FunctionalInterface
public interface OpenSnapshots {

    /** Nothing is open: every snapshot may be deleted. */
    OpenSnapshots NONE = key -> Optional.empty();

    /**
     * Closes the app's snapshot of {@code key}, if it has it open, so that it can be deleted; called on
     * the UI thread. Empty when it is closed (or was not open); otherwise why it cannot be closed now,
     * e.g. "a fetch of it is under way".
     */
    Optional<String> release(SnapshotKey key);
}
