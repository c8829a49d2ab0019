package io.dqexplorer.workspace.history;

import java.util.Objects;

/** Whose measurements: one service and one organization; the same dataset id elsewhere is another corpus. */
public record HistoryKey(String serviceUrl, String organization) {

    public HistoryKey {
        Objects.requireNonNull(serviceUrl, "serviceUrl");
        Objects.requireNonNull(organization, "organization");
    }
}
