package io.dqexplorer.workspace.history;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Where the analyst's measurement history lives: {@code dq-explorer/} in the user's data folder
 * (XDG_DATA_HOME or ~/.local/share on Linux, %APPDATA% on Windows, ~/Library/Application Support on
 * macOS). Not the cache: the service keeps only recent measurements, so this record cannot be fetched again.
 */
public final class HistoryFolder {

    /** The environment variable that names the history's folder instead of the platform's (tests, a portable install). */
    public static final String VARIABLE = "DQ_DATA_DIR";
    static final String FILE = "history.duckdb";

    private final Path folder;

    private HistoryFolder(Path folder) {
        this.folder = folder;
    }

    /**
     * The folder {@value #VARIABLE} names, else the platform's.
     *
     * @throws IllegalArgumentException when the variable names a relative folder
     */
    public static HistoryFolder fromEnvironment(Map<String, String> environment) {
        Optional<Path> named = nonBlank(environment.get(VARIABLE)).map(String::strip).map(Path::of);
        if (named.isPresent() && !named.get().isAbsolute()) {
            throw new IllegalArgumentException("the environment variable " + VARIABLE + " must name an absolute folder");
        }
        return named.map(HistoryFolder::at).orElseGet(() -> at(platformData(System.getProperty("os.name", ""),
                environment, Path.of(System.getProperty("user.home"))).resolve("dq-explorer")));
    }

    public static HistoryFolder at(Path folder) {
        return new HistoryFolder(folder);
    }

    static Path platformData(String osName, Map<String, String> environment, Path home) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            return nonBlank(environment.get("APPDATA")).map(Path::of).orElse(home.resolve("AppData").resolve("Roaming"));
        }
        if (os.startsWith("mac")) {
            return home.resolve("Library").resolve("Application Support");
        }
        // XDG: a relative XDG_DATA_HOME is invalid and is to be ignored
        return nonBlank(environment.get("XDG_DATA_HOME")).map(Path::of).filter(Path::isAbsolute)
                .orElse(home.resolve(".local").resolve("share"));
    }

    private static Optional<String> nonBlank(String value) {
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value);
    }

    /** The history's database file. */
    public Path file() {
        return folder.resolve(FILE);
    }
}
