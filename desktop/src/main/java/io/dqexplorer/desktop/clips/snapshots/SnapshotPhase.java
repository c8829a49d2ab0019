package io.dqexplorer.desktop.clips.snapshots;

/** Where the Clips tab is with the dataset's snapshot. */
public enum SnapshotPhase {
    /** No snapshot on this machine and none being fetched: the service's pages are what the tab shows. */
    NONE,
    /** Looking for a snapshot on this machine and asking the service whether it is current. */
    OPENING,
    /** Fetching every clip; the service's pages stay usable, and a snapshot already open stays shown. */
    FETCHING,
    /** A snapshot is open: the table, filter and totals run on it. */
    READY,
    /** Opening or fetching failed; the error banner says why, the service's pages stay usable. */
    FAILED
}
