package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.ServiceText;

/**
 * How a cell of the difference table reads: counts grouped, percents in percent and their differences in
 * percentage points with a sign, hours in hours, a clip's seconds in seconds, a missing figure as the words its row's state gives, and
 * text (a term, a tier) as the service gave it, made safe to show. The app's compare table and the report's
 * differences table both read their cells here.
 */
public final class DifferenceCells {

    private DifferenceCells() {
    }

    public static String figure(String measure, Object value, String state) {
        if (value == null) {
            return missing(state);
        }
        if (value instanceof String text) {
            return ServiceText.shown(text);
        }
        if (value instanceof Long count) {
            return Figures.count(count);
        }
        double number = (Double) value;
        if (isPercent(measure)) {
            return Figures.percent(number);
        }
        if (measure.contains("hours")) {
            return Figures.hours(number);
        }
        if (measure.contains("seconds")) {
            return Figures.seconds(number);
        }
        return Figures.decimal(number);
    }

    public static String difference(String measure, Object value, String state) {
        if (value == null) {
            return missing(state);
        }
        if (value instanceof String text) {
            return ServiceText.shown(text);
        }
        if (value instanceof Long count) {
            return (count > 0 ? "+" : "") + Figures.count(count);
        }
        double number = (Double) value;
        String sign = number > 0 ? "+" : "";
        if (isPercent(measure)) {
            return sign + Figures.decimal(number) + " pp";
        }
        if (measure.contains("hours")) {
            return sign + Figures.hours(number);
        }
        if (measure.contains("seconds")) {
            return sign + Figures.seconds(number);
        }
        return sign + Figures.decimal(number);
    }

    /** "not assessed yet", "not compared yet": the state's words without the side; a dash where the state says nothing of it. */
    private static String missing(String state) {
        if (state == null) {
            return "—";
        }
        for (String words : new String[] {"not assessed yet", "not compared yet"}) {
            if (state.startsWith(words)) {
                return words;
            }
        }
        return "—";
    }

    private static boolean isPercent(String measure) {
        return measure.contains("percent") || measure.contains("share");
    }
}
