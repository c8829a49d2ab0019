package io.dqexplorer.bench;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The reference side of the launch row: the JavaFX floor of a first painted window on this
 * machine (the app's own jar on the class path, one label in a window the app's size).
 * The main class cannot be an {@link Application} when JavaFX is on the class path.
 */
public final class ReferenceWindow {

    private ReferenceWindow() {
    }

    public static void main(String[] args) {
        Application.launch(Window.class, args);
    }

    /** The window itself. */
    public static final class Window extends Application {
        @Override
        public void start(Stage stage) {
            stage.setTitle("reference");
            stage.setScene(new Scene(new StackPane(new Label("reference window")), 1440, 900));
            stage.show();
        }
    }
}
