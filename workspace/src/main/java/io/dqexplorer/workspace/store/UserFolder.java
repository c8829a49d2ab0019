package io.dqexplorer.workspace.store;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The user's folders of each kind on each platform, where the app keeps its own under {@code dq-explorer}:
 * the XDG base directories on Linux (a relative one is invalid and ignored, as the XDG rules say), the
 * profile's AppData on Windows, ~/Library on macOS.
 */
public enum UserFolder {

    CACHE("LOCALAPPDATA", "Local", "Caches", "XDG_CACHE_HOME", ".cache"),
    DATA("APPDATA", "Roaming", "Application Support", "XDG_DATA_HOME", ".local/share"),
    CONFIG("APPDATA", "Roaming", "Application Support", "XDG_CONFIG_HOME", ".config");

    private final String windowsVariable;
    private final String windowsFolder;
    private final String macFolder;
    private final String xdgVariable;
    private final String xdgFolder;

    UserFolder(String windowsVariable, String windowsFolder, String macFolder, String xdgVariable, String xdgFolder) {
        this.windowsVariable = windowsVariable;
        this.windowsFolder = windowsFolder;
        this.macFolder = macFolder;
        this.xdgVariable = xdgVariable;
        this.xdgFolder = xdgFolder;
    }

    /** The folder of this kind for the running user. */
    public Path ofUser(Map<String, String> environment) {
        return of(System.getProperty("os.name", ""), environment, Path.of(System.getProperty("user.home")));
    }

    public Path of(String osName, Map<String, String> environment, Path home) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            return nonBlank(environment.get(windowsVariable)).map(Path::of)
                    .orElse(home.resolve("AppData").resolve(windowsFolder));
        }
        if (os.startsWith("mac")) {
            return home.resolve("Library").resolve(macFolder);
        }
        return nonBlank(environment.get(xdgVariable)).map(Path::of).filter(Path::isAbsolute)
                .orElse(home.resolve(xdgFolder));
    }

    /**
     * The folder an environment variable names instead of the platform's (tests, a portable install).
     *
     * @throws IllegalArgumentException when it names a relative folder, which would depend on where the app started
     */
    public static Optional<Path> named(Map<String, String> environment, String variable) {
        Optional<Path> named = nonBlank(environment.get(variable)).map(String::strip).map(Path::of);
        if (named.isPresent() && !named.get().isAbsolute()) {
            throw new IllegalArgumentException("the environment variable " + variable + " must name an absolute folder");
        }
        return named;
    }

    private static Optional<String> nonBlank(String value) {
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value);
    }
}
