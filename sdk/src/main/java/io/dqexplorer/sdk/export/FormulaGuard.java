package io.dqexplorer.sdk.export;

/**
 * The one rule for text a spreadsheet would run as a formula (OWASP ASVS 1.2.10 / 5.2.2): text
 * whose first character is {@code =}, {@code +}, {@code -}, {@code @}, tab, CR or NUL gets a
 * leading {@code '}, so the cell shows as text and is never evaluated. Used for CSV files and for
 * rows copied to the clipboard alike. Numbers never pass through it, so negative numbers stay numbers.
 */
public final class FormulaGuard {

    /** The character put before text that would run as a formula. */
    public static final char PREFIX = '\'';

    private FormulaGuard() {
    }

    /** The text as a spreadsheet may safely receive it. */
    public static String neutralise(String text) {
        return !text.isEmpty() && startsLikeFormula(text) ? PREFIX + text : text;
    }

    static boolean startsLikeFormula(String text) {
        switch (text.charAt(0)) {
            case '=', '+', '-', '@', '\t', '\r', '\0':
                return true;
            default:
                return false;
        }
    }
}
