package io.dqexplorer.sdk.query;

import java.util.Objects;

/** Query of the hand-activity endpoint; a null pin means the most recent run. */
public record HandActivityQuery(String dataset, String analysis) {

    public HandActivityQuery {
        Objects.requireNonNull(dataset, "dataset");
    }

    public static HandActivityQuery of(String dataset) {
        return new HandActivityQuery(dataset, null);
    }

    public HandActivityQuery withAnalysis(String token) {
        return new HandActivityQuery(dataset, token);
    }
}
