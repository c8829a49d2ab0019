package io.dqexplorer.desktop.screenshots;

import io.dqexplorer.desktop.app.AppContext;
import io.dqexplorer.desktop.app.AppWindow;
import io.dqexplorer.desktop.app.SystemTheme;
import io.dqexplorer.desktop.common.FileDialogs;
import io.dqexplorer.desktop.common.InMemoryPreferences;
import io.dqexplorer.desktop.common.Settings;
import io.dqexplorer.desktop.demo.DemoService;
import javafx.application.Application;
import javafx.stage.Stage;

import java.nio.file.Path;

/**
 * Takes the documentation screenshots into the folder given ({@code scripts/screenshots.sh} runs it from the
 * test classes): the app on its built-in demo service, driven by the {@link ScreenshotTour}, which exits when done.
 * Not an {@link Application} itself: with JavaFX on the class path the main class must not extend it.
 */
public final class Screenshots {

    private Screenshots() {
    }

    public static void main(String[] args) {
        if (args.length != 1 || args[0].isBlank()) {
            System.err.println("Usage: Screenshots DIR (the folder the screenshots are written to)");
            System.exit(2);
        }
        Application.launch(App.class, args);
    }

    /** The app as the launcher builds it, but with settings in memory. */
    public static final class App extends Application {

        private AppContext context;

        @Override
        public void start(Stage stage) {
            Path directory = Path.of(getParameters().getRaw().get(0));
            // the tour must neither read nor change what the user's installed app remembers (theme, window, dataset),
            // nor follow the platform's theme, whose late answer could switch a shot's
            context = new AppContext(stage, new Settings(new InMemoryPreferences()), DemoService::startInProcess,
                    FileDialogs.platform(() -> stage), System.getenv(), SystemTheme.NONE);
            context.show();
            new ScreenshotTour(new TourSubject(new AppWindow(stage), context), directory).start();
        }

        @Override
        public void stop() {
            if (context != null) {
                context.close();
            }
        }
    }
}
