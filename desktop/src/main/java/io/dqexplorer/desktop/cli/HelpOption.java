package io.dqexplorer.desktop.cli;

import picocli.CommandLine.Option;

/** -h and --help, the same on every command: picocli answers them with the command's {@link Documented} text. */
public final class HelpOption {

    @Option(names = {"-h", "--help"}, usageHelp = true)
    boolean help;
}
