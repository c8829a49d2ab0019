package io.dqexplorer.desktop.common;

import io.dqexplorer.workspace.history.HistoryFolder;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Where the analyst's own configuration files live (the app's bars file): {@code dq-explorer/} in the user's
 * config folder (XDG_CONFIG_HOME or ~/.config on Linux, %APPDATA% on Windows, ~/Library/Application Support on
 * macOS). {@value #VARIABLE} names another; without it, a data folder named by {@link HistoryFolder#VARIABLE}
 * (tests, the screenshot tour, a portable install) holds them too, so that what is set aside stays together.
 */
public final class ConfigFolder {

    public static final String VARIABLE = "DQ_CONFIG_DIR";

    private ConfigFolder() {
    }

    /** @throws IllegalArgumentException when a variable names a relative folder */
    public static Path fromEnvironment(Map<String, String> environment) {
        for (String variable : new String[] {VARIABLE, HistoryFolder.VARIABLE}) {
            Optional<Path> named = nonBlank(environment.get(variable)).map(String::strip).map(Path::of);
            if (named.isPresent()) {
                if (!named.get().isAbsolute()) {
                    throw new IllegalArgumentException("the environment variable " + variable
                            + " must name an absolute folder");
                }
                return named.get();
            }
        }
        return platform(System.getProperty("os.name", ""), environment, Path.of(System.getProperty("user.home")))
                .resolve("dq-explorer");
    }

    static Path platform(String osName, Map<String, String> environment, Path home) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            return nonBlank(environment.get("APPDATA")).map(Path::of).orElse(home.resolve("AppData").resolve("Roaming"));
        }
        if (os.startsWith("mac")) {
            return home.resolve("Library").resolve("Application Support");
        }
        // XDG: a relative XDG_CONFIG_HOME is invalid and is to be ignored
        return nonBlank(environment.get("XDG_CONFIG_HOME")).map(Path::of).filter(Path::isAbsolute)
                .orElse(home.resolve(".config"));
    }

    private static Optional<String> nonBlank(String value) {
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value);
    }
}
