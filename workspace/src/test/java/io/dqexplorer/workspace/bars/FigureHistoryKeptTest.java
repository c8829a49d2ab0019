package io.dqexplorer.workspace.bars;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.OptionalDouble;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FigureHistoryKeptTest {

    private static final Instant T0 = Instant.parse("2026-11-20T10:00:00Z");

    @Test
    void aSubsetFiguresHistoryIsOnePointAMeasurementItsLastValueFromItsFirstCheck() {
        List<BarOutcomes.Kept> kept = List.of(
                kept("vo-1", Outcome.HOLDS, OptionalDouble.of(900), 0),
                // the same measurement, the bar edited: the outcome changed, the figure too (a filter re-read)
                kept("vo-1", Outcome.WARNS, OptionalDouble.of(880), 60),
                kept(null, Outcome.NOT_MEASURED, OptionalDouble.empty(), 90),
                kept("vo-2", Outcome.BREACHED, OptionalDouble.empty(), 120));

        List<FigureHistory.Point> points = FigureHistory.kept(kept);

        assertEquals(List.of(new FigureHistory.Point("vo-1", T0, OptionalDouble.of(880)),
                new FigureHistory.Point("vo-2", T0.plusSeconds(120), OptionalDouble.empty())), points,
                "a check without a measurement is no point; a value not measured is a gap, never 0");
        assertEquals(List.of(), FigureHistory.kept(List.of()));
    }

    private static BarOutcomes.Kept kept(String token, Outcome outcome, OptionalDouble value, long seconds) {
        return new BarOutcomes.Kept("Knife clips", "kitchen-egocentric", "clips.count", outcome, token, value,
                T0.plusSeconds(seconds));
    }
}
