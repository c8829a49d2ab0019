package io.dqexplorer.desktop.defects;

import io.dqexplorer.desktop.common.bars.ChartBarLines;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;

import java.util.List;

/**
 * The defect's histogram with the analyst's bars on its percent drawn upright across the bins, each at its
 * number of affected percent, between the bin's edges as a ruler would place it.
 */
final class BarredHistogram extends BarChart<String, Number> {

    private final CategoryAxis binAxis;
    private final ChartBarLines lines = new ChartBarLines();
    private List<HistogramBar> bins = List.of();
    private List<ChartBarLines.At> bars = List.of();

    BarredHistogram(CategoryAxis binAxis, HistogramAxis valueAxis) {
        super(binAxis, valueAxis);
        this.binAxis = binAxis;
    }

    /** The bins drawn and the bars to draw across them. */
    void showBars(List<HistogramBar> drawnBins, List<ChartBarLines.At> yourBars) {
        bins = List.copyOf(drawnBins);
        bars = List.copyOf(yourBars);
        requestChartLayout();
    }

    @Override
    protected void layoutPlotChildren() {
        super.layoutPlotChildren();
        lines.layout(getPlotChildren(), bars, this::place, true, binAxis.getWidth(), getYAxis().getHeight());
    }

    /** Where a percent falls on the bin axis; NaN outside the bins. */
    private double place(double percent) {
        for (int i = 0; i < bins.size(); i++) {
            HistogramBar bin = bins.get(i);
            double from = bin.bin().minimumAffectedPercent();
            double to = bin.toPercent();
            boolean last = i == bins.size() - 1;
            if (percent >= from && (percent < to || last && percent <= to) && to > from) {
                double band = binAxis.getCategorySpacing();
                return binAxis.getDisplayPosition(bin.range()) - band / 2 + band * (percent - from) / (to - from);
            }
        }
        return Double.NaN;
    }
}
