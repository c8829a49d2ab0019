package io.dqexplorer.sdk.export;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes CSV records as UTF-8 bytes, quoting exactly as Apache Commons CSV's {@code RFC4180} format
 * (quote mode MINIMAL) does, which wrote the export before: the same file byte for byte, without a
 * {@link java.io.Writer}, a charset encoder and a library call per cell. ASCII text, nearly every
 * cell, is copied char by char into the buffer.
 * Public so that other row sources (the workspace's query exports) write the very same files.
 * <p>A cell is quoted when it holds a comma, a double quote, CR or LF, starts with a character up
 * to {@code '#'} or ends with one up to a space; an empty cell only when it is the first of its
 * record. Inside quotes a double quote is doubled. Records end with CRLF.
 */
public final class CsvRows implements AutoCloseable {

    private final OutputStream out;
    private final byte[] buffer;
    private int used;
    private boolean newRecord = true;

    /** Writes into {@code out} through a buffer of {@code bufferBytes}; closing this closes {@code out}. */
    public CsvRows(OutputStream out, int bufferBytes) {
        this.out = out;
        this.buffer = new byte[bufferBytes];
    }

    /** Appends one cell to the current record. */
    public void cell(String text) throws IOException {
        if (!newRecord) {
            put((byte) ',');
        }
        boolean quote = needsQuotes(text, newRecord);
        newRecord = false;
        if (quote) {
            put((byte) '"');
        }
        int length = text.length();
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c >= 0x80) {
                // rare: the rest of the cell through the JDK's encoder (lone surrogates become '?', as before)
                putEncoded(text.substring(i), quote);
                break;
            }
            if (c == '"' && quote) {
                put((byte) '"');
            }
            put((byte) c);
        }
        if (quote) {
            put((byte) '"');
        }
    }

    /** Ends the current record. */
    public void endRecord() throws IOException {
        put((byte) '\r');
        put((byte) '\n');
        newRecord = true;
    }

    /** Writes out what is buffered and closes the stream. */
    @Override
    public void close() throws IOException {
        try (out) {
            flush();
        }
    }

    private void flush() throws IOException {
        out.write(buffer, 0, used);
        used = 0;
    }

    private static boolean needsQuotes(String text, boolean firstOfRecord) {
        int length = text.length();
        if (length == 0) {
            return firstOfRecord;
        }
        if (text.charAt(0) <= '#' || text.charAt(length - 1) <= ' ') {
            return true;
        }
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c == ',' || c == '"' || c == '\n' || c == '\r') {
                return true;
            }
        }
        return false;
    }

    private void putEncoded(String rest, boolean quote) throws IOException {
        byte[] bytes = (quote ? rest.replace("\"", "\"\"") : rest).getBytes(StandardCharsets.UTF_8);
        for (byte b : bytes) {
            put(b);
        }
    }

    private void put(byte b) throws IOException {
        if (used == buffer.length) {
            flush();
        }
        buffer[used++] = b;
    }
}
