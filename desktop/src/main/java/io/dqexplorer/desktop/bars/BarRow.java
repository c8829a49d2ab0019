package io.dqexplorer.desktop.bars;

import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarLine;
import io.dqexplorer.workspace.bars.BarResult;
import io.dqexplorer.workspace.bars.FigureHistory;
import io.dqexplorer.workspace.bars.Outcome;

import java.util.List;
import java.util.Optional;

/**
 * One bar as the Bars view shows it on the open dataset: its result there (none when the bar is set on another
 * dataset, or on every dataset and this one has not its figure's measurement), the outcome kept before when it
 * changed, and the figure over the measurements kept.
 */
public record BarRow(Bar bar, boolean checking, Optional<BarResult> result, Optional<Outcome> was,
                     List<FigureHistory.Point> history) {

    public BarRow {
        history = List.copyOf(history);
    }

    /** The bar before its check on the dataset: "checking…" where it applies. */
    static BarRow before(Bar bar, String dataset) {
        return new BarRow(bar, bar.everyDataset() || bar.dataset().equals(dataset), Optional.empty(), Optional.empty(),
                List.of());
    }

    /** "kitchen-egocentric", "every dataset", and the subset's filter. */
    public String scope() {
        String on = bar.everyDataset() ? "every dataset" : bar.dataset();
        return bar.filterText().isEmpty() ? on : on + ", clips where " + bar.filterText();
    }

    /** The value with its unit, the change for a bar against the history, or why there is none. */
    public String valueText() {
        if (checking) {
            return "…";
        }
        if (result.isEmpty()) {
            return bar.everyDataset() ? "not measured for this dataset" : "—";
        }
        BarResult shown = result.get();
        if (shown.value().isEmpty()) {
            return shown.reason() == null ? shown.outcome().words() : shown.reason();
        }
        String value = shown.unit().shown(shown.value().getAsDouble());
        return shown.checked().isPresent() && bar.against().isPresent()
                ? value + " (change " + shown.unit().shownChange(shown.checked().getAsDouble()) + ")" : value;
    }

    /** "warns > 5, breached > 6", in the figure's unit. */
    public String conditionText() {
        return bar.conditionText() + " " + (bar.against().isPresent() ? bar.figure().unit().changeWord()
                : bar.figure().unit().word());
    }

    /** The outcome in words; for a bar on another dataset, where it is set. */
    public String outcomeText() {
        if (checking) {
            return "checking…";
        }
        if (result.isEmpty()) {
            return bar.everyDataset() ? Outcome.NOT_MEASURED.words() : "set on " + bar.dataset();
        }
        String now = result.get().outcome().words();
        return was.filter(before -> before != result.get().outcome()).map(before -> now + " (was " + before.words() + ")")
                .orElse(now);
    }

    /** The outcome, when the bar was checked on the dataset. */
    public Optional<Outcome> outcome() {
        if (checking) {
            return Optional.empty();
        }
        return result.map(BarResult::outcome).or(() -> bar.everyDataset() ? Optional.of(Outcome.NOT_MEASURED)
                : Optional.empty());
    }

    /** The whole line, as the command line prints it: the figure, its value, the measurement(s), the bar. */
    public String details() {
        return result.map(BarLine::of).orElse(bar.figure().path() + "; your bar: " + bar.conditionText());
    }
}
