package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.RangeClause;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermClause;
import io.dqexplorer.workspace.filter.TermMatch;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.filter.TermSection;
import io.dqexplorer.workspace.query.GroupOrder;
import io.dqexplorer.workspace.query.TermGroup;
import io.dqexplorer.workspace.table.Column;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The group-by's view model over a real snapshot of the sandbox's kitchen-egocentric. */
class GroupByViewModelTest {

    private static SandboxSnapshot kitchen;

    private final ObjectProperty<Filter> filter = new SimpleObjectProperty<>(Filter.ALL);

    @BeforeAll
    static void load() throws SQLException {
        kitchen = SandboxSnapshot.of("kitchen-egocentric");
    }

    @AfterAll
    static void close() throws SQLException {
        kitchen.close();
    }

    private GroupByViewModel model() {
        GroupByViewModel model = new GroupByViewModel(kitchen.chartQueries(), filter, TermResolver.exact(), new CurrentThreadRunner());
        model.refresh();
        return model;
    }

    /** Clips per environment, counted here from the rows the service sent. */
    private static Map<String, Long> environmentsOf(List<ClipRow> rows) {
        return rows.stream().flatMap(row -> row.environments().stream().distinct())
                .collect(Collectors.groupingBy(term -> term, TreeMap::new, Collectors.counting()));
    }

    private static Map<String, Long> clipsByTerm(List<TermGroup> groups) {
        return groups.stream().collect(Collectors.toMap(TermGroup::term, TermGroup::clips, (a, b) -> a, TreeMap::new));
    }

    @Test
    void opensOnObjectsWithTheMostClipsFirst() throws Exception {
        GroupByViewModel model = model();

        assertEquals(kitchen.queries.groupBy(SqlCondition.ALL, Column.OBJECTS, GroupOrder.MOST_CLIPS), model.rows());
        assertTrue(model.rows().get(0).clips() >= model.rows().get(model.rows().size() - 1).clips());
    }

    @Test
    void anotherSectionCountsItsTermsOverTheSubset() {
        GroupByViewModel model = model();
        RangeClause longClips = RangeClause.of(Column.ANALYZED_SECONDS, RangeClause.Operator.AT_LEAST, 20);

        model.sectionProperty().set(TermSection.ENVIRONMENTS);
        filter.set(Filter.of(longClips));

        List<ClipRow> subset = kitchen.rows.stream().filter(row -> row.analyzedSeconds() >= 20).toList();
        assertTrue(subset.size() > 0 && subset.size() < kitchen.rows.size(), "a proper subset: " + subset.size());
        assertEquals(environmentsOf(subset), clipsByTerm(model.rows()));
    }

    @Test
    void clickingARowFiltersToItsTermInItsSectionOnce() {
        GroupByViewModel model = model();
        filter.set(Filter.of(RangeClause.of(Column.FRAMES, RangeClause.Operator.GREATER, 0)));
        TermGroup first = model.rows().get(0);

        model.filterTo(first);
        model.filterTo(first);

        TermClause expected = TermClause.of(TermSection.OBJECTS, TermMatch.ANY, first.term());
        assertEquals(Filter.of(RangeClause.of(Column.FRAMES, RangeClause.Operator.GREATER, 0), expected), filter.get());
        long carrying = kitchen.rows.stream().filter(row -> row.objects().contains(first.term())
                && row.frameQuality().map(q -> q.frames() > 0).orElse(false)).count();
        assertEquals(carrying, model.rows().stream().filter(row -> row.term().equals(first.term()))
                .findFirst().orElseThrow().clips(), "every clip of the subset carries the term");
    }

    @Test
    void sortingAsksTheQueryForItsOrder() throws Exception {
        GroupByViewModel model = model();
        GroupOrder byActiveShare = new GroupOrder(GroupOrder.Key.ACTIVE_MANIPULATION_SHARE, false);

        model.sortBy(byActiveShare);

        assertEquals(byActiveShare, model.orderProperty().get());
        assertEquals(kitchen.queries.groupBy(SqlCondition.ALL, Column.OBJECTS, byActiveShare), model.rows());
        List<Double> shares = model.rows().stream()
                .map(row -> row.hands().orElseThrow().activeManipulationShare().orElseThrow()).toList();
        assertEquals(shares.stream().sorted().toList(), shares);
    }
}
