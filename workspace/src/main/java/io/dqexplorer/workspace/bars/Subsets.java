package io.dqexplorer.workspace.bars;

import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.query.Summary;

/** Where the clips figures come from: the summary of a filter's clips of the dataset's snapshot, made current first. */
@FunctionalInterface
public interface Subsets {

    /**
     * @param filter {@link Filter#ALL} for every clip
     */
    Subset summary(String dataset, Filter filter);

    /**
     * @param token the vocabulary token the snapshot's rows were read at
     */
    record Subset(Summary summary, String token) {
    }
}
