package io.dqexplorer.desktop.trends;

import io.dqexplorer.desktop.common.WindowCloseKeys;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import javafx.stage.StageStyle;
import javafx.stage.Window;

import java.time.ZoneId;
import java.util.function.BiConsumer;

/**
 * The Trends in a window of their own beside the main window, not over it: a clicked point opens its
 * measurement in the main window's tab, and the analyst keeps the trends in view to click the next one.
 * One window for the session, brought forward and turned to the dataset asked for. It closes as the
 * app's dialogs do: by its Close button and Esc, and by Ctrl+W and Alt+F4, with or without a window manager
 * to draw its title bar.
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
            stage = new Stage(StageStyle.DECORATED);
            stage.initOwner(owner);
            if (owner instanceof Stage main) {
                Bindings.bindContent(stage.getIcons(), main.getIcons());
            }
            BorderPane root = new BorderPane(new TrendsView(model, zone, open));
            root.setBottom(closeBar());
            Scene scene = new Scene(root, Math.min(WIDTH, owner.getWidth()), Math.min(HEIGHT, owner.getHeight()));
            WindowCloseKeys.install(stage, scene);
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

    /** The dialogs' button bar: a Close button at the bottom right. */
    private HBox closeBar() {
        Button close = new Button("Close");
        close.setId("trends-close");
        close.setOnAction(e -> stage.close());
        HBox bar = new HBox(close);
        bar.setAlignment(Pos.CENTER_RIGHT);
        bar.setPadding(new Insets(0, 16, 12, 16));
        return bar;
    }

    /** Closes the window: the session that opened it ended. */
    public void close() {
        if (stage != null) {
            stage.close();
        }
    }
}
