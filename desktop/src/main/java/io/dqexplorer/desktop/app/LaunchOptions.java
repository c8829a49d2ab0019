package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.cli.Arguments;
import io.dqexplorer.desktop.cli.UsageException;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The app's command line, read as the export command reads its own ({@link Arguments}):
 * {@code --demo} signs in to the built-in demo service at once; {@code --screenshot-dir DIR} takes
 * the documentation screenshots into DIR and exits; {@code --help} and {@code --version} answer
 * without opening a window.
 */
record LaunchOptions(boolean help, boolean version, boolean demo, Optional<Path> screenshotDir) {

    static final String NAME = "dq-explorer";

    private static final Arguments.Syntax SYNTAX = Arguments.syntax()
            .flag("--help", "-h")
            .flag("--version")
            .flag("--demo")
            .valued("a directory", "--screenshot-dir")
            .unknownHint("; the app takes --demo, --screenshot-dir DIR, --help and --version, the commands: "
                    + NAME + " export --help, " + NAME + " snapshot --help, " + NAME + " report --help");

    /**
     * Where the run keeps its settings: the user's own ({@code forUser}, asked only then) for a normal
     * start; in memory for the one-command demo and the screenshots, which must neither read nor
     * change what the user's installed app remembers (theme, window, last dataset).
     */
    Settings settings(Supplier<Settings> forUser) {
        return demo || screenshotDir.isPresent() ? new Settings(new InMemoryPreferences()) : forUser.get();
    }

    /** @throws UsageException for a command line the app cannot run, saying what to change */
    static LaunchOptions parse(List<String> args) {
        Arguments arguments = SYNTAX.read(args);
        Optional<String> screenshots = arguments.value("--screenshot-dir");
        if (screenshots.isPresent() && screenshots.get().isBlank()) {
            throw new UsageException("--screenshot-dir needs a directory");
        }
        return new LaunchOptions(arguments.has("--help"), arguments.has("--version"), arguments.has("--demo"),
                screenshots.map(Path::of));
    }

    static String help(Path logFile) {
        return """
                Usage: %1$s [--demo] [--screenshot-dir DIR]
                       %1$s export --dataset ID --output FILE [options]
                       %1$s snapshot --dataset ID [options]
                       %1$s compare --family F --dataset A [options] --output FILE
                       %1$s report --dataset ID [options] --output FILE.html

                Opens DQ Explorer, the desktop explorer of what the Data Quality Service measured
                about a dataset. Without options it opens on the sign-in screen.

                  --demo               start the built-in demo service and sign in to it
                  --screenshot-dir DIR take the documentation screenshots into DIR and exit
                  --version            print the version and exit
                  -h, --help           show this help

                  export ...           export clips to CSV or Parquet without a window:
                                       %1$s export --help
                  snapshot ...         keep a dataset's clips on this machine, current:
                                       %1$s snapshot --help
                  compare ...          two measurements side by side, as a CSV of differences:
                                       %1$s compare --help
                  report ...           a dataset's quality report, one HTML file to share:
                                       %1$s report --help

                The window needs a display. On a machine without one (a server, an SSH session),
                use the export command, or run the app in a virtual display:
                  xvfb-run -a %1$s

                The app writes its log to %2$s
                (the last five, rotated by size).

                Exit status: 0 closed normally or answered; 1 the window could not open (no
                display); 2 wrong command line.
                """.formatted(NAME, logFile);
    }
}
