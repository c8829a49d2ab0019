package io.dqexplorer.testing;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.DqClientBuilder;
import io.dqexplorer.sdk.RetryPolicy;

/**
 * SDK clients of a sandbox over real loopback HTTP, without retries: a failure the sandbox injects reaches
 * the test as the service sent it, at once.
 */
public final class SandboxClients {

    private SandboxClients() {
    }

    /** A client of the demo organization's view_data credential. */
    public static DqClient demo(Sandbox sandbox) {
        return of(sandbox, sandbox.demoClient());
    }

    /** A client of any of the sandbox's credentials. */
    public static DqClient of(Sandbox sandbox, SandboxClient credential) {
        return builder(sandbox, credential).build();
    }

    /** For a client with more set on it (an answer listener); the caller builds and closes it. */
    public static DqClientBuilder builder(Sandbox sandbox, SandboxClient credential) {
        return DqClient.builder()
                .serviceUrl(sandbox.serviceUrl())
                .tokenUrl(sandbox.tokenUrl())
                .clientId(credential.clientId())
                .clientSecret(credential.clientSecret().toCharArray())
                .retryPolicy(RetryPolicy.none());
    }
}
