package io.dqexplorer.sandbox;

import com.sun.net.httpserver.HttpServer;
import io.dqexplorer.sandbox.api.ServiceApi;
import io.dqexplorer.sandbox.auth.ClientRegistry;
import io.dqexplorer.sandbox.auth.TokenEndpoint;
import io.dqexplorer.sandbox.auth.TokenIssuer;
import io.dqexplorer.sandbox.corpus.SeedFiles;
import io.dqexplorer.sandbox.http.Dispatcher;
import io.dqexplorer.sandbox.http.Routes;
import io.dqexplorer.sandbox.measure.DatasetCatalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.security.SecureRandom;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A local stand-in of the Data Quality Service: the token issuer and both API families over the
 * seeded corpora, on a loopback port. Corpora are generated on first use, so starting is fast.
 */
public final class Sandbox implements AutoCloseable {

    /** Enough for a client's concurrent calls and a few delayed (fault-injected) answers at once. */
    private static final int WORKER_THREADS = 8;

    /**
     * The JDK server writes an answer's headers and body apart; without TCP_NODELAY, Nagle's algorithm
     * holds the body until the client's delayed acknowledgement, some 40 ms an answer on a kept-alive
     * connection. The server reads this property once, when its first instance in the JVM is made, so
     * it is set before any; a value the embedding program chose is left as it is.
     */
    static final String NO_DELAY = "sun.net.httpserver.nodelay";

    static {
        if (System.getProperty(NO_DELAY) == null) {
            System.setProperty(NO_DELAY, "true");
        }
    }

    private final HttpServer server;
    private final ExecutorService workers;
    private final ClientRegistry clients;
    private final DatasetCatalog catalog;
    private final FaultPlan faults = new FaultPlan();
    private final URI serviceUrl;

    private Sandbox(SandboxConfig config) throws IOException {
        SecureRandom random = new SecureRandom();
        clients = ClientRegistry.seeded(SandboxDatasets.DEMO_ORGANIZATION, SandboxDatasets.SECOND_ORGANIZATION, random);
        TokenIssuer issuer = new TokenIssuer(random, config.tokenTtl(), config.clock());
        catalog = new DatasetCatalog(SeedFiles.loadBundled());
        Routes routes = new Routes().post(TokenEndpoint.PATH, new TokenEndpoint(clients, issuer));
        ServiceApi.register(routes, issuer, catalog);

        InetAddress loopback = InetAddress.getLoopbackAddress();
        server = HttpServer.create(new InetSocketAddress(loopback, config.port()), 64);
        workers = Executors.newFixedThreadPool(WORKER_THREADS, namedDaemonThreads());
        server.setExecutor(workers);
        server.createContext("/", new Dispatcher(routes, faults));
        server.start();
        serviceUrl = URI.create("http://" + loopback.getHostAddress() + ":" + server.getAddress().getPort());
    }

    /** Starts the sandbox on 127.0.0.1 at {@code config.port()} (0 = any free port). */
    public static Sandbox start(SandboxConfig config) {
        try {
            return new Sandbox(config);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the sandbox on port " + config.port(), e);
        }
    }

    /** The service base address; API paths ({@code /api/...}) are under it. */
    public URI serviceUrl() {
        return serviceUrl;
    }

    /** The token endpoint, on the same server. */
    public URI tokenUrl() {
        return serviceUrl.resolve(TokenEndpoint.PATH);
    }

    public List<SandboxClient> clients() {
        return clients.clients();
    }

    /** The view_data client of the demo organization. */
    public SandboxClient demoClient() {
        return clients.byId("northwind-analyst");
    }

    /** The view_data client of the second organization. */
    public SandboxClient secondClient() {
        return clients.byId("southpaw-analyst");
    }

    /** A valid client of the demo organization holding no capability. */
    public SandboxClient noCapabilityClient() {
        return clients.byId("northwind-no-capability");
    }

    /**
     * Re-measures a dataset: every current measurement token becomes the previous one, new current
     * tokens are issued, and the tokens before are dropped (pinning them answers 409).
     */
    public void remeasure(String organizationId, String dataset) {
        catalog.find(organizationId, dataset)
                .orElseThrow(() -> new IllegalArgumentException("no dataset " + dataset + " in " + organizationId))
                .versions().remeasure();
    }

    public FaultPlan faults() {
        return faults;
    }

    @Override
    public void close() {
        server.stop(0);
        workers.shutdownNow();
    }

    private static ThreadFactory namedDaemonThreads() {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, "dq-sandbox-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
