package io.dqexplorer.desktop.hands;

import io.dqexplorer.desktop.common.Formats;

import io.dqexplorer.workspace.bars.FigureValue;

import java.util.OptionalDouble;

/**
 * One hand-activity share over measured footage. The SDK gives fractions in 0..1; an empty share
 * means nothing was measured, which the view says in words rather than drawing an empty bar.
 *
 * @param figure the bars file's name of the share ({@code hands.hands_visible_share})
 */
public record ShareBar(String id, String label, OptionalDouble fraction, String figure) {

    static final String NOTHING_MEASURED = "Nothing measured";

    public String percentText() {
        return Formats.fractionAsPercent(fraction, NOTHING_MEASURED);
    }

    /** The bar's fill, 0..1; zero for an unmeasured share, whose bar the view hides. */
    public double fill() {
        return fraction.orElse(0);
    }

    /** The share as a bar reads it: nothing measured is not measured, never 0. */
    public FigureValue figureValue() {
        return FigureValue.of(fraction, "no footage was measured for hand activity");
    }

    public boolean measured() {
        return fraction.isPresent();
    }
}
