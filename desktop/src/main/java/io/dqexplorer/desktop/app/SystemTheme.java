package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.app.links.ProcessRunner;
import io.dqexplorer.desktop.app.links.WindowsLinkScheme;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Whether the platform asks apps to be dark, for a user who never chose a theme here. JavaFX 21 has no
 * way to ask (Platform.Preferences came in 22), so each platform is read as its own tools read it:
 * <ul>
 *   <li>Linux: {@code GTK_THEME} when set (":dark" or a name ending in "-dark" is dark, any other theme light);
 *       else {@code gsettings get org.gnome.desktop.interface color-scheme} ("prefer-dark", "prefer-light");
 *       its "default" leaves it to the GTK theme's name ({@code gtk-theme}, "Adwaita-dark" is dark).</li>
 *   <li>Windows: {@code reg query HKCU\Software\Microsoft\Windows\CurrentVersion\Themes\Personalize /v
 *       AppsUseLightTheme}, 0 is dark; Windows' own reg.exe by its full path.</li>
 *   <li>macOS: {@code defaults read -g AppleInterfaceStyle}: "Dark" is dark, no such key is light.</li>
 * </ul>
 * Each command runs off the UI thread and is given up after {@link #TIME_LIMIT}; a platform that says
 * nothing (no gsettings, another desktop, a command that fails) is no answer, and the app stays light.
 */
@FunctionalInterface
public interface SystemTheme {

    Duration TIME_LIMIT = Duration.ofSeconds(2);

    /** No preference: what the tests and the screenshots start from. */
    SystemTheme NONE = Optional::empty;

    /** True for dark, false for light; empty when the platform does not say. Blocks: call it off the UI thread. */
    Optional<Boolean> prefersDark();

    /** The preference of the platform the app runs on. */
    static SystemTheme platform(Map<String, String> env) {
        return of(System.getProperty("os.name", ""), env, ProcessRunner.withTimeout(TIME_LIMIT));
    }

    /** The preference as read on {@code osName} with {@code run}: the seam the tests answer at. */
    static SystemTheme of(String osName, Map<String, String> env, ProcessRunner run) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            return () -> windows(env, run);
        }
        if (os.startsWith("mac")) {
            return () -> mac(run);
        }
        return () -> linux(env, run);
    }

    private static Optional<Boolean> linux(Map<String, String> env, ProcessRunner run) {
        String gtkTheme = env.getOrDefault("GTK_THEME", "").strip();
        if (!gtkTheme.isEmpty()) {
            return Optional.of(darkName(gtkTheme));
        }
        Optional<String> scheme = answer(run, List.of("gsettings", "get", "org.gnome.desktop.interface", "color-scheme"));
        if (scheme.isEmpty()) {
            return Optional.empty();
        }
        if (scheme.get().equals("prefer-dark") || scheme.get().equals("prefer-light")) {
            return Optional.of(scheme.get().equals("prefer-dark"));
        }
        return answer(run, List.of("gsettings", "get", "org.gnome.desktop.interface", "gtk-theme"))
                .map(SystemTheme::darkName);
    }

    private static Optional<Boolean> windows(Map<String, String> env, ProcessRunner run) {
        Optional<String> value = answer(run, List.of(WindowsLinkScheme.regExe(env), "query",
                "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize", "/v", "AppsUseLightTheme"));
        // "    AppsUseLightTheme    REG_DWORD    0x0"
        return value.flatMap(output -> output.lines().map(String::strip)
                .filter(line -> line.startsWith("AppsUseLightTheme")).findFirst())
                .map(line -> line.endsWith("0x0"));
    }

    private static Optional<Boolean> mac(ProcessRunner run) {
        try {
            ProcessRunner.Finished finished = run.run(List.of("/usr/bin/defaults", "read", "-g", "AppleInterfaceStyle"));
            // light mode has no such key: defaults says so and ends with 1
            return Optional.of(finished.exitStatus() == 0 && finished.output().strip().equalsIgnoreCase("dark"));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** What a command wrote when it ended well, without gsettings' quotes; none when it failed or could not run. */
    private static Optional<String> answer(ProcessRunner run, List<String> command) {
        try {
            ProcessRunner.Finished finished = run.run(command);
            return finished.exitStatus() == 0
                    ? Optional.of(finished.output().strip().replaceAll("^'|'$", "")) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** "Adwaita:dark", "Adwaita-dark", "Yaru-dark" are dark themes. */
    private static boolean darkName(String theme) {
        String name = theme.toLowerCase(Locale.ROOT);
        return name.endsWith(":dark") || name.endsWith("-dark");
    }
}
