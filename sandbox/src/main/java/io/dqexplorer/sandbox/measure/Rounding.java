package io.dqexplorer.sandbox.measure;

/** The contract rounds only {@code redundant_percent} and {@code coverage_percent}; other figures stay unrounded so clients can re-total. */
final class Rounding {

    private Rounding() {
    }

    static double twoDecimals(double value) {
        return Math.round(value * 100) / 100.0;
    }
}
