package io.dqexplorer.workspace.bars;

import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.history.MeasurementHistory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The bars' outcomes kept in a real history file: a row when an outcome or its token changes, and what changed. */
class BarOutcomesTest {

    private static final Bar BLURRY = BarsFile.parse("""
            bars:
              - name: Blurry footage
                dataset: "*"
                figure: video.blurry.percent
                warn: "> 5"
                fail: "> 6"
            """, "bars.yaml").get(0);
    private static final HistoryKey KEY = new HistoryKey("https://dq.example", "acme");
    private static final Instant FIRST = Instant.parse("2026-11-27T18:00:00Z");
    private static final Instant SECOND = FIRST.plusSeconds(60);
    private static final Instant THIRD = FIRST.plusSeconds(120);

    @TempDir
    Path folder;

    @Test
    void anOutcomeIsKeptWhenItOrItsTokenChangesAndTheCheckSaysWhatItWasBefore() {
        BarOutcomes outcomes = new BarOutcomes(new MeasurementHistory(folder.resolve("history.duckdb"), Clock.systemUTC()));

        assertEquals(Map.of(), outcomes.keep(KEY, List.of(result("kitchen", Outcome.HOLDS, 1.5, "t-1"),
                BarResult.notMeasured(BLURRY, "attic", OptionalDouble.empty(), null, "not yet")), FIRST));
        assertEquals(Map.of(), outcomes.keep(KEY, List.of(result("kitchen", Outcome.HOLDS, 1.5, "t-1"),
                BarResult.notMeasured(BLURRY, "attic", OptionalDouble.empty(), null, "not yet")), SECOND),
                "nothing changed, nothing kept");
        Map<String, BarOutcomes.Kept> changed = outcomes.keep(KEY,
                List.of(result("kitchen", Outcome.BREACHED, 7.0, "t-2")), THIRD);

        BarOutcomes.Kept before = changed.get("Blurry footage\u0000kitchen");
        assertEquals(1, changed.size());
        assertEquals(new BarOutcomes.Kept("Blurry footage", "kitchen", "video.blurry.percent", Outcome.HOLDS, "t-1",
                OptionalDouble.of(1.5), FIRST), before);
        assertEquals(List.of(before, new BarOutcomes.Kept("Blurry footage", "kitchen", "video.blurry.percent",
                Outcome.BREACHED, "t-2", OptionalDouble.of(7.0), THIRD)), outcomes.list(KEY, "Blurry footage", "kitchen"));
        assertEquals(List.of(new BarOutcomes.Kept("Blurry footage", "attic", "video.blurry.percent",
                Outcome.NOT_MEASURED, null, OptionalDouble.empty(), FIRST)), outcomes.list(KEY, "Blurry footage", "attic"));
    }

    @Test
    void theSameOutcomeAtANewTokenIsKeptAndAnotherOrganizationsOutcomesAreItsOwn() {
        BarOutcomes outcomes = new BarOutcomes(new MeasurementHistory(folder.resolve("history.duckdb"), Clock.systemUTC()));
        outcomes.keep(KEY, List.of(result("kitchen", Outcome.WARNS, 5.5, "t-1")), FIRST);

        Map<String, BarOutcomes.Kept> changed = outcomes.keep(KEY, List.of(result("kitchen", Outcome.WARNS, 5.6, "t-2")),
                SECOND);
        assertEquals("t-1", changed.get("Blurry footage\u0000kitchen").token());
        HistoryKey other = new HistoryKey("https://dq.example", "globex");
        assertEquals(Map.of(), outcomes.keep(other, List.of(result("kitchen", Outcome.WARNS, 5.6, "t-2")), THIRD),
                "the other organization had no outcome before");
        assertEquals(2, outcomes.list(KEY, "Blurry footage", "kitchen").size());
        assertEquals(List.of(THIRD), outcomes.list(other, "Blurry footage", "kitchen").stream()
                .map(BarOutcomes.Kept::checked).toList());
        assertEquals(List.of(), outcomes.list(KEY, "Blurry footage", "garden"));
    }

    private static BarResult result(String dataset, Outcome outcome, double value, String token) {
        return new BarResult(BLURRY, dataset, outcome, OptionalDouble.of(value), token, OptionalDouble.empty(),
                List.of(), null);
    }
}
