package io.dqexplorer.workspace.report;

import java.util.Objects;
import java.util.Optional;

/**
 * The other side of a compare report: a dataset, and optionally the video-characteristics token that pins
 * its defects (its other families are its latest).
 */
public record CompareTarget(String dataset, Optional<String> token) {

    public CompareTarget {
        Objects.requireNonNull(dataset, "dataset");
        Objects.requireNonNull(token, "token");
    }

    /**
     * "DATASET" or "DATASET:TOKEN".
     *
     * @throws IllegalArgumentException when the dataset or the token after the colon is blank
     */
    public static CompareTarget parse(String text) {
        int colon = text.indexOf(':');
        String dataset = (colon < 0 ? text : text.substring(0, colon)).strip();
        Optional<String> token = colon < 0 ? Optional.empty() : Optional.of(text.substring(colon + 1).strip());
        if (dataset.isEmpty() || token.filter(String::isEmpty).isPresent()) {
            throw new IllegalArgumentException("the other side is DATASET or DATASET:TOKEN");
        }
        return new CompareTarget(dataset, token);
    }
}
