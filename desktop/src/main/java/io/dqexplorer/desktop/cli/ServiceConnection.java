package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.demo.DemoService;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.DqClientBuilder;
import io.dqexplorer.sdk.RetryListener;
import io.dqexplorer.sdk.ServiceText;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.Map;

/** The headless export's client: to the configured service, or to a demo service started for the run. */
final class ServiceConnection implements AutoCloseable {

    private final DqClient client;
    private final DemoService demo;

    private ServiceConnection(DqClient client, DemoService demo) {
        this.client = client;
        this.demo = demo;
    }

    /** Connects as the options and environment say; retries are told on {@code err}. */
    static ServiceConnection open(ExportOptions options, Map<String, String> env, PrintStream err) {
        RetryListener retries = (attempt, maxAttempts, delay, cause) -> err.println("retrying in "
                + Formats.retryWait(delay) + " (attempt " + attempt + " of " + maxAttempts
                + ") after " + cause.code().map(ServiceText::shown).orElse("HTTP " + cause.status()));
        if (options.demo()) {
            DemoService demo = DemoService.startInProcess();
            try {
                return new ServiceConnection(demo.client(retries), demo);
            } catch (RuntimeException e) {
                demo.close();
                throw e;
            }
        }
        char[] secret = env.get(ExportOptions.ENV_CLIENT_SECRET).strip().toCharArray();
        try {
            DqClientBuilder builder = DqClient.builder()
                    .serviceUrl(options.serviceUrl())
                    .tokenUrl(options.tokenUrl())
                    .clientId(options.clientId())
                    .clientSecret(secret)
                    .retryListener(retries);
            return new ServiceConnection(builder.build(), null);
        } finally {
            // the client keeps its own copy; this one lives no longer than the build
            Arrays.fill(secret, '\0');
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
