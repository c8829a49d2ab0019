package io.dqexplorer.sandbox.measure;

import io.dqexplorer.sandbox.corpus.CorpusGenerator;
import io.dqexplorer.sandbox.corpus.DatasetSeed;
import io.dqexplorer.sandbox.corpus.Metric;

import java.util.EnumSet;
import java.util.Set;

/**
 * A dataset of one organization as the service holds it: its seed, its measurement tokens, and its
 * corpus and figures, generated on first use (not at start, so the sandbox starts fast) and then kept.
 */
public final class ServedDataset {

    private final DatasetSeed seed;
    private final Set<Metric> metrics;
    private final MeasurementVersions versions;
    private volatile MeasuredDataset measured;

    ServedDataset(String organizationId, DatasetSeed seed) {
        this.seed = seed;
        this.versions = new MeasurementVersions(organizationId, seed.dataset());
        this.metrics = Metric.of(seed);
    }

    public String dataset() {
        return seed.dataset();
    }

    /** The measurements produced, known without generating the corpus. */
    public Set<Metric> metrics() {
        return EnumSet.copyOf(metrics);
    }

    public boolean has(Metric metric) {
        return metrics.contains(metric);
    }

    public MeasurementVersions versions() {
        return versions;
    }

    public MeasuredDataset measured() {
        MeasuredDataset result = measured;
        if (result == null) {
            synchronized (this) {
                result = measured;
                if (result == null) {
                    result = MeasuredDataset.of(CorpusGenerator.generate(seed));
                    measured = result;
                }
            }
        }
        return result;
    }
}
