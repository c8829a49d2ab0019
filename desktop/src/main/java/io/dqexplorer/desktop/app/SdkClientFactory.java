package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.ClientFactory;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryListener;

import java.net.URI;
import java.util.Arrays;

/** The one place the desktop builds a client: the SDK's builder with its defaults. */
public final class SdkClientFactory implements ClientFactory {

    @Override
    public DqClient create(URI serviceUrl, URI tokenUrl, String clientId, char[] secret, RetryListener retries) {
        try {
            return DqClient.builder()
                    .serviceUrl(serviceUrl)
                    .tokenUrl(tokenUrl)
                    .clientId(clientId)
                    .clientSecret(secret)
                    .retryListener(retries)
                    .build();
        } finally {
            Arrays.fill(secret, '\0');
        }
    }
}
