package io.dqexplorer.workspace.snapshot;

import java.util.Objects;

/** Which snapshot: a dataset id is read within an organization's scope, so both name it. */
public record SnapshotKey(String organization, String dataset) {

    public SnapshotKey {
        Objects.requireNonNull(organization, "organization");
        Objects.requireNonNull(dataset, "dataset");
        if (organization.isEmpty() || dataset.isEmpty()) {
            throw new IllegalArgumentException("organization and dataset must not be empty");
        }
    }

    @Override
    public String toString() {
        return dataset + " of " + organization;
    }
}
