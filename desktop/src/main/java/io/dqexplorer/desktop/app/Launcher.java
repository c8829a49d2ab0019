package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.export.ExportCommand;
import javafx.application.Application;

import java.util.Arrays;
import java.util.List;

/**
 * The jar's entry point. Not an {@link Application} itself: with JavaFX on the class path the main
 * class must not extend it. {@code export ...} runs the headless export and never starts the toolkit.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length > 0 && args[0].equals("export")) {
            System.exit(ExportCommand.run(Arrays.copyOfRange(args, 1, args.length)));
        }
        try {
            LaunchOptions.parse(List.of(args));
        } catch (IllegalArgumentException wrongUsage) {
            System.err.println(wrongUsage.getMessage());
            System.exit(2);
        }
        Application.launch(DqExplorerApp.class, args);
    }
}
