package io.dqexplorer.sdk.export;

import java.util.List;

/**
 * The rules by which a {@link ClipCell} becomes CSV cell text. Quoting is {@link CsvRows}' job;
 * this class only decides what the cell says. Public so that other row sources (the workspace's
 * query exports) write their cells by the same rules.
 * <ul>
 *   <li>Text a spreadsheet would take as a formula is neutralised by {@link FormulaGuard}.</li>
 *   <li>Numbers are written as numbers, never prefixed, so a negative number stays a number.
 *       Whole counts as integers; seconds in their shortest plain decimal form, with no
 *       exponent and no trailing zeros ({@code 12.0 -> 12}, {@code 1.0E-7 -> 0.0000001}).</li>
 *   <li>A missing value (no episode index, no frame-quality block) is an empty cell.</li>
 * </ul>
 */
public final class CsvCells {

    /** Joins the terms of a term-list cell. */
    public static final String LIST_SEPARATOR = "|";

    private CsvCells() {
    }

    /** Text, a formula neutralised by {@link FormulaGuard}. */
    public static String text(String text) {
        return FormulaGuard.neutralise(text);
    }

    /**
     * A value's cell by these rules: text guarded, a whole count as an integer, a number plain, a missing value
     * (null) empty. For row sources that hold a row's values as objects (a view's batch, a comparison's rows).
     *
     * @param value a {@link String}, {@link Long}, {@link Double} or null
     */
    public static String of(Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof String text) {
            return text(text);
        }
        if (value instanceof Long count) {
            return Long.toString(count);
        }
        return number((Double) value);
    }

    /** A term list as one cell: the terms joined by {@value #LIST_SEPARATOR}, then guarded as text. */
    public static String terms(List<String> terms) {
        return text(String.join(LIST_SEPARATOR, terms));
    }

    /**
     * The digits of {@link Double#toString(double)} written out plainly, without exponent or trailing
     * zeros ({@code 1.0E-7 -> 0.0000001}, {@code 1.0E21 -> 1000000000000000000000}, {@code -0.0 -> 0});
     * empty for NaN or infinity. The same text as {@code BigDecimal.valueOf(value).stripTrailingZeros()
     * .toPlainString()}, without its cost: whole values below 10^15 (every digit exact) go through
     * {@link Long#toString(long)}, others move the decimal point of {@code Double.toString}'s digits.
     */
    public static String number(double value) {
        if (!Double.isFinite(value)) {
            return "";
        }
        if (Math.abs(value) < 1e15 && value == (long) value) {
            return Long.toString((long) value);
        }
        return plain(Double.toString(value));
    }

    /**
     * {@code Double.toString}'s text as a plain decimal without trailing zeros. It is plain already
     * from 10^-3 up to 10^7 ({@code "11.6"}, {@code "0.0020"} for 0.002 on JDK 17), else
     * {@code [-]d.dddE[-]n} with a first digit that is never 0 (zero is whole, so never comes here).
     */
    private static String plain(String text) {
        int exponentAt = text.indexOf('E');
        if (exponentAt < 0) {
            return withoutTrailingZeros(text, text.length());
        }
        boolean negative = text.charAt(0) == '-';
        int lead = negative ? 1 : 0;
        // the mantissa's digits without its point ("1.2340E7" -> "1234"): the point comes after the first one
        String digits = text.charAt(lead) + withoutTrailingZeros(text.substring(lead + 2, exponentAt), exponentAt - lead - 2);
        int point = 1 + Integer.parseInt(text, exponentAt + 1, text.length(), 10);
        StringBuilder out = new StringBuilder(digits.length() + Math.abs(point) + 3);
        if (negative) {
            out.append('-');
        }
        if (point < 0) {
            out.append("0.").append("0".repeat(-point)).append(digits);
        } else if (point >= digits.length()) {
            out.append(digits).append("0".repeat(point - digits.length()));
        } else {
            out.append(digits, 0, point).append('.').append(digits, point, digits.length());
        }
        return out.toString();
    }

    /** The first {@code end} characters without trailing zeros, and without the point if nothing follows it. */
    private static String withoutTrailingZeros(String text, int end) {
        int last = end;
        while (last > 0 && text.charAt(last - 1) == '0') {
            last--;
        }
        return text.substring(0, last > 0 && text.charAt(last - 1) == '.' ? last - 1 : last);
    }
}
