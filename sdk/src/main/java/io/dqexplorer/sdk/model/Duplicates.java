package io.dqexplorer.sdk.model;

import java.util.List;
import java.util.Optional;

/** The duplicates result. An empty {@code exact} means "not compared yet", never "no duplicates". */
public record Duplicates(String dataset, String mediaDigest, long comparedClipCount, Optional<Exact> exact) {

    /** Byte-for-byte identical footage. {@code redundantClipCount} is the sum of (group size - 1). */
    public record Exact(List<Group> groups, long redundantClipCount, double redundantPercent) {
        public Exact {
            groups = List.copyOf(groups);
        }
    }

    /** One group of identical clips, in the service's stable order. */
    public record Group(List<String> clips) {
        public Group {
            clips = List.copyOf(clips);
        }
    }
}
