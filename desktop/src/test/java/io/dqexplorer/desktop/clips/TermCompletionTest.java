package io.dqexplorer.desktop.clips;

import io.dqexplorer.sdk.query.TermIndex;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Where in the filter text a word completes to a term, and what the field holds once it is chosen. */
class TermCompletionTest {

    private final List<String> asked = new ArrayList<>();
    /** A stand-in for the term index: "kni" → the term knife and the spelling "Knife" merged into it. */
    private final Function<String, List<TermIndex.Entry>> terms = typed -> {
        asked.add(typed);
        return List.of(new TermIndex.Entry("knife", "knife"), new TermIndex.Entry("Knife", "knife"));
    };

    @Test
    void aWordInQuotesAfterHasCompletesToItsTermQuoted() {
        List<TermCompletion> found = TermCompletion.of("distorted_share > 0.1 and objects has \"kni", terms);

        assertEquals(List.of("kni"), asked);
        assertEquals(List.of(new TermCompletion("distorted_share > 0.1 and objects has \"knife\"", "knife"),
                new TermCompletion("distorted_share > 0.1 and objects has \"knife\"", "Knife → knife")), found);
    }

    @Test
    void aWordOfAListAfterAMatchWordCompletesTooKeepingTheWordsBefore() {
        List<TermCompletion> found = TermCompletion.of("any has none (\"bowl\", \"a \\\"b\\\"\", \"kni", terms);

        assertEquals(List.of("kni"), asked);
        assertEquals("any has none (\"bowl\", \"a \\\"b\\\"\", \"knife\"", found.get(0).text());
    }

    @Test
    void nothingCompletesOutsideQuotesOrAfterAnotherWordThanHas() {
        for (String text : List.of("objects has \"knife\"", "objects has kni", "clip contains \"kni",
                "objects has \"knife\" and clip contains \"ep", "objects has \"")) {
            assertEquals(List.of(), TermCompletion.of(text, terms), text);
        }
        assertEquals(List.of(), asked);
    }
}
