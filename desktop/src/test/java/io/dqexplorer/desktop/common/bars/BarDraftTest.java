package io.dqexplorer.desktop.common.bars;

import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarsFile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The editor's fields read as the bars file reads a bar, and what does not read is said of its field. */
class BarDraftTest {

    private static final BarDraft BLURRY = new BarDraft("Blurry footage", "kitchen-egocentric", "video.blurry.percent",
            "", "", "> 5", "> 6");

    @Test
    void fieldsThatReadMakeTheBarTheFileWouldHold() {
        Bar made = assertInstanceOf(BarDraft.Made.class, BLURRY.read(List.of())).bar();
        Bar filed = BarsFile.parse("""
                bars:
                  - name: Blurry footage
                    dataset: kitchen-egocentric
                    figure: video.blurry.percent
                    warn: "> 5"
                    fail: "> 6"
                """, "bars.yaml").get(0);
        assertEquals(filed.conditionText(), made.conditionText());
        assertEquals(filed.figure(), made.figure());
        assertEquals(BLURRY, BarDraft.of(made), "an edited bar opens with the fields it was made of");
    }

    @Test
    void eachMistakeIsSaidOfTheFieldAtFault() {
        assertRefused("warn", "Warns when: '>> 5' does not read: a condition is one of",
                new BarDraft("Blurry", "*", "video.blurry.percent", "", "", ">> 5", ""));
        assertRefused("fail", "Breached when: 'between 6 and 2' does not read: the first number",
                new BarDraft("Blurry", "*", "video.blurry.percent", "", "", "", "between 6 and 2"));
        assertRefused("figure", "Figure: unknown figure 'video.blurry.percnt'; did you mean 'video.blurry.percent'?",
                new BarDraft("Blurry", "*", "video.blurry.percnt", "", "", "> 5", ""));
        assertRefused("filter", "Filter: filter does not read:",
                new BarDraft("Knife", "kitchen-egocentric", "clips.count", "objects has", "", "< 5", ""));
        assertRefused("against", "Against: 'last week' does not read: against is \"previous\" or",
                new BarDraft("Blurry", "*", "video.blurry.percent", "", "last week", "> 5", ""));
        assertRefused("warn", "Warns when: give a condition for warns, breached, or both",
                new BarDraft("Blurry", "*", "video.blurry.percent", "", "", " ", ""));
        assertRefused("name", "Name: give the bar its name",
                new BarDraft(" ", "*", "video.blurry.percent", "", "", "> 5", ""));
    }

    @Test
    void aNameAnotherBarHasIsRefused() {
        BarDraft.Refused refused = assertInstanceOf(BarDraft.Refused.class, BLURRY.read(List.of("Blurry footage")));
        assertEquals("name", refused.field());
    }

    private static void assertRefused(String field, String start, BarDraft draft) {
        BarDraft.Refused refused = assertInstanceOf(BarDraft.Refused.class, draft.read(List.of()));
        assertEquals(field, refused.field(), refused.words());
        assertTrue(refused.words().startsWith(start), refused.words());
    }
}
