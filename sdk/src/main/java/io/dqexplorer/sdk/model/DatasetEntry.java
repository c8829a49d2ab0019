package io.dqexplorer.sdk.model;

import java.util.List;

/** One dataset of the caller's scope and the measurements already produced for it. */
public record DatasetEntry(String dataset, List<String> metrics) {

    public static final String VIDEO_CHARACTERISTICS = "video_characteristics";
    public static final String HAND_ACTIVITY = "hand_activity";
    public static final String VOCABULARY = "vocabulary";
    public static final String DUPLICATES = "duplicates";
    public static final String FRAME_QUALITY = "frame_quality";

    public DatasetEntry {
        metrics = List.copyOf(metrics);
    }

    public boolean has(String metric) {
        return metrics.contains(metric);
    }
}
