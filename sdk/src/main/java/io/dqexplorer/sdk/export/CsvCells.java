package io.dqexplorer.sdk.export;

import java.math.BigDecimal;
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

    /** The shortest plain decimal that reads back as the same double; empty for NaN or infinity. */
    static String number(double value) {
        if (!Double.isFinite(value)) {
            return "";
        }
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    private static String join(List<String> terms) {
        return terms.size() == 1 ? terms.get(0) : String.join(LIST_SEPARATOR, terms);
    }
}
