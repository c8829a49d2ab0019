package io.dqexplorer.desktop.demo;

import io.dqexplorer.desktop.common.ClientFactory;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;
import io.dqexplorer.sandbox.SandboxConfig;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryListener;

import java.net.URI;

/**
 * The built-in demo service: an in-process sandbox on a loopback port and its demo credential.
 * The only door from the desktop to the sandbox (used by the sign-in's demo button, the header's
 * re-measure and {@code export --demo}), so that nothing else can come to rely on it.
 */
public final class DemoService implements AutoCloseable {

    private final Sandbox sandbox;
    private final boolean owned;

    /** @param owned whether {@link #close()} stops the sandbox: the tests share one across many sign-ins */
    DemoService(Sandbox sandbox, boolean owned) {
        this.sandbox = sandbox;
        this.owned = owned;
    }

    /** Starts a sandbox that this service stops on {@link #close()}. Blocks briefly: call it off the UI thread. */
    public static DemoService startInProcess() {
        return new DemoService(Sandbox.start(SandboxConfig.defaults()), true);
    }

    public URI serviceUrl() {
        return sandbox.serviceUrl();
    }

    public URI tokenUrl() {
        return sandbox.tokenUrl();
    }

    public String clientId() {
        return credential().clientId();
    }

    /** A client of the demo credential, built by {@code clients}, which wipes the copy of the secret it is handed. */
    public DqClient client(ClientFactory clients, RetryListener retries) {
        return clients.create(serviceUrl(), tokenUrl(), clientId(), credential().clientSecret().toCharArray(), retries);
    }

    private SandboxClient credential() {
        return sandbox.demoClient();
    }

    /** Produces a new measurement of every metric of the dataset, so that tabs can find "a newer measurement". */
    public void remeasure(String dataset) {
        sandbox.remeasure(credential().organizationId(), dataset);
    }

    @Override
    public void close() {
        if (owned) {
            sandbox.close();
        }
    }
}
