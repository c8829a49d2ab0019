package io.dqexplorer.desktop.datasets;

import io.dqexplorer.sdk.model.DatasetEntry;

import java.util.Map;

/** Short names of the metrics a dataset has, for the chips in the list; unknown metrics keep their id. */
public final class MetricNames {

    private static final Map<String, String> LABELS = Map.of(
            DatasetEntry.VIDEO_CHARACTERISTICS, "video",
            DatasetEntry.HAND_ACTIVITY, "hands",
            DatasetEntry.VOCABULARY, "vocabulary",
            DatasetEntry.DUPLICATES, "duplicates",
            DatasetEntry.FRAME_QUALITY, "frame quality");

    private MetricNames() {
    }

    public static String label(String metric) {
        return LABELS.getOrDefault(metric, metric.replace('_', ' '));
    }
}
