package io.dqexplorer.sdk.export;

import java.util.List;

/**
 * Turns column values into cell text. Quoting is the CSV library's job; this class only decides
 * what the cell says.
 * <ul>
 *   <li>Text a spreadsheet would take as a formula is neutralised by {@link FormulaGuard}.</li>
 *   <li>Numbers are written as numbers, never prefixed, so a negative number stays a number.
 *       Whole counts as integers; seconds in their shortest plain decimal form, with no
 *       exponent and no trailing zeros ({@code 12.0 -> 12}, {@code 1.0E-7 -> 0.0000001}).</li>
 *   <li>A missing value (no episode index, no frame-quality block) is an empty cell.</li>
 * </ul>
 */
final class CsvCells {

    /** Joins the terms of a term-list cell. */
    static final String LIST_SEPARATOR = "|";

    private CsvCells() {
    }

    static String cell(Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof String text) {
            return text(text);
        }
        if (value instanceof ClipColumn.TermList list) {
            return text(join(list.terms()));
        }
        if (value instanceof Double seconds) {
            return number(seconds);
        }
        if (value instanceof Long || value instanceof Integer) {
            return value.toString();
        }
        throw new IllegalArgumentException("no cell form for " + value.getClass());
    }

    static String text(String text) {
        return FormulaGuard.neutralise(text);
    }

    /**
     * The digits of {@link Double#toString(double)} written out plainly, without exponent or trailing
     * zeros ({@code 1.0E-7 -> 0.0000001}, {@code 1.0E21 -> 1000000000000000000000}, {@code -0.0 -> 0});
     * empty for NaN or infinity. The same text as {@code BigDecimal.valueOf(value).stripTrailingZeros()
     * .toPlainString()}, without its cost: whole values below 10^15 (every digit exact) go through
     * {@link Long#toString(long)}, others move the decimal point of {@code Double.toString}'s digits.
     */
    static String number(double value) {
        if (!Double.isFinite(value)) {
            return "";
        }
        if (Math.abs(value) < 1e15 && value == (long) value) {
            return Long.toString((long) value);
        }
        return plain(Double.toString(value));
    }

    /** {@code [-]digits.digits[E[-]exponent]} as a plain decimal without leading or trailing zeros. */
    private static String plain(String scientific) {
        int exponentAt = scientific.indexOf('E');
        if (exponentAt < 0) {
            // Already plain ("11.6", "0.0020" for 0.002 on JDK 17): only trailing zeros to drop.
            int end = scientific.length();
            while (scientific.charAt(end - 1) == '0') {
                end--;
            }
            return scientific.substring(0, scientific.charAt(end - 1) == '.' ? end - 1 : end);
        }
        int end = exponentAt < 0 ? scientific.length() : exponentAt;
        int exponent = exponentAt < 0 ? 0 : Integer.parseInt(scientific, exponentAt + 1, scientific.length(), 10);
        boolean negative = scientific.charAt(0) == '-';
        int start = negative ? 1 : 0;
        int dot = scientific.indexOf('.', start);
        StringBuilder digits = new StringBuilder(end - start);
        digits.append(scientific, start, dot).append(scientific, dot + 1, end);
        int point = dot - start + exponent;
        int first = 0;
        while (first < digits.length() && digits.charAt(first) == '0') {
            first++;
        }
        int last = digits.length();
        while (last > first && digits.charAt(last - 1) == '0') {
            last--;
        }
        if (first == last) {
            return "0";
        }
        point -= first;
        int count = last - first;
        StringBuilder out = new StringBuilder(count + Math.abs(point) + 3);
        if (negative) {
            out.append('-');
        }
        if (point <= 0) {
            out.append("0.").append("0".repeat(-point)).append(digits, first, last);
        } else if (point >= count) {
            out.append(digits, first, last).append("0".repeat(point - count));
        } else {
            out.append(digits, first, first + point).append('.').append(digits, first + point, last);
        }
        return out.toString();
    }

    private static String join(List<String> terms) {
        return terms.size() == 1 ? terms.get(0) : String.join(LIST_SEPARATOR, terms);
    }
}
