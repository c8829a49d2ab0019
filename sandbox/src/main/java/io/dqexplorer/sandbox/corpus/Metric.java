package io.dqexplorer.sandbox.corpus;

import java.util.Optional;

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

    public static Optional<Metric> fromWireName(String name) {
        for (Metric metric : values()) {
            if (metric.wireName.equals(name)) {
                return Optional.of(metric);
            }
        }
        return Optional.empty();
    }
}
