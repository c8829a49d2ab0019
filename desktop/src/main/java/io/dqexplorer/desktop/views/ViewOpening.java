package io.dqexplorer.desktop.views;

import atlantafx.base.theme.Styles;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * Over the tabs while a saved view is on its way (the dataset list to come, each pinned measurement checked):
 * "Opening the view of D (Tab)…" and a spinner, in the place of the hint to choose a dataset or of the
 * dataset shown before, until the window shows the view.
 */
public final class ViewOpening extends StackPane {

    public ViewOpening(Views views) {
        setId("view-opening");
        getStyleClass().add("view-opening");
        ProgressIndicator progress = new ProgressIndicator();
        progress.setMaxSize(32, 32);
        Label text = new Label();
        text.setId("view-opening-text");
        // names a dataset: an "_" in it is no mnemonic
        text.setMnemonicParsing(false);
        text.getStyleClass().add(Styles.TEXT_MUTED);
        text.textProperty().bind(views.openingProperty());
        VBox box = new VBox(12, progress, text);
        box.setAlignment(Pos.CENTER);
        getChildren().add(box);
        visibleProperty().bind(views.openingProperty().isNotEmpty());
        // the spinner runs only while shown
        progress.visibleProperty().bind(visibleProperty());
    }
}
