package io.dqexplorer.desktop.app;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.stage.Stage;

import java.util.Optional;

/**
 * The app's window as the tests and the screenshot tour see it: through the stage the app was given to show
 * itself on, as a user sees it, so that the composition root needs no accessors for them. On the FX thread.
 */
public final class AppWindow {

    private final Stage stage;

    public AppWindow(Stage stage) {
        this.stage = stage;
    }

    public Stage stage() {
        return stage;
    }

    /** The one scene, whose root is the sign-in or the main window. */
    public Scene scene() {
        return stage.getScene();
    }

    /** The main window, once signed in. */
    public Optional<MainWindow> mainWindow() {
        return scene().getRoot() instanceof MainWindow main ? Optional.of(main) : Optional.empty();
    }

    /** True while the window shows the dark theme. */
    public boolean dark() {
        return DarkLayer.marks(scene().getRoot());
    }

    /** Switches to the theme with the window's own toggle, as a user does, unless it shows it already. */
    public void showDark(boolean dark) {
        if (dark() != dark) {
            ((Button) scene().lookup("#theme-toggle")).fire();
        }
    }
}
