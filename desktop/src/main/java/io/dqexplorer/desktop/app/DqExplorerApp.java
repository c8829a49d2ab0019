package io.dqexplorer.desktop.app;

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
        context = new AppContext(stage, options.settings(Settings::forCurrentUser), DemoService::startInProcess);
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
