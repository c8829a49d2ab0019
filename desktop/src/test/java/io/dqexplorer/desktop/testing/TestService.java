package io.dqexplorer.desktop.testing;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryPolicy;
import io.dqexplorer.sdk.model.DatasetEntry;

/**
 * A fresh in-process sandbox of its own (so that re-measuring and faults touch no other test class)
 * and a demo-client SDK client over real loopback HTTP. Retries are off so that a fault reaches the
 * view model as the service sent it.
 */
public final class TestService implements AutoCloseable {

    public final Sandbox sandbox = Sandbox.start(SandboxConfig.defaults());
    public final DqClient client = client(sandbox, sandbox.demoClient());

    /** A client for any of the sandbox's credentials, without retries so that failures show at once. */
    public static DqClient client(Sandbox sandbox, SandboxClient credential) {
        return DqClient.builder()
                .serviceUrl(sandbox.serviceUrl())
                .tokenUrl(sandbox.tokenUrl())
                .clientId(credential.clientId())
                .clientSecret(credential.clientSecret().toCharArray())
                .retryPolicy(RetryPolicy.none())
                .build();
    }

    /** The dataset as the datasets endpoint lists it, metrics included. */
    public DatasetEntry entry(String dataset) {
        return client.datasets().stream().filter(d -> d.dataset().equals(dataset)).findFirst()
                .orElseThrow(() -> new AssertionError("the sandbox lists no " + dataset));
    }

    /** One re-measure: the shown measurement becomes the previous one, still kept. */
    public void remeasure(String dataset) {
        sandbox.remeasure(sandbox.demoClient().organizationId(), dataset);
    }

    /** Two re-measures: the service keeps only current and previous, so the shown tokens are dropped. */
    public void moveOnPastShown(String dataset) {
        remeasure(dataset);
        remeasure(dataset);
    }

    @Override
    public void close() {
        client.close();
        sandbox.close();
    }
}
