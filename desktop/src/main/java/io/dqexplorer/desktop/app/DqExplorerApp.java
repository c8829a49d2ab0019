package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.app.screenshots.ScreenshotTour;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.demo.DemoService;
import javafx.application.Application;
import javafx.stage.Stage;

/** The JavaFX application: reads the command line, builds the composition root and shows the window. */
public final class DqExplorerApp extends Application {

    /**
     * Static because {@link Application#launch} constructs this class itself: the one way for
     * {@link Launcher#main} to begin the demo's start before the toolkit's.
     */
    static final DemoStarter DEMO = new DemoStarter(DemoService::startInProcess);

    private AppContext context;

    @Override
    public void start(Stage stage) {
        LaunchOptions options = LaunchOptions.parse(getParameters().getRaw());
        context = new AppContext(stage, options.settings(Settings::forCurrentUser), DEMO);
        if (options.screenshotDir().isEmpty() && options.demo()) {
            // before showing the window: the sign-in's calls go out while the first frame is styled
            context.signIn().useDemo();
        }
        context.show();
        options.screenshotDir().ifPresent(dir -> new ScreenshotTour(context, dir).start());
    }

    @Override
    public void stop() {
        if (context != null) {
            context.close();
        }
    }
}
