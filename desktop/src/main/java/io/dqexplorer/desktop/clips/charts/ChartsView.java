package io.dqexplorer.desktop.clips.charts;

import javafx.geometry.Orientation;
import javafx.scene.control.SplitPane;

/** The histogram over the group-by, the divider between them movable. */
public final class ChartsView extends SplitPane {

    public ChartsView(ChartsViewModel model) {
        setId("workspace-charts");
        setOrientation(Orientation.VERTICAL);
        getItems().addAll(new HistogramView(model.histogram()), new GroupByView(model.groupBy()));
        setDividerPositions(0.55);
    }
}
