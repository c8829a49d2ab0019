package io.dqexplorer.desktop.common.tab;

/** A pinned measurement's answer, and whether it is the stored copy because the service no longer gave it. */
record PinnedAnswer<T>(T answer, boolean storedCopy) {
}
