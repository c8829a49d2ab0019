package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.common.ClientFactory;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.demo.DemoService;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.RetryListener;
import io.dqexplorer.sdk.ServiceText;

import java.io.PrintStream;
import java.util.Map;

/** A headless command's client: to the configured service, or to a demo service started for the run. */
final class ServiceConnection implements AutoCloseable {

    private final DqClient client;
    private final DemoService demo;

    private ServiceConnection(DqClient client, DemoService demo) {
        this.client = client;
        this.demo = demo;
    }

    /**
     * Connects as the options and environment say; retries are told on {@code err}.
     *
     * @throws UsageException when the client refuses a setting
     */
    static ServiceConnection open(ConnectionOptions options, Map<String, String> env, PrintStream err,
                                  ClientFactory clients) {
        RetryListener retries = (attempt, maxAttempts, delay, cause) -> err.println("retrying in "
                + Formats.retryWait(delay) + " (attempt " + attempt + " of " + maxAttempts
                + ") after " + cause.code().map(ServiceText::shown).orElse("HTTP " + cause.status()));
        if (options.demo()) {
            DemoService demo = DemoService.startInProcess();
            try {
                return new ServiceConnection(demo.client(clients, retries), demo);
            } catch (RuntimeException e) {
                demo.close();
                throw e;
            }
        }
        try {
            return new ServiceConnection(clients.create(options.serviceUrl(), options.tokenUrl(), options.clientId(),
                    env.get(ConnectionOptions.ENV_CLIENT_SECRET).strip().toCharArray(), retries), null);
        } catch (IllegalArgumentException e) {
            // the client's builder refuses a setting, e.g. a plain-http URL to a remote host
            throw new UsageException(FailureLine.oneLine(e.getMessage()));
        }
    }

    DqClient client() {
        return client;
    }

    @Override
    public void close() {
        try {
            client.close();
        } finally {
            if (demo != null) {
                demo.close();
            }
        }
    }
}
