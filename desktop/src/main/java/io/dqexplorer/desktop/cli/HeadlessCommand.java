package io.dqexplorer.desktop.cli;

import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

/**
 * A command run without a window ({@code dq-explorer export ...}), with what the launcher or a test gives it;
 * -h and --help answered by picocli with the command's own text.
 */
abstract class HeadlessCommand implements Callable<Integer>, Documented {

    protected final CommandContext context;
    @Option(names = {"-h", "--help"}, usageHelp = true) private boolean help;

    HeadlessCommand(CommandContext context) {
        this.context = context;
    }
}
