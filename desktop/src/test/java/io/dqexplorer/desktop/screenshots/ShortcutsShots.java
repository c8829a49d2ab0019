package io.dqexplorer.desktop.screenshots;


import io.dqexplorer.desktop.common.Shortcut;
import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyEvent;
import javafx.stage.Window;

import java.util.List;
import java.util.Optional;

/** The shortcut sheet over the main window, opened by its own key as a user opens it. */
final class ShortcutsShots {

    private final TourSubject context;
    private final Camera camera;

    ShortcutsShots(TourSubject context, Camera camera) {
        this.context = context;
        this.camera = camera;
    }

    void run() throws Exception {
        for (Camera.WindowSize size : Camera.SIZES) {
            camera.resize(size);
            for (boolean dark : List.of(false, true)) {
                camera.theme(dark);
                Fx.run(this::pressHelp);
                Fx.waitUntil("the shortcut sheet", () -> Fx.call(() -> sheet().isPresent()));
                Window sheet = Fx.call(() -> sheet().orElseThrow());
                camera.shoot(sheet.getScene(), "shortcuts" + size.suffix(), dark);
                Fx.run(sheet::hide);
            }
        }
    }

    private void pressHelp() {
        KeyCode key = ((KeyCodeCombination) Shortcut.HELP.keys()).getCode();
        Scene scene = context.scene();
        Event.fireEvent(scene.getRoot(), new KeyEvent(KeyEvent.KEY_PRESSED, "", "", key, false, false, false, false));
    }

    private static Optional<Window> sheet() {
        return Window.getWindows().stream().filter(window -> window.isShowing() && window.getScene() != null
                && window.getScene().lookup("#shortcut-sheet") != null).findFirst();
    }
}
