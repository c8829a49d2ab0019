package io.dqexplorer.desktop.common;

import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;

import java.util.List;

/**
 * The keys that close a window of the app's own beside the main one: Esc, {@link Shortcut#CLOSE_WINDOW} and
 * Alt+F4. A window manager closes on Alt+F4 before the app sees it; where there is none (a kiosk session, a
 * bare X server) the window closes all the same.
 */
public final class WindowCloseKeys {

    private static final List<KeyCombination> KEYS = List.of(new KeyCodeCombination(KeyCode.ESCAPE),
            Shortcut.CLOSE_WINDOW.keys(), new KeyCodeCombination(KeyCode.F4, KeyCombination.ALT_DOWN));

    private WindowCloseKeys() {
    }

    /** Closes {@code stage} on any of the keys pressed in {@code scene}, as its close button would. */
    public static void install(Stage stage, Scene scene) {
        scene.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (KEYS.stream().anyMatch(keys -> keys.match(event))) {
                event.consume();
                stage.close();
            }
        });
    }
}
