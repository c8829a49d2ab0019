package io.dqexplorer.sdk.model;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/** The unversioned vocabulary result: the form that carries per-term clip counts. */
public record UnversionedVocabulary(String dataset, String vocabulary, long clipsAnalyzed,
                                    long segmentsUnassessed, long segmentsUnusable, List<Section> sections) {

    public UnversionedVocabulary {
        sections = List.copyOf(sections);
    }

    public record Section(String section, long distinctTerms, long distinctKinds, double effectiveDistinctTerms,
                          long comparableDepthClips, OptionalDouble rarefiedDistinctTerms,
                          List<Term> terms, List<Tier> tiers, List<String> untieredTerms) {
        public Section {
            terms = List.copyOf(terms);
            tiers = List.copyOf(tiers);
            untieredTerms = List.copyOf(untieredTerms);
        }
    }

    public record Term(String term, long clipCount, long occurrences, List<String> spellings,
                       Optional<String> kind, Optional<String> tier) {
        public Term {
            spellings = List.copyOf(spellings);
        }
    }

    /** A tier; {@code share} is normalised to a fraction in 0..1 (see {@code ShareScale}). */
    public record Tier(String tier, String label, long distinctTerms, double share, List<String> exampleTerms) {
        public Tier {
            exampleTerms = List.copyOf(exampleTerms);
        }
    }
}
