package io.dqexplorer.workspace.compare;

import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;

import java.util.Objects;
import java.util.Optional;

/**
 * One side of a vocabulary comparison: the versioned answer (tiers, kinds, spellings) and, when it could
 * be had, the unversioned answer of the same token (clip counts per term).
 */
public record VocabularyAnswer(Vocabulary tiers, Optional<UnversionedVocabulary> counts) {

    public VocabularyAnswer {
        Objects.requireNonNull(tiers, "tiers");
        Objects.requireNonNull(counts, "counts");
    }
}
