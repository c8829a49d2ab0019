package io.dqexplorer.workspace.query;

import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CountAxisTest {

    @Test
    void theCountAxisEndsOnFiveRoundStepsAtOrOverTheTallestBar() {
        assertEquals(5, CountAxis.linearTop(0), "an empty histogram still has an axis of whole clips");
        assertEquals(5, CountAxis.linearTop(5));
        assertEquals(10, CountAxis.linearTop(6));
        assertEquals(25, CountAxis.linearTop(11));
        assertEquals(2_500, CountAxis.linearTop(2_273));
        assertEquals(5_000_000, CountAxis.linearTop(4_999_999));
        assertEquals(List.of(0L, 500L, 1_000L, 1_500L, 2_000L, 2_500L), CountAxis.over(2_273, false).ticks());
    }

    @Test
    void theLogAxisEndsOnAPowerOfTenAndPlacesZeroAtTheBottom() {
        CountAxis axis = CountAxis.over(2_273, true);
        assertEquals(10_000, axis.top());
        assertEquals(List.of(0L, 1L, 10L, 100L, 1_000L, 10_000L), axis.ticks());
        assertEquals(0.0, axis.fraction(0));
        assertEquals(1.0, axis.fraction(10_000), 1e-12);
        assertEquals(10, CountAxis.over(0, true).top(), "an empty histogram still has an axis");
        assertTrue(axis.fraction(10) < axis.fraction(100) && axis.fraction(100) - axis.fraction(10) > 0.2,
                "each power of ten takes a share of the height");
    }
}
