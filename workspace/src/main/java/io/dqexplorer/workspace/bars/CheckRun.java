package io.dqexplorer.workspace.bars;

import io.dqexplorer.workspace.history.HistoryKey;

import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One check of a bars file: whose figures, when, and every bar's result on each of its datasets.
 *
 * @param barsFile the bars file's name as the user gave it
 */
public record CheckRun(String barsFile, HistoryKey whose, Instant checked, List<BarResult> results) {

    /** Which outcome speaks for the whole check, the first present: a breach over a figure unread, and so on. */
    private static final List<Outcome> PRECEDENCE = List.of(Outcome.BREACHED, Outcome.NOT_CHECKED,
            Outcome.NOT_MEASURED, Outcome.WARNS, Outcome.HOLDS);

    public CheckRun {
        Objects.requireNonNull(barsFile, "barsFile");
        Objects.requireNonNull(whose, "whose");
        Objects.requireNonNull(checked, "checked");
        results = List.copyOf(results);
    }

    /** The outcome that speaks for the check; {@link Outcome#NOT_MEASURED} when no bar applied: nothing checked holds nothing. */
    public Outcome overall() {
        return PRECEDENCE.stream().filter(outcome -> results.stream().anyMatch(result -> result.outcome() == outcome))
                .findFirst().orElse(Outcome.NOT_MEASURED);
    }

    /** How many results had each outcome, every outcome listed. */
    public Map<Outcome, Integer> counts() {
        Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
        for (Outcome outcome : Outcome.values()) {
            counts.put(outcome, (int) results.stream().filter(result -> result.outcome() == outcome).count());
        }
        return counts;
    }
}
