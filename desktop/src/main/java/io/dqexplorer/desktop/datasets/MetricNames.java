package io.dqexplorer.desktop.datasets;

import io.dqexplorer.sdk.measurement.Family;

/** Short names of the metrics a dataset has, for the chips in the list: a family's word; other metrics their id in words. */
public final class MetricNames {

    private MetricNames() {
    }

    public static String label(String metric) {
        return Family.ofMetric(metric).map(Family::word).orElseGet(() -> metric.replace('_', ' '));
    }
}
