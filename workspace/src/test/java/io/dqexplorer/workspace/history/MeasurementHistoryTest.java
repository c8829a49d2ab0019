package io.dqexplorer.workspace.history;

import io.dqexplorer.workspace.store.UserFolder;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.testing.SandboxExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import io.dqexplorer.workspace.store.DatabaseFiles;
import io.dqexplorer.workspace.store.FileInUseException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The history keeps every answer a client reads, by token, across re-measures and after the service has dropped it. */
@ExtendWith(SandboxExtension.class)
class MeasurementHistoryTest {

    private static final String KITCHEN = "kitchen-egocentric";
    private static final Instant MONDAY = Instant.parse("2026-11-23T09:00:00Z");

    @TempDir
    Path folder;
    private Sandbox sandbox;
    private final AtomicReference<Instant> now = new AtomicReference<>(MONDAY);
    private RecordedClient recorded;
    private MeasurementHistory history;
    private HistoryKey key;
    private DqClient client;

    @BeforeEach
    void start(Sandbox running) {
        sandbox = running;
        recorded = RecordedClient.of(sandbox, folder, new TickingClock(now), answer -> { });
        history = recorded.history();
        key = recorded.key();
        client = recorded.client();
    }

    @AfterEach
    void stop() {
        recorded.close();
    }

    @Test
    void everyMeasurementSeenIsKeptWithWhenItWasFirstSeenAndReadsBackAfterTheServiceDroppedIt() {
        HandActivity first = client.unversioned().handActivity(HandActivityQuery.of(KITCHEN));
        now.set(MONDAY.plusSeconds(3600));
        client.unversioned().handActivity(HandActivityQuery.of(KITCHEN));
        sandbox.remeasure(sandbox.demoClient().organizationId(), KITCHEN);
        now.set(MONDAY.plusSeconds(7200));
        HandActivity second = client.unversioned().handActivity(HandActivityQuery.of(KITCHEN));
        sandbox.remeasure(sandbox.demoClient().organizationId(), KITCHEN);

        List<StoredMeasurement> kept = history.list(key, KITCHEN, MeasurementFamily.HAND_ACTIVITY);
        assertEquals(List.of(first.analysis(), second.analysis()), kept.stream().map(StoredMeasurement::token).toList());
        assertEquals(List.of(MONDAY, MONDAY.plusSeconds(7200)), kept.stream().map(StoredMeasurement::firstSeen).toList(),
                "seeing a token again keeps the time it was first seen");
        // the service now answers 409 for the first analysis: the kept copy is the same answer
        assertEquals(first, history.find(key, KITCHEN, MeasurementFamily.HAND_ACTIVITY, first.analysis()).orElseThrow()
                .answer(MeasurementFamily.HAND_ACTIVITY));
    }

