package io.dqexplorer.desktop.app.links;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Makes {@code dqexplorer:} links open with the installed app on Windows, per user, as Electron's
 * {@code setAsDefaultProtocolClient} does: jpackage 17's .msi has no way to write the scheme's keys
 * (see packaging/README.md), so the app writes them itself with {@code reg.exe} when it starts from its
 * launcher. The .msi installs per user, and so are the keys ({@code HKCU}: no administrator needed).
 *
 * <p>Uninstalling leaves the keys, naming a launcher that is gone. So a key is taken over when it is
 * missing, names this installation's launcher in another form, or names a launcher that no longer
 * exists; a key naming another launcher that exists (a second copy of the app) is left to it, so that two
 * copies do not take it from each other at every start.
 */
public final class WindowsLinkScheme {

    static final String KEY = "HKCU\\Software\\Classes\\dqexplorer";
    static final String COMMAND_KEY = KEY + "\\shell\\open\\command";
    static final String DESCRIPTION = "URL:DQ Explorer view link";
    /** The GUI launcher ({@code APP_NAME} in packaging/build-installer.sh); the console one sits beside it. */
    static final String GUI_LAUNCHER = "DQ Explorer.exe";
    /** What the jpackage launcher sets to its own path; a {@code java -jar} run has none. */
    public static final String APP_PATH_PROPERTY = "jpackage.app-path";

    private static final System.Logger LOG = System.getLogger(WindowsLinkScheme.class.getName());
    private static final Duration REG_TIME_LIMIT = Duration.ofSeconds(10);

    /** What {@link #register()} did; the log says the same to the user. */
    enum Outcome { WRITTEN, ALREADY_THIS_LAUNCHER, LEFT_TO_ANOTHER_LAUNCHER, FAILED }

    private final String launcher;
    private final String regExe;
    private final ProcessRunner reg;
    private final Predicate<String> exists;

    private WindowsLinkScheme(String launcher, String regExe, ProcessRunner reg, Predicate<String> exists) {
        this.launcher = launcher;
        this.regExe = regExe;
        this.reg = reg;
        this.exists = exists;
    }

    /**
     * On Windows, when this JVM was started by the installed launcher, checks and writes the scheme's
     * keys on a thread of its own (two or four short {@code reg} runs the window need not wait for);
     * anywhere else does nothing.
     */
    public static void registerInBackground(String osName, String appPath) {
        // checked first: elsewhere this costs the start-up nothing but the check
        if (!windowsLauncher(osName, appPath)) {
            return;
        }
        WindowsLinkScheme scheme = forLaunch(osName, appPath, System.getenv(),
                ProcessRunner.withTimeout(REG_TIME_LIMIT), WindowsLinkScheme::isFile).orElseThrow();
        Thread thread = new Thread(scheme::register, "dq-link-scheme");
        thread.setDaemon(true);
        thread.start();
    }

    /** The scheme of this launch: only a Windows launcher ({@code .exe}) has one. */
    static Optional<WindowsLinkScheme> forLaunch(String osName, String appPath, Map<String, String> env,
                                                 ProcessRunner reg, Predicate<String> exists) {
        if (!windowsLauncher(osName, appPath)) {
            return Optional.empty();
        }
        // the console launcher (dq-explorer.exe) starts the GUI too, but a link should not open a console
        String guiLauncher = appPath.substring(0, appPath.lastIndexOf('\\') + 1) + GUI_LAUNCHER;
        return Optional.of(new WindowsLinkScheme(guiLauncher, regExe(env), reg, exists));
    }

    /**
     * Windows' own reg.exe, by its full path: a bare {@code reg} is looked for in the current folder
     * before the system's, and a link or a double-click may start the app in a downloads folder.
     */
    public static String regExe(Map<String, String> env) {
        String systemRoot = env.getOrDefault("SystemRoot", "");
        boolean usable = systemRoot.length() > 2 && systemRoot.charAt(1) == ':' && systemRoot.charAt(2) == '\\';
        return (usable ? systemRoot : "C:\\Windows") + "\\System32\\reg.exe";
    }

