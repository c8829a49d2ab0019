package io.dqexplorer.workspace.report;

import java.text.NumberFormat;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * How a figure is written, the one rule for the app's views and the quality report: a report a colleague
 * opens must print exactly the numbers the analyst saw. The desktop's {@code Formats} writes through it.
 * Every figure is grouped in thousands with US separators, whatever its unit: "22,633.28 h" beside
 * "1,000,000 clips", never "22633.28 h".
 */
public final class Figures {

    /**
     * One format a thread (a {@code NumberFormat} is not safe to share): the clip table writes a count in each cell
     * of each new screen of rows, and making a format for each was near a tenth of laying them out.
     */
    private static final ThreadLocal<NumberFormat> COUNTS =
            ThreadLocal.withInitial(() -> NumberFormat.getIntegerInstance(Locale.US));

    private Figures() {
    }

    /** An integer count with grouping: 2,734. */
    public static String count(long value) {
        return COUNTS.get().format(value);
    }

    /** A count with its noun, singular for exactly one: "1 group", "2,734 clips". */
    public static String count(long value, String one, String many) {
        return count(value) + " " + (value == 1 ? one : many);
    }

    /** A percent figure already on the 0..100 scale, two decimals: 12.34 %. */
    public static String percent(double percent) {
        return decimal(percent) + " %";
    }

    /** A fraction in 0..1 as a percent: 0.1234 → 12.34 %. */
    public static String fractionAsPercent(double fraction) {
        return percent(fraction * 100);
    }

    /** A nullable percent; {@code missing} is the words for what null means in that place. */
    public static String percent(OptionalDouble percent, String missing) {
        return percent.isPresent() ? percent(percent.getAsDouble()) : missing;
    }

    /** A nullable fraction as a percent; {@code missing} is the words for what null means there. */
    public static String fractionAsPercent(OptionalDouble fraction, String missing) {
        return fraction.isPresent() ? fractionAsPercent(fraction.getAsDouble()) : missing;
    }

    /** Hours with two decimals: 12.50 h, 22,633.28 h. */
    public static String hours(double hours) {
        return decimal(hours) + " h";
    }

    /** Seconds with one decimal: 12.3 s, 1,204.5 s. */
    public static String seconds(double seconds) {
        return String.format(Locale.US, "%,.1f s", seconds);
    }

    /** A measured value of no unit of its own, two decimals and grouped: 10.00, 1,250.50. */
    public static String decimal(double value) {
        return String.format(Locale.US, "%,.2f", value);
    }

    /** Seconds as hours with two decimals. */
    public static String secondsAsHours(double seconds) {
        return hours(seconds / 3600.0);
    }

    /** A change of a count, signed: "+12", "−1,534", "±0". */
    public static String signedCount(long change) {
        return (change > 0 ? "+" : change < 0 ? "−" : "±") + count(Math.abs(change));
    }

    /** A change in hours, signed after rounding: "+1.25 h", "−100.24 h", "±0.00 h". */
    public static String signedHours(double change) {
        double rounded = Math.round(change * 100) / 100.0;
        return (rounded > 0 ? "+" : rounded < 0 ? "−" : "±") + hours(Math.abs(rounded));
    }

    /** A difference in percentage points, signed: "+1.25 pp", "−0.40 pp", "±0.00 pp". */
    public static String points(double points) {
        double rounded = Math.round(points * 100) / 100.0;
        String sign = rounded > 0 ? "+" : rounded < 0 ? "−" : "±";
        return sign + decimal(Math.abs(rounded)) + " pp";
    }
}
