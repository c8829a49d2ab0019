package io.dqexplorer.desktop.common;

import io.dqexplorer.workspace.history.HistoryFolder;
import io.dqexplorer.workspace.store.UserFolder;

import java.nio.file.Path;
import java.util.Map;

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
        return UserFolder.named(environment, VARIABLE)
                .or(() -> UserFolder.named(environment, HistoryFolder.VARIABLE))
                .orElseGet(() -> UserFolder.CONFIG.ofUser(environment).resolve("dq-explorer"));
    }
}
