package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.Shortcut;
import io.dqexplorer.desktop.common.SummaryCard;
import io.dqexplorer.desktop.common.bars.FigureBars;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

import java.util.Optional;

/**
 * The subset's figures beside the whole snapshot's (with the service's pages, that they come with it): one
 * small card per figure (its value in this view, the whole's, the difference), wrapping onto more lines in a
 * narrow window rather than cutting a figure short. With the analyst's bars, each card offers "Set a bar on
 * this figure…" with the view's filter, as a defect card does with its figure.
 */
final class SummaryPane extends FlowPane {

    private final ClipsViewModel model;
    private final Optional<FigureBars> bars;

    SummaryPane(ClipsViewModel model, Optional<FigureBars> bars) {
        super(18, 8);
        this.model = model;
        this.bars = bars;
        setId("ws-summary");
        model.summary().addListener((ListChangeListener<SummaryLine>) change -> show());
        model.snapshotProperty().addListener((obs, old, now) -> show());
        show();
    }

    private void show() {
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
            VBox card = SummaryCard.of(line.label(), line.subset(), "ws-summary-" + index++,
                    "whole " + line.whole() + " · " + line.difference());
            bars.ifPresent(shown -> offerBar(shown, card, line));
            getChildren().add(card);
        }
    }

    /** A card takes the focus (a click, Tab) so that the key sets a bar on the figure it shows. */
    private void offerBar(FigureBars shown, VBox card, SummaryLine line) {
        card.setFocusTraversable(true);
        // on the click, not the press: the scroll pane around takes the focus on a press
        card.setOnMouseClicked(e -> card.requestFocus());
        card.setAccessibleText(line.label() + " " + line.subset() + ", whole " + line.whole() + ". "
                + Shortcut.SET_BAR.keyText() + " sets a bar on this figure");
        shown.offer(card, () -> Optional.ofNullable(model.openDataset()), line.figure(),
                () -> model.filterProperty().get().text());
    }
}
