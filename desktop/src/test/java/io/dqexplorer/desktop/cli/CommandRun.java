package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.app.SdkClientFactory;
import io.dqexplorer.desktop.common.ClientFactory;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sandbox.SandboxClient;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** A headless command run in this JVM, its exit status and what it printed. */
record CommandRun(int exit, String out, String err) {

    @FunctionalInterface
    interface Command {
        int run(String[] args, ClientFactory clients, Map<String, String> env, PrintStream out, PrintStream err);
    }

    static CommandRun of(Command command, Map<String, String> env, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        // as the launcher runs a command: its clients keep the measurement answers they read
        int exit = command.run(args, SdkClientFactory.keepingAnswers(env), env,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CommandRun(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /**
     * The environment of a user of the sandbox's demo credential whose snapshots are kept in {@code cache}
     * and measurement history beside it, never in the real user's folders.
     */
    static Map<String, String> environment(Sandbox sandbox, Path cache) {
        SandboxClient credential = sandbox.demoClient();
        Map<String, String> env = new HashMap<>();
        env.put("DQ_SERVICE_URL", sandbox.serviceUrl().toString());
        env.put("DQ_TOKEN_URL", sandbox.tokenUrl().toString());
        env.put("DQ_CLIENT_ID", credential.clientId());
        env.put("DQ_CLIENT_SECRET", credential.clientSecret());
        env.put("DQ_CACHE_DIR", cache.toString());
        env.put("DQ_DATA_DIR", cache.resolveSibling(cache.getFileName() + "-history").toString());
        return env;
    }

    /** The line of stdout that starts with {@code label}, without it. */
    String field(String label) {
        return out.lines().filter(line -> line.startsWith(label + " ")).map(line -> line.substring(label.length()).strip())
                .findFirst().orElseThrow(() -> new AssertionError("no " + label + " line in: " + out + err));
    }
}
