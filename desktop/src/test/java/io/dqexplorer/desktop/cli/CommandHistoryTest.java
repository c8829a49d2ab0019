package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.app.SdkClientFactory;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.query.VocabularyQuery;
import io.dqexplorer.testing.SandboxClients;
import io.dqexplorer.workspace.history.HistoryFolder;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;
import io.dqexplorer.workspace.history.StoredMeasurement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A command that reads a measurement keeps it in the history its environment names, as the app does. */
class CommandHistoryTest {

    private static final String KITCHEN = "kitchen-egocentric";

    private final Sandbox sandbox = TestService.sharedSandbox();

    @Test
    void theVocabularyAnExportOfAnUnknownTermReadsIsKeptUnderTheServiceAndTheCredentialsOrganization(@TempDir Path folder) {
        Map<String, String> env = new HashMap<>(CommandRun.environment(sandbox, folder.resolve("cache")));
        env.put(HistoryFolder.VARIABLE, folder.resolve("data").toString());
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int exit = Commands.export(new String[] {"--dataset", KITCHEN, "--term", "Sink", "--output",
                        folder.resolve("sink.csv").toString()}, SdkClientFactory.keepingAnswers(env), env,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        // "Sink" selects nothing: the command reads the vocabulary to say what was probably meant
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("did you mean 'sink'"), err.toString(StandardCharsets.UTF_8));
        assertEquals(CommandLines.NOTHING_SELECTED, exit);
        try (DqClient client = SandboxClients.demo(sandbox)) {
            UnversionedVocabulary latest = client.unversioned().vocabulary(VocabularyQuery.of(KITCHEN));
            HistoryKey key = new HistoryKey(client.serviceUrl().toString(), sandbox.demoClient().organizationId());
            List<StoredMeasurement> kept = MeasurementHistory.of(HistoryFolder.fromEnvironment(env))
                    .list(key, KITCHEN, MeasurementFamily.VOCABULARY_COUNTS);
            assertEquals(List.of(latest.vocabulary()), kept.stream().map(StoredMeasurement::token).toList());
            assertEquals(latest, kept.get(0).answer(MeasurementFamily.VOCABULARY_COUNTS));
        }
    }
}
