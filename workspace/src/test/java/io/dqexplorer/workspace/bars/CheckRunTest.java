package io.dqexplorer.workspace.bars;

import io.dqexplorer.workspace.history.HistoryKey;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Which outcome speaks for a whole check, and how many of each there were. */
class CheckRunTest {

    private static final Bar BLURRY = BarsFile.parse("""
            bars:
              - name: Blurry footage
                dataset: "*"
                figure: video.blurry.percent
                fail: "> 6"
            """, "bars.yaml").get(0);

    @Test
    void aBreachSpeaksOverAFigureUnreadWhichSpeaksOverOneNotMeasuredThenAWarning() {
        assertEquals(Outcome.BREACHED, run(Outcome.HOLDS, Outcome.NOT_CHECKED, Outcome.BREACHED, Outcome.WARNS).overall());
        assertEquals(Outcome.NOT_CHECKED, run(Outcome.NOT_MEASURED, Outcome.NOT_CHECKED, Outcome.HOLDS).overall());
        assertEquals(Outcome.NOT_MEASURED, run(Outcome.WARNS, Outcome.NOT_MEASURED, Outcome.HOLDS).overall());
        assertEquals(Outcome.WARNS, run(Outcome.HOLDS, Outcome.WARNS).overall());
        assertEquals(Outcome.HOLDS, run(Outcome.HOLDS, Outcome.HOLDS).overall());
    }

    @Test
    void aCheckWhereNoBarAppliedHoldsNothing() {
        assertEquals(Outcome.NOT_MEASURED, run().overall());
    }

    @Test
    void theCountsListEveryOutcomeWithHowManyResultsHadIt() {
        assertEquals(Map.of(Outcome.HOLDS, 2, Outcome.WARNS, 0, Outcome.BREACHED, 1, Outcome.NOT_MEASURED, 0,
                Outcome.NOT_CHECKED, 1), run(Outcome.HOLDS, Outcome.BREACHED, Outcome.NOT_CHECKED, Outcome.HOLDS).counts());
    }

    private static CheckRun run(Outcome... outcomes) {
        return new CheckRun("bars.yaml", new HistoryKey("https://dq.example", "acme"), Instant.EPOCH,
                java.util.Arrays.stream(outcomes).map(outcome -> new BarResult(BLURRY, "kitchen", outcome,
                        OptionalDouble.of(1), "t", OptionalDouble.empty(), List.of(), null)).toList());
    }
}
