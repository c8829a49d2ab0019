package io.dqexplorer.desktop.clips.grid;

import io.dqexplorer.workspace.filter.Clause;
import io.dqexplorer.workspace.filter.ClipContainsClause;
import io.dqexplorer.workspace.filter.DuplicateClause;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.RangeClause;
import io.dqexplorer.workspace.filter.TermClause;
import io.dqexplorer.workspace.filter.TermMatch;
import io.dqexplorer.workspace.filter.TermSection;
import io.dqexplorer.workspace.table.Column;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The chip each item of a cell's menu adds, read back from its text as the filter field would read it. */
class CellFiltersTest {

    @Test
    void aTermListOffersEachOfItsTermsOnceInItsOwnSection() {
        List<String> terms = List.of("knife", "cutting board", "knife");

        assertEquals(List.of(TermClause.of(TermSection.OBJECTS, TermMatch.ANY, "knife"),
                        TermClause.of(TermSection.OBJECTS, TermMatch.ANY, "cutting board")),
                clauses(CellFilters.only(Column.OBJECTS, terms)));
        assertEquals(List.of(TermClause.of(TermSection.ACTIONS, TermMatch.NONE, "knife"),
                        TermClause.of(TermSection.ACTIONS, TermMatch.NONE, "cutting board")),
                clauses(CellFilters.leaveOut(Column.ACTIONS, terms)));
        assertEquals(List.of(), CellFilters.only(Column.ENVIRONMENTS, List.of()));
    }

    @Test
    void aNumberOffersItsValueAsARangeAndTheStepsFromIt() {
        double share = 0.04731861198738170;

        assertEquals(List.of(RangeClause.between(Column.DISTORTED_SHARE, share, share),
                        RangeClause.of(Column.DISTORTED_SHARE, RangeClause.Operator.AT_LEAST, share),
                        RangeClause.of(Column.DISTORTED_SHARE, RangeClause.Operator.AT_MOST, share)),
                clauses(CellFilters.only(Column.DISTORTED_SHARE, share)));
        assertEquals(List.of(RangeClause.of(Column.FRAMES, RangeClause.Operator.LESS, 300),
                        RangeClause.of(Column.FRAMES, RangeClause.Operator.GREATER, 300)),
                clauses(CellFilters.leaveOut(Column.FRAMES, 300L)));
        assertTrue(CellFilters.only(Column.DISTORTED_SHARE, share).get(0).label().startsWith("= 4.73 %"));
    }

    @Test
    void aCellWithoutAValueOffersNoRangeAndSaysWhy() {
        assertEquals(List.of(), CellFilters.only(Column.JERKY_SHARE, null));
        assertEquals(List.of(), CellFilters.leaveOut(Column.MEASURED_SECONDS, null));
        assertTrue(CellFilters.nothingOffered(Column.JERKY_SHARE, null).contains("not measured"));
    }

    @Test
    void theDuplicateGroupOffersItsGroupAndMembership() {
        assertEquals(List.of(RangeClause.between(Column.DUPLICATE_GROUP, 12, 12), DuplicateClause.IN_GROUP),
                clauses(CellFilters.only(Column.DUPLICATE_GROUP, 12L)));
        assertEquals(List.of(DuplicateClause.IN_NO_GROUP), clauses(CellFilters.leaveOut(Column.DUPLICATE_GROUP, 12L)));
        assertEquals(List.of(DuplicateClause.IN_NO_GROUP), clauses(CellFilters.only(Column.DUPLICATE_GROUP, null)));
        assertEquals(List.of(DuplicateClause.IN_GROUP), clauses(CellFilters.leaveOut(Column.DUPLICATE_GROUP, null)));
    }

    @Test
    void theClipIdOffersASearchForItAndCannotBeLeftOut() {
        String id = "ep-0012 \"b\"";

        assertEquals(List.of(new ClipContainsClause(id)), clauses(CellFilters.only(Column.CLIP, id)));
        assertEquals(List.of(), CellFilters.leaveOut(Column.CLIP, id));
        assertTrue(CellFilters.nothingOffered(Column.CLIP, id).contains("clip id"));
    }

    @Test
    void eachChoiceSaysItsChipAndItsChipReadsBackAsTheSameClause() {
        List<CellFilters.Choice> choices = new java.util.ArrayList<>();
        choices.addAll(CellFilters.only(Column.OBJECTS, List.of("knife \"big\"", "a\\b")));
        choices.addAll(CellFilters.only(Column.DISTORTED_SHARE, 0.1 + 0.2));
        choices.addAll(CellFilters.leaveOut(Column.ANALYZED_SECONDS, 12.5));
        choices.addAll(CellFilters.only(Column.CLIP, "ep-1"));
        choices.addAll(CellFilters.only(Column.DUPLICATE_GROUP, 3L));
        for (CellFilters.Choice choice : choices) {
            assertTrue(choice.label().endsWith(choice.clause().text()), choice.label());
            assertEquals(Filter.of(choice.clause()), Filter.parse(choice.clause().text()));
        }
    }

    @Test
    void addingAChipTheFilterHasAlreadyLeavesTheFilterAsItIs() {
        Clause knife = TermClause.of(TermSection.OBJECTS, TermMatch.ANY, "knife");
        Filter filter = Filter.of(knife);

        assertSame(filter, CellFilters.adding(filter, knife));
        assertEquals(Filter.of(knife, DuplicateClause.IN_GROUP), CellFilters.adding(filter, DuplicateClause.IN_GROUP));
    }

    private static List<Clause> clauses(List<CellFilters.Choice> choices) {
        return choices.stream().map(CellFilters.Choice::clause).toList();
    }
}
