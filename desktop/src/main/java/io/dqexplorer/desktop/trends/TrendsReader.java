package io.dqexplorer.desktop.trends;

import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarOutcomes;
import io.dqexplorer.workspace.bars.FamilyFigures;
import io.dqexplorer.workspace.bars.TrendFigures;
import io.dqexplorer.workspace.history.StoredMeasurement;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;

/**
 * Reads a dataset's kept measurements into one chart per family, drawing the figures the family's
 * {@link TrendFigures} name. Reads the database file: call it off the UI thread.
 */
public final class TrendsReader {

    private final SessionHistory history;

    public TrendsReader(SessionHistory history) {
        this.history = history;
    }

    /** The bars on the figures the charts draw, each with the outcomes the history kept of it on the dataset. */
    public List<TrendBar> bars(String dataset, List<Bar> bars) {
        BarOutcomes outcomes = new BarOutcomes(history.history());
        return bars.stream().filter(bar -> bar.everyDataset() || bar.dataset().equals(dataset))
                .map(bar -> TrendBar.of(bar, outcomes.list(history.key(), bar.name(), dataset))).toList();
    }

    /** A chart per family, in the order of the main window's tabs; every chart empty when nothing is kept. */
    public List<TrendChart> read(String dataset) {
        return Arrays.stream(Family.values()).map(family -> chart(dataset, family, FamilyFigures.of(family).trend())).toList();
    }

    private <T> TrendChart chart(String dataset, Family family, TrendFigures<T> figures) {
        List<Kept<T>> kept = kept(dataset, figures.answers());
        List<T> readable = kept.stream().flatMap(one -> one.answer().stream()).toList();
        return new TrendChart(figures.title(), family.title(), figures.unit(), figures.lines().apply(readable).stream()
                .map(line -> line(line.name(), line.path(), line.scale(), kept, line.value())).toList());
    }

    /** A kept measurement and its answer; none when the SDK no longer reads its document (a gap, not a failure). */
    private record Kept<T>(StoredMeasurement stored, Optional<T> answer) {
    }

    private <T> List<Kept<T>> kept(String dataset, MeasurementFamily<T> family) {
        return history.list(dataset, family).stream().map(stored -> new Kept<>(stored, readable(stored, family))).toList();
    }

    private static <T> Optional<T> readable(StoredMeasurement stored, MeasurementFamily<T> family) {
        try {
            return Optional.of(stored.answer(family));
        } catch (RuntimeException unreadable) {
            return Optional.empty();
        }
    }

    private static <T> TrendLine line(String name, String path, double scale, List<Kept<T>> kept,
                                      Function<T, Optional<Double>> figure) {
        return new TrendLine(name, kept.stream().map(one -> new TrendPoint(one.stored().token(), one.stored().firstSeen(),
                one.answer().flatMap(figure).map(OptionalDouble::of).orElse(OptionalDouble.empty()))).toList(), path, scale);
    }
}
