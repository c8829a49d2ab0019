package io.dqexplorer.workspace.bars;

import io.dqexplorer.sdk.measurement.MeasurementFamily;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A family's trend chart: lines through a figure of each of its kept answers, one point per measurement.
 *
 * @param answers the answer the chart reads, as the measurement history keeps it
 * @param lines   the lines, given every answer the history could read (a line may be one per section found)
 * @param <T>     the answer's model
 */
public record TrendFigures<T>(String title, String unit, MeasurementFamily<T> answers,
                              Function<List<T>, List<Line<T>>> lines) {

    /**
     * @param path  the figure a bar is set on ({@link FigureCatalogue}), so that the chart can draw the bar
     * @param scale what the figure is multiplied by to read as the line does (a share 0..1 drawn as a percent: 100)
     */
    public record Line<T>(String name, String path, double scale, Function<T, Optional<Double>> value) {
    }
}
