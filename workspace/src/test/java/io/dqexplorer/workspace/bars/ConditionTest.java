package io.dqexplorer.workspace.bars;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each condition's edges: which side of its number(s) meets it. */
class ConditionTest {

    @Test
    void aboveAndAtLeastDifferOnlyAtTheirNumber() {
        assertFalse(Condition.parse("> 6").test(6));
        assertTrue(Condition.parse("> 6").test(6.0001));
        assertTrue(Condition.parse(">= 6").test(6));
        assertFalse(Condition.parse(">= 6").test(5.9999));
    }

    @Test
    void belowAndAtMostDifferOnlyAtTheirNumber() {
        assertFalse(Condition.parse("< 0.9").test(0.9));
        assertTrue(Condition.parse("< 0.9").test(0.8999));
        assertTrue(Condition.parse("<=0.9").test(0.9));
        assertFalse(Condition.parse("<= 0.9").test(0.9001));
    }

    @Test
    void betweenTakesBothEndsInAndOutsideLeavesBothOut() {
        Condition between = Condition.parse("between 2 and 5");
        Condition outside = Condition.parse("outside 2 and 5");
        for (double value : new double[] {2, 3.5, 5}) {
            assertTrue(between.test(value), "between " + value);
            assertFalse(outside.test(value), "outside " + value);
        }
        for (double value : new double[] {1.999, 5.001, -3}) {
            assertFalse(between.test(value), "between " + value);
            assertTrue(outside.test(value), "outside " + value);
        }
    }

    @Test
    void theTextIsWrittenBackAsGiven() {
        assertEquals("> 6", Condition.parse(">6").text());
        assertEquals("between -0.5 and 1.25", Condition.parse("  between -0.5   and 1.25 ").text());
        assertEquals("<= 1000", Condition.parse("<= 1e3").text());
    }

    @Test
    void whatIsNotAConditionSaysWhatOneLooksLike() {
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class, () -> Condition.parse("above 6"));
        assertTrue(wrong.getMessage().contains("\"between A and B\""), wrong.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Condition.parse("> six"));
        assertThrows(IllegalArgumentException.class, () -> Condition.parse("= 6"));
        IllegalArgumentException reversed = assertThrows(IllegalArgumentException.class,
                () -> Condition.parse("between 5 and 2"));
        assertTrue(reversed.getMessage().contains("above the second"), reversed.getMessage());
    }
}
