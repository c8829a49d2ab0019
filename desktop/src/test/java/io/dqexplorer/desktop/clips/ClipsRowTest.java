package io.dqexplorer.desktop.clips;

import io.dqexplorer.sdk.model.ClipRow;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A row of the clip table says why its clip has no measurement, whichever source it came from. */
class ClipsRowTest {

    private static ClipsRow withObjects(String... objects) {
        return ServicePages.row(0, new ClipRow("clip-1", OptionalLong.of(3), 12.5, List.of(), List.of(objects), List.of(),
                Optional.empty(), Optional.empty()));
    }

    private static ClipsRow withFrames(long frames) {
        return ServicePages.row(0, new ClipRow("clip-1", OptionalLong.of(3), 12.5, List.of(), List.of(), List.of(),
                Optional.of(new ClipRow.FrameQuality(frames, frames, 0, 0)), Optional.empty()));
    }

    @Test
    void aRowWhoseFrameBlockCountsNoFrameIsUnreadableAndSaysWhereItsSecondsCount() {
        String why = withFrames(0).unreadable().orElseThrow();

        assertTrue(why.startsWith("Unreadable: none of its frames could be decoded"), why);
        assertTrue(why.contains("Its 12.5 s count in the analyzed hours"), why);
        assertEquals(Optional.empty(), withFrames(300).unreadable());
    }

    @Test
    void aRowWithNoAnalyzedFootageIsUnreadableEvenWithoutMeasurementBlocks() {
        ClipsRow row = ServicePages.row(0, new ClipRow("clip-1", OptionalLong.of(3), 0, List.of(), List.of(), List.of(),
                Optional.empty(), Optional.empty()));

        String why = row.unreadable().orElseThrow();

        assertTrue(why.startsWith("Unreadable: no footage of it could be analyzed"), why);
        assertTrue(why.endsWith("It counts in the clips, not in any hours."), why);
    }

    @Test
    void aRowWithoutMeasurementBlocksCannotTellAndIsShownAsItIs() {
        assertEquals(Optional.empty(), withObjects("knife").unreadable());
    }

    @Test
    void aRowWhoseHandBlockMeasuredNothingIsMarkedNotMeasured() {
        ClipsRow row = ServicePages.row(0, new ClipRow("clip-1", OptionalLong.of(3), 12.5, List.of(), List.of(), List.of(),
                Optional.empty(), Optional.of(new ClipRow.HandSeconds(0, 0, 0, 0))));

        assertTrue(row.unreadable().orElseThrow().startsWith("Not measured: "));
    }

    @Test
    void aPlaceholderSaysNothingUntilItsBlockArrives() {
        assertEquals(Optional.empty(), ClipsRow.placeholder(4).unreadable());
    }
}
