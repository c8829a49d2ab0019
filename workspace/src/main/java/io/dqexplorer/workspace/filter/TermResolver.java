package io.dqexplorer.workspace.filter;

import io.dqexplorer.sdk.query.TermIndex;
import io.dqexplorer.workspace.table.Column;
import java.util.Set;

/**
 * Maps a word of a term clause to the published terms it selects in one section. Clip rows carry
 * published terms only, so a spelling ("chopping block") must become its term ("cutting board") before it
 * reaches SQL; and a word resolves section by section, as the service's term filter does, so that
 * "screw", a spelling of the objects term "bolt" and itself an actions term, selects "bolt" among the
 * objects and "screw" among the actions.
 */
@FunctionalInterface
public interface TermResolver {

    /** The published terms the word selects in the term-list column {@code section}; never empty. */
    Set<String> termsFor(Column section, String word);

    /** Every word selects exactly itself: for a snapshot without its vocabulary at hand. */
    static TermResolver exact() {
        return (section, word) -> Set.of(word);
    }

    /**
     * Through a dataset's vocabulary, ignoring case, per section ({@link TermIndex#termsIn}): a word selects
     * the section's term it names, else the section's term it is a spelling of. Where it is neither, it
     * selects itself as written (which a clip of that section carries only if the vocabulary missed it).
     */
    static TermResolver of(TermIndex index) {
        return (section, word) -> {
            Set<String> terms = index.termsIn(section.sqlName(), word);
            return terms.isEmpty() ? Set.of(word) : terms;
        };
    }
}
