package io.dqexplorer.workspace.filter;

/**
 * Filter text that does not read: where (a 0-based character index into the text) and what was
 * expected there. {@link #display()} is the two-line form for a terminal or a UI's monospaced label.
 */
public final class FilterSyntaxException extends IllegalArgumentException {

    private final String text;
    private final int position;
    private final String reason;

    FilterSyntaxException(String text, int position, String reason) {
        super(reason + " (at character " + position + ")");
        this.text = text;
        this.position = position;
        this.reason = reason;
    }

    /** The whole filter text that was read. */
    public String text() {
        return text;
    }

    /** The 0-based index in {@link #text()} of the character the error is about; its length at the end. */
    public int position() {
        return position;
    }

    /** What was wrong, naming what was expected; without the position. */
    public String reason() {
        return reason;
    }

    /**
     * The text on one line and a caret under the position on the next. Characters that would move or
     * break the line (controls, bidi overrides) show as spaces, so the caret stays under its character.
     */
    public String display() {
        StringBuilder line = new StringBuilder(text.length());
        text.codePoints().forEach(c -> line.appendCodePoint(displaceable(c) ? ' ' : c));
        int column = text.codePointCount(0, position);
        return line + "\n" + " ".repeat(column) + "^";
    }

    private static boolean displaceable(int c) {
        return Character.isISOControl(c)
                || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069)
                || c == 0x200E || c == 0x200F || c == 0x061C
                || c == 0x2028 || c == 0x2029;
    }
}
