package io.dqexplorer.desktop.cli;

import io.dqexplorer.desktop.common.ClientFactory;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintStream;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Each command run as {@code dq-explorer COMMAND ARGS} in this JVM, with the clients, environment and streams given. */
final class Commands {

    private Commands() {
    }

    /** {@code dq-explorer COMMAND ARGS} under a bare dq-explorer: the app's own options left out. */
    static int run(CommandContext context, String command, String... args) {
        List<String> line = new ArrayList<>(List.of(command));
        line.addAll(List.of(args));
        return CommandLines.execute(CommandLines.tree(CommandSpec.create().name(CommandLines.NAME), context), line);
    }

    static int export(String[] args, ClientFactory clients, Map<String, String> env, PrintStream out, PrintStream err) {
        return run("export", args, clients, env, out, err, Clock.systemUTC());
    }

    static int snapshot(String[] args, ClientFactory clients, Map<String, String> env, PrintStream out, PrintStream err) {
        return run("snapshot", args, clients, env, out, err, Clock.systemUTC());
    }

    static int compare(String[] args, ClientFactory clients, Map<String, String> env, PrintStream out, PrintStream err) {
        return run("compare", args, clients, env, out, err, Clock.systemUTC());
    }

    static int report(String[] args, ClientFactory clients, Map<String, String> env, PrintStream out, PrintStream err,
                      Clock clock) {
        return run("report", args, clients, env, out, err, clock);
    }

    /** @param clients the client factory of an environment: check --history runs with an environment of its own */
    static int check(String[] args, Function<Map<String, String>, ClientFactory> clients, Map<String, String> env,
                     PrintStream out, PrintStream err, Clock clock) {
        return run(new CommandContext(clients, env, out, err, clock), "check", args);
    }

    private static int run(String command, String[] args, ClientFactory clients, Map<String, String> env,
                           PrintStream out, PrintStream err, Clock clock) {
        return run(new CommandContext(any -> clients, env, out, err, clock), command, args);
    }
}
