package io.dqexplorer.desktop.clips;

import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The subset's figures beside the whole snapshot's (with the service's pages, that they come with it): one small card per figure (its value in this
 * view, the whole's, the difference), wrapping onto more lines in a narrow window rather than cutting
 * a figure short.
 */
final class SummaryPane extends FlowPane {

    SummaryPane(ClipsViewModel model) {
        super(18, 8);
        setId("ws-summary");
        model.summary().addListener((ListChangeListener<SummaryLine>) change -> show(model));
        model.snapshotProperty().addListener((obs, old, now) -> show(model));
        show(model);
    }

    private void show(ClipsViewModel model) {
        getChildren().clear();
        if (model.snapshotProperty().get() == null) {
            Label later = label("This view's figures beside the whole dataset's come with the snapshot", "caption");
            later.setId("ws-summary-waiting");
            getChildren().add(later);
            return;
        }
        int index = 0;
        for (SummaryLine line : model.summary()) {
            getChildren().add(card(line, index++));
        }
    }

    private static VBox card(SummaryLine line, int index) {
        Label label = label(line.label(), "caption");
        Label subset = label(line.subset(), "ws-summary-figure");
        subset.setId("ws-summary-" + index);
        Label whole = label("whole " + line.whole() + " · " + line.difference(), "caption");
        VBox card = new VBox(1, label, subset, whole);
        card.getStyleClass().add("ws-summary-card");
        return card;
    }

    private static Label label(String text, String style) {
        Label label = new Label(text);
        label.getStyleClass().add(style);
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }
}
