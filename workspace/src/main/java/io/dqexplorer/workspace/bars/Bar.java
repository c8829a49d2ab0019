package io.dqexplorer.workspace.bars;

import io.dqexplorer.workspace.filter.Filter;

import java.util.Objects;
import java.util.Optional;

/**
 * One of the analyst's bars: a figure of a dataset (or of every dataset, {@value #EVERY_DATASET}), the
 * conditions under which it warns and is breached (at least one), and optionally a subset filter (for a
 * clips figure) or a comparison with the history.
 *
 * @param filterText the filter as written; empty for none
 * @param line       where the bar starts in its file (1-based), for a message about it
 */
public record Bar(String name, String dataset, Figure figure, String filterText, Optional<Filter> filter,
                  Optional<Against> against, Optional<Condition> warn, Optional<Condition> fail, int line) {

    /** The dataset of a bar that applies to every dataset of the organization that has its figure. */
    public static final String EVERY_DATASET = "*";

    public Bar {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(dataset, "dataset");
        Objects.requireNonNull(figure, "figure");
        Objects.requireNonNull(filterText, "filterText");
        if (warn.isEmpty() && fail.isEmpty()) {
            throw new IllegalArgumentException("a bar needs warn or fail");
        }
    }

    public boolean everyDataset() {
        return dataset.equals(EVERY_DATASET);
    }

    /** What the bar says of a number in its figure's unit (the change, for a bar against the history). */
    public Outcome outcome(double checked) {
        return fail.filter(condition -> condition.test(checked)).isPresent() ? Outcome.BREACHED
                : warn.filter(condition -> condition.test(checked)).isPresent() ? Outcome.WARNS
                : Outcome.HOLDS;
    }

    /** "warns > 5, breached > 6", and for a relative bar "change against previous: breached > 0.5". */
    public String conditionText() {
        StringBuilder text = new StringBuilder();
        against.ifPresent(compared -> text.append("change against ").append(compared.text()).append(": "));
        warn.ifPresent(condition -> text.append("warns ").append(condition.text()));
        fail.ifPresent(condition -> text.append(warn.isPresent() ? ", " : "").append("breached ").append(condition.text()));
        return text.toString();
    }
}
