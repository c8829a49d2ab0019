package io.dqexplorer.sandbox.measure;

import io.dqexplorer.sandbox.corpus.Corpus;
import io.dqexplorer.sandbox.corpus.HandMadeCorpus;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Exact duplicates are the compared clips sharing a media digest. */
class DuplicatesFiguresTest {

    @Test
    void groupsAreLargestFirstThenByFirstClipAndUnreadableClipsAreNotCompared() {
        Corpus corpus = new HandMadeCorpus()
                .clip(c -> c.digest(7))          // t-000001
                .clip(c -> c.digest(9))          // t-000002
                .clip(c -> c.digest(5))          // t-000003
                .clip(c -> c.digest(9))          // t-000004
                .clip(c -> c.digest(7))          // t-000005
                .clip(c -> c.digest(3))          // t-000006, alone
                .clip(c -> c.digest(9))          // t-000007
                .clip(c -> c.digest(5))          // t-000008
                .clip(c -> c.digest(3).unreadable()) // t-000009: not compared, so t-000006 stays alone
                .build();
        DuplicatesFigures figures = DuplicatesFigures.of(corpus);
        assertEquals(8, figures.comparedClipCount());
        assertEquals(List.of(List.of("t-000002", "t-000004", "t-000007"), List.of("t-000001", "t-000005"),
                List.of("t-000003", "t-000008")), figures.exact().groups());
        assertEquals(2 + 1 + 1, figures.exact().redundantClipCount());
        assertEquals(50.0, figures.exact().redundantPercent());
    }

    @Test
    void redundantPercentIsRoundedHalfUpToTwoDecimals() {
        // 1 redundant clip of 3 compared: 33.333... %
        Corpus corpus = new HandMadeCorpus().clip(c -> c.digest(1)).clip(c -> c.digest(1)).clip(c -> c.digest(2)).build();
        assertEquals(33.33, DuplicatesFigures.of(corpus).exact().redundantPercent());
        Corpus twoThirds = new HandMadeCorpus().clip(c -> c.digest(1)).clip(c -> c.digest(1)).clip(c -> c.digest(1)).build();
        assertEquals(66.67, DuplicatesFigures.of(twoThirds).exact().redundantPercent());
    }

    @Test
    void nothingComparedGivesNoGroupsAndZeroPercent() {
        DuplicatesFigures figures = DuplicatesFigures.of(new HandMadeCorpus().clip(c -> c.unreadable()).build());
        assertEquals(0, figures.comparedClipCount());
        assertEquals(new DuplicatesFigures.Exact(List.of(), 0, 0), figures.exact());
    }

    @Test
    void aDatasetNotComparedYetHasNoExactResult() {
        Corpus corpus = new HandMadeCorpus().duplicatesCompared(false).clip(c -> c.digest(1)).clip(c -> c.digest(1)).build();
        assertFalse(corpus.compared(0), "a readable clip of a dataset not compared yet");
        DuplicatesFigures figures = DuplicatesFigures.of(corpus);
        assertEquals(new DuplicatesFigures(0, null), figures);
        assertNull(figures.exact());
    }
}
