package io.dqexplorer.workspace.compare;

import io.dqexplorer.sdk.measurement.Family;

import java.time.Instant;
import java.util.Objects;

/**
 * One side of a comparison: which measurement, where its answer came from, and the answer.
 *
 * @param token  the measurement's token; null only for a side {@link NotMeasured}
 * @param time   when the answer was read from the service, or, for a stored copy, when its token was first seen here
 * @param answer the family's answer: {@code VideoCharacteristics}, {@code HandActivity}, {@link VocabularyAnswer}
 *               or {@code Duplicates}; or {@link NotMeasured}
 */
public record ComparisonSide(Family family, String dataset, String token, SideSource source, Instant time,
                             Object answer) {

    public ComparisonSide {
        Objects.requireNonNull(family, "family");
        Objects.requireNonNull(dataset, "dataset");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(answer, "answer");
        if (token == null && !(answer instanceof NotMeasured)) {
            throw new NullPointerException("token");
        }
    }

    /** The latest of {@code dataset}, which the service has not measured in {@code family}. */
    static ComparisonSide notMeasured(Family family, String dataset, Instant time, NotMeasured answer) {
        return new ComparisonSide(family, dataset, null, SideSource.LATEST, time, answer);
    }

    /** Whether the side has a measurement (not {@link NotMeasured}). */
    public boolean measured() {
        return !(answer instanceof NotMeasured);
    }

    /** "kitchen-egocentric vc-0123456789ab (stored copy)"; "assembly-line not measured (latest)". */
    public String label() {
        return dataset + " " + (measured() ? token : "not measured") + " (" + source.word() + ")";
    }
}
