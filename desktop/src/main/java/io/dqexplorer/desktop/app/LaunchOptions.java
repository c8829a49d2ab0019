package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The app's command line: {@code --demo} signs in to the built-in demo service at once;
 * {@code --screenshot-dir DIR} takes the documentation screenshots into DIR and exits.
 */
record LaunchOptions(boolean demo, Optional<Path> screenshotDir) {

    /**
     * Where the run keeps its settings: the user's own ({@code forUser}, asked only then) for a normal
     * start; in memory for the one-command demo and the screenshots, which must neither read nor
     * change what the user's installed app remembers (theme, window, last dataset).
     */
    Settings settings(Supplier<Settings> forUser) {
        return demo || screenshotDir.isPresent() ? new Settings(new InMemoryPreferences()) : forUser.get();
    }

    static LaunchOptions parse(List<String> args) {
        boolean demo = false;
        Path screenshots = null;
        for (int i = 0; i < args.size(); i++) {
            switch (args.get(i)) {
                case "--demo" -> demo = true;
                case "--screenshot-dir" -> {
                    if (i + 1 >= args.size()) {
                        throw new IllegalArgumentException("--screenshot-dir needs a directory");
                    }
                    screenshots = Path.of(args.get(++i));
                }
                default -> throw new IllegalArgumentException("Unknown option " + args.get(i)
                        + "; the app takes --demo and --screenshot-dir DIR, the export command: export --help");
            }
        }
        return new LaunchOptions(demo, Optional.ofNullable(screenshots));
    }
}
