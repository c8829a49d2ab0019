package io.dqexplorer.sandbox.measure;

import io.dqexplorer.sandbox.corpus.Corpus;
import io.dqexplorer.sandbox.corpus.HandMadeCorpus;
import io.dqexplorer.sandbox.corpus.Section;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class VocabularyFiguresTest {

    @Test
    void segmentCountsAreSummedAndCoverageIsTheAssessedShareOfAllSegments() {
        Corpus corpus = new HandMadeCorpus()
                .clip(c -> c.segments(6, 1, 2))
                .clip(c -> c.segments(4, 0, 1))
                .clip(c -> c.unreadable().segments(2, 2, 0))
                .build();
        VocabularyFigures figures = new VocabularyFigures(corpus);
        assertEquals(3, figures.clipsAnalyzed());
        assertEquals(3, figures.segmentsUnassessed());
        assertEquals(3, figures.segmentsUnusable());
        assertEquals((12 - 3 - 3) / 12.0, figures.coverageShare());
        for (Section section : Section.values()) {
            assertEquals(section, figures.section(section).section());
        }
    }

    @Test
    void coverageIsNullWithoutSegments() {
        assertNull(new VocabularyFigures(new HandMadeCorpus().build()).coverageShare());
    }
}
