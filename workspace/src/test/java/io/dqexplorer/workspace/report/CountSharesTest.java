package io.dqexplorer.workspace.report;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A count as each side's share of its own total: only when both counts and both totals are there and not 0. */
class CountSharesTest {

    @Test
    void countsOfDifferentTotalsAreComparedAsShares() {
        CountShares shares = CountShares.of(120L, 30L, 800L, 150L).orElseThrow();

        assertEquals(15.0, shares.left(), 1e-12);
        assertEquals(20.0, shares.right(), 1e-12);
        assertEquals(5.0, shares.points(), 1e-12);
        assertEquals("15.00 % → 20.00 %, +5.00 pp", shares.text());
        assertEquals("20.00 % → 15.00 %, −5.00 pp", CountShares.of(30L, 120L, 150L, 800L).orElseThrow().text());
    }

    @Test
    void noShareOfANothingOrOfAMissingCount() {
        assertEquals(Optional.empty(), CountShares.of(1L, 1L, 0L, 10L));
        assertEquals(Optional.empty(), CountShares.of(1L, 1L, 10L, 0L));
        assertEquals(Optional.empty(), CountShares.of(null, 1L, 10L, 10L));
        assertEquals(Optional.empty(), CountShares.of(1L, null, 10L, 10L));
        assertEquals(Optional.empty(), CountShares.of(1L, 1L, null, 10L));
        assertEquals(Optional.empty(), CountShares.of(1L, 1L, 10L, null));
        assertEquals(Optional.empty(), CountShares.of(1.0, 1L, 10L, 10L), "a count is a whole number");
        assertEquals("10.00 % → 100.00 %, +90.00 pp", CountShares.of(1L, 1L, 10L, 1L).orElseThrow().text(),
                "a total of one is a total");
    }
}
