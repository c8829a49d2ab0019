package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.demo.DemoService;
import javafx.application.Application;
import javafx.stage.Stage;

/** The JavaFX application: reads the command line, builds the composition root and shows the window. */
public final class DqExplorerApp extends Application {

    private AppContext context;

    @Override
    public void start(Stage stage) {
        LaunchOptions options = LaunchOptions.parse(getParameters().getRaw());
        // Screenshots must look the same on every machine, whatever the user's installed app remembers.
        Settings settings = options.screenshotDir().isPresent()
                ? new Settings(new InMemoryPreferences())
                : Settings.forCurrentUser();
        context = new AppContext(stage, settings, DemoService::startInProcess);
        context.show();
        options.screenshotDir().ifPresentOrElse(
                dir -> new ScreenshotTour(context, dir).start(),
                () -> {
                    if (options.demo()) {
                        context.signIn().useDemo();
                    }
                });
    }

    @Override
    public void stop() {
        if (context != null) {
            context.close();
        }
    }
}
