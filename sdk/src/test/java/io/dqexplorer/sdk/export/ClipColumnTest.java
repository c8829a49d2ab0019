package io.dqexplorer.sdk.export;

import io.dqexplorer.sdk.model.ClipRow;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Each column reads one typed cell from a row; the CSV, the table and copied text render from it. */
class ClipColumnTest {

    private static final ClipRow MEASURED = new ClipRow("=clip-1", OptionalLong.of(3), 12.5, List.of("kitchen"),
            List.of("knife", "cutting board"), List.of(), Optional.of(new ClipRow.FrameQuality(300, 280, 15, 5)),
            Optional.of(new ClipRow.HandSeconds(12.0, 9.25, 4.5, 0.0000001)));

    private static final ClipRow BARE = new ClipRow("clip-2", OptionalLong.empty(), 0, List.of(), List.of(), List.of(),
            Optional.empty(), Optional.empty());

    @Test
    void everyColumnReadsItsTypedCell() {
        assertEquals(new ClipCell.Text("=clip-1"), ClipColumn.CLIP.cell(MEASURED));
        assertEquals(new ClipCell.Count(3), ClipColumn.EPISODE_INDEX.cell(MEASURED));
        assertEquals(new ClipCell.Seconds(12.5), ClipColumn.ANALYZED_SECONDS.cell(MEASURED));
        assertEquals(new ClipCell.Terms(List.of("kitchen")), ClipColumn.ENVIRONMENTS.cell(MEASURED));
        assertEquals(new ClipCell.Terms(List.of("knife", "cutting board")), ClipColumn.OBJECTS.cell(MEASURED));
        assertEquals(new ClipCell.Terms(List.of()), ClipColumn.ACTIONS.cell(MEASURED));
        assertEquals(new ClipCell.Count(300), ClipColumn.FRAMES.cell(MEASURED));
        assertEquals(new ClipCell.Count(280), ClipColumn.USABLE.cell(MEASURED));
        assertEquals(new ClipCell.Count(15), ClipColumn.DISTORTED.cell(MEASURED));
        assertEquals(new ClipCell.Count(5), ClipColumn.JERKY.cell(MEASURED));
        assertEquals(new ClipCell.Seconds(12.0), ClipColumn.MEASURED_SECONDS.cell(MEASURED));
        assertEquals(new ClipCell.Seconds(9.25), ClipColumn.HANDS_VISIBLE_SECONDS.cell(MEASURED));
        assertEquals(new ClipCell.Seconds(4.5), ClipColumn.TWO_HANDS_VISIBLE_SECONDS.cell(MEASURED));
        assertEquals(new ClipCell.Seconds(0.0000001), ClipColumn.ACTIVE_MANIPULATION_SECONDS.cell(MEASURED));
    }

    @Test
    void aRowWithoutTheValueHasAnAbsentCell() {
        for (ClipColumn column : List.of(ClipColumn.EPISODE_INDEX, ClipColumn.FRAMES, ClipColumn.USABLE,
                ClipColumn.DISTORTED, ClipColumn.JERKY, ClipColumn.MEASURED_SECONDS, ClipColumn.HANDS_VISIBLE_SECONDS,
                ClipColumn.TWO_HANDS_VISIBLE_SECONDS, ClipColumn.ACTIVE_MANIPULATION_SECONDS)) {
            assertEquals(ClipCell.absent(), column.cell(BARE), column.header());
            assertEquals("", column.cell(BARE).csv(), column.header());
        }
    }

    @Test
    void cellsRenderAsTheCsvWritesThem() {
        assertEquals("'=clip-1", ClipColumn.CLIP.cell(MEASURED).csv());
        assertEquals("knife|cutting board", ClipColumn.OBJECTS.cell(MEASURED).csv());
        assertEquals("12.5", ClipColumn.ANALYZED_SECONDS.cell(MEASURED).csv());
        assertEquals("3", ClipColumn.EPISODE_INDEX.cell(MEASURED).csv());
        assertEquals("12", ClipColumn.MEASURED_SECONDS.cell(MEASURED).csv());
        assertEquals("0.0000001", ClipColumn.ACTIVE_MANIPULATION_SECONDS.cell(MEASURED).csv());
    }

    @Test
    void theDefaultColumnsAddTheBlocksAskedFor() {
        assertEquals(ClipColumn.defaults(), ClipColumn.defaults(false, false));
        assertEquals(List.of(ClipColumn.CLIP, ClipColumn.EPISODE_INDEX, ClipColumn.ANALYZED_SECONDS,
                ClipColumn.ENVIRONMENTS, ClipColumn.OBJECTS, ClipColumn.ACTIONS,
                ClipColumn.FRAMES, ClipColumn.USABLE, ClipColumn.DISTORTED, ClipColumn.JERKY), ClipColumn.defaults(true, false));
        assertEquals(List.of(ClipColumn.values()), ClipColumn.defaults(true, true));
        assertEquals(List.of(ClipColumn.CLIP, ClipColumn.EPISODE_INDEX, ClipColumn.ANALYZED_SECONDS,
                ClipColumn.ENVIRONMENTS, ClipColumn.OBJECTS, ClipColumn.ACTIONS, ClipColumn.MEASURED_SECONDS,
                ClipColumn.HANDS_VISIBLE_SECONDS, ClipColumn.TWO_HANDS_VISIBLE_SECONDS,
                ClipColumn.ACTIVE_MANIPULATION_SECONDS), ClipColumn.defaults(false, true));
    }
}
