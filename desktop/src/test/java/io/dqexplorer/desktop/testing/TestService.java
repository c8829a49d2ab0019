package io.dqexplorer.desktop.testing;

import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.testing.SandboxClients;

import java.util.ArrayList;
import java.util.List;

/**
 * An in-process sandbox, either of its own (so that re-measuring and faults touch no other test class),
 * one a test's {@code SandboxExtension} gave it, or the one the test JVM shares, and a demo-client SDK client
 * over real loopback HTTP. Retries are off so that a fault reaches the view model as the service sent it.
 */
public final class TestService implements AutoCloseable {

    private static Sandbox sharedSandbox;

    public final Sandbox sandbox;
    public final DqClient client;
    private final boolean owned;

    /** A sandbox of this service's own, stopped by {@link #close()}. */
    public TestService() {
        this(Sandbox.start(SandboxConfig.defaults()), true);
    }

    /** On a sandbox the test's {@code SandboxExtension} started and stops. */
    public TestService(Sandbox sandbox) {
        this(sandbox, false);
    }

    private TestService(Sandbox sandbox, boolean owned) {
        this.sandbox = sandbox;
        this.client = SandboxClients.demo(sandbox);
        this.owned = owned;
    }

    /**
     * The sandbox of the whole test JVM and a client of the caller's own: for tests that only read.
     * Tests that inject faults on it must clear them in {@code @AfterEach}; tests that re-measure need
     * a {@code new TestService()} of their own. The client is not shared across test classes because
     * the sandbox's HTTP server closes connections left idle for half a minute, and a client without
     * retries fails on such a connection when it takes it from its pool again.
     */
    public static TestService shared() {
        return new TestService(sharedSandbox());
    }

    /** One sandbox for the whole test JVM, started on first use and stopped when the JVM exits. */
    public static synchronized Sandbox sharedSandbox() {
        if (sharedSandbox == null) {
            Sandbox started = Sandbox.start(SandboxConfig.defaults());
            Runtime.getRuntime().addShutdownHook(new Thread(started::close, "sandbox-shutdown"));
            sharedSandbox = started;
        }
        return sharedSandbox;
    }

    /** The dataset as the datasets endpoint lists it, metrics included. */
    public DatasetEntry entry(String dataset) {
        return client.versioned().datasets().stream().filter(d -> d.dataset().equals(dataset)).findFirst()
                .orElseThrow(() -> new AssertionError("the sandbox lists no " + dataset));
    }

    /** Every clip row of the dataset in the service's order, walked through its pages: what a snapshot must hold. */
    public List<ClipRow> clipRows(String dataset) {
        List<ClipRow> rows = new ArrayList<>();
        client.unversioned().walkClips(ClipQuery.of(dataset).withLimit(ClipQuery.MAX_LIMIT)).rows().forEach(rows::add);
        return rows;
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
