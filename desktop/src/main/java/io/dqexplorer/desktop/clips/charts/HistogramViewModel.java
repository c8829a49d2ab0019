package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.workspace.filter.Clause;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.RangeClause;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.query.Histogram;
import io.dqexplorer.workspace.query.HistogramBins;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * A histogram of one column for the current subset over the whole dataset's, re-queried when the
 * filter, the column or "leave out zeros" changes; brushing bins narrows the filter to their range.
 * The bins span the whole dataset's values (see {@link HistogramBins}); the log scale only redraws.
 */
public final class HistogramViewModel extends SubsetChart {

    /** A whole dataset's histogram as asked for: a snapshot does not change under its view model. */
    private record Asked(ChartColumn column, boolean leaveOutZeros) {
    }

    private final ChartQueries queries;
    private final ObjectProperty<ChartColumn> column = new SimpleObjectProperty<>(this, "column", ChartColumn.DISTORTED_SHARE);
    private final BooleanProperty leaveOutZeros = new SimpleBooleanProperty(this, "leaveOutZeros");
    private final BooleanProperty logScale = new SimpleBooleanProperty(this, "logScale");
    private final ReadOnlyObjectWrapper<HistogramPair> shown = new ReadOnlyObjectWrapper<>(this, "shown");
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(this, "note", "");
    /** Empty where the whole dataset has nothing to chart. */
    private final Map<Asked, Optional<Histogram>> wholes = new HashMap<>();

    HistogramViewModel(ChartQueries queries, ObjectProperty<Filter> filter, TermResolver resolver, AsyncRunner runner) {
        super(filter, resolver, runner);
        this.queries = queries;
        column.addListener((obs, old, now) -> refresh());
        leaveOutZeros.addListener((obs, old, now) -> refresh());
        logScale.addListener((obs, old, now) -> shown().ifPresent(pair -> shown.set(pair.withLogScale(now))));
    }

    /** Queries the chosen column's histograms for the current filter; the answer replaces what is shown. */
    @Override
    public void refresh() {
        if (!subset.mayAsk()) {
            return;
        }
        Asked asked = new Asked(column.get(), leaveOutZeros.get());
        Filter current = subset.filter();
        SqlCondition condition = subset.condition(current);
        Optional<Histogram> known = wholes.get(asked);
        subset.call(() -> {
            Optional<Histogram> whole = known != null ? known : wholeOf(asked);
            if (whole.isEmpty()) {
                return Optional.<HistogramPair>empty();
            }
            Histogram part = current.isEmpty() ? whole.get() : queries.histogram(condition, whole.get().bins());
            return Optional.of(new HistogramPair(asked.column(), whole.get(), part, !current.isEmpty(), logScale.get()));
        }).onSuccess(pair -> {
            if (pair.isEmpty()) {
                wholes.put(asked, Optional.empty());
                note.set(nothingToChart(asked));
                shown.set(null);
                return;
            }
            wholes.put(asked, Optional.of(pair.get().whole()));
            // the answer was asked before a click on the log scale may have come
            HistogramPair answer = pair.get().withLogScale(logScale.get());
            note.set(note(answer));
            shown.set(answer);
        }).start();
    }

    private Optional<Histogram> wholeOf(Asked asked) throws Exception {
        Optional<HistogramBins> bins = queries.histogramBins(asked.column().column(), asked.leaveOutZeros());
        return bins.isEmpty() ? Optional.empty() : Optional.of(queries.histogram(SqlCondition.ALL, bins.get()));
    }

    /**
     * Narrows the filter to the range of the bins from {@code fromBin} to {@code toBin} (either order,
     * both included), at the edges shown: {@code column between} the first's lower edge {@code and} the
     * last's upper edge. A range already on the column is replaced, so brushing again moves the range
     * rather than intersecting it with the old one.
     */
    public void brush(int fromBin, int toBin) {
        HistogramPair pair = shown.get();
        if (pair == null) {
            return;
        }
        subset.setFilter(withRange(subset.filter(), pair.whole().bins().range(fromBin, toBin)));
    }

    /** The filter with {@code range} in the place of the first range on its column, and no other range on it. */
    static Filter withRange(Filter filter, RangeClause range) {
        List<Clause> clauses = new ArrayList<>();
        boolean placed = false;
        for (Clause clause : filter.clauses()) {
            if (clause instanceof RangeClause existing && existing.column() == range.column()) {
                if (!placed) {
                    clauses.add(range);
                    placed = true;
                }
            } else {
                clauses.add(clause);
            }
        }
        if (!placed) {
            clauses.add(range);
        }
        return new Filter(clauses);
    }

    private static String nothingToChart(Asked asked) {
        String what = asked.column().toString().toLowerCase(Locale.ROOT);
        return asked.leaveOutZeros() ? "Nothing to chart: no clip has a " + what + " other than 0"
                : "Nothing to chart: no clip has a " + what;
    }

    /** What the bars do not show: clips without a value, and the zeros left out. */
    private static String note(HistogramPair pair) {
        List<String> parts = new ArrayList<>();
        String missing = missingNote(pair);
        if (!missing.isEmpty()) {
            parts.add(missing);
        }
        if (pair.whole().bins().zerosLeftOut()) {
            String zeros = " at " + pair.column().edge(0) + " left out";
            parts.add(pair.subsetOwnAxis()
                    ? Formats.count(pair.subset().zeros(), "clip", "clips") + " of the subset" + zeros
                    : Formats.count(pair.whole().zeros(), "clip", "clips") + zeros);
        }
        return String.join(" · ", parts);
    }

    private static String missingNote(HistogramPair pair) {
        long subsetMissing = pair.subset().missing();
        long wholeMissing = pair.whole().missing();
        if (wholeMissing == 0) {
            return "";
        }
        String words = pair.column().missingWords();
        if (!pair.subsetOwnAxis()) {
            return Formats.count(wholeMissing, "clip", "clips") + " " + words;
        }
        String wholeWords = " (" + Formats.count(wholeMissing) + " of the whole dataset " + words + ")";
        if (subsetMissing == 0) {
            return "Every clip of the subset has a value" + wholeWords;
        }
        return Formats.count(subsetMissing, "clip", "clips") + " of the subset " + words + wholeWords;
    }

    public ObjectProperty<ChartColumn> columnProperty() {
        return column;
    }

    /** The histograms shown; null until the first answer. */
    public ReadOnlyObjectProperty<HistogramPair> shownProperty() {
        return shown.getReadOnlyProperty();
    }

    public Optional<HistogramPair> shown() {
        return Optional.ofNullable(shown.get());
    }

    /** Leaves the clips whose value is 0 out of the bars (they are counted in the note): the bins span the other values. */
    public BooleanProperty leaveOutZerosProperty() {
        return leaveOutZeros;
    }

    /** Draws the count axes on a log scale. */
    public BooleanProperty logScaleProperty() {
        return logScale;
    }

    /**
     * "1,204 clips not measured · 412 clips at 0 % left out": what no bar shows; "Nothing to chart: …"
     * when no clip has a value to bin. Empty when every clip is in a bar.
     */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }
}
