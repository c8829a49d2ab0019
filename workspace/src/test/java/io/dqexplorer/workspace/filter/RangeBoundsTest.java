package io.dqexplorer.workspace.filter;

import io.dqexplorer.workspace.table.Column;
import org.junit.jupiter.api.Test;

import java.util.OptionalDouble;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A range's bounds: which are accepted, how each is written back in the filter text, and what a wrong one is told. */
class RangeBoundsTest {

    private static String refused(Column column, RangeClause.Operator operator, double bound, OptionalDouble upper) {
        return assertThrows(IllegalArgumentException.class, () -> new RangeClause(column, operator, bound, upper)).getMessage();
    }

    @Test
    void wholeBoundsAreWrittenWithoutAFractionUpToTheLimitOfExactness() {
        assertEquals("frames > 10", RangeClause.of(Column.FRAMES, RangeClause.Operator.GREATER, 10).text());
        assertEquals("frames >= -3", RangeClause.of(Column.FRAMES, RangeClause.Operator.AT_LEAST, -3).text());
        assertEquals("frames < 999999999999999", RangeClause.of(Column.FRAMES, RangeClause.Operator.LESS, 999_999_999_999_999d).text());
        assertEquals("frames < 1.0E15", RangeClause.of(Column.FRAMES, RangeClause.Operator.LESS, 1e15).text());
        assertEquals("frames < -1.0E15", RangeClause.of(Column.FRAMES, RangeClause.Operator.LESS, -1e15).text());
        assertEquals("analyzed_seconds <= 2.5", RangeClause.of(Column.ANALYZED_SECONDS, RangeClause.Operator.AT_MOST, 2.5).text());
        assertEquals("analyzed_seconds between 0 and 60", RangeClause.between(Column.ANALYZED_SECONDS, -0.0, 60).text());
        for (String text : new String[] {"frames < 1.0E15", "frames < 999999999999999", "analyzed_seconds between 0 and 60"}) {
            assertEquals(text, Filter.parse(text).text(), "reads back as written");
        }
    }

    @Test
    void minusZeroAndZeroAreOneBound() {
        assertEquals(RangeClause.of(Column.JERKY, RangeClause.Operator.GREATER, 0.0),
                RangeClause.of(Column.JERKY, RangeClause.Operator.GREATER, -0.0));
        assertEquals(RangeClause.between(Column.JERKY, -1, 0.0), RangeClause.between(Column.JERKY, -1, -0.0));
    }

    @Test
    void aRangeOfOneValueIsAcceptedAndAnUpperBoundBelowTheLowerIsToldWithBoth() {
        assertEquals("frames between 5 and 5", RangeClause.between(Column.FRAMES, 5, 5).text());
        assertEquals("the upper bound 5 is below the lower bound 10",
                refused(Column.FRAMES, RangeClause.Operator.BETWEEN, 10, OptionalDouble.of(5)));
        assertEquals("the upper bound 0.25 is below the lower bound 0.5",
                refused(Column.DISTORTED_SHARE, RangeClause.Operator.BETWEEN, 0.5, OptionalDouble.of(0.25)));
    }

    @Test
    void boundsThatAreNoNumberAreRefusedEitherSide() {
        String finite = "a range bound must be a finite number";
        assertEquals(finite, refused(Column.FRAMES, RangeClause.Operator.GREATER, Double.NaN, OptionalDouble.empty()));
        assertEquals(finite, refused(Column.FRAMES, RangeClause.Operator.GREATER, Double.POSITIVE_INFINITY, OptionalDouble.empty()));
        assertEquals(finite, refused(Column.FRAMES, RangeClause.Operator.BETWEEN, 1, OptionalDouble.of(Double.POSITIVE_INFINITY)));
        assertEquals(finite, refused(Column.FRAMES, RangeClause.Operator.BETWEEN, 1, OptionalDouble.of(Double.NaN)));
    }

    @Test
    void anUpperBoundGoesWithBetweenAndOnlyWithIt() {
        String rule = "an upper bound goes with 'between' and only with it";
        assertEquals(rule, refused(Column.FRAMES, RangeClause.Operator.BETWEEN, 1, OptionalDouble.empty()));
        assertEquals(rule, refused(Column.FRAMES, RangeClause.Operator.AT_MOST, 1, OptionalDouble.of(2)));
    }

    @Test
    void aColumnOfTermsOrTextTakesNoRangeAndSaysWhatItHolds() {
        assertEquals("column 'objects' holds terms: a range needs a count, seconds or ratio column",
                refused(Column.OBJECTS, RangeClause.Operator.GREATER, 1, OptionalDouble.empty()));
        assertEquals("column 'clip' holds text: a range needs a count, seconds or ratio column",
                refused(Column.CLIP, RangeClause.Operator.GREATER, 1, OptionalDouble.empty()));
    }

    @Test
    void operatorsAreReadInAnyCaseAndNothingElseIsOne() {
        assertEquals(RangeClause.Operator.BETWEEN, RangeClause.Operator.of("BETWEEN").orElseThrow());
        assertEquals(RangeClause.Operator.AT_MOST, RangeClause.Operator.of("<=").orElseThrow());
        assertEquals(java.util.Optional.empty(), RangeClause.Operator.of("=<"));
    }
}
