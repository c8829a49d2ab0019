package io.dqexplorer.workspace.history;

import io.dqexplorer.sdk.measurement.MeasurementAnswer;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.workspace.store.DatabaseFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The history's file when something else has it: another program holding it (a second JVM here), this program
 * holding it the other way, or a file that cannot be opened at all; and what a write that would change nothing
 * leaves alone.
 */
class MeasurementHistoryFileTest {

    private static final Instant MONDAY = Instant.parse("2026-11-23T09:00:00Z");
    private static final HistoryKey KEY = new HistoryKey("https://dq.example.com", "org-7");
    private static final MeasurementAnswer ANSWER = new MeasurementAnswer(MeasurementFamily.HAND_ACTIVITY,
            "kitchen-egocentric", "ha-1", "{\"clips\": 3}");

    @TempDir
    Path folder;

    @Test
    void anAnswerRecordedAlreadyIsNotWrittenAgainButAFullerOneIs() throws Exception {
        Path file = folder.resolve("history.duckdb");
        MeasurementHistory history = new MeasurementHistory(file, Clock.fixed(MONDAY, ZoneOffset.UTC));
        history.record(KEY, ANSWER);
        // the file now cannot be opened: only a write that reaches it fails
        assertTrue(DatabaseFiles.process().delete(file, java.time.Duration.ZERO));
        Files.createDirectories(file);

        history.record(KEY, ANSWER);
        history.record(KEY, new MeasurementAnswer(ANSWER.family(), ANSWER.dataset(), ANSWER.token(), "{\"clips\": 4}"));

        HistoryException fuller = assertThrows(HistoryException.class, () -> history.record(KEY,
                new MeasurementAnswer(ANSWER.family(), ANSWER.dataset(), ANSWER.token(), "{\"clips\": 3, \"more\": 1}")));
        assertTrue(fuller.getMessage().startsWith("The measurement history " + file + " failed: "), fuller.getMessage());
        assertThrows(HistoryException.class, () -> history.record(KEY,
                new MeasurementAnswer(ANSWER.family(), ANSWER.dataset(), "ha-2", ANSWER.json())), "another token");
    }

    @Test
    void aShorterDocumentOfATokenKeptKeepsTheFullerOneAndItsTime() {
        Path file = folder.resolve("history.duckdb");
        MeasurementAnswer fuller = new MeasurementAnswer(ANSWER.family(), ANSWER.dataset(), ANSWER.token(),
                "{\"clips\": 3, \"distribution\": []}");
        new MeasurementHistory(file, Clock.fixed(MONDAY, ZoneOffset.UTC)).record(KEY, fuller);

        MeasurementHistory later = new MeasurementHistory(file, Clock.fixed(MONDAY.plusSeconds(60), ZoneOffset.UTC));
        later.record(KEY, ANSWER);

        StoredMeasurement kept = later.find(KEY, ANSWER.dataset(), MeasurementFamily.HAND_ACTIVITY, "ha-1").orElseThrow();
        assertEquals(fuller.json(), kept.json());
        assertEquals(MONDAY, kept.firstSeen());
    }

    @Test
    void aFileThisProgramHasOpenForReadingIsBusyUntilItLetsGo() throws Exception {
        Path file = folder.resolve("history.duckdb");
        MeasurementHistory history = new MeasurementHistory(file, Clock.fixed(MONDAY, ZoneOffset.UTC));
        history.record(KEY, ANSWER);

        try (Connection reading = DatabaseFiles.process().connect(file, true, new Properties())) {
            HistoryException busy = assertThrows(HistoryException.class,
                    () -> history.list(KEY, ANSWER.dataset(), MeasurementFamily.HAND_ACTIVITY));
            assertEquals("The measurement history " + file + " is busy in this program; try again", busy.getMessage());
        }
        assertEquals(1, history.list(KEY, ANSWER.dataset(), MeasurementFamily.HAND_ACTIVITY).size());
    }

    @Test
    void aFileAnotherProgramHoldsBrieflyIsWaitedFor() throws Exception {
        Path file = folder.resolve("history.duckdb");
        MeasurementHistory history = new MeasurementHistory(file, Clock.fixed(MONDAY, ZoneOffset.UTC));
        history.record(KEY, ANSWER);

        Process holder = hold(file, 800);
        try {
            assertEquals(List.of("ha-1"), history.list(KEY, ANSWER.dataset(), MeasurementFamily.HAND_ACTIVITY).stream()
                    .map(StoredMeasurement::token).toList());
        } finally {
            holder.destroy();
        }
    }

    @Test
    void aFileAnotherProgramHoldsTooLongIsRefusedInWords() throws Exception {
        Path file = folder.resolve("history.duckdb");
        MeasurementHistory history = new MeasurementHistory(file, Clock.fixed(MONDAY, ZoneOffset.UTC));
        history.record(KEY, ANSWER);

        Process holder = hold(file, 60_000);
        try {
            HistoryException held = assertThrows(HistoryException.class,
                    () -> history.list(KEY, ANSWER.dataset(), MeasurementFamily.HAND_ACTIVITY));
            assertEquals("The measurement history " + file + " is held by another program for too long; try again",
                    held.getMessage());
        } finally {
            holder.destroy();
            holder.waitFor();
        }
    }

    /** Another JVM that opens {@code file} with DuckDB, says so, and lets go after {@code millis}. */
    private static Process hold(Path file, long millis) throws Exception {
        Process process = new ProcessBuilder(ProcessHandle.current().info().command().orElse("java"), "-cp",
                System.getProperty("java.class.path"), Holder.class.getName(), file.toString(), Long.toString(millis))
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        BufferedReader said = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        assertEquals("held", said.readLine(), "the other program holds the file");
        return process;
    }

    /** The other program. */
    static final class Holder {
        public static void main(String[] args) throws Exception {
            try (Connection connection = DriverManager.getConnection("jdbc:duckdb:" + args[0])) {
                System.out.println("held");
                System.out.flush();
                Thread.sleep(Long.parseLong(args[1]));
            }
        }
    }
}
