package io.dqexplorer.desktop.trends;

import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarOutcomes;
import io.dqexplorer.workspace.bars.Outcome;

import java.util.List;
import java.util.Optional;

/**
 * One of the analyst's bars on a figure the Trends chart, with what the history kept of its outcomes on the
 * dataset: the latest, and when it broke (the first breach of the breach it is in now, else the first ever).
 */
public record TrendBar(Bar bar, Optional<BarOutcomes.Kept> latest, Optional<BarOutcomes.Kept> broke, int checks) {

    /** From the outcomes kept of the bar on the dataset, the oldest first. */
    static TrendBar of(Bar bar, List<BarOutcomes.Kept> kept) {
        Optional<BarOutcomes.Kept> latest = kept.isEmpty() ? Optional.empty() : Optional.of(kept.get(kept.size() - 1));
        int start = kept.size();
        while (start > 0 && kept.get(start - 1).outcome() == Outcome.BREACHED) {
            start--;
        }
        Optional<BarOutcomes.Kept> broke = start < kept.size() ? Optional.of(kept.get(start))
                : kept.stream().filter(one -> one.outcome() == Outcome.BREACHED).findFirst();
        return new TrendBar(bar, latest, broke, kept.size());
    }

    /** Whether the bar is breached now, so that {@link #broke} is when the present breach began. */
    public boolean breachedNow() {
        return latest.map(kept -> kept.outcome() == Outcome.BREACHED).orElse(false);
    }
}
