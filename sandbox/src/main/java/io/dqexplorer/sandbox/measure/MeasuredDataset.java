package io.dqexplorer.sandbox.measure;

import io.dqexplorer.sandbox.corpus.Corpus;
import io.dqexplorer.sandbox.corpus.Metric;

/**
 * A generated corpus with every result computed from it once, so requests only read and render.
 * {@code handActivity} is null when the dataset has no hand-activity run.
 */
public record MeasuredDataset(Corpus corpus, ClipOrder order, VideoCharacteristicsFigures videoCharacteristics,
                              HandActivityFigures handActivity, VocabularyFigures vocabulary,
                              DuplicatesFigures duplicates) {

    public static MeasuredDataset of(Corpus corpus) {
        return new MeasuredDataset(corpus, new ClipOrder(corpus), new VideoCharacteristicsFigures(corpus),
                corpus.has(Metric.HAND_ACTIVITY) ? HandActivityFigures.of(corpus) : null,
                new VocabularyFigures(corpus), DuplicatesFigures.of(corpus));
    }
}
