package io.dqexplorer.desktop.clips.grid;

import io.dqexplorer.desktop.common.Shortcut;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;

/**
 * The clip table's status line: that its query was cancelled, with "Run again", or what the last copy
 * put on the clipboard. Escape anywhere in the view cancels the query under way, and only then takes the
 * key (a popup or a dialog keeps its own Escape).
 */
public final class GridStatus extends HBox {

    public GridStatus(RunningQueries running, SelectionCopy copy) {
        super(6);
        setId("grid-status");
        setAlignment(Pos.CENTER_LEFT);
        Label text = new Label();
        text.setId("grid-status-text");
        text.getStyleClass().add("text-muted");
        // the copy's message names terms of the service when it failed: text, never mnemonics
        text.setMnemonicParsing(false);
        text.textProperty().bind(Bindings.when(running.messageProperty().isEmpty())
                .then(copy.messageProperty()).otherwise(running.messageProperty()));
        Hyperlink again = new Hyperlink("Run again");
        again.setId("grid-run-again");
        again.visibleProperty().bind(running.messageProperty().isNotEmpty());
        again.managedProperty().bind(again.visibleProperty());
        again.setOnAction(e -> running.runAgain());
        getChildren().addAll(text, again);
        managedProperty().bind(text.textProperty().isNotEmpty());
        visibleProperty().bind(managedProperty());
    }

    /** Escape under {@code view} cancels the running query, when one runs. */
    public static void cancelsOnEscape(Node view, RunningQueries running) {
        view.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (Shortcut.CANCEL_QUERY.matches(event) && running.cancel()) {
                event.consume();
            }
        });
    }
}
