package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.SummaryCard;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;

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
            Label later = SummaryCard.label("This view's figures beside the whole dataset's come with the snapshot",
                    "caption");
            later.setId("ws-summary-waiting");
            getChildren().add(later);
            return;
        }
        int index = 0;
        for (SummaryLine line : model.summary()) {
            getChildren().add(SummaryCard.of(line.label(), line.subset(), "ws-summary-" + index++,
                    "whole " + line.whole() + " · " + line.difference()));
        }
    }
}
