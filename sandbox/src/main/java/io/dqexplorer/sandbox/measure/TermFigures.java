package io.dqexplorer.sandbox.measure;

import java.util.List;

/**
 * A published term of one section.
 *
 * @param clipCount   clips that observed the term in any spelling
 * @param occurrences observations over all clips and spellings
 * @param spellings   the spellings actually observed, the term's own included when observed; sorted
 * @param tier        null for an untiered term
 */
public record TermFigures(int termId, String term, String kind, int clipCount, long occurrences,
                          List<String> spellings, Tier tier) {
}
