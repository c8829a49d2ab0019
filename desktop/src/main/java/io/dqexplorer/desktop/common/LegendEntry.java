package io.dqexplorer.desktop.common;

import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.shape.Rectangle;

/** One entry of a chart's legend: a square of the series' colour and the words that name it, which a test can find by id. */
public final class LegendEntry {

    private LegendEntry() {
    }

    /** @param colour a colour or a looked-up colour of the theme: "-color-accent-emphasis" */
    public static Label of(String id, String colour) {
        Rectangle swatch = new Rectangle(12, 12);
        swatch.setStyle("-fx-fill: " + colour + "; -fx-stroke: -color-border-default;");
        Label label = new Label("", swatch);
        label.setId(id);
        label.setMnemonicParsing(false);
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }
}
