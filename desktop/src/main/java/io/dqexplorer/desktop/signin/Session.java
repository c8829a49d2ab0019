package io.dqexplorer.desktop.signin;

import io.dqexplorer.desktop.demo.DemoService;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.Access;

import java.util.Optional;

/**
 * What a successful sign-in yields: the client for this credential, what the access endpoint said
 * about it, and the demo service when it was the one signed in to. Closing it signs out.
 */
public record Session(DqClient client, Access access, Optional<DemoService> demo) implements AutoCloseable {

    @Override
    public void close() {
        try {
            client.close();
        } finally {
            demo.ifPresent(DemoService::close);
        }
    }
}
