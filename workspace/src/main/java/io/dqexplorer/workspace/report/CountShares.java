package io.dqexplorer.workspace.report;

import java.util.Optional;

/**
 * A count on both sides as each side's share of its own total, in percent: what makes the counts of two
 * datasets of different sizes comparable. None unless both counts and both totals are there and the totals
 * are not 0.
 */
record CountShares(double left, double right) {

    static Optional<CountShares> of(Object leftCount, Object rightCount, Object leftTotal, Object rightTotal) {
        if (leftCount instanceof Long l && rightCount instanceof Long r && leftTotal instanceof Long lt
                && rightTotal instanceof Long rt && lt > 0 && rt > 0) {
            return Optional.of(new CountShares(100.0 * l / lt, 100.0 * r / rt));
        }
        return Optional.empty();
    }

    /** Right minus left, in percentage points. */
    double points() {
        return right - left;
    }

    /** "12.50 % → 12.50 %, ±0.00 pp": how the every-figure table writes a count's shares. */
    String text() {
        return Figures.percent(left) + " → " + Figures.percent(right) + ", " + Figures.points(points());
    }
}
