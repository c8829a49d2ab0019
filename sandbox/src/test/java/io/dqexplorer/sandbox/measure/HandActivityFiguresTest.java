package io.dqexplorer.sandbox.measure;

import io.dqexplorer.sandbox.corpus.Corpus;
import io.dqexplorer.sandbox.corpus.HandMadeCorpus;
import io.dqexplorer.sandbox.corpus.Metric;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Hand-activity figures are the sums of the clip rows, and shares of the measured seconds. */
class HandActivityFiguresTest {

    @Test
    void secondsAndSegmentsAreSummedOverTheClipsAndSharesAreOfTheMeasuredSeconds() {
        Corpus corpus = new HandMadeCorpus().with(Metric.HAND_ACTIVITY)
                .clip(c -> c.segments(4, 1, 0).hands(30, 20, 5, 10))
                .clip(c -> c.segments(3, 0, 2).hands(10, 4, 3, 1))
                .clip(c -> c.unreadable().segments(2, 2, 0))
                .build();
        HandActivityFigures figures = HandActivityFigures.of(corpus);
        assertEquals(new HandActivityFigures(3, 40, 3, 2, 24, 8, 11), figures);
        assertEquals(24 / 40.0, figures.handsVisibleShare());
        assertEquals(8 / 40.0, figures.twoHandsVisibleShare());
        assertEquals(11 / 40.0, figures.activeManipulationShare());
    }

    @Test
    void sharesAreNullWhenNothingWasMeasured() {
        Corpus corpus = new HandMadeCorpus().with(Metric.HAND_ACTIVITY).clip(c -> c.unreadable()).build();
        HandActivityFigures figures = HandActivityFigures.of(corpus);
        assertNull(figures.handsVisibleShare());
        assertNull(figures.twoHandsVisibleShare());
        assertNull(figures.activeManipulationShare());
    }
}
