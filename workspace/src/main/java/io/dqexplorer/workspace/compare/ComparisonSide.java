package io.dqexplorer.workspace.compare;

import java.time.Instant;
import java.util.Objects;

/**
 * One side of a comparison: which measurement, where its answer came from, and the answer.
 *
 * @param time   when the answer was read from the service, or, for a stored copy, when its token was first seen here
 * @param answer the family's answer: {@code VideoCharacteristics}, {@code HandActivity}, {@link VocabularyAnswer}
 *               or {@code Duplicates}
 */
public record ComparisonSide(CompareFamily family, String dataset, String token, SideSource source, Instant time,
                             Object answer) {

    public ComparisonSide {
        Objects.requireNonNull(family, "family");
        Objects.requireNonNull(dataset, "dataset");
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(answer, "answer");
    }

    /** "kitchen-egocentric vc-0123456789ab (stored copy)". */
    public String label() {
        return dataset + " " + token + " (" + source.word() + ")";
    }
}
