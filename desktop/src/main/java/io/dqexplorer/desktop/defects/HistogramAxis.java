package io.dqexplorer.desktop.defects;

import javafx.scene.chart.ValueAxis;

import java.util.ArrayList;
import java.util.List;

/**
 * The histogram's value axis on a {@link HistogramScale}, linear or logarithmic. JavaFX has no
 * logarithmic axis; this one places values (and so the bars) through the scale, so that the chart
 * keeps plotting the real values and its ticks read as them.
 */
final class HistogramAxis extends ValueAxis<Number> {

    private HistogramScale scale = HistogramScale.fitting(1, false, true);

    HistogramAxis() {
        super(0, 1);
        setMinorTickVisible(false);
    }

    void use(HistogramScale newScale) {
        scale = newScale;
        setUpperBound(newScale.upper());
        // the bounds may be the same while the mapping changed
        invalidateRange();
        requestAxisLayout();
    }

    HistogramScale scale() {
        return scale;
    }

    @Override
    public double getDisplayPosition(Number value) {
        double fraction = scale.fraction(value.doubleValue());
        return vertical() ? getHeight() * (1 - fraction) : getWidth() * fraction;
    }

    @Override
    public Number getValueForDisplay(double position) {
        return scale.valueAt(vertical() ? 1 - position / getHeight() : position / getWidth());
    }

    /** The chart puts a value axis without a side on the left. */
    private boolean vertical() {
        return getSide() == null || getSide().isVertical();
    }

    @Override
    protected List<Number> calculateMinorTickMarks() {
        return List.of();
    }

    /** Never called: the axis does not range itself, the pane sets its scale. */
    @Override
    protected void setRange(Object range, boolean animate) {
    }

    @Override
    protected Object getRange() {
        return scale;
    }

    @Override
    protected List<Number> calculateTickValues(double length, Object range) {
        return new ArrayList<>(((HistogramScale) range).ticks());
    }

    @Override
    protected String getTickMarkLabel(Number value) {
        return HistogramScale.label(value.doubleValue());
    }
}
