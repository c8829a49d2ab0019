package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.workspace.filter.Clause;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.RangeClause;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.query.Histogram;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;

/**
 * A histogram of one column for the current subset over the whole dataset's, re-queried when the
 * filter or the column changes; brushing bins narrows the filter to their range.
 */
public final class HistogramViewModel {

    static final int BINS = 20;

    /**
     * Interior bin edges are {@code lower + i * width}, which carries the last bits of rounding
     * (0.15000000000000002): 15 significant digits give the edge the analyst sees on the axis.
     */
    private static final MathContext EDGE_DIGITS = new MathContext(15);

    private final ChartQueries queries;
    private final SubsetQuery subset;
    private final ObjectProperty<ChartColumn> column = new SimpleObjectProperty<>(this, "column", ChartColumn.DISTORTED_SHARE);
    private final ReadOnlyObjectWrapper<HistogramPair> shown = new ReadOnlyObjectWrapper<>(this, "shown");
    private final ReadOnlyStringWrapper missingNote = new ReadOnlyStringWrapper(this, "missingNote", "");
    /** The whole dataset's histograms: a snapshot does not change under its view model. */
    private final Map<ChartColumn, Histogram> wholeByColumn = new EnumMap<>(ChartColumn.class);

    HistogramViewModel(ChartQueries queries, ObjectProperty<Filter> filter, TermResolver resolver, AsyncRunner runner) {
        this.queries = queries;
        this.subset = new SubsetQuery(filter, resolver, runner, this::refresh);
        column.addListener((obs, old, now) -> refresh());
    }

    /** Queries the chosen column's histograms for the current filter; the answer replaces what is shown. */
    public void refresh() {
        ChartColumn chosen = column.get();
        Filter current = subset.filter();
        SqlCondition condition = subset.condition(current);
        Histogram known = wholeByColumn.get(chosen);
        subset.call(() -> {
            Histogram whole = known != null ? known : queries.histogram(SqlCondition.ALL, chosen.column(), BINS);
            Histogram subset = current.isEmpty() ? whole : queries.histogram(condition, chosen.column(), BINS);
            return new HistogramPair(chosen, whole, subset);
        }).onSuccess(pair -> {
            wholeByColumn.put(chosen, pair.whole());
            missingNote.set(missingNote(pair, current.isEmpty()));
            shown.set(pair);
        }).start();
    }

    /**
     * Narrows the filter to the range of the bins from {@code fromBin} to {@code toBin} (either order,
     * both included): {@code column between} the first's lower edge {@code and} the last's upper edge.
     * A range already on the column is replaced, so brushing again moves the range rather than
     * intersecting it with the old one.
     */
    public void brush(int fromBin, int toBin) {
        HistogramPair pair = shown.get();
        if (pair == null) {
            return;
        }
        Histogram whole = pair.whole();
        int first = Math.max(0, Math.min(fromBin, toBin));
        int last = Math.min(whole.bins() - 1, Math.max(fromBin, toBin));
        if (first > last) {
            return;
        }
        RangeClause range = RangeClause.between(whole.column(), edge(whole, first), edge(whole, last + 1));
        subset.setFilter(withRange(subset.filter(), range));
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

    /** Edge {@code i} of the bins: the dataset's own bounds at both ends, so the outermost clips stay inside. */
    static double edge(Histogram histogram, int i) {
        if (i <= 0) {
            return histogram.lower();
        }
        if (i >= histogram.bins()) {
            return histogram.upper();
        }
        return BigDecimal.valueOf(histogram.binLower(i)).round(EDGE_DIGITS).doubleValue();
    }

    private static String missingNote(HistogramPair pair, boolean whole) {
        long subsetMissing = pair.subset().missing();
        long wholeMissing = pair.whole().missing();
        if (wholeMissing == 0) {
            return "";
        }
        String words = pair.column().missingWords();
        if (whole) {
            return Formats.count(wholeMissing, "clip", "clips") + " " + words;
        }
        String wholeWords = " (" + Formats.count(wholeMissing) + " of the whole dataset " + words + ")";
        if (subsetMissing == 0) {
            return "Every clip of the subset has a value" + wholeWords;
        }
        return Formats.count(subsetMissing, "clip", "clips") + " of the subset " + words + wholeWords;
    }

    /** Stops the query under way and stops following the filter: the snapshot is closing. */
    void close() {
        subset.close();
    }

    public void onErrorAction(ErrorAction action) {
        subset.onErrorAction(action);
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

    /** "1,204 clips not measured": clips without a value are counted here, never drawn as a bar. Empty when none. */
    public ReadOnlyStringProperty missingNoteProperty() {
        return missingNote.getReadOnlyProperty();
    }

    public LoadState state() {
        return subset.state();
    }
}
