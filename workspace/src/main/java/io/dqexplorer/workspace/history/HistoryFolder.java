package io.dqexplorer.workspace.history;

import io.dqexplorer.workspace.store.UserFolder;

import java.nio.file.Path;
import java.util.Map;

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
        return UserFolder.named(environment, VARIABLE).map(HistoryFolder::at)
                .orElseGet(() -> at(UserFolder.DATA.ofUser(environment).resolve("dq-explorer")));
    }

    public static HistoryFolder at(Path folder) {
        return new HistoryFolder(folder);
    }

    /** The history's database file. */
    public Path file() {
        return folder.resolve(FILE);
    }
}
