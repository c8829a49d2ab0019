package io.dqexplorer.workspace.filter;

import io.dqexplorer.sdk.query.TermIndex;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Maps a word of a term clause to the published terms it selects. Clip rows carry published terms
 * only, so a spelling ("chopping block") must become its term ("cutting board") before it reaches SQL.
 */
@FunctionalInterface
public interface TermResolver {

    /** The published terms the word selects; never empty. */
    Set<String> termsFor(String word);

    /** Every word selects exactly itself: for a snapshot without its vocabulary at hand. */
    static TermResolver exact() {
        return Set::of;
    }

    /**
     * Through a dataset's vocabulary, ignoring case: a word selects the terms of every term or spelling
     * equal to it ignoring case (more than one only when the vocabulary publishes words differing in
     * case alone). A word the vocabulary does not know selects itself as written.
     */
    static TermResolver of(TermIndex index) {
        Map<String, Set<String>> termsByLowerWord = new HashMap<>();
        for (TermIndex.Entry entry : index.entries()) {
            termsByLowerWord.computeIfAbsent(entry.word().toLowerCase(Locale.ROOT), w -> new LinkedHashSet<>())
                    .add(entry.term());
        }
        return word -> {
            Set<String> terms = termsByLowerWord.get(word.toLowerCase(Locale.ROOT));
            return terms == null ? Set.of(word) : Collections.unmodifiableSet(terms);
        };
    }
}
