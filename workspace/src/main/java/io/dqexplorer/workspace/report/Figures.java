package io.dqexplorer.workspace.report;

import java.text.NumberFormat;
import java.util.Locale;
import java.util.OptionalDouble;

/**
 * How a figure is written, the one rule for the app's views and the quality report: a report a colleague
 * opens must print exactly the numbers the analyst saw. The desktop's {@code Formats} writes through it.
 */
public final class Figures {

    private Figures() {
    }

    /** An integer count with grouping: 2,734. */
    public static String count(long value) {
        return NumberFormat.getIntegerInstance(Locale.US).format(value);
    }

    /** A count with its noun, singular for exactly one: "1 group", "2,734 clips". */
    public static String count(long value, String one, String many) {
        return count(value) + " " + (value == 1 ? one : many);
    }

    /** A percent figure already on the 0..100 scale, two decimals: 12.34 %. */
    public static String percent(double percent) {
        return String.format(Locale.US, "%.2f %%", percent);
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

    /** Hours with two decimals: 12.50 h. */
    public static String hours(double hours) {
        return String.format(Locale.US, "%.2f h", hours);
    }

    /** Seconds with one decimal: 12.3 s. */
    public static String seconds(double seconds) {
        return String.format(Locale.US, "%.1f s", seconds);
    }

    /** Seconds as hours with two decimals. */
    public static String secondsAsHours(double seconds) {
        return hours(seconds / 3600.0);
    }

    /** A difference in percentage points, signed: "+1.25 pp", "−0.40 pp", "±0.00 pp". */
    public static String points(double points) {
        double rounded = Math.round(points * 100) / 100.0;
        String sign = rounded > 0 ? "+" : rounded < 0 ? "−" : "±";
        return sign + String.format(Locale.US, "%.2f pp", Math.abs(rounded));
    }
}
