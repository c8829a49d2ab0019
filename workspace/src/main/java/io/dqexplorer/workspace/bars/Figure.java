package io.dqexplorer.workspace.bars;

import io.dqexplorer.sdk.measurement.Family;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * A figure a bar can be set on, by its dotted path ("video.blurry.percent"), with its unit and meaning.
 *
 * @param family the measurement family whose answer holds it; empty for a subset figure of the clip table
 *               ("clips.usable_share"), re-totalled from the dataset's snapshot
 * @param reader reads it from the family's answer as {@code SideResolver} gives it, or from a subset's
 *               {@code Summary}
 */
public record Figure(String path, Unit unit, String meaning, Optional<Family> family,
                     Function<Object, FigureValue> reader) {

    public Figure {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(meaning, "meaning");
        Objects.requireNonNull(family, "family");
        Objects.requireNonNull(reader, "reader");
    }

    /** Whether it is re-totalled from the clip table's rows (and so takes a filter) rather than read from a measurement. */
    public boolean subset() {
        return family.isEmpty();
    }

    public FigureValue read(Object answer) {
        return reader.apply(answer);
    }
}
