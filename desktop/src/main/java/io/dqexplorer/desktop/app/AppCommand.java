package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.cli.CommandLines;
import io.dqexplorer.desktop.cli.Documented;
import io.dqexplorer.desktop.common.Logging;
import io.dqexplorer.sdk.DqClient;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * The app's own line, with the commands under it ({@link CommandLines#tree}): run, it only reads the line
 * ({@link LaunchOptions}) and says that the window may open; the launcher opens it.
 */
@Command(name = CommandLines.NAME, versionProvider = AppCommand.Version.class)
final class AppCommand implements Callable<Integer>, Documented {

    @Option(names = {"-h", "--help"}, usageHelp = true) boolean help;
    @Option(names = "--version", versionHelp = true) boolean version;
    @Option(names = "--demo") boolean demo;
    /** {@code open FILE|LINK}, or the file or link alone. */
    @Parameters
    List<String> words = new ArrayList<>();

    private final Path logFolder;
    private Optional<LaunchOptions> toOpen = Optional.empty();

    /** @param logFolder where the app writes its log, named in the help */
    AppCommand(Path logFolder) {
        this.logFolder = logFolder;
    }

    @Override
    public Integer call() {
        toOpen = Optional.of(LaunchOptions.of(this));
        return CommandLines.OK;
    }

    /** The options the window opens with, once the line was run and asked for the window rather than a command. */
    Optional<LaunchOptions> toOpen() {
        return toOpen;
    }

    @Override
    public String help() {
        return LaunchOptions.help(Logging.currentFile(logFolder));
    }

    @Override
    public String unknownHint() {
        return "; the app takes --demo, --help and --version, a view to open"
                + " (" + CommandLines.NAME + " open FILE.dqview|dqexplorer:LINK), the commands: "
                + CommandLines.NAME + " export --help, " + CommandLines.NAME + " snapshot --help, "
                + CommandLines.NAME + " report --help";
    }

    /** The app and its SDK are built and released together, under one version. */
    static final class Version implements IVersionProvider {

        @Override
        public String[] getVersion() {
            return new String[] {CommandLines.NAME + " " + DqClient.VERSION + " (Java " + Runtime.version() + ")"};
        }
    }
}
