package io.dqexplorer.sdk.model;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/** The versioned vocabulary result. Fields whose presence the contract does not promise are optional. */
public record Vocabulary(String dataset, String vocabulary, OptionalDouble coverageShare, List<Section> sections) {

    public Vocabulary {
        sections = List.copyOf(sections);
    }

    public record Section(String section, OptionalLong distinctTerms, OptionalLong distinctKinds,
                          OptionalLong effectiveDistinctTerms, OptionalLong sizeAdjustedDistinctTerms,
                          List<Term> terms, List<Tier> tiers, List<String> untieredTerms) {
        public Section {
            terms = List.copyOf(terms);
            tiers = List.copyOf(tiers);
            untieredTerms = List.copyOf(untieredTerms);
        }
    }

    public record Term(String term, Optional<String> kind, Optional<String> tier, List<String> spellings) {
        public Term {
            spellings = List.copyOf(spellings);
        }
    }

    /** A tier; {@code representationShare} is a fraction in 0..1. */
    public record Tier(String tier, String label, OptionalLong distinctTerms, OptionalDouble representationShare,
                       List<String> exampleTerms) {
        public Tier {
            exampleTerms = List.copyOf(exampleTerms);
        }
    }
}
