package io.dqexplorer.desktop.cli;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/**
 * A command run without a window ({@code dq-explorer export ...}), with what the launcher or a test gives it;
 * -h and --help answered by picocli with the command's own text.
 */
abstract class HeadlessCommand implements Callable<Integer>, Documented {

    protected final CommandContext context;
    /** Where to connect: every headless command connects. */
    @Mixin protected ConnectionFlags connection;
    @Option(names = {"-h", "--help"}, usageHelp = true) private boolean help;

    HeadlessCommand(CommandContext context) {
        this.context = context;
    }

    /** The command's own part run in the {@link CommandFrame}, connected through the context's clients. */
    protected int framed(String name, CommandFrame.Line line, CommandFrame.Connected body) {
        return CommandFrame.run(name, line, context.env(), context.err(), context.clientsHere(), body);
    }
}
