package io.dqexplorer.sdk;

/**
 * Makes text that came from the service safe to show: a terminal, a log file or a label must
 * display it, never obey it. A service could otherwise clear the screen and print a fake
 * "EXPORT OK" through an ANSI escape, ring the bell, or reorder a line with a bidi override.
 *
 * <p>C0 and C1 controls, DEL, and the Unicode bidi embedding, override and isolate marks are
 * replaced by a visible escape ({@code \u001B} becomes {@code \u001B} spelled out as six
 * characters); every printable character, any script, is kept as it is. Line breaks and tabs are
 * escaped too: a one-line message stays one line.
 */
public final class ServiceText {

    private ServiceText() {
    }

    /** The text with every control character replaced by its visible escape; null stays null. */
    public static String shown(String text) {
        if (text == null) {
            return null;
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (unsafe(c)) {
                out.append(String.format("\\u%04X", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static boolean unsafe(char c) {
        return c < 0x20 || (c >= 0x7F && c <= 0x9F) || bidiControl(c);
    }

    private static boolean bidiControl(char c) {
        return c == '\u061C' || c == '\u200E' || c == '\u200F'
                || (c >= '\u202A' && c <= '\u202E') || (c >= '\u2066' && c <= '\u2069');
    }
}
