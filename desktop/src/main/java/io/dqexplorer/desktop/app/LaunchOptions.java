package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.cli.CommandLines;
import io.dqexplorer.desktop.cli.UsageException;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;

import io.dqexplorer.sdk.ServiceText;
import picocli.CommandLine;

import java.net.URI;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.prefs.Preferences;

/**
 * The app's command line, read by picocli as every command's ({@link AppCommand}):
 * {@code --demo} signs in to the built-in demo service at once; {@code --help} and {@code --version}
 * answer without opening a window; {@code open FILE|LINK}, or the file or link alone (what a double-click
 * and a link handler pass), names a saved view to open.
 *
 * @param view an absolute {@code .dqview} path or a {@code dqexplorer:} link: only checked to be a
 *             readable file or such a link here; reading it is the views' business
 */
record LaunchOptions(boolean help, boolean version, boolean demo, Optional<String> view) {

    static final String NAME = CommandLines.NAME;
    static final String OPEN = "open";
    static final String LINK_SCHEME = "dqexplorer:";

    /**
     * Where the run keeps its settings: the user's own (under {@code userRoot}, asked only then) for a normal
     * start; in memory for the one-command demo, which must neither read nor change what the user's installed
     * app remembers (theme, window, last dataset). The demo remembers one thing between its runs, the theme chosen in
     * it, in a node of its own.
     */
    Settings settings(Supplier<Preferences> userRoot) {
        if (demo) {
            return new Settings(new InMemoryPreferences()).withThemeIn(userRoot.get().node(Settings.DEMO_THEME_NODE));
        }
        return new Settings(userRoot.get().node(Settings.NODE));
    }

    /** @throws UsageException for a command line the app cannot run, saying what to change */
    static LaunchOptions parse(List<String> args) {
        AppCommand line = new AppCommand(null);
        CommandLines.parse(new CommandLine(line), args);
        return of(line);
    }

    /** @throws UsageException for a view that is not a readable file nor a link */
    static LaunchOptions of(AppCommand line) {
        return new LaunchOptions(line.help, line.version, line.demo, view(line.words));
    }

    /**
     * Off for the demo: a try-out on a service of its own, with its settings in memory, which a user asks
     * for beside the app they have open (its view, if given, opens in the demo's window).
     */
    boolean singleInstance() {
        return !demo;
    }

    private static Optional<String> view(List<String> words) {
        if (words.isEmpty()) {
            return Optional.empty();
        }
        boolean open = words.get(0).equals(OPEN);
        if (open && words.size() == 1) {
            throw new UsageException(OPEN + " needs a .dqview file or a dqexplorer: link");
        }
        List<String> rest = words.subList(open ? 1 : 0, words.size());
        if (rest.size() > 1) {
            throw new UsageException("unexpected argument " + ServiceText.shown(rest.get(1)) + ": one view at a time");
        }
        String given = rest.get(0);
        if (given.regionMatches(true, 0, LINK_SCHEME, 0, LINK_SCHEME.length())) {
            return Optional.of(given);
        }
        Optional<Path> file = readableFile(given);
        if (file.isEmpty()) {
            throw new UsageException((open ? "" : "unexpected argument ") + ServiceText.shown(given)
                    + ": not a readable file nor a dqexplorer: link (" + NAME + " open FILE.dqview|dqexplorer:LINK)");
        }
        // absolute: a running app handed this path works in another folder
        return file.map(path -> path.toAbsolutePath().normalize().toString());
    }

    /** The path, or the {@code file:} URI some file managers pass for it, when it names a readable file. */
    private static Optional<Path> readableFile(String given) {
        try {
            Path path = given.toLowerCase(Locale.ROOT).startsWith("file:") ? Path.of(URI.create(given)) : Path.of(given);
            return Files.isRegularFile(path) && Files.isReadable(path) ? Optional.of(path) : Optional.empty();
        } catch (IllegalArgumentException | FileSystemNotFoundException notAPath) {
            return Optional.empty();
        }
    }

    static String help(Path logFile) {
        return """
                Usage: %1$s [--demo] [open FILE.dqview|dqexplorer:LINK]
                       %1$s export --dataset ID --output FILE [options]
                       %1$s snapshot --dataset ID [options]
                       %1$s compare --family F --dataset A [options] --output FILE
                       %1$s report --dataset ID [options] --output FILE.html
                       %1$s check --bars FILE [options]

                Opens DQ Explorer, the desktop explorer of what the Data Quality Service measured
                about a dataset. Without options it opens on the sign-in screen.

                  --demo               start the built-in demo service and sign in to it
                  open FILE|LINK       open a saved view (a .dqview file or a dqexplorer: link)
                                       after sign-in; the file or link alone does the same.
                                       When DQ Explorer already runs, it gets the view (or,
                                       with none, comes to the front) and this command ends.
                                       DQ_SINGLE_INSTANCE=off starts a second app instead.
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
                  check ...            your bars on the figures, as a CI gate:
                                       %1$s check --help
                  generate-completion  print the bash/zsh completion script (the
                                       installers ship it; packaging/README.md)

                The window needs a display. On a machine without one (a server, an SSH session),
                use the export command, or run the app in a virtual display:
                  xvfb-run -a %1$s

                The app writes its log to %2$s
                (the last five, rotated by size).

                Exit status: 0 closed normally, answered, or handed to the running app; 1 the
                window could not open (no display); 2 wrong command line (a view that is not a
                readable file nor a dqexplorer: link).
                """.formatted(NAME, logFile);
    }
}
