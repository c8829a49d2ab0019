package io.dqexplorer.workspace.bars;

import java.util.Objects;
import java.util.OptionalDouble;

/**
 * A figure read from an answer: its value as the service (or the re-total) gave it, or the service's own
 * words for why there is none ("not assessed yet", "not compared yet"), which is never 0 and never a pass.
 */
public record FigureValue(OptionalDouble value, String notMeasured) {

    public FigureValue {
        Objects.requireNonNull(value, "value");
        if (value.isEmpty() && (notMeasured == null || notMeasured.isBlank())) {
            throw new IllegalArgumentException("a figure without a value says why");
        }
    }

    public static FigureValue of(double value) {
        return new FigureValue(OptionalDouble.of(value), null);
    }

    public static FigureValue notMeasured(String why) {
        return new FigureValue(OptionalDouble.empty(), why);
    }

    /** The value, or why there is none. */
    public static FigureValue of(OptionalDouble value, String why) {
        return value.isPresent() ? of(value.getAsDouble()) : notMeasured(why);
    }

    public boolean measured() {
        return value.isPresent();
    }
}