    private static boolean windowsLauncher(String osName, String appPath) {
        return osName != null && osName.startsWith("Windows") && appPath != null
                && appPath.toLowerCase(Locale.ROOT).endsWith(".exe");
    }

    /** The command a link runs: the launcher and the link, each quoted (the path has spaces). */
    static String command(String launcher) {
        return "\"" + launcher + "\" \"%1\"";
    }

    /** Checks the keys and writes them when they are not this launcher's; logs, never throws. */
    Outcome register() {
        String wanted = command(launcher);
        Optional<String> current;
        try {
            current = currentCommand();
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "dqexplorer: links: " + COMMAND_KEY + " could not be read: "
                    + e.getMessage());
            return Outcome.FAILED;
        }
        if (current.filter(wanted::equals).isPresent()) {
            return Outcome.ALREADY_THIS_LAUNCHER;
        }
        Optional<String> another = current.map(WindowsLinkScheme::executable)
                .filter(executable -> !executable.equalsIgnoreCase(launcher))
                .filter(exists);
        if (another.isPresent()) {
            LOG.log(System.Logger.Level.INFO, "dqexplorer: links stay with " + another.get()
                    + " (another copy of the app, or another program), which " + COMMAND_KEY + " names");
            return Outcome.LEFT_TO_ANOTHER_LAUNCHER;
        }
        for (List<String> write : writes(wanted)) {
            try {
                ProcessRunner.Finished finished = reg.run(write);
                if (finished.exitStatus() != 0) {
                    LOG.log(System.Logger.Level.WARNING, "dqexplorer: links were not registered: "
                            + ProcessRunner.shown(write) + " ended with exit status " + finished.exitStatus() + ": "
                            + finished.output().strip());
                    return Outcome.FAILED;
                }
            } catch (IOException e) {
                LOG.log(System.Logger.Level.WARNING, "dqexplorer: links were not registered: " + e.getMessage());
                return Outcome.FAILED;
            }
        }
        LOG.log(System.Logger.Level.INFO, "dqexplorer: links now open with " + launcher + " (" + KEY + ")");
        return Outcome.WRITTEN;
    }

    /** The command the key holds now; empty when there is none (reg query's exit status 1). */
    private Optional<String> currentCommand() throws IOException {
        ProcessRunner.Finished answer = reg.run(List.of(regExe, "query", COMMAND_KEY, "/ve"));
        return answer.exitStatus() == 0 ? defaultValue(answer.output()) : Optional.empty();
    }

    /**
     * The data of {@code reg query KEY /ve}'s one value line, {@code NAME    REG_SZ    DATA}: the
     * name is the localized "(Default)", so the line is found by its type.
     */
    static Optional<String> defaultValue(String queryOutput) {
        for (String line : queryOutput.split("\\R")) {
            for (String type : List.of("    REG_SZ    ", "    REG_EXPAND_SZ    ")) {
                int at = line.indexOf(type);
                if (at >= 0) {
                    return Optional.of(line.substring(at + type.length()));
                }
            }
        }
        return Optional.empty();
    }

    /** The program a shell command starts: its first argument, quoted or not. */
    static String executable(String command) {
        String trimmed = command.strip();
        if (trimmed.startsWith("\"")) {
            int end = trimmed.indexOf('"', 1);
            return end < 0 ? trimmed.substring(1) : trimmed.substring(1, end);
        }
        int space = trimmed.indexOf(' ');
        return space < 0 ? trimmed : trimmed.substring(0, space);
    }

    private List<List<String>> writes(String command) {
        return List.of(
                List.of(regExe, "add", KEY, "/ve", "/t", "REG_SZ", "/d", DESCRIPTION, "/f"),
                List.of(regExe, "add", KEY, "/v", "URL Protocol", "/t", "REG_SZ", "/d", WindowsArgument.quoted(""), "/f"),
                List.of(regExe, "add", COMMAND_KEY, "/ve", "/t", "REG_SZ", "/d", WindowsArgument.quoted(command), "/f"));
    }

    private static boolean isFile(String path) {
        try {
            return Files.isRegularFile(Path.of(path));
        } catch (InvalidPathException notAPath) {
            return false;
        }
    }
}
