package io.dqexplorer.workspace.bars;

/**
 * A bars file that cannot be used: what is wrong, and where (1-based line and column of the file; 0 when
 * the file itself cannot be read).
 */
public final class BarsFileException extends RuntimeException {

    private final String file;
    private final int line;
    private final int column;
    private final String reason;

    public BarsFileException(String file, int line, int column, String reason, Throwable cause) {
        super(file + (line > 0 ? ":" + line + ":" + column : "") + ": " + reason, cause);
        this.file = file;
        this.line = line;
        this.column = column;
        this.reason = reason;
    }

    /** The file's name as the user gave it. */
    public String file() {
        return file;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** What is wrong, without the place. */
    public String reason() {
        return reason;
    }
}
