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
        return cell(measure, value, state, false);
    }

    public static String difference(String measure, Object value, String state) {
        return cell(measure, value, state, true);
    }

    /** @param difference whether the value is a difference: a gain signed, a percent's in percentage points */
    private static String cell(String measure, Object value, String state, boolean difference) {
        if (value == null) {
            return missing(state);
        }
        if (value instanceof String text) {
            return ServiceText.shown(text);
        }
        String sign = difference && ((Number) value).doubleValue() > 0 ? "+" : "";
        if (value instanceof Long count) {
            return sign + Figures.count(count);
        }
        double number = (Double) value;
        if (isPercent(measure)) {
            return difference ? sign + Figures.decimal(number) + " pp" : Figures.percent(number);
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
