package io.dqexplorer.desktop.testing;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * What a logger and the loggers under it log during each test, from a level up, for the test to assert on;
 * a field with {@code @RegisterExtension}. The logger is set to that level for the test and set back after:
 * a command-line test earlier in the same JVM may have turned logging off.
 */
public final class LogCapture extends Handler implements BeforeEachCallback, AfterEachCallback {

    private final Logger logger;
    private final Level level;
    private final List<LogRecord> records = new CopyOnWriteArrayList<>();
    private Level before;

    public LogCapture(String loggerName, Level level) {
        this.logger = Logger.getLogger(loggerName);
        this.level = level;
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        records.clear();
        before = logger.getLevel();
        logger.setLevel(level);
        logger.addHandler(this);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        logger.removeHandler(this);
        logger.setLevel(before);
    }

    @Override
    public void publish(LogRecord record) {
        if (record.getLevel().intValue() >= level.intValue()) {
            records.add(record);
        }
    }

    /** Every line logged so far in this test, its parameters filled in. */
    public List<String> lines() {
        return records.stream().map(LogCapture::text).toList();
    }

    /** The lines logged at exactly this level. */
    public List<String> lines(Level at) {
        return records.stream().filter(record -> record.getLevel().equals(at)).map(LogCapture::text).toList();
    }

    public void clear() {
        records.clear();
    }

    private static String text(LogRecord record) {
        return new SimpleFormatter().formatMessage(record);
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }
}
