package io.dqexplorer.workspace.history;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.MeasurementAnswer;
import io.dqexplorer.testing.SandboxClients;
import io.dqexplorer.workspace.compare.SideResolver;

import java.nio.file.Path;
import java.time.Clock;
import java.util.function.Consumer;

/**
 * The sandbox's demo client, every measurement answer of which a history in the test's folder keeps, as a signed-in
 * session's history does. Close it after the test.
 */
public final class RecordedClient implements AutoCloseable {

    private final DqClient client;
    private final MeasurementHistory history;
    private final HistoryKey key;

    private RecordedClient(Sandbox sandbox, Path folder, Clock historyClock, Consumer<MeasurementAnswer> alsoTold) {
        history = new MeasurementHistory(folder.resolve("history.duckdb"), historyClock);
        key = new HistoryKey(sandbox.serviceUrl().toString(), sandbox.demoClient().organizationId());
        client = SandboxClients.builder(sandbox, sandbox.demoClient())
                .answerListener(answer -> {
                    alsoTold.accept(answer);
                    history.record(key, answer);
                }).build();
    }

    public static RecordedClient of(Sandbox sandbox, Path folder) {
        return of(sandbox, folder, Clock.systemUTC(), answer -> { });
    }

    /**
     * @param historyClock when the history says it first saw an answer
     * @param alsoTold     told of each answer too, before the history keeps it
     */
    public static RecordedClient of(Sandbox sandbox, Path folder, Clock historyClock, Consumer<MeasurementAnswer> alsoTold) {
        return new RecordedClient(sandbox, folder, historyClock, alsoTold);
    }

    public DqClient client() {
        return client;
    }

    public MeasurementHistory history() {
        return history;
    }

    public HistoryKey key() {
        return key;
    }

    /** The sides of a comparison from this client and its history, "latest" as of {@code clock}. */
    public SideResolver sides(Clock clock) {
        return new SideResolver(client, history, key, clock);
    }

    @Override
    public void close() {
        client.close();
    }
}
