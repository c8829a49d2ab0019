package io.dqexplorer.desktop.common;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.Logger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LoggingTest {

    private static final System.Logger SDK = System.getLogger("io.dqexplorer.sdk");
    private static final Path HOME = Path.of("/home/ana");

    @TempDir
    Path folder;

    @AfterEach
    void restoreTheDefaultConfiguration() throws IOException {
        LogManager.getLogManager().readConfiguration();
    }

    @Test
    void theCommandLineShowsNoRecordUnlessVerbose() {
        Logging.toTerminal(false, new ByteArrayOutputStream());

        for (String logger : List.of("io.dqexplorer.sdk", "okhttp3", "")) {
            assertFalse(Logger.getLogger(logger).isLoggable(Level.SEVERE), logger);
        }
    }

    @Test
    void verboseShowsTheSdksDebugLinesOneEscapedLineEach() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Logging.toTerminal(true, err);

        SDK.log(System.Logger.Level.INFO, "request {0}: attempt 1 of 3 failed ({1})", "r-1", "gone\u001b[2J\u0007\nEXPORT OK");
        SDK.log(System.Logger.Level.DEBUG, "request {0}: GET /clips -> HTTP 200", "r-2");

        List<String> lines = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(2, lines.size(), lines.toString());
        assertTrue(lines.get(0).matches("\\S+ INFO io\\.dqexplorer\\.sdk: request r-1: attempt 1 of 3 failed "
                + "\\(gone\\\\u001B\\[2J\\\\u0007\\\\u000AEXPORT OK\\)"), lines.get(0));
        assertTrue(lines.get(1).endsWith("FINE io.dqexplorer.sdk: request r-2: GET /clips -> HTTP 200"), lines.get(1));
    }

    @Test
    void theAppWritesEscapedLinesToARotatingFile() throws IOException {
        Path logs = folder.resolve("state").resolve("dq-explorer");
        Path current = Logging.toFolder(logs, 2_000);

        SDK.log(System.Logger.Level.INFO, "request r-1: failed ({0})", "gone\u001b[2J");
        SDK.log(System.Logger.Level.DEBUG, "below the file's level");
        LogManager.getLogManager().reset();

        assertEquals(logs.resolve("dq-explorer.0.log"), current);
        String written = Files.readString(current);
        assertTrue(written.contains("INFO io.dqexplorer.sdk: request r-1: failed (gone\\u001B[2J)"), written);
        assertFalse(written.contains("\u001b"), written);
        assertFalse(written.contains("below the file's level"), written);

        Logging.toFolder(logs, 2_000);
        for (int i = 0; i < 40; i++) {
            SDK.log(System.Logger.Level.WARNING, "line {0} of a long run", i);
        }
        LogManager.getLogManager().reset();
        assertTrue(Files.exists(logs.resolve("dq-explorer.1.log")), "no older file after the size limit");
    }

    @Test
    void theLogFolderIsTheUsersOwnOnEachSystem() {
        assertEquals(HOME.resolve(".local/state/dq-explorer"), Logging.folder("Linux", Map.of(), HOME));
        assertEquals(Path.of("/var/state/ana/dq-explorer"),
                Logging.folder("Linux", Map.of("XDG_STATE_HOME", "/var/state/ana"), HOME));
        assertEquals(HOME.resolve(".local/state/dq-explorer"),
                Logging.folder("Linux", Map.of("XDG_STATE_HOME", "relative/ignored"), HOME));
        assertEquals(HOME.resolve("Library/Logs/DQ Explorer"), Logging.folder("Mac OS X", Map.of(), HOME));
        assertEquals(Path.of("C:\\Users\\ana\\AppData\\Local").resolve("DQ Explorer").resolve("logs"),
                Logging.folder("Windows 11", Map.of("LOCALAPPDATA", "C:\\Users\\ana\\AppData\\Local"), HOME));
    }
}
