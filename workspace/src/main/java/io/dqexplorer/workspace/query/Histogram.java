package io.dqexplorer.workspace.query;

import io.dqexplorer.workspace.table.Column;
import java.util.List;

/**
 * Clips of a subset counted into the bins of one numeric column. The bins come from the whole
 * dataset's values, never from the subset, so that a subset's histogram and the whole's share one axis.
 *
 * @param counts  clips per bin
 * @param missing clips of the subset with no value in the column (e.g. not measured)
 * @param zeros   clips of the subset whose value is 0, when the bins leave zeros out; 0 otherwise
 */
public record Histogram(HistogramBins bins, List<Long> counts, long missing, long zeros) {

    public Histogram {
        counts = List.copyOf(counts);
        if (counts.size() != bins.count()) {
            throw new IllegalArgumentException(counts.size() + " counts for " + bins.count() + " bins");
        }
    }

    public Column column() {
        return bins.column();
    }

    /** Every clip of the subset: counted in a bin, left out as a zero, or without a value. */
    public long clips() {
        return counts.stream().mapToLong(Long::longValue).sum() + zeros + missing;
    }

    /** The most clips in one bin. */
    public long tallest() {
        return counts.stream().mapToLong(Long::longValue).max().orElse(0);
    }
}
