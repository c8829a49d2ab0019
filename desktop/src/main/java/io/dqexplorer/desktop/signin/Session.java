package io.dqexplorer.desktop.signin;

import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.desktop.demo.DemoService;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.Access;
import io.dqexplorer.workspace.history.HistoryKey;

import java.util.Optional;

/**
 * What a successful sign-in yields: the client for this credential, what the access endpoint said
 * about it, and the demo service when it was the one signed in to. Closing it signs out.
 */
public record Session(DqClient client, Access access, Optional<DemoService> demo) implements AutoCloseable {

    /** Whose measurements this session keeps and reads: the demo's under one name whatever its port. */
    public HistoryKey historyKey() {
        return SessionHistory.keyOf(demo.isPresent() ? SessionHistory.DEMO_SERVICE : client.serviceUrl().toString(),
                access);
    }

    @Override
    public void close() {
        try {
            client.close();
        } finally {
            demo.ifPresent(DemoService::close);
        }
    }
}
