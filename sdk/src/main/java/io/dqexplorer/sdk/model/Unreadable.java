package io.dqexplorer.sdk.model;

/** Planned clips with no usable measurement; weighted by clips, not duration. */
public record Unreadable(long assessedClips, double percent) {
}
