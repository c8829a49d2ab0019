package io.dqexplorer.desktop.trends;

import io.dqexplorer.desktop.common.bars.ChartBarLines;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;

import java.util.List;

/** A trend chart with the analyst's bars on its figures drawn across it at their numbers. */
final class BarredLineChart extends LineChart<Number, Number> {

    private final NumberAxis valueAxis;
    private final ChartBarLines lines = new ChartBarLines();
    private final List<ChartBarLines.At> bars;

    BarredLineChart(NumberAxis placeAxis, NumberAxis valueAxis, List<ChartBarLines.At> bars) {
        super(placeAxis, valueAxis);
        this.valueAxis = valueAxis;
        this.bars = List.copyOf(bars);
    }

    @Override
    protected void layoutPlotChildren() {
        super.layoutPlotChildren();
        lines.layout(getPlotChildren(), bars, valueAxis::getDisplayPosition, false, getXAxis().getWidth(),
                valueAxis.getHeight());
    }
}
