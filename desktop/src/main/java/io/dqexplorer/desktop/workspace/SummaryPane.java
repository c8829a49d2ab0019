package io.dqexplorer.desktop.workspace;

import javafx.collections.ListChangeListener;
import javafx.geometry.HPos;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/** The subset's figures beside the whole snapshot's, with the difference of each. */
final class SummaryPane extends VBox {

    private final GridPane grid = new GridPane();

    SummaryPane(WorkspaceViewModel model) {
        super(6);
        setId("ws-summary");
        Label heading = new Label("This view against the whole dataset");
        heading.getStyleClass().add("section-heading");
        grid.setHgap(12);
        grid.setVgap(3);
        ColumnConstraints label = new ColumnConstraints();
        ColumnConstraints figure = new ColumnConstraints();
        figure.setHalignment(HPos.RIGHT);
        grid.getColumnConstraints().addAll(label, figure, figure, figure);
        model.summary().addListener((ListChangeListener<SummaryLine>) change -> show(model));
        show(model);
        getChildren().addAll(heading, grid);
    }

    private void show(WorkspaceViewModel model) {
        grid.getChildren().clear();
        grid.addRow(0, caption(""), caption("This view"), caption("Whole"), caption("Difference"));
        int row = 1;
        for (SummaryLine line : model.summary()) {
            Label subset = new Label(line.subset());
            subset.setId("ws-summary-" + row);
            grid.addRow(row++, new Label(line.label()), subset, new Label(line.whole()), new Label(line.difference()));
        }
    }

    private static Label caption(String text) {
        Label caption = new Label(text);
        caption.getStyleClass().add("caption");
        return caption;
    }
}
