package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.app.instance.InstanceServer;
import io.dqexplorer.desktop.app.instance.ViewInbox;
import io.dqexplorer.desktop.demo.DemoService;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.prefs.Preferences;

/** The JavaFX application: reads the command line, builds the composition root and shows the window. */
public final class DqExplorerApp extends Application {

    /**
     * Static because {@link Application#launch} constructs this class itself: the one way for
     * {@link Launcher#main} to begin the demo's start before the toolkit's.
     */
    static final DemoStarter DEMO = new DemoStarter(DemoService::startInProcess);

    /**
     * The views that come after the app's own (later launches, macOS's open events), filled from
     * {@link Launcher#main} before the toolkit starts: static for the reason {@link #DEMO} is.
     */
    static final ViewInbox LATER = new ViewInbox();
    /** What later launches reach this app through, set by {@link Launcher#main}; none when the single instance is off. */
    static final AtomicReference<InstanceServer> INSTANCE = new AtomicReference<>();

    private AppContext context;

    @Override
    public void start(Stage stage) {
        LaunchOptions options = LaunchOptions.parse(getParameters().getRaw());
        context = new AppContext(stage, options.settings(Preferences::userRoot), DEMO);
        if (options.demo()) {
            // before showing the window: the sign-in's calls go out while the first frame is styled
            context.signIn().useDemo();
        }
        context.show();
        options.view().ifPresent(context::openView);
        LATER.deliverTo(view -> Platform.runLater(() -> {
            toFront(stage);
            view.ifPresent(context::openView);
        }));
    }

    /** What a second launch asks for: this window in front of the one the user launched from. */
    private static void toFront(Stage stage) {
        stage.setIconified(false);
        stage.toFront();
        stage.requestFocus();
    }

    @Override
    public void stop() {
        Optional.ofNullable(INSTANCE.get()).ifPresent(InstanceServer::close);
        if (context != null) {
            context.close();
        }
    }
}
