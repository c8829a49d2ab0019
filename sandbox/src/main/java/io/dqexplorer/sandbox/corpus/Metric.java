package io.dqexplorer.sandbox.corpus;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/** The measurements a dataset can have; the datasets endpoint lists the produced ones by wire name. */
public enum Metric {
    VIDEO_CHARACTERISTICS("video_characteristics"),
    HAND_ACTIVITY("hand_activity"),
    VOCABULARY("vocabulary"),
    DUPLICATES("duplicates"),
    FRAME_QUALITY("frame_quality");

    private final String wireName;

    Metric(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    /** The metrics a seed lists, failing on a name this sandbox does not know. */
    public static Set<Metric> of(DatasetSeed seed) {
        Set<Metric> metrics = EnumSet.noneOf(Metric.class);
        for (String name : seed.metrics()) {
            metrics.add(fromWireName(name)
                    .orElseThrow(() -> new IllegalArgumentException(seed.dataset() + ": unknown metric " + name)));
        }
        return metrics;
    }

    public static Optional<Metric> fromWireName(String name) {
        for (Metric metric : values()) {
            if (metric.wireName.equals(name)) {
                return Optional.of(metric);
            }
        }
        return Optional.empty();
    }
}
