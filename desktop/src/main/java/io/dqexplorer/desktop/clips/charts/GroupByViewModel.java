package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.TermClause;
import io.dqexplorer.workspace.filter.TermMatch;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.filter.TermSection;
import io.dqexplorer.workspace.query.GroupOrder;
import io.dqexplorer.workspace.query.TermGroup;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The current subset per term of one section (clips, hours, hand shares), sorted by the query; a row
 * chosen narrows the filter to the clips carrying its term in that section.
 */
public final class GroupByViewModel extends SubsetChart {

    /** The sections a group-by can take: one term list each. */
    public static final List<TermSection> SECTIONS = List.of(TermSection.ENVIRONMENTS, TermSection.OBJECTS, TermSection.ACTIONS);

    private final ChartQueries queries;
    private final ObjectProperty<TermSection> section = new SimpleObjectProperty<>(this, "section", TermSection.OBJECTS);
    private final ReadOnlyObjectWrapper<GroupOrder> order = new ReadOnlyObjectWrapper<>(this, "order", GroupOrder.MOST_CLIPS);
    private final ObservableList<TermGroup> rows = FXCollections.observableArrayList();

    GroupByViewModel(ChartQueries queries, ObjectProperty<Filter> filter, TermResolver resolver, AsyncRunner runner) {
        super(filter, resolver, runner);
        this.queries = queries;
        section.addListener((obs, old, now) -> refresh());
    }

    @Override
    public void refresh() {
        if (!subset.mayAsk()) {
            return;
        }
        TermSection chosen = section.get();
        if (!SECTIONS.contains(chosen)) {
            throw new IllegalArgumentException("a group-by takes one section, not " + chosen.word());
        }
        GroupOrder sorted = order.get();
        var condition = subset.condition(subset.filter());
        subset.call(() -> queries.groupBy(condition, chosen.columns().get(0), sorted))
                .onSuccess(rows::setAll)
                .start();
    }

    /** Sorts the groups on {@code next} (the query sorts: ties by term, missing figures last either way). */
    public void sortBy(GroupOrder next) {
        if (!next.equals(order.get())) {
            order.set(next);
            refresh();
        }
    }

    /** Narrows the filter to the clips carrying {@code row}'s term in the section shown; never the same clause twice. */
    public void filterTo(TermGroup row) {
        TermClause clause = TermClause.of(section.get(), TermMatch.ANY, row.term());
        Filter current = subset.filter();
        if (!current.clauses().contains(clause)) {
            subset.setFilter(current.with(clause));
        }
    }

    public ObjectProperty<TermSection> sectionProperty() {
        return section;
    }

    public ReadOnlyObjectProperty<GroupOrder> orderProperty() {
        return order.getReadOnlyProperty();
    }

    /** The groups of the last answer, in its order. */
    public ObservableList<TermGroup> rows() {
        return rows;
    }
}
