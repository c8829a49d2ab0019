package io.dqexplorer.workspace.bars;

import io.dqexplorer.workspace.compare.SideResolver;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * A figure of a dataset over the measurements the history kept of it, the first seen first, as the Trends
 * read them: from the history's file alone. A subset figure, re-totalled from the snapshot, is in no answer: its
 * history is the values its bar's checks kept, one a measurement ({@link #kept}).
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

    /**
     * A bar's figure over the measurements its checks were kept at (a row is kept when the outcome or the
     * measurement changes), the first checked first: the last value kept at each token, from its first check.
     */
    public static List<Point> kept(List<BarOutcomes.Kept> outcomes) {
        Map<String, Point> byToken = new LinkedHashMap<>();
        for (BarOutcomes.Kept outcome : outcomes) {
            if (outcome.token() != null) {
                byToken.merge(outcome.token(), new Point(outcome.token(), outcome.checked(), outcome.value()),
                        (was, now) -> new Point(was.token(), was.firstSeen(), now.value()));
            }
        }
        return List.copyOf(byToken.values());
    }
}