    @Test
    void aFullerAnswerOfTheSameMeasurementReplacesTheDocumentAndKeepsItsTime() {
        VideoCharacteristics plain = client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN));
        now.set(MONDAY.plusSeconds(60));
        VideoCharacteristics withDistribution = client.versioned()
                .videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN).withDistribution());
        now.set(MONDAY.plusSeconds(120));
        client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN));

        StoredMeasurement kept = history.find(key, KITCHEN, MeasurementFamily.VIDEO_CHARACTERISTICS,
                plain.videoCharacteristics()).orElseThrow();
        assertEquals(MONDAY, kept.firstSeen());
        assertEquals(withDistribution, kept.answer(MeasurementFamily.VIDEO_CHARACTERISTICS));
    }

    @Test
    void anotherOrganizationOrServiceHasItsOwnHistory() {
        client.unversioned().handActivity(HandActivityQuery.of(KITCHEN));

        assertEquals(1, history.list(key, KITCHEN, MeasurementFamily.HAND_ACTIVITY).size());
        assertTrue(history.list(new HistoryKey(key.serviceUrl(), "org-southpaw"), KITCHEN,
                MeasurementFamily.HAND_ACTIVITY).isEmpty());
        assertTrue(history.list(new HistoryKey("https://elsewhere.example", key.organization()), KITCHEN,
                MeasurementFamily.HAND_ACTIVITY).isEmpty());
        assertTrue(history.list(key, KITCHEN, MeasurementFamily.DUPLICATES).isEmpty());
    }

    @Test
    void theHistorySurvivesTheProcessThatWroteIt() {
        HandActivity seen = client.unversioned().handActivity(HandActivityQuery.of(KITCHEN));

        MeasurementHistory later = new MeasurementHistory(folder.resolve("history.duckdb"), Clock.systemUTC());
        assertEquals(List.of(seen.analysis()), later.list(key, KITCHEN, MeasurementFamily.HAND_ACTIVITY).stream()
                .map(StoredMeasurement::token).toList());
    }

    @Test
    void aHoldKeepsTheFileOpenBetweenReadsAndWritesAndLetsGoWhenClosed() throws Exception {
        Path file = folder.resolve("history.duckdb");
        HandActivity seen;
        try (MeasurementHistory.Hold held = history.hold()) {
            seen = client.unversioned().handActivity(HandActivityQuery.of(KITCHEN));
            assertEquals(1, history.list(key, KITCHEN, MeasurementFamily.HAND_ACTIVITY).size());
            // held: the process's owner of the file refuses to delete it rather than pull it from under the hold
            assertThrows(FileInUseException.class, () -> DatabaseFiles.process().delete(file, Duration.ZERO));
        }
        assertEquals(List.of(seen.analysis()), new MeasurementHistory(file, Clock.systemUTC())
                .list(key, KITCHEN, MeasurementFamily.HAND_ACTIVITY).stream().map(StoredMeasurement::token).toList());
        assertTrue(DatabaseFiles.process().delete(file, Duration.ZERO), "let go once the hold is closed");
    }

    @Test
    void aHoldOnAFileThatCannotBeOpenedHoldsNothingAndTheWorkSaysWhy() throws Exception {
        Path notAFolder = folder.resolve("plain-file");
        Files.writeString(notAFolder, "not a folder");
        MeasurementHistory nowhere = new MeasurementHistory(notAFolder.resolve("history.duckdb"), Clock.systemUTC());

        try (MeasurementHistory.Hold held = nowhere.hold()) {
            HistoryException failed = assertThrows(HistoryException.class,
                    () -> nowhere.withDatabase(connection -> null));
            assertTrue(failed.getMessage().contains(notAFolder.toString()), failed.getMessage());
        }
    }

    @Test
    void aFoldersHistoryIsOneInstanceInAProcess() {
        MeasurementHistory shared = MeasurementHistory.of(HistoryFolder.at(folder));

        assertSame(shared, MeasurementHistory.of(HistoryFolder.at(folder.resolve("elsewhere").resolve(".."))));
        assertNotSame(shared, MeasurementHistory.of(HistoryFolder.at(folder.resolve("elsewhere"))));
    }

    @Test
    void aDocumentIsReadOnlyAsItsOwnFamily() {
        client.unversioned().handActivity(HandActivityQuery.of(KITCHEN));
        StoredMeasurement kept = history.list(key, KITCHEN, MeasurementFamily.HAND_ACTIVITY).get(0);

        assertThrows(IllegalArgumentException.class, () -> kept.answer(MeasurementFamily.DUPLICATES));
    }

    @Test
    void noFileIsCreatedToListAnEmptyHistoryAndTheFolderComesFromTheEnvironment() {
        MeasurementHistory none = new MeasurementHistory(folder.resolve("none").resolve("history.duckdb"), Clock.systemUTC());
        assertTrue(none.list(key, KITCHEN, MeasurementFamily.HAND_ACTIVITY).isEmpty());
        assertFalse(folder.resolve("none").toFile().exists());

        assertEquals(folder.resolve("history.duckdb"),
                HistoryFolder.fromEnvironment(Map.of(HistoryFolder.VARIABLE, folder.toString())).file());
        assertThrows(IllegalArgumentException.class,
                () -> HistoryFolder.fromEnvironment(Map.of(HistoryFolder.VARIABLE, "relative/folder")));
        assertEquals(Path.of("/home/ana/.local/share"), UserFolder.DATA.of("Linux", Map.of(), Path.of("/home/ana")));
        assertEquals(Path.of("/data"), UserFolder.DATA.of("Linux", Map.of("XDG_DATA_HOME", "/data"), Path.of("/home/ana")));
        assertEquals(Path.of("/home/ana/Library/Application Support"),
                UserFolder.DATA.of("Mac OS X", Map.of(), Path.of("/home/ana")));
    }

    /** A clock the test moves. */
    private static final class TickingClock extends Clock {
        private final AtomicReference<Instant> now;

        TickingClock(AtomicReference<Instant> now) {
            this.now = now;
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now.get();
        }
    }
}
