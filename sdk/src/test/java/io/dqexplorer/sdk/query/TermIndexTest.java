package io.dqexplorer.sdk.query;

import io.dqexplorer.sdk.model.UnversionedVocabulary;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TermIndexTest {

    private static UnversionedVocabulary.Term term(String term, String... spellings) {
        return new UnversionedVocabulary.Term(term, 3, 5, List.of(spellings), Optional.empty(), Optional.empty());
    }

    private static UnversionedVocabulary.Section section(String name, UnversionedVocabulary.Term... terms) {
        return new UnversionedVocabulary.Section(name, terms.length, 1, 1.0, 10, OptionalDouble.empty(),
                List.of(terms), List.of(), List.of());
    }

    private final TermIndex index = TermIndex.of(new UnversionedVocabulary("kitchen", "v1", 10, 0, 0, List.of(
            section("objects", term("cutting board", "chopping block", "Cutting Board"), term("knife")),
            section("environments", term("kitchen"), term("Kitchen Island")))));

    @Test
    void listsTermsAndSpellingsSortedIgnoringCaseWithTheTermEachSelects() {
        assertEquals(List.of("chopping block → cutting board", "Cutting Board → cutting board", "cutting board",
                        "kitchen", "Kitchen Island", "knife"),
                index.entries().stream().map(TermIndex.Entry::label).toList());
    }

    @Test
    void completionIgnoresCaseAndPutsWordsStartingWithTheTextFirst() {
        assertEquals(List.of("kitchen", "Kitchen Island", "knife", "chopping block"),
                index.complete("K", 10).stream().map(TermIndex.Entry::word).toList());
        assertEquals(List.of("chopping block", "Cutting Board", "cutting board"),
                index.complete("IN", 10).stream().map(TermIndex.Entry::word).toList());
        assertEquals(List.of("kitchen"), index.complete("ki", 1).stream().map(TermIndex.Entry::word).toList());
        assertTrue(index.complete("  ", 10).isEmpty());
    }

    @Test
    void onlyExactTermsAndSpellingsSelectClips() {
        assertTrue(index.selects("cutting board"));
        assertTrue(index.selects("chopping block"));
        assertFalse(index.selects("CUTTING BOARD"));
        assertFalse(index.selects("kitchen island"));
    }

    @Test
    void suggestsTheTermOfAWordEqualIgnoringCase() {
        assertEquals(Optional.of("Kitchen Island"), index.suggestionFor("kitchen island"));
        assertEquals(Optional.of("cutting board"), index.suggestionFor("Chopping Block"));
    }

    @Test
    void suggestsTheNearestWordWithinTwoEdits() {
        assertEquals(Optional.of("cutting board"), index.suggestionFor("cuting bord"));
        assertEquals(Optional.of("knife"), index.suggestionFor("knive"));
        assertEquals(Optional.empty(), index.suggestionFor("spatula"));
    }

    @Test
    void suggestsNothingForATextThatAlreadySelects() {
        assertEquals(Optional.empty(), index.suggestionFor("knife"));
        assertEquals(Optional.empty(), index.suggestionFor(""));
    }

    @Test
    void editDistanceCountsInsertionsDeletionsAndSubstitutionsUpToItsLimit() {
        assertEquals(0, EditDistance.between("board", "board", 3));
        assertEquals(1, EditDistance.between("bord", "board", 3));
        assertEquals(2, EditDistance.between("knive", "knife!", 3));
        assertEquals(3, EditDistance.between("spatula", "knife", 3));
        assertEquals(3, EditDistance.between("", "abc", 9), "every letter of the other word inserted");
        assertEquals(3, EditDistance.between("abc", "", 9));
        assertEquals(3, EditDistance.between("kitten", "sitting", 9));
        assertEquals(2, EditDistance.between("ab", "ba", 9));
        assertEquals(1, EditDistance.between("abc", "xyz", 1), "the limit when it is reached");
    }

    @Test
    void anIndexKnowsWhetherItHasAWordAndCompletesNothingForNoText() {
        assertFalse(index.isEmpty());
        assertTrue(TermIndex.empty().isEmpty());
        assertEquals(List.of(), index.complete(null, 10));
        assertEquals(List.of(), index.complete("k", 0));
    }

    @Test
    void aWordResolvesPerSectionToTheTermItNamesThereElseTheTermItSpellsThere() {
        TermIndex assembly = TermIndex.of(new UnversionedVocabulary("assembly-line", "v1", 10, 0, 0, List.of(
                section("objects", term("bolt", "screw", "Bolt"), term("Screwdriver")),
                section("actions", term("screw"), term("fasten", "screw")))));

        assertEquals(Set.of("bolt"), assembly.termsIn("objects", "screw"), "a spelling among the objects");
        assertEquals(Set.of("screw"), assembly.termsIn("actions", "SCREW"), "a term's own name outranks a spelling");
        assertEquals(Set.of(), assembly.termsIn("environments", "screw"));
        assertEquals(Set.of("Screwdriver"), assembly.termsIn("objects", "screwdriver"));
        assertEquals(Set.of(), assembly.termsIn("objects", "screws"));
        assertEquals(Set.of(), TermIndex.empty().termsIn("objects", "screw"));
    }
}
