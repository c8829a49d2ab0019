package io.dqexplorer.desktop.app;

import io.dqexplorer.desktop.common.Settings;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;

/** The window's size and place: the first size, the least one, and where the user left it last time. */
final class WindowBounds {

    private static final double DEFAULT_WIDTH = 1360;
    private static final double DEFAULT_HEIGHT = 860;
    /**
     * Below this the tabs' toolbars no longer fit beside the dataset list (at 800×600 the clip table's
     * tab fell into an overflow menu and its export off the window); a smaller screen gets its own size.
     */
    static final double MIN_WIDTH = 960;
    static final double MIN_HEIGHT = 620;

    private final Stage stage;
    private final Settings settings;

    WindowBounds(Stage stage, Settings settings) {
        this.stage = stage;
        this.settings = settings;
    }

    /** The window's scene at its first size: the default, or the screen's when smaller. */
    static Scene sceneOf(Parent root) {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        return new Scene(root, Math.min(DEFAULT_WIDTH, screen.getWidth()), Math.min(DEFAULT_HEIGHT, screen.getHeight()));
    }

    /** Sets the least size and puts the window where it was left: on a screen still there, else where it falls. */
    void restore() {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        stage.setMinWidth(Math.min(MIN_WIDTH, screen.getWidth()));
        stage.setMinHeight(Math.min(MIN_HEIGHT, screen.getHeight()));
        settings.windowBounds().ifPresent(bounds -> {
            boolean onSomeScreen = !Screen.getScreensForRectangle(
                    new Rectangle2D(bounds.x(), bounds.y(), bounds.width(), bounds.height())).isEmpty();
            if (onSomeScreen) {
                stage.setX(bounds.x());
                stage.setY(bounds.y());
            }
            stage.setWidth(bounds.width());
            stage.setHeight(bounds.height());
            stage.setMaximized(bounds.maximized());
        });
    }

    void remember() {
        if (stage.getWidth() > 0 && stage.getHeight() > 0) {
            settings.rememberWindowBounds(new Settings.WindowBounds(
                    stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight(), stage.isMaximized()));
        }
    }
}
