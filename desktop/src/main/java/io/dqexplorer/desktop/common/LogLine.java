package io.dqexplorer.desktop.common;

import io.dqexplorer.sdk.ServiceText;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.logging.Formatter;
import java.util.logging.LogRecord;

/**
 * One log record as one line: time, level, logger, message, and the chain of causes' messages.
 * Every text is escaped with {@link ServiceText#shown}, because a message may carry what a service
 * sent (an error message, a code) and a log line must never be able to drive a terminal or split
 * itself. The file log adds the stack frames on the lines after; the command line keeps one line.
 */
public final class LogLine extends Formatter {

    private final boolean stackFrames;

    private LogLine(boolean stackFrames) {
        this.stackFrames = stackFrames;
    }

    /** For a terminal: exactly one line per record. */
    public static LogLine oneLine() {
        return new LogLine(false);
    }

    /** For the log file: the line, then the stack frames of a throwable, each on its own indented line. */
    public static LogLine withStackFrames() {
        return new LogLine(true);
    }

    @Override
    public String format(LogRecord record) {
        StringBuilder line = new StringBuilder(160)
                .append(Instant.ofEpochMilli(record.getMillis()).truncatedTo(ChronoUnit.MILLIS))
                .append(' ').append(record.getLevel().getName())
                .append(' ').append(record.getLoggerName())
                .append(": ").append(ServiceText.shown(formatMessage(record)));
        for (Throwable cause = record.getThrown(); cause != null; cause = cause.getCause()) {
            line.append(cause == record.getThrown() ? " | " : " | caused by ")
                    .append(cause.getClass().getName());
            if (cause.getMessage() != null) {
                line.append(": ").append(ServiceText.shown(cause.getMessage()));
            }
        }
        line.append(System.lineSeparator());
        if (stackFrames && record.getThrown() != null) {
            for (StackTraceElement frame : record.getThrown().getStackTrace()) {
                line.append("\tat ").append(frame).append(System.lineSeparator());
            }
        }
        return line.toString();
    }
}
