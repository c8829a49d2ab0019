package io.dqexplorer.workspace.bars;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * When a bar warns or is breached: {@code > 6}, {@code >= 6}, {@code < 0.9}, {@code <= 0.9},
 * {@code between 2 and 5} (both ends in), {@code outside 2 and 5} (both ends out). The numbers are in the
 * figure's unit, or its change's for a bar against the history.
 */
public record Condition(Operator operator, double low, double high) {

    /** How a value is set against the condition's number(s). */
    public enum Operator {
        ABOVE(">"), AT_LEAST(">="), BELOW("<"), AT_MOST("<="), BETWEEN("between"), OUTSIDE("outside");

        private final String symbol;

        Operator(String symbol) {
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }
    }

    private static final String NUMBER = "([-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d+)?)";
    private static final Pattern COMPARISON = Pattern.compile("(>=|<=|>|<)\\s*" + NUMBER);
    private static final Pattern RANGE = Pattern.compile("(between|outside)\\s+" + NUMBER + "\\s+and\\s+" + NUMBER,
            Pattern.CASE_INSENSITIVE);

    /**
     * @throws IllegalArgumentException naming what a condition looks like, when {@code text} is not one
     */
    public static Condition parse(String text) {
        String given = text.strip();
        Matcher comparison = COMPARISON.matcher(given);
        if (comparison.matches()) {
            Operator operator = switch (comparison.group(1)) {
                case ">" -> Operator.ABOVE;
                case ">=" -> Operator.AT_LEAST;
                case "<" -> Operator.BELOW;
                default -> Operator.AT_MOST;
            };
            double number = Double.parseDouble(comparison.group(2));
            return new Condition(operator, number, number);
        }
        Matcher range = RANGE.matcher(given);
        if (range.matches()) {
            double low = Double.parseDouble(range.group(2));
            double high = Double.parseDouble(range.group(3));
            if (low > high) {
                throw new IllegalArgumentException("the first number of \"" + given + "\" is above the second");
            }
            Operator operator = range.group(1).toLowerCase(Locale.ROOT).equals("between") ? Operator.BETWEEN
                    : Operator.OUTSIDE;
            return new Condition(operator, low, high);
        }
        throw new IllegalArgumentException("a condition is one of \"> N\", \">= N\", \"< N\", \"<= N\","
                + " \"between A and B\", \"outside A and B\"");
    }

    /** Whether the value meets the condition: the bar warns, or is breached. */
    public boolean test(double value) {
        return switch (operator) {
            case ABOVE -> value > low;
            case AT_LEAST -> value >= low;
            case BELOW -> value < low;
            case AT_MOST -> value <= low;
            case BETWEEN -> value >= low && value <= high;
            case OUTSIDE -> value < low || value > high;
        };
    }

    /** "> 6", "between 2 and 5": the numbers as they were written, without a trailing ".0". */
    public String text() {
        return switch (operator) {
            case BETWEEN, OUTSIDE -> operator.symbol + " " + number(low) + " and " + number(high);
            default -> operator.symbol + " " + number(low);
        };
    }

    private static String number(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    @Override
    public String toString() {
        return text();
    }
}
