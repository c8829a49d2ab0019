package io.dqexplorer.workspace.bars;

import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * One bar checked on one dataset.
 *
 * @param value          the figure now, unrounded as the service or the re-total gave it; empty when not measured
 *                       or not read
 * @param token          the measurement token it was read at (for a subset, the snapshot's vocabulary token);
 *                       null when nothing was read
 * @param compared       for a bar against the history, the earlier value (or the mean of the earlier values)
 * @param comparedTokens the tokens of the earlier measurements compared with, oldest first
 * @param reason         why the figure is not measured or could not be checked; null otherwise
 */
public record BarResult(Bar bar, String dataset, Outcome outcome, OptionalDouble value, String token,
                        OptionalDouble compared, List<String> comparedTokens, String reason) {

    public BarResult {
        Objects.requireNonNull(bar, "bar");
        Objects.requireNonNull(dataset, "dataset");
        Objects.requireNonNull(outcome, "outcome");
        comparedTokens = List.copyOf(comparedTokens);
    }

    static BarResult notChecked(Bar bar, String dataset, String token, String reason) {
        return new BarResult(bar, dataset, Outcome.NOT_CHECKED, OptionalDouble.empty(), token, OptionalDouble.empty(),
                List.of(), reason);
    }

    static BarResult notMeasured(Bar bar, String dataset, OptionalDouble value, String token, String reason) {
        return new BarResult(bar, dataset, Outcome.NOT_MEASURED, value, token, OptionalDouble.empty(), List.of(), reason);
    }

    /** The number the conditions were set against: the value, or for a relative bar its change. */
    public OptionalDouble checked() {
        if (value.isEmpty() || (bar.against().isPresent() && compared.isEmpty())) {
            return OptionalDouble.empty();
        }
        return bar.against().isPresent() ? OptionalDouble.of(value.getAsDouble() - compared.getAsDouble()) : value;
    }

    public Unit unit() {
        return bar.figure().unit();
    }
}
