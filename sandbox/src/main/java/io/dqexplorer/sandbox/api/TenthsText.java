package io.dqexplorer.sandbox.api;

import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;

/**
 * Writes a JSON number exactly as {@link JsonGenerator#writeNumber(double)} does (the text of
 * {@link Double#toString}), but for the values rows hold — whole tenths of a second — by hand:
 * {@code Double.toString} was a sixth of a clip page's time. Any other value goes the usual way.
 */
final class TenthsText {

    /** Up to here (100,000 s) the hand-made text is checked against {@code Double.toString}, every tenth. */
    static final long LIMIT = 1_000_000;

    private final char[] text = new char[24];

    void write(JsonGenerator out, double value) throws IOException {
        long tenths = Math.round(value * 10);
        // the bit comparison also sends -0.0 and NaN the usual way
        if (tenths < 0 || tenths >= LIMIT || Double.doubleToRawLongBits(tenths / 10.0) != Double.doubleToRawLongBits(value)) {
            out.writeNumber(value);
            return;
        }
        int start = text.length;
        text[--start] = (char) ('0' + tenths % 10);
        text[--start] = '.';
        long whole = tenths / 10;
        do {
            text[--start] = (char) ('0' + whole % 10);
            whole /= 10;
        } while (whole > 0);
        out.writeNumber(text, start, text.length - start);
    }
}
