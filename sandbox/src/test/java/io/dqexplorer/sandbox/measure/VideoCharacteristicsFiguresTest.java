package io.dqexplorer.sandbox.measure;

import io.dqexplorer.sandbox.corpus.Corpus;
import io.dqexplorer.sandbox.corpus.Defect;
import io.dqexplorer.sandbox.corpus.HandMadeCorpus;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The video-characteristics figures of small corpora, against values worked out by hand. */
class VideoCharacteristicsFiguresTest {

    /**
     * 100 s assessed for black: 40 s at 0 %, 10 s at 3.5 %, 25 s at 12.3 %, 15 s at 40 %, 5 s at
     * 77.7 %, 5 s at 100 %. Ordered by affected percent the footage reaches 40, 50, 75, 90, 95 and
     * 100 s, so each reported percentile lands exactly on one clip. One more readable clip (30 s)
     * was not assessed for black, one clip is unreadable.
     */
    private static Corpus sixAssessedClips() {
        return new HandMadeCorpus().assessing(Defect.BLACK, Defect.FROZEN)
                .clip(c -> c.seconds(40).affected(Defect.BLACK, 0))
                .clip(c -> c.seconds(10).affected(Defect.BLACK, 3.5))
                .clip(c -> c.seconds(25).affected(Defect.BLACK, 12.3))
                .clip(c -> c.seconds(15).affected(Defect.BLACK, 40))
                .clip(c -> c.seconds(5).affected(Defect.BLACK, 77.7))
                .clip(c -> c.seconds(5).affected(Defect.BLACK, 100))
                .clip(c -> c.seconds(30))
                .clip(c -> c.unreadable())
                .build();
    }

    @Test
    void percentilesAreTheAffectedPercentsAtWhichTheFootageReachesTheirShare() {
        DefectFigures black = new VideoCharacteristicsFigures(sixAssessedClips()).defect(Defect.BLACK).orElseThrow();
        assertEquals(List.of(new DefectFigures.Percentile(50, 3.5), new DefectFigures.Percentile(75, 12.3),
                new DefectFigures.Percentile(90, 40), new DefectFigures.Percentile(95, 77.7),
                new DefectFigures.Percentile(99, 100)), black.percentiles());
    }

    @Test
    void percentileIsTheFirstClipPastTheShareWhenNoClipEndsExactlyOnIt() {
        // 60 s at 1 %, 40 s at 2 %: 60 s ≥ 50 s, so the median is 1 %; 75 %, 90 %, ... need the 2 % clip.
        Corpus corpus = new HandMadeCorpus().assessing(Defect.BLURRY)
                .clip(c -> c.seconds(40).affected(Defect.BLURRY, 2))
                .clip(c -> c.seconds(60).affected(Defect.BLURRY, 1))
                .build();
        DefectFigures blurry = new VideoCharacteristicsFigures(corpus).defect(Defect.BLURRY).orElseThrow();
        assertEquals(List.of(1.0, 2.0, 2.0, 2.0, 2.0),
                blurry.percentiles().stream().map(DefectFigures.Percentile::affectedPercent).toList());
        assertEquals(List.of(50.0, 75.0, 90.0, 95.0, 99.0),
                blurry.percentiles().stream().map(DefectFigures.Percentile::percentile).toList());
    }

    @Test
    void percentIsTheDurationWeightedMeanOverTheAssessedFootage() {
        DefectFigures black = new VideoCharacteristicsFigures(sixAssessedClips()).defect(Defect.BLACK).orElseThrow();
        assertEquals(100, black.assessedSeconds(), 1e-9);
        double weighted = 40 * 0 + 10 * 3.5 + 25 * 12.3 + 15 * 40 + 5 * 77.7 + 5 * 100;
        assertEquals(weighted / 100, black.percent(), 1e-4);
    }

    @Test
    void binsCountClipsAndFootageByTenPercentStepsWithAHundredInTheLastBin() {
        DefectFigures black = new VideoCharacteristicsFigures(sixAssessedClips()).defect(Defect.BLACK).orElseThrow();
        assertEquals(10, black.bins().size());
        int[] clips = {2, 1, 0, 0, 1, 0, 0, 1, 0, 1};
        double[] footage = {50, 25, 0, 0, 15, 0, 0, 5, 0, 5};
        for (int bin = 0; bin < 10; bin++) {
            DefectFigures.Bin actual = black.bins().get(bin);
            assertEquals(bin * 10.0, actual.minimumAffectedPercent(), "bin " + bin);
            assertEquals(clips[bin], actual.clipCount(), "bin " + bin);
            assertEquals(footage[bin], actual.footagePercent(), 1e-9, "bin " + bin);
        }
    }

    @Test
    void countsAndFootageLeaveOutUnreadableClips() {
        VideoCharacteristicsFigures figures = new VideoCharacteristicsFigures(sixAssessedClips());
        assertEquals(8, figures.analyzedClipCount());
        assertEquals(1, figures.unreadableClipCount());
        assertEquals(130, figures.assessedSeconds(), 1e-9);
        assertEquals(87.5, figures.coveragePercent());
    }

    @Test
    void aDefectWithNoAssessedClipOrNotAssessedAtAllHasNoBlock() {
        VideoCharacteristicsFigures figures = new VideoCharacteristicsFigures(sixAssessedClips());
        assertTrue(figures.defect(Defect.FROZEN).isEmpty(), "assessed on the dataset, but on no clip");
        assertTrue(figures.defect(Defect.BLURRY).isEmpty(), "not assessed on the dataset");
    }

    @Test
    void aDefectAssessedOnlyOnFootagelessClipsHasNoBlock() {
        Corpus corpus = new HandMadeCorpus().assessing(Defect.UNSTABLE)
                .clip(c -> c.seconds(0).affected(Defect.UNSTABLE, 5))
                .build();
        assertTrue(new VideoCharacteristicsFigures(corpus).defect(Defect.UNSTABLE).isEmpty());
    }

    @Test
    void coverageIsRoundedHalfUpToTwoDecimals() {
        Corpus corpus = new HandMadeCorpus()
                .clip(c -> c.seconds(1)).clip(c -> c.seconds(1)).clip(c -> c.unreadable())
                .build();
        assertEquals(66.67, new VideoCharacteristicsFigures(corpus).coveragePercent());
    }

    @Test
    void coverageIsNullWhenNotDeterminableOrWhenThereAreNoClips() {
        Corpus undeterminable = new HandMadeCorpus().coverageDeterminable(false).clip(c -> c.seconds(1)).build();
        assertNull(new VideoCharacteristicsFigures(undeterminable).coveragePercent());
        assertNull(new VideoCharacteristicsFigures(new HandMadeCorpus().build()).coveragePercent());
    }
}
