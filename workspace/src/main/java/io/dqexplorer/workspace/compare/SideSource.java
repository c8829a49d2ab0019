package io.dqexplorer.workspace.compare;

/** Where a side's answer came from, as a manifest and a label name it. */
public enum SideSource {
    /** The service's latest measurement, asked without a token. */
    LATEST("latest"),
    /** The measurement a token names, answered by the service. */
    PINNED("pinned"),
    /** The copy kept in the measurement history: the service no longer keeps the token (409) or cannot be reached. */
    STORED_COPY("stored copy");

    private final String word;

    SideSource(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }
}
