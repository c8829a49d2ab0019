package io.dqexplorer.desktop.trends;

import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.time.ZoneId;
import java.util.function.BiConsumer;

/**
 * The Trends in a window of their own beside the main window, not over it: a clicked point opens its
 * measurement in the main window's tab, and the analyst keeps the trends in view to click the next one.
 * One window for the session, brought forward and turned to the dataset asked for.
 */
public final class TrendsWindow {

    private static final double WIDTH = 1040;
    private static final double HEIGHT = 720;

    private final Window owner;
    private final TrendsViewModel model;
    private final ZoneId zone;
    private final BiConsumer<String, String> open;
    private Stage stage;

    /** @param open told the tab and the token of a clicked point */
    public TrendsWindow(Window owner, TrendsViewModel model, ZoneId zone, BiConsumer<String, String> open) {
        this.owner = owner;
        this.model = model;
        this.zone = zone;
        this.open = open;
    }

    public void show(String dataset) {
        if (stage == null) {
            stage = new Stage();
            stage.initOwner(owner);
            Scene scene = new Scene(new TrendsView(model, zone, open),
                    Math.min(WIDTH, owner.getWidth()), Math.min(HEIGHT, owner.getHeight()));
            // the app's own styles (notes, the error banner); the theme is the whole app's already
            scene.getStylesheets().addAll(owner.getScene().getStylesheets());
            stage.setScene(scene);
            stage.setOnHidden(e -> model.close());
        }
        stage.titleProperty().set("Trends — " + dataset + " — DQ Explorer");
        model.open(dataset);
        stage.show();
        stage.toFront();
    }

    /** Closes the window: the session that opened it ended. */
    public void close() {
        if (stage != null) {
            stage.close();
        }
    }
}
