package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.desktop.common.FoldingPane;
import io.dqexplorer.desktop.common.Settings;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.StackPane;

/**
 * The histogram over the group-by, which folds into its title bar; whether it is open and its height are remembered.
 * A window too small for both at their least scrolls them rather than squeezing the group-by to a row.
 */
public final class ChartsView extends StackPane {

    private static final double HISTOGRAM_MIN_HEIGHT = 200;

    public ChartsView(ChartsViewModel model, Settings settings) {
        HistogramView histogram = new HistogramView(model.histogram());
        // the group-by's eight rows never squeeze the histogram out of sight
        histogram.setMinHeight(HISTOGRAM_MIN_HEIGHT);
        FoldingPane charts = new FoldingPane(histogram, settings, "ws-group-by", 0.55);
        charts.setId("workspace-charts");
        charts.addFold("Group by a section's terms", new GroupByView(model.groupBy()));
        ScrollPane room = new ScrollPane(charts);
        room.setFitToWidth(true);
        room.setFitToHeight(true);
        room.getStyleClass().add("edge-to-edge");
        getChildren().add(room);
    }
}
