package io.dqexplorer.sandbox.measure;

import io.dqexplorer.sandbox.corpus.Corpus;
import io.dqexplorer.sandbox.corpus.HandMadeCorpus;
import io.dqexplorer.sandbox.corpus.Section;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.OptionalInt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A section's vocabulary over ten hand-made clips, counted by hand. */
class SectionVocabularyFiguresTest {

    // Term ids are seed order.
    private static final int KNIFE = 0;
    private static final int PAN = 1;
    private static final int CUP = 2;
    private static final int LID = 5;
    private static final int BOWL = 6;

    /**
     * Clips c0..c9 observe: knife in c0..c7 (as "knife" once in c0..c4, as "knives" twice in c5..c7),
     * pan once in c4..c9, cup three times in c0..c5 (never as "cups"), fork once in c5..c9, spoon
     * twice in c0..c3, lid once in c8 and c9, bowl once in c9; jar never.
     */
    private static Corpus kitchen() {
        HandMadeCorpus corpus = new HandMadeCorpus()
                .term(Section.OBJECTS, "knife", "tool", "knife", "knives")
                .term(Section.OBJECTS, "pan", "cookware")
                .term(Section.OBJECTS, "cup", "cookware", "cup", "cups")
                .term(Section.OBJECTS, "fork", "tool")
                .term(Section.OBJECTS, "spoon", "utensil")
                .term(Section.OBJECTS, "lid", "cookware")
                .term(Section.OBJECTS, "bowl", "container")
                .term(Section.OBJECTS, "jar", "container");
        for (int c = 0; c < 10; c++) {
            int clip = c;
            corpus.clip(row -> {
                if (clip < 5) {
                    row.observed(Section.OBJECTS, "knife", 1);
                } else if (clip < 8) {
                    row.observed(Section.OBJECTS, "knives", 2);
                }
                if (clip >= 4) {
                    row.observed(Section.OBJECTS, "pan", 1);
                }
                if (clip < 6) {
                    row.observed(Section.OBJECTS, "cup", 3);
                }
                if (clip >= 5) {
                    row.observed(Section.OBJECTS, "fork", 1);
                }
                if (clip < 4) {
                    row.observed(Section.OBJECTS, "spoon", 2);
                }
                if (clip >= 8) {
                    row.observed(Section.OBJECTS, "lid", 1);
                }
                if (clip == 9) {
                    row.observed(Section.OBJECTS, "bowl", 1);
                }
                return row.seconds(10);
            });
        }
        return corpus.build();
    }

    private static SectionVocabularyFigures objects() {
        return new SectionVocabularyFigures(kitchen(), Section.OBJECTS);
    }

    @Test
    void termsInTwoClipsOrMoreArePublishedMostClipsFirstTiesByTerm() {
        // Four terms reach five clips: ceil(0.2 × 4) = 1 head, up to ceil(0.6 × 4) = 3 body, the rest tail.
        assertEquals(List.of(
                        new TermFigures(KNIFE, "knife", "tool", 8, 5 + 6, List.of("knife", "knives"), Tier.HEAD),
                        new TermFigures(CUP, "cup", "cookware", 6, 18, List.of("cup"), Tier.BODY),
                        new TermFigures(PAN, "pan", "cookware", 6, 6, List.of("pan"), Tier.BODY),
                        new TermFigures(3, "fork", "tool", 5, 5, List.of("fork"), Tier.TAIL),
                        new TermFigures(4, "spoon", "utensil", 4, 8, List.of("spoon"), null),
                        new TermFigures(LID, "lid", "cookware", 2, 2, List.of("lid"), null)),
                objects().terms());
    }

    @Test
    void countsOfPublishedTermsAndTheirKinds() {
        SectionVocabularyFigures objects = objects();
        assertEquals(Section.OBJECTS, objects.section());
        assertEquals(6, objects.distinctTerms());
        assertEquals(3, objects.distinctKinds(), "tool, cookware, utensil; bowl's container is not published");
        assertEquals(List.of("spoon", "lid"), objects.untieredTerms());
    }

    @Test
    void tiersShareThePublishedClipCounts() {
        double all = 8 + 6 + 6 + 5 + 4 + 2;
        assertEquals(List.of(
                        new TierFigures(Tier.HEAD, 1, 8 / all, List.of("knife")),
                        new TierFigures(Tier.BODY, 2, 12 / all, List.of("cup", "pan")),
                        new TierFigures(Tier.TAIL, 1, 5 / all, List.of("fork"))),
                objects().tiers());
    }

    @Test
    void aTierListsItsThreeMostFrequentTermsAsExamples() {
        HandMadeCorpus corpus = new HandMadeCorpus();
        String[] names = {"a", "b", "c", "d", "e"};
        for (String name : names) {
            corpus.term(Section.ACTIONS, name, "verb");
        }
        // Five terms in five clips each: one head, two body, two tail.
        for (int c = 0; c < 5; c++) {
            corpus.clip(row -> {
                for (String name : names) {
                    row.observed(Section.ACTIONS, name, 1);
                }
                return row;
            });
        }
        List<TierFigures> tiers = new SectionVocabularyFigures(corpus.build(), Section.ACTIONS).tiers();
        assertEquals(List.of(new TierFigures(Tier.HEAD, 1, 0.2, List.of("a")),
                new TierFigures(Tier.BODY, 2, 0.4, List.of("b", "c")),
                new TierFigures(Tier.TAIL, 2, 0.4, List.of("d", "e"))), tiers);
    }

