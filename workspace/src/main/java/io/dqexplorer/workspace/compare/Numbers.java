package io.dqexplorer.workspace.compare;

import io.dqexplorer.sdk.export.CsvCells;

import java.math.BigDecimal;

/**
 * Arithmetic on figures as the service wrote them: in decimal, so that 4.1 − 0.1 is 4 and not
 * 3.9999999999999996, which a reader of the table would take for a measured difference.
 */
final class Numbers {

    private Numbers() {
    }

    /** {@code right - left} of the two figures' shortest decimal forms, then as the nearest double. */
    static double difference(double left, double right) {
        return BigDecimal.valueOf(right).subtract(BigDecimal.valueOf(left)).doubleValue();
    }

    /** A fraction as a percent, by moving the decimal point (0.58 is 58, not 57.99999999999999). */
    static double percent(double fraction) {
        return BigDecimal.valueOf(fraction).movePointRight(2).doubleValue();
    }

    /** A number as an item's label ("p50", "from 10"), written as the CSV writes numbers. */
    static String text(double value) {
        return CsvCells.number(value);
    }
}
