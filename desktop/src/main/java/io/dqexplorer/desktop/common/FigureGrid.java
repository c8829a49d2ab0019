package io.dqexplorer.desktop.common;

import javafx.beans.value.ObservableStringValue;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;

/**
 * Figures with their captions: a caption, then its figure (large, bound to a view model's text),
 * so many pairs to a row, filled row by row.
 */
public final class FigureGrid extends GridPane {

    /** Narrower, a caption would wrap into a column of single words. */
    private static final double CAPTION_MIN_WIDTH = 120;

    private final int pairsPerRow;
    private int count;

    public FigureGrid(int pairsPerRow) {
        this.pairsPerRow = pairsPerRow;
        setHgap(16);
        setVgap(6);
        // as tall as the wrapped captions, also in a tab too short for everything: the tab scrolls instead
        setMinHeight(Region.USE_PREF_SIZE);
    }

    /** Adds a figure; {@code id} names it for lookups. */
    public FigureGrid figure(String caption, String id, ObservableStringValue value) {
        Label figure = new Label();
        figure.setId(id);
        figure.getStyleClass().add("figure");
        figure.textProperty().bind(value);
        // a figure is never cut short: the caption wraps instead
        figure.setMinWidth(Region.USE_PREF_SIZE);
        Label captionLabel = new Label(caption);
        captionLabel.setWrapText(true);
        captionLabel.setMinWidth(CAPTION_MIN_WIDTH);
        captionLabel.getStyleClass().add("figure-caption");
        int column = count % pairsPerRow * 2;
        int row = count / pairsPerRow;
        add(captionLabel, column, row);
        add(figure, column + 1, row);
        count++;
        return this;
    }
}
