package io.dqexplorer.desktop.clips;

import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.model.ClipRow;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Copied cells are guarded against formulas by the same rule as the SDK's CSV cells. */
class ClipTextsTest {

    private static ClipRow withObjects(String... objects) {
        return new ClipRow("clip-1", OptionalLong.of(3), 12.5, List.of(), List.of(objects), List.of(),
                Optional.empty(), Optional.empty());
    }

    @Test
    void textStartingLikeAFormulaIsPrefixedAsTheCsvDoes() {
        for (String start : List.of("=", "+", "-", "@", "\t", "\r", "\0")) {
            String text = start + "SUM(A1)";
            assertEquals("'" + text.replaceAll("[\\t\\r\\n]", " "), ClipTexts.copied(ClipColumn.OBJECTS, withObjects(text)),
                    "a cell starting with U+" + Integer.toHexString(start.charAt(0)));
        }
    }

    @Test
    void plainTextAndNumbersAreLeftAsTheyAre() {
        ClipRow row = withObjects("knife", "cutting board");

        assertEquals("knife|cutting board", ClipTexts.copied(ClipColumn.OBJECTS, row));
        assertEquals("12.5", ClipTexts.copied(ClipColumn.ANALYZED_SECONDS, row));
        assertEquals("3", ClipTexts.copied(ClipColumn.EPISODE_INDEX, row));
    }

    @Test
    void aRowWhoseFrameBlockCountsNoFrameIsUnreadableAndSaysWhereItsSecondsCount() {
        ClipRow unreadable = withFrames(0);

        String why = ClipTexts.unreadable(unreadable).orElseThrow();

        assertTrue(why.startsWith("Unreadable: none of its frames could be decoded"), why);
        assertTrue(why.contains("Its 12.5 s count in the analyzed hours"), why);
        assertEquals(Optional.empty(), ClipTexts.unreadable(withFrames(300)));
    }

    @Test
    void aRowWithNoAnalyzedFootageIsUnreadableEvenWithoutMeasurementBlocks() {
        ClipRow row = new ClipRow("clip-1", OptionalLong.of(3), 0, List.of(), List.of(), List.of(),
                Optional.empty(), Optional.empty());

        String why = ClipTexts.unreadable(row).orElseThrow();

        assertTrue(why.startsWith("Unreadable: no footage of it could be analyzed"), why);
        assertTrue(why.endsWith("It counts in the clips, not in any hours."), why);
    }

    @Test
    void aRowWithoutMeasurementBlocksCannotTellAndIsShownAsItIs() {
        assertEquals(Optional.empty(), ClipTexts.unreadable(withObjects()));
    }

    @Test
    void aRowWhoseHandBlockMeasuredNothingIsMarkedNotMeasured() {
        ClipRow row = new ClipRow("clip-1", OptionalLong.of(3), 12.5, List.of(), List.of(), List.of(),
                Optional.empty(), Optional.of(new ClipRow.HandSeconds(0, 0, 0, 0)));

        assertTrue(ClipTexts.unreadable(row).orElseThrow().startsWith("Not measured: "));
    }

    @Test
    void totalsCountTheUnreadableRows() {
        ClipTotals.Accumulator sum = new ClipTotals.Accumulator();
        List.of(withFrames(0), withFrames(300), withFrames(0), withObjects("knife")).forEach(sum::add);

        assertEquals(2, sum.totals().unreadable());
    }

    private static ClipRow withFrames(long frames) {
        return new ClipRow("clip-1", OptionalLong.of(3), 12.5, List.of(), List.of(), List.of(),
                Optional.of(new ClipRow.FrameQuality(frames, frames, 0, 0)), Optional.empty());
    }
}
