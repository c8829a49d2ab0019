package io.dqexplorer.workspace.filter;

/** How strings and numbers are written in the filter text, the printer's half of the parser. */
final class FilterStrings {

    /** Integral values up to this print without a fraction ("10", not "10.0"); beyond it exactness needs the exponent. */
    private static final double PLAIN_INTEGRAL_LIMIT = 1e15;

    private FilterStrings() {
    }

    /** In double quotes, with {@code "} and {@code \} escaped by a backslash; every other character as it is. */
    static String quoted(String value) {
        StringBuilder quoted = new StringBuilder(value.length() + 2).append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                quoted.append('\\');
            }
            quoted.append(c);
        }
        return quoted.append('"').toString();
    }

    /** The shortest text that reads back as exactly this double. */
    static String number(double value) {
        if (value == Math.rint(value) && Math.abs(value) < PLAIN_INTEGRAL_LIMIT) {
            return Long.toString((long) value);
        }
        return Double.toString(value);
    }
}
