package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.common.ClientFactory;

import java.io.PrintStream;
import java.time.Clock;
import java.util.Map;
import java.util.function.Function;

/**
 * What a command runs with, given by the launcher (the process's own) or a test (its sandbox's).
 *
 * @param clients the client factory of an environment: its clients keep the answers they read in that
 *                environment's history ({@code check --history} runs with an environment of its own)
 */
public record CommandContext(Function<Map<String, String>, ClientFactory> clients, Map<String, String> env,
                             PrintStream out, PrintStream err, Clock clock) {

    ClientFactory clientsHere() {
        return clients.apply(env);
    }
}
