package io.dqexplorer.desktop.cli;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/** The options of a command that writes one file: which, and whether one that exists is replaced. */
final class OutputFlags {

    /** The help's section on them, with --verbose and --help, indented as the commands' help texts are. */
    static final String HELP = """
            Behaviour:
              --force              replace FILE if it exists (still only once the new one
                                   is complete); without it an existing FILE is refused.
                                   FILE is a regular file or a new name: a folder, a
                                   device, a pipe or a socket is refused, even with --force
              --verbose            also print the client's log on stderr (requests, retries)
              -h, --help           show this help
            """;

    @Option(names = "--output") String output;
    @Option(names = "--force") boolean force;

    /** The file to write; a blank --output is as missing as none. */
    Path file() throws UsageException {
        return Path.of(CommandLines.required(output, "--output"));
    }
}
