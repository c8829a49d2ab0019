package io.dqexplorer.workspace.bars;

import java.util.Arrays;
import java.util.Optional;

/**
 * What a bar says of its figure. The analyst's bar, never the service's verdict: a figure "breaches your bar",
 * the dataset does not "fail". A figure the service has not measured is its own outcome and never holds.
 */
public enum Outcome {
    HOLDS("holds"),
    WARNS("warns"),
    BREACHED("breached"),
    NOT_MEASURED("not measured"),
    /** The service, the snapshot or the history failed while the figure was read. */
    NOT_CHECKED("could not be checked");

    private final String words;

    Outcome(String words) {
        this.words = words;
    }

    /** "holds", "not measured", …: the line, the JSON and the history say it so. */
    public String words() {
        return words;
    }

    public static Optional<Outcome> ofWords(String words) {
        return Arrays.stream(values()).filter(outcome -> outcome.words.equals(words)).findFirst();
    }
}
