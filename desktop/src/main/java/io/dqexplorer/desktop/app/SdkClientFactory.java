package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.ClientFactory;
import io.dqexplorer.desktop.common.history.AnswerRecorder;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryListener;
import io.dqexplorer.sdk.measurement.AnswerListener;
import io.dqexplorer.workspace.history.HistoryFolder;
import io.dqexplorer.workspace.history.MeasurementHistory;

import java.net.URI;
import java.util.Arrays;
import java.util.Map;

/** The one place the desktop builds a client: the SDK's builder with its defaults. */
public final class SdkClientFactory implements ClientFactory {

    private final AnswerListener answers;

    public SdkClientFactory() {
        this(AnswerListener.NONE);
    }

    /** @param answers told of every measurement answer each client reads, to keep it in the history */
    public SdkClientFactory(AnswerListener answers) {
        this.answers = answers;
    }

    /**
     * The commands' factory: each client keeps the measurement answers it reads in the history the
     * environment's {@code DQ_DATA_DIR} (else the platform's data folder) holds, under its service and the
     * organization its access names, asked only if the command reads a measurement at all.
     */
    public static ClientFactory keepingAnswers(Map<String, String> environment) {
        return (serviceUrl, tokenUrl, clientId, secret, retries) -> {
            AnswerRecorder answers = new AnswerRecorder();
            DqClient client = new SdkClientFactory(answers).create(serviceUrl, tokenUrl, clientId, secret, retries);
            answers.keepInWhenAnswered(() -> new SessionHistory(
                    MeasurementHistory.of(HistoryFolder.fromEnvironment(environment)),
                    SessionHistory.keyOf(client.serviceUrl(), client.versioned().access())));
            return client;
        };
    }

    @Override
    public DqClient create(URI serviceUrl, URI tokenUrl, String clientId, char[] secret, RetryListener retries) {
        try {
            return DqClient.builder()
                    .serviceUrl(serviceUrl)
                    .tokenUrl(tokenUrl)
                    .clientId(clientId)
                    .clientSecret(secret)
                    .retryListener(retries)
                    .answerListener(answers)
                    .build();
        } finally {
            Arrays.fill(secret, '\0');
        }
    }
}
