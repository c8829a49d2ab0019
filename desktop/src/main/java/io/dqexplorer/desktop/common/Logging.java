package io.dqexplorer.desktop.common;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.logging.FileHandler;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.StreamHandler;

/**
 * The one logging configuration of a run, set once at start. The SDK logs through
 * {@code System.Logger} (java.util.logging here), and so does every library that reaches SLF4J
 * (its JDK binding): without this, JUL's default console handler would print their INFO lines on
 * stderr beside what the command itself says.
 *
 * <p>The command line is silent unless asked ({@code --verbose}); the app writes to a rotating file
 * in the user's log folder. The lines are {@link LogLine}s: escaped, and the SDK redacts its secrets
 * before it logs.
 */
public final class Logging {

    static final String FILE_PATTERN = "dq-explorer.%g.log";
    static final int FILE_LIMIT_BYTES = 1024 * 1024;
    static final int FILE_COUNT = 5;

    private static final String OWN_LOGGERS = "io.dqexplorer";
    /** JUL holds loggers weakly: a level set on one nobody references would be forgotten. */
    private static final Logger OWN = Logger.getLogger(OWN_LOGGERS);

    private Logging() {
    }

    /**
     * For the command line: no record is shown; with {@code verbose}, every record of the app and
     * the SDK (down to their debug lines) and INFO and above of libraries, one line each on {@code err}.
     */
    public static void toTerminal(boolean verbose, OutputStream err) {
        Logger root = reset();
        if (!verbose) {
            root.setLevel(Level.OFF);
            return;
        }
        StreamHandler handler = new StreamHandler(err, LogLine.oneLine()) {
            @Override
            public synchronized void publish(LogRecord record) {
                super.publish(record);
                flush();
            }

            /** The stream is the command's stderr: a reset (at the JVM's exit too) must not close it. */
            @Override
            public synchronized void close() {
                flush();
            }
        };
        handler.setLevel(Level.ALL);
        root.addHandler(handler);
        OWN.setLevel(Level.ALL);
    }

    /**
     * For the app: INFO and above into {@code folder} (created if need be), at most
     * {@value #FILE_COUNT} files of {@value #FILE_LIMIT_BYTES} bytes, the newest {@code dq-explorer.0.log}.
     *
     * @return the current log file
     * @throws IOException when the folder or the file cannot be written; logging is then off
     */
    public static Path toFolder(Path folder) throws IOException {
        return toFolder(folder, FILE_LIMIT_BYTES);
    }

    static Path toFolder(Path folder, int limitBytes) throws IOException {
        Logger root = reset();
        root.setLevel(Level.OFF);
        Files.createDirectories(folder);
        Handler handler = new FileHandler(folder.resolve(FILE_PATTERN).toString(), limitBytes, FILE_COUNT, true);
        handler.setFormatter(LogLine.withStackFrames());
        handler.setLevel(Level.ALL);
        root.addHandler(handler);
        root.setLevel(Level.INFO);
        return currentFile(folder);
    }

    /** The file {@link #toFolder} writes to now; older ones are numbered 1 to {@value #FILE_COUNT} - 1. */
    public static Path currentFile(Path folder) {
        return folder.resolve(FILE_PATTERN.replace("%g", "0"));
    }

    /**
     * The user's log folder: {@code $XDG_STATE_HOME/dq-explorer} (else {@code ~/.local/state/dq-explorer})
     * on Linux, {@code ~/Library/Logs/DQ Explorer} on macOS, {@code %LOCALAPPDATA%\DQ Explorer\logs}
     * on Windows.
     */
    public static Path folder(String osName, Map<String, String> env, Path home) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String local = env.get("LOCALAPPDATA");
            Path base = local == null || local.isBlank() ? home.resolve("AppData").resolve("Local") : Path.of(local);
            return base.resolve("DQ Explorer").resolve("logs");
        }
        if (os.startsWith("mac")) {
            return home.resolve("Library").resolve("Logs").resolve("DQ Explorer");
        }
        // the XDG rule: a relative value is invalid and must be ignored
        String state = env.get("XDG_STATE_HOME");
        Path base = state != null && Path.of(state).isAbsolute()
                ? Path.of(state)
                : home.resolve(".local").resolve("state");
        return base.resolve("dq-explorer");
    }

    private static Logger reset() {
        LogManager.getLogManager().reset();
        OWN.setLevel(null);
        return Logger.getLogger("");
    }
}
