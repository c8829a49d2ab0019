package io.dqexplorer.workspace.bars;

import io.dqexplorer.workspace.compare.SideResolver;

import java.time.Instant;
import java.util.List;
import java.util.OptionalDouble;

/**
 * A figure of a dataset over the measurements the history kept of it, the first seen first, as the Trends
 * read them: from the history's file alone. A subset figure has none: it is re-totalled from the snapshot.
 */
public final class FigureHistory {

    /** One kept measurement's figure; empty when that measurement did not measure it (a gap, never 0). */
    public record Point(String token, Instant firstSeen, OptionalDouble value) {
    }

    private FigureHistory() {
    }

    /** Reads the history's file: call it off the UI thread. */
    public static List<Point> of(SideResolver sides, Figure figure, String dataset) {
        if (figure.family().isEmpty()) {
            return List.of();
        }
        return sides.kept(figure.family().get(), dataset).stream()
                .map(side -> new Point(side.token(), side.time(), figure.read(side.answer()).value()))
                .toList();
    }
}
