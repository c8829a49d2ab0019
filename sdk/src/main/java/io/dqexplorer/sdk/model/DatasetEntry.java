package io.dqexplorer.sdk.model;

import java.util.List;

/** One dataset of the caller's scope and the measurements already produced for it. */
public record DatasetEntry(String dataset, List<String> metrics) {

    /** The frame-quality columns of the clip rows: a metric the service lists that is no measurement family. */
    public static final String FRAME_QUALITY = "frame_quality";

    public DatasetEntry {
        metrics = List.copyOf(metrics);
    }

    public boolean has(String metric) {
        return metrics.contains(metric);
    }
}
