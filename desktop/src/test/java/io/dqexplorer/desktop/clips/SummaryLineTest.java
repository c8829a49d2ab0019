package io.dqexplorer.desktop.clips;

import io.dqexplorer.workspace.query.FrameTotals;
import io.dqexplorer.workspace.query.HandTotals;
import io.dqexplorer.workspace.query.Summary;
import io.dqexplorer.workspace.table.Column;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SummaryLineTest {

    private static final Summary WHOLE = new Summary(200, 7200, Optional.of(new FrameTotals(200, 10_000, 9_000, 500, 300)),
            Optional.of(new HandTotals(200, 1000, 600, 200, 400)));

    @Test
    void aSubsetIsComparedWithTheWholeInPartsOfItAndInPercentagePoints() {
        Summary subset = new Summary(50, 3600, Optional.of(new FrameTotals(50, 2_000, 1_900, 0, 100)),
                Optional.of(new HandTotals(50, 100, 70, 20, 40)));

        List<SummaryLine> lines = SummaryLine.of(subset, WHOLE);

        assertEquals(new SummaryLine("Clips", "clips.count", "50", "200", "25.00 % of all"), lines.get(0));
        assertEquals(new SummaryLine("Analyzed hours", "clips.analyzed_hours", "1.00 h", "2.00 h", "50.00 % of all"), lines.get(1));
        assertEquals(new SummaryLine("Frames", "clips.frames", "2,000", "10,000", "20.00 % of all"), lines.get(2));
        assertEquals(new SummaryLine("Usable frames", "clips.usable_share", "95.00 %", "90.00 %", "+5.00 pp"), lines.get(3));
        assertEquals(new SummaryLine("Distorted frames", "clips.distorted_share", "0.00 %", "5.00 %", "−5.00 pp"), lines.get(4));
        assertEquals(new SummaryLine("Hands visible", "clips.hands_visible_share", "70.00 %", "60.00 %", "+10.00 pp"), lines.get(6));
        assertEquals(new SummaryLine("Active manipulation", "clips.active_manipulation_share", "40.00 %", "40.00 %", "±0.00 pp"), lines.get(8));
    }

    @Test
    void whatWasNotMeasuredReadsSoAndHasNoDifference() {
        Summary noHands = new Summary(0, 0, Optional.empty(), Optional.empty());

        List<SummaryLine> lines = SummaryLine.of(noHands, WHOLE);

        assertEquals(new SummaryLine("Usable frames", "clips.usable_share", "not measured", "90.00 %", "—"), lines.get(3));
        assertEquals(new SummaryLine("Two hands visible", "clips.two_hands_visible_share", "not measured", "20.00 %", "—"), lines.get(7));
        assertEquals(new SummaryLine("Frames", "clips.frames", "0", "10,000", "0.00 % of all"), lines.get(2));
    }

    @Test
    void aCellShowsRatiosAsPercentsAndNoValueAsADashNeverZero() {
        assertEquals("12.34 %", ClipColumns.text(Column.DISTORTED_SHARE, 0.1234));
        assertEquals("0.00 %", ClipColumns.text(Column.DISTORTED_SHARE, 0.0));
        assertEquals("—", ClipColumns.text(Column.DISTORTED_SHARE, null));
        assertEquals("—", ClipColumns.text(Column.MEASURED_SECONDS, null));
        assertEquals("12,345", ClipColumns.text(Column.FRAMES, 12_345L));
        assertEquals("kitchen, lab", ClipColumns.text(Column.ENVIRONMENTS, List.of("kitchen", "lab")));
    }
}
