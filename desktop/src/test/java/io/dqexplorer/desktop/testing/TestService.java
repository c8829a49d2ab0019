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

    private static TestService shared;

    public final Sandbox sandbox;
    public final DqClient client;
    private final boolean owned;

    /** A sandbox of this service's own, stopped by {@link #close()}. */
    public TestService() {
        this(Sandbox.start(SandboxConfig.defaults()), true);
    }

    private TestService(Sandbox sandbox, boolean owned) {
        this.sandbox = sandbox;
        this.client = client(sandbox, sandbox.demoClient());
        this.owned = owned;
    }

    /**
     * One sandbox for the whole test JVM, started on first use and stopped when the JVM exits: for
     * tests that only read. Tests that inject faults on it must clear them in {@code @AfterEach};
     * tests that re-measure need a {@code new TestService()} of their own.
     */
    public static synchronized TestService shared() {
        if (shared == null) {
            shared = new TestService(Sandbox.start(SandboxConfig.defaults()), true);
            Runtime.getRuntime().addShutdownHook(new Thread(shared::close, "sandbox-shutdown"));
        }
        return shared;
    }

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
        if (owned) {
            sandbox.close();
        }
    }
}
