package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.ClientFactory;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryListener;
import io.dqexplorer.sdk.measurement.AnswerListener;

import java.net.URI;
import java.util.Arrays;

/** The one place the desktop builds a client: the SDK's builder with its defaults. */
public final class SdkClientFactory implements ClientFactory {

    private final AnswerListener answers;

    public SdkClientFactory() {
        this(AnswerListener.NONE);
    }

    private SdkClientFactory(AnswerListener answers) {
        this.answers = answers;
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

    @Override
    public ClientFactory answeringTo(AnswerListener listener) {
        return new SdkClientFactory(listener);
    }
}
