package io.dqexplorer.sdk.query;

import java.util.Objects;

/** Query of the duplicates endpoint; a null pin means the latest comparison. */
public record DuplicatesQuery(String dataset, String mediaDigest) {

    public DuplicatesQuery {
        Objects.requireNonNull(dataset, "dataset");
    }

    public static DuplicatesQuery of(String dataset) {
        return new DuplicatesQuery(dataset, null);
    }

    public DuplicatesQuery withMediaDigest(String token) {
        return new DuplicatesQuery(dataset, token);
    }
}
