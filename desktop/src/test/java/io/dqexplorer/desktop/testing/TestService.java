package io.dqexplorer.desktop.defects;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryPolicy;
import io.dqexplorer.sdk.model.DatasetEntry;

/**
 * A fresh in-process sandbox and a demo-client SDK client over real loopback HTTP. Retries are off
 * so that a fault reaches the view model as the service sent it.
 */
final class TestService implements AutoCloseable {

    final Sandbox sandbox = Sandbox.start(SandboxConfig.defaults());
    final DqClient client = client(sandbox.demoClient());

    private DqClient client(SandboxClient credential) {
        return DqClient.builder()
                .serviceUrl(sandbox.serviceUrl())
                .tokenUrl(sandbox.tokenUrl())
                .clientId(credential.clientId())
                .clientSecret(credential.clientSecret().toCharArray())
                .retryPolicy(RetryPolicy.none())
                .build();
    }

    /** The dataset as the datasets endpoint lists it, metrics included. */
    DatasetEntry entry(String dataset) {
        return client.datasets().stream().filter(d -> d.dataset().equals(dataset)).findFirst()
                .orElseThrow(() -> new AssertionError("the sandbox lists no " + dataset));
    }

    /** One re-measure: the shown measurement becomes the previous one, still kept. */
    void remeasure(String dataset) {
        sandbox.remeasure(sandbox.demoClient().organizationId(), dataset);
    }

    /** Two re-measures: the service keeps only current and previous, so the shown tokens are dropped. */
    void moveOnPastShown(String dataset) {
        remeasure(dataset);
        remeasure(dataset);
    }

    @Override
    public void close() {
        client.close();
        sandbox.close();
    }
}
