package io.dqexplorer.sandbox.measure;

import io.dqexplorer.sandbox.corpus.Corpus;
import io.dqexplorer.sandbox.corpus.Section;

import java.util.EnumMap;
import java.util.Map;

/** The vocabulary result of a corpus, every section computed from the clips. */
public final class VocabularyFigures {

    private final int clipsAnalyzed;
    private final int segmentsUnassessed;
    private final int segmentsUnusable;
    private final Double coverageShare;
    private final Map<Section, SectionVocabularyFigures> sections = new EnumMap<>(Section.class);

    VocabularyFigures(Corpus corpus) {
        clipsAnalyzed = corpus.size();
        long segments = 0;
        int unassessed = 0;
        int unusable = 0;
        for (int clip = 0; clip < corpus.size(); clip++) {
            segments += corpus.segments(clip);
            unassessed += corpus.segmentsUnassessed(clip);
            unusable += corpus.segmentsUnusable(clip);
        }
        segmentsUnassessed = unassessed;
        segmentsUnusable = unusable;
        coverageShare = segments == 0 ? null : (double) (segments - unassessed - unusable) / segments;
        for (Section section : Section.values()) {
            sections.put(section, new SectionVocabularyFigures(corpus, section));
        }
    }

    public int clipsAnalyzed() {
        return clipsAnalyzed;
    }

    public int segmentsUnassessed() {
        return segmentsUnassessed;
    }

    public int segmentsUnusable() {
        return segmentsUnusable;
    }

    /** Assessed segments over all segments, a fraction; null when there are no segments. */
    public Double coverageShare() {
        return coverageShare;
    }

    public SectionVocabularyFigures section(Section section) {
        return sections.get(section);
    }
}
