package io.dqexplorer.sandbox.measure;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** The contract rounds only {@code redundant_percent} and {@code coverage_percent}; other figures stay unrounded so clients can re-total. */
final class Rounding {

    private Rounding() {
    }

    /**
     * Half-up to two decimals of the value as written in decimal ({@code 0.145} gives {@code 0.15},
     * {@code 1.005} gives {@code 1.01}); scaling the binary double by 100 would round such half-way
     * values down. The value must be finite.
     */
    static double twoDecimals(double value) {
        return BigDecimal.valueOf(value).setScale(2, RoundingMode.HALF_UP).doubleValue();
    }
}
