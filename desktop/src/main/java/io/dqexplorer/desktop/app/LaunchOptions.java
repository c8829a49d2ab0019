package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The app's command line, read the way the export command reads its own ({@code --name value} or
 * {@code --name=value}, each at most once): {@code --demo} signs in to the built-in demo service at
 * once; {@code --screenshot-dir DIR} takes the documentation screenshots into DIR and exits;
 * {@code --help} and {@code --version} answer without opening a window.
 */
record LaunchOptions(boolean help, boolean version, boolean demo, Optional<Path> screenshotDir) {

    static final String NAME = "dq-explorer";

    /**
     * Where the run keeps its settings: the user's own ({@code forUser}, asked only then) for a normal
     * start; in memory for the one-command demo and the screenshots, which must neither read nor
     * change what the user's installed app remembers (theme, window, last dataset).
     */
    Settings settings(Supplier<Settings> forUser) {
        return demo || screenshotDir.isPresent() ? new Settings(new InMemoryPreferences()) : forUser.get();
    }

    /** @throws IllegalArgumentException for a command line the app cannot run, saying what to change */
    static LaunchOptions parse(List<String> args) {
        boolean help = false;
        boolean version = false;
        boolean demo = false;
        Path screenshots = null;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            String name = arg.startsWith("--") && arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
            switch (name) {
                case "-h", "--help" -> help = true;
                case "--version" -> version = true;
                case "--demo" -> demo = true;
                case "--screenshot-dir" -> {
                    if (screenshots != null) {
                        throw new IllegalArgumentException("--screenshot-dir is given twice");
                    }
                    String value = arg.contains("=") ? arg.substring(arg.indexOf('=') + 1)
                            : i + 1 < args.size() ? args.get(++i) : "";
                    if (value.isBlank()) {
                        throw new IllegalArgumentException("--screenshot-dir needs a directory");
                    }
                    screenshots = Path.of(value);
                }
                default -> throw new IllegalArgumentException((name.startsWith("-") ? "unknown option " + name
                        : "unexpected argument " + name) + "; the app takes --demo, --screenshot-dir DIR, --help"
                        + " and --version, the export command: " + NAME + " export --help");
            }
            if (!name.equals("--screenshot-dir") && arg.contains("=") && arg.startsWith("--")) {
                throw new IllegalArgumentException(name + " takes no value");
            }
        }
        return new LaunchOptions(help, version, demo, Optional.ofNullable(screenshots));
    }

    static String help(Path logFile) {
        return """
                Usage: %1$s [--demo] [--screenshot-dir DIR]
                       %1$s export --dataset ID --output FILE [options]

                Opens DQ Explorer, the desktop explorer of what the Data Quality Service measured
                about a dataset. Without options it opens on the sign-in screen.

                  --demo               start the built-in demo service and sign in to it
                  --screenshot-dir DIR take the documentation screenshots into DIR and exit
                  --version            print the version and exit
                  -h, --help           show this help

                  export ...           export clips to CSV without a window:
                                       %1$s export --help

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
