package io.dqexplorer.desktop.common.history;

import io.dqexplorer.desktop.app.SdkClientFactory;
import io.dqexplorer.desktop.testing.LogCapture;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;
import io.dqexplorer.workspace.history.StoredMeasurement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.logging.Level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The app's client keeps every measurement answer it reads, over real HTTP to the sandbox. */
class AnswerRecorderTest {

    private static final String KITCHEN = "kitchen-egocentric";

    private final Sandbox sandbox = TestService.sharedSandbox();
    private final SandboxClient credential = sandbox.demoClient();
    private final AnswerRecorder recorder = new AnswerRecorder();
    @RegisterExtension
    final LogCapture log = new LogCapture(AnswerRecorder.class.getName(), Level.ALL);
    private DqClient client;

    @BeforeEach
    void connect() {
        client = new SdkClientFactory(recorder).create(sandbox.serviceUrl(), sandbox.tokenUrl(), credential.clientId(),
                credential.clientSecret().toCharArray(), (attempt, max, delay, cause) -> { });
    }

    @AfterEach
    void close() {
        client.close();
    }

    @Test
    void everyAnswerReadInASessionIsKeptUnderItsServiceAndOrganizationAndNothingOutsideOne(@TempDir Path folder) {
        MeasurementHistory history = new MeasurementHistory(folder.resolve("history.duckdb"), Clock.systemUTC());
        HistoryKey key = new HistoryKey(sandbox.serviceUrl().toString(), credential.organizationId());

        client.unversioned().handActivity(HandActivityQuery.of(KITCHEN));
        assertEquals(List.of(), history.list(key, KITCHEN, MeasurementFamily.HAND_ACTIVITY), "no session yet");

        recorder.keepIn(new SessionHistory(history, key));
        HandActivity hands = client.unversioned().handActivity(HandActivityQuery.of(KITCHEN));
        VideoCharacteristics video = client.versioned().videoCharacteristics(
                VideoCharacteristicsQuery.of(KITCHEN).withDistribution());
        List<StoredMeasurement> keptHands = history.list(key, KITCHEN, MeasurementFamily.HAND_ACTIVITY);
        assertEquals(List.of(hands.analysis()), keptHands.stream().map(StoredMeasurement::token).toList());
        assertEquals(hands, keptHands.get(0).answer(MeasurementFamily.HAND_ACTIVITY));
        assertEquals(video, history.find(key, KITCHEN, MeasurementFamily.VIDEO_CHARACTERISTICS, video.videoCharacteristics())
                .orElseThrow().answer(MeasurementFamily.VIDEO_CHARACTERISTICS));

        recorder.stop();
        client.versioned().duplicates(DuplicatesQuery.of(KITCHEN));
        assertEquals(List.of(), history.list(key, KITCHEN, MeasurementFamily.DUPLICATES), "the session ended");
    }

    @Test
    void aHistoryThatCannotBeWrittenFailsNoLoadAndIsLoggedOnceWithoutTheCredential(@TempDir Path folder)
            throws IOException {
        Path notAFolder = Files.writeString(folder.resolve("occupied"), "a file where the history's folder should be");
        recorder.keepIn(new SessionHistory(new MeasurementHistory(notAFolder.resolve("history.duckdb"), Clock.systemUTC()),
                new HistoryKey(sandbox.serviceUrl().toString(), credential.organizationId())));

        HandActivity hands = client.unversioned().handActivity(HandActivityQuery.of(KITCHEN));
        VideoCharacteristics video = client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(KITCHEN));

        assertEquals(KITCHEN, hands.dataset());
        assertEquals(KITCHEN, video.dataset());
        List<String> warnings = log.lines(Level.WARNING);
        assertEquals(1, warnings.size(), "one warning for two failures: " + warnings);
        String message = warnings.get(0);
        assertTrue(message.contains("measurement history") && message.contains(notAFolder.toString()), message);
        assertFalse(message.contains(credential.clientSecret()), message);
    }
}
