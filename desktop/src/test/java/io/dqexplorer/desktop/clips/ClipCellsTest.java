package io.dqexplorer.desktop.clips;

import io.dqexplorer.sdk.export.ClipColumn;
import io.dqexplorer.sdk.model.ClipRow;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Copied cells are guarded against formulas by the same rule as the SDK's CSV cells. */
class ClipCellsTest {

    private static ClipRow withObjects(String... objects) {
        return new ClipRow("clip-1", OptionalLong.of(3), 12.5, List.of(), List.of(objects), List.of(),
                Optional.empty(), Optional.empty());
    }

    @Test
    void textStartingLikeAFormulaIsPrefixedAsTheCsvDoes() {
        for (String start : List.of("=", "+", "-", "@", "\t", "\r", "\0")) {
            String text = start + "SUM(A1)";
            assertEquals("'" + text.replaceAll("[\\t\\r\\n]", " "), ClipCells.plain(ClipColumn.OBJECTS, withObjects(text)),
                    "a cell starting with U+" + Integer.toHexString(start.charAt(0)));
        }
    }

    @Test
    void plainTextAndNumbersAreLeftAsTheyAre() {
        ClipRow row = withObjects("knife", "cutting board");

        assertEquals("knife|cutting board", ClipCells.plain(ClipColumn.OBJECTS, row));
        assertEquals("12.5", ClipCells.plain(ClipColumn.ANALYZED_SECONDS, row));
        assertEquals("3", ClipCells.plain(ClipColumn.EPISODE_INDEX, row));
    }
}
