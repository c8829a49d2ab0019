package io.dqexplorer.desktop.testing;

import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.Region;
import javafx.stage.Stage;

/**
 * A view alone in a window of its own, of a given size, for tests that look at a view at several
 * sizes. A new window per size because Monocle's headless screen fails to paint a shown window that
 * grows in place; and a window of its own because a test's primary stage keeps its size into the next test.
 * Call on the FX thread.
 */
public final class SizedWindow {

    private Stage stage;

    /** Moves the view out of its current scene into a new window of this size. */
    public void show(Parent view, double width, double height) {
        if (view.getScene() != null) {
            view.getScene().setRoot(new Region());
        }
        close();
        stage = new Stage();
        stage.setScene(new Scene(view, width, height));
        stage.show();
    }

    /** Narrower only: see the class comment. */
    public void narrow(double width) {
        stage.setWidth(width);
    }

    public void close() {
        if (stage != null) {
            stage.close();
            stage = null;
        }
    }
}
