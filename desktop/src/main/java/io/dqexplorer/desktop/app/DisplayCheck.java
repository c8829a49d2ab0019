package io.dqexplorer.desktop.app;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Whether a window can open, asked before the toolkit starts: on Linux without an X11 or Wayland
 * display, JavaFX fails deep in its start-up with a stack trace that does not say what to do.
 * Read from the environment only, so that it is tested without a toolkit.
 */
final class DisplayCheck {

    static final String NO_DISPLAY = "no display: set DISPLAY, or use `dq-explorer export`";

    private DisplayCheck() {
    }

    /** The sentence to print instead of starting, or empty when a display is there (or not needed). */
    static Optional<String> missing(String osName, Map<String, String> env) {
        boolean linux = osName.toLowerCase(Locale.ROOT).startsWith("linux");
        if (linux && blank(env.get("DISPLAY")) && blank(env.get("WAYLAND_DISPLAY"))) {
            return Optional.of(NO_DISPLAY);
        }
        return Optional.empty();
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }
}
