package io.dqexplorer.workspace.report;

import io.dqexplorer.workspace.query.FrameTotals;
import io.dqexplorer.workspace.query.HandTotals;
import io.dqexplorer.workspace.query.Summary;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Two snapshots' summaries side by side: each figure's change, and a side not assessed in words, never 0. */
class SummaryComparisonTest {

    @Test
    void eachFigureIsShownOnBothSidesWithItsChangeAndAMissingBlockIsNotAssessedYet() {
        Summary left = new Summary(1_200, 7_200, Optional.of(new FrameTotals(1_200, 10_000, 9_000, 500, 250)), Optional.empty());
        Summary right = new Summary(1_150, 9_000, Optional.of(new FrameTotals(1_150, 8_000, 7_600, 200, 250)),
                Optional.of(new HandTotals(1_150, 100, 50, 25, 10)));
        List<SummaryComparison> lines = SummaryComparison.of(left, right);
        assertEquals(new SummaryComparison("Clips", "1,200", "1,150", "−50"), lines.get(0));
        assertEquals(new SummaryComparison("Analyzed hours", "2.00 h", "2.50 h", "+0.50 h"), lines.get(1));
        assertEquals(new SummaryComparison("Frames", "10,000", "8,000", "−2,000"), lines.get(2));
        assertEquals(new SummaryComparison("Usable frames", "90.00 %", "95.00 %", "+5.00 pp"), lines.get(3));
        assertEquals(new SummaryComparison("Hands visible", "not assessed yet", "50.00 %", "—"), lines.get(6));
        assertEquals(new SummaryComparison("Frames", "not assessed yet", "not assessed yet", "—"),
                SummaryComparison.of(new Summary(0, 0, Optional.empty(), Optional.empty()),
                        new Summary(0, 0, Optional.empty(), Optional.empty())).get(2));
    }
}
