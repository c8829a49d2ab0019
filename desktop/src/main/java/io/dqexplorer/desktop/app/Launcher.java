package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.app.instance.InstanceFolder;
import io.dqexplorer.desktop.cli.CommandContext;
import io.dqexplorer.desktop.cli.CommandLines;
import io.dqexplorer.desktop.app.instance.InstanceServer;
import io.dqexplorer.desktop.app.instance.SingleInstance;
import io.dqexplorer.desktop.app.links.WindowsLinkScheme;
import io.dqexplorer.desktop.common.Logging;
import javafx.application.Application;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The jar's entry point. Not an {@link Application} itself: with JavaFX on the class path the main
 * class must not extend it. {@code export ...}, {@code snapshot ...}, {@code compare ...}, {@code report ...}, {@code check ...},
 * {@code --help}, {@code --version}, a wrong command line and a machine without a display are all answered
 * without starting the toolkit; a launch while the app already runs hands its view to that app
 * ({@link SingleInstance}) and ends.
 */
public final class Launcher {

    private static final String NAME = LaunchOptions.NAME;
    private static final System.Logger LOG = System.getLogger(Launcher.class.getName());

    private Launcher() {
    }

    public static void main(String[] args) {
        Map<String, String> env = System.getenv();
        String os = System.getProperty("os.name");
        Path logFolder = Logging.folder(os, env, Path.of(System.getProperty("user.home")));
        OptionalInt answered = answer(List.of(args), os, env, logFolder, System.out, System.err);
        if (answered.isPresent()) {
            System.exit(answered.getAsInt());
        }
        LaunchOptions options = LaunchOptions.parse(List.of(args));
        // before the log is opened: a launch that hands over must not contend for the running app's log file
        if (options.singleInstance()) {
            InstanceFolder.of(os, env).ifPresent(folder -> handOverOrListen(folder, options));
        }
        Path logFile = null;
        try {
            logFile = Logging.toFolder(logFolder);
        } catch (IOException e) {
            System.err.println(NAME + ": the log cannot be written in " + logFolder + " (" + e + "); the app runs"
                    + " without it");
        }
        // after the log opened, so that a failure is in it; only the launch that stays the running app
        WindowsLinkScheme.registerInBackground(os, System.getProperty(WindowsLinkScheme.APP_PATH_PROPERTY));
        if (options.demo()) {
            DqExplorerApp.DEMO.startEarly();
        }
        if (os.startsWith("Mac")) {
            MacOpenEvents.forwardTo(DqExplorerApp.LATER);
        }
        try {
            Application.launch(DqExplorerApp.class, args);
        } catch (RuntimeException e) {
            // e.g. a DISPLAY that names no running server: one sentence here, the stack in the log
            LOG.log(System.Logger.Level.ERROR, "the window could not open", e);
            Optional.ofNullable(DqExplorerApp.INSTANCE.get()).ifPresent(InstanceServer::close);
            System.err.println(NAME + ": the window could not open: " + rootMessage(e)
                    + (logFile == null ? "" : " (details in " + logFile + ")"));
            System.exit(1);
        }
    }

    /**
     * The exit status when the command line is answered without a window (a command, help, version, a wrong
     * option, no display), or empty when the app should open. Public for the bench, which runs the export in
     * a warm JVM as the installed command runs it.
     */
    public static OptionalInt answer(List<String> args, String osName, Map<String, String> env, Path logFolder,
                              PrintStream out, PrintStream err) {
        AppCommand app = new AppCommand(logFolder);
        int exit = CommandLines.execute(CommandLines.tree(app, new CommandContext(SdkClientFactory::keepingAnswers,
                env, out, err, Clock.systemUTC())), args);
        if (app.toOpen().isEmpty()) {
            return OptionalInt.of(exit);
        }
        return DisplayCheck.missing(osName, env).map(sentence -> {
            err.println(NAME + ": " + sentence);
            return OptionalInt.of(1);
        }).orElse(OptionalInt.empty());
    }

    /** Ends this launch when the app already running took its view; else this app listens for later launches. */
    private static void handOverOrListen(Path folder, LaunchOptions options) {
        try {
            Optional<InstanceServer> listening = SingleInstance.handOverOrListen(folder, options.view(), DqExplorerApp.LATER);
            if (listening.isEmpty()) {
                System.out.println(NAME + ": " + (options.view().isPresent() ? "handed to the running DQ Explorer"
                        : "DQ Explorer is already running: its window comes to the front"));
                System.exit(0);
            }
            DqExplorerApp.INSTANCE.set(listening.get());
        } catch (IOException e) {
            System.err.println(NAME + ": a running DQ Explorer cannot be looked for in " + folder + " (" + e
                    + "); this one opens on its own");
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getMessage() != null ? root.getMessage() : root.getClass().getSimpleName();
    }
}