    @Test
    void effectiveDistinctTermsIsTheExponentOfTheEntropyOfClipCounts() {
        double all = 31;
        double entropy = 0;
        for (int count : new int[] {8, 6, 6, 5, 4, 2}) {
            entropy -= count / all * Math.log(count / all);
        }
        assertEquals(Math.exp(entropy), objects().effectiveDistinctTerms(), 1e-12);
    }

    @Test
    void anEmptySectionHasNoTermsNoTiersAndZeroFigures() {
        SectionVocabularyFigures environments = new SectionVocabularyFigures(kitchen(), Section.ENVIRONMENTS);
        assertEquals(List.of(), environments.terms());
        assertEquals(List.of(), environments.tiers());
        assertEquals(0, environments.distinctKinds());
        assertEquals(0, environments.effectiveDistinctTerms());
        assertEquals(0, environments.rarefiedDistinctTerms());
    }

    @Test
    void belowTheComparableDepthEveryPublishedTermIsExpectedInTheSample() {
        SectionVocabularyFigures objects = objects();
        assertEquals(10, objects.comparableDepthClips());
        assertEquals(6, objects.rarefiedDistinctTerms(), 1e-12);
    }

    @Test
    void rarefactionAtFiveHundredOfFiveHundredAndTwoClips() {
        HandMadeCorpus corpus = new HandMadeCorpus()
                .term(Section.ACTIONS, "rare", "verb")
                .term(Section.ACTIONS, "common", "verb");
        for (int c = 0; c < 502; c++) {
            int clip = c;
            corpus.clip(row -> {
                if (clip < 2) {
                    row.observed(Section.ACTIONS, "rare", 1);
                }
                if (clip < 3) {
                    row.observed(Section.ACTIONS, "common", 1);
                }
                return row;
            });
        }
        SectionVocabularyFigures actions = new SectionVocabularyFigures(corpus.build(), Section.ACTIONS);
        assertEquals(500, actions.comparableDepthClips());
        // "rare" is missed only by the one sample of 500 that leaves out both its clips: 1 of C(502, 2).
        // "common" is in 3 clips, so every sample of 500 holds one of them.
        double missRare = 1 / (502.0 * 501 / 2);
        assertEquals(1 - missRare + 1, actions.rarefiedDistinctTerms(), 1e-12);
    }

    @Test
    void aPublishedTermIsMatchedByItsNameOrAnObservedSpellingExactly() {
        SectionVocabularyFigures objects = objects();
        assertEquals(OptionalInt.of(KNIFE), objects.publishedTermMatching("knife"));
        assertEquals(OptionalInt.of(KNIFE), objects.publishedTermMatching("knives"));
        assertEquals(OptionalInt.of(LID), objects.publishedTermMatching("lid"));
        assertEquals(OptionalInt.empty(), objects.publishedTermMatching("cups"), "a spelling no clip produced");
        assertEquals(OptionalInt.empty(), objects.publishedTermMatching("bowl"), "observed, but in one clip only");
        assertEquals(OptionalInt.empty(), objects.publishedTermMatching("jar"));
        assertEquals(OptionalInt.empty(), objects.publishedTermMatching("Knife"));
        assertEquals(OptionalInt.empty(), objects.publishedTermMatching("plate"));
    }

    @Test
    void aTermIsMatchedByItsNameEvenWhenNoClipSpellsItSo() {
        Corpus corpus = new HandMadeCorpus()
                .term(Section.OBJECTS, "pot", "cookware", "saucepan", "pots")
                .clip(row -> row.observed(Section.OBJECTS, "saucepan", 1))
                .clip(row -> row.observed(Section.OBJECTS, "saucepan", 1))
                .build();
        SectionVocabularyFigures objects = new SectionVocabularyFigures(corpus, Section.OBJECTS);
        assertEquals(OptionalInt.of(0), objects.publishedTermMatching("pot"));
        assertEquals(OptionalInt.of(0), objects.publishedTermMatching("saucepan"));
        assertEquals(OptionalInt.empty(), objects.publishedTermMatching("pots"));
    }

    @Test
    void clipRowsListTheirPublishedTermsSortedAndCarryTermsInAnySpelling() {
        SectionVocabularyFigures objects = objects();
        assertEquals(List.of("cup", "knife", "spoon"), publishedTermsOf(objects, 0));
        assertEquals(List.of("cup", "fork", "knife", "pan"), publishedTermsOf(objects, 5));
        assertEquals(List.of("fork", "lid", "pan"), publishedTermsOf(objects, 9), "bowl is not published");
        assertTrue(objects.carries(5, KNIFE), "as knives");
        assertFalse(objects.carries(8, KNIFE));
        assertTrue(objects.carries(9, BOWL));
        assertEquals(8, objects.clipCount(KNIFE));
        assertEquals(1, objects.clipCount(BOWL));
        assertEquals("bowl", objects.termName(BOWL));
    }

    private static List<String> publishedTermsOf(SectionVocabularyFigures figures, int clip) {
        int[] termIds = figures.newTermBuffer();
        int count = figures.publishedTermsOf(clip, termIds);
        return java.util.Arrays.stream(termIds, 0, count).mapToObj(figures::termName).toList();
    }
}
