package io.dqexplorer.desktop.common;

import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * One figure of a summary as a small card: its caption, the figure, and a note under it (the whole's
 * figure, a difference); every line whole, so that a narrow window wraps cards rather than cut one short.
 * The Clips tab's subset summary and its comparison of two snapshots show their figures so.
 */
public final class SummaryCard {

    private SummaryCard() {
    }

    /** @param figureId the figure's node id, by which tests and the screenshots find it */
    public static VBox of(String caption, String figure, String figureId, String note) {
        Label value = label(figure, "ws-summary-figure");
        value.setId(figureId);
        VBox card = new VBox(1, label(caption, "caption"), value, label(note, "caption"));
        card.getStyleClass().add("ws-summary-card");
        return card;
    }

    /** A line of a card, or beside the cards, that keeps its whole text. */
    public static Label label(String text, String style) {
        Label label = new Label(text);
        label.getStyleClass().add(style);
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }
}
