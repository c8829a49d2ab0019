package io.dqexplorer.workspace.report;

import org.junit.jupiter.api.Test;

import java.util.OptionalDouble;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** How every figure of the app and the report is written: grouped, two decimals, signed after rounding. */
class FiguresTest {

    @Test
    void countsAreGroupedAndTheirNounIsSingularForExactlyOne() {
        assertEquals("2,734", Figures.count(2_734));
        assertEquals("1 group", Figures.count(1, "group", "groups"));
        assertEquals("0 groups", Figures.count(0, "group", "groups"));
        assertEquals("2 groups", Figures.count(2, "group", "groups"));
        assertEquals("1,000,000 clips", Figures.count(1_000_000, "clip", "clips"));
    }

    @Test
    void percentsHoursSecondsAndDecimalsKeepTheirDecimalsGrouped() {
        assertEquals("12.35 %", Figures.percent(12.3456));
        assertEquals("12.34 %", Figures.fractionAsPercent(0.1234));
        assertEquals("1,250.00 %", Figures.fractionAsPercent(12.5));
        assertEquals("not assessed", Figures.percent(OptionalDouble.empty(), "not assessed"));
        assertEquals("7.00 %", Figures.percent(OptionalDouble.of(7), "not assessed"));
        assertEquals("none", Figures.fractionAsPercent(OptionalDouble.empty(), "none"));
        assertEquals("70.00 %", Figures.fractionAsPercent(OptionalDouble.of(0.7), "none"));
        assertEquals("22,633.28 h", Figures.hours(22_633.284));
        assertEquals("1.50 h", Figures.secondsAsHours(5_400));
        assertEquals("1,204.5 s", Figures.seconds(1_204.54));
        assertEquals("1,250.50", Figures.decimal(1_250.5));
    }

    @Test
    void aCountsChangeIsSignedAndNoChangeIsPlusMinusZero() {
        assertEquals("+12", Figures.signedCount(12));
        assertEquals("−1,534", Figures.signedCount(-1_534));
        assertEquals("±0", Figures.signedCount(0));
        assertEquals("+1", Figures.signedCount(1));
        assertEquals("−1", Figures.signedCount(-1));
    }

    @Test
    void hoursAndPointsAreSignedAfterRoundingSoATinyChangeReadsAsNone() {
        assertEquals("+1.25 h", Figures.signedHours(1.25));
        assertEquals("−100.24 h", Figures.signedHours(-100.244));
        assertEquals("+1,000.00 h", Figures.signedHours(1_000));
        assertEquals("±0.00 h", Figures.signedHours(0.004));
        assertEquals("±0.00 h", Figures.signedHours(-0.004));
        assertEquals("+0.01 h", Figures.signedHours(0.006));
        assertEquals("−0.01 h", Figures.signedHours(-0.006));

        assertEquals("+1.25 pp", Figures.points(1.25));
        assertEquals("−0.40 pp", Figures.points(-0.4));
        assertEquals("±0.00 pp", Figures.points(0.004));
        assertEquals("±0.00 pp", Figures.points(-0.004));
        assertEquals("+0.01 pp", Figures.points(0.006));
        assertEquals("−0.01 pp", Figures.points(-0.006));
        assertEquals("+1,234.57 pp", Figures.points(1_234.567));
    }
}
