package io.dqexplorer.desktop.vocabulary;

import java.util.List;
import java.util.OptionalLong;

/**
 * One term of a section, merged from both vocabulary forms of the same measurement: kind, tier and
 * spellings from the versioned form, clip count and occurrences from the unversioned one. A count
 * is empty when the unversioned form does not list the term.
 */
public record TermRow(String term, String kind, String tier, List<String> spellings,
                      OptionalLong clipCount, OptionalLong occurrences) {

    public TermRow {
        spellings = List.copyOf(spellings);
    }

    public String spellingsText() {
        return String.join(", ", spellings);
    }
}
