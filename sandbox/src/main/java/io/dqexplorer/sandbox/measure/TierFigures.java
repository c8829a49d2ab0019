package io.dqexplorer.sandbox.measure;

import java.util.List;

/**
 * @param share        the tier's terms' clip counts over the clip counts of every published term of
 *                     the section, a fraction (served as {@code share} and {@code representation_share})
 * @param exampleTerms the tier's three most frequent terms
 */
public record TierFigures(Tier tier, int distinctTerms, double share, List<String> exampleTerms) {
}
