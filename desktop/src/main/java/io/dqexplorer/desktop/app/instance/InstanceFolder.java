package io.dqexplorer.desktop.app.instance;

import io.dqexplorer.workspace.history.HistoryFolder;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Where the running app leaves the file a second launch finds it by: the user's runtime folder
 * ({@code $XDG_RUNTIME_DIR/dq-explorer}: owner-only and emptied at log-out, so a crash leaves nothing
 * for long) where there is one, else the app's data folder. {@value #OFF} {@code =off} turns the
 * hand-over off (tests, measurements, a second app on purpose).
 */
public final class InstanceFolder {

    /** The environment variable that turns the single instance off: {@code DQ_SINGLE_INSTANCE=off}. */
    public static final String OFF = "DQ_SINGLE_INSTANCE";

    private InstanceFolder() {
    }

    /** The folder of this user's one running app; empty when the environment turns the single instance off. */
    public static Optional<Path> of(String osName, Map<String, String> env) {
        if ("off".equalsIgnoreCase(env.getOrDefault(OFF, "").strip())) {
            return Optional.empty();
        }
        // a data folder named on purpose (tests, a portable install) is an app of its own: its own instance
        String data = env.get(HistoryFolder.VARIABLE);
        String runtime = env.get("XDG_RUNTIME_DIR");
        if ((data == null || data.isBlank()) && osName.toLowerCase(Locale.ROOT).startsWith("linux")
                && runtime != null && Path.of(runtime).isAbsolute()) {
            return Optional.of(Path.of(runtime).resolve("dq-explorer"));
        }
        return Optional.of(HistoryFolder.fromEnvironment(env).file().getParent());
    }
}
