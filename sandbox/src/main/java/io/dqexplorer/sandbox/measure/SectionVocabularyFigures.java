package io.dqexplorer.sandbox.measure;

import io.dqexplorer.sandbox.corpus.ClipTerms;
import io.dqexplorer.sandbox.corpus.Corpus;
import io.dqexplorer.sandbox.corpus.Lexicon;
import io.dqexplorer.sandbox.corpus.Section;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;

/** The vocabulary of one section, counted from the clips' observed spellings. */
public final class SectionVocabularyFigures {

    /** The fixed publication threshold: a term observed in fewer clips is not published. */
    public static final int PUBLICATION_MINIMUM_CLIPS = 2;
    /** Published terms in fewer clips are too rare to rank and stay untiered. */
    public static final int TIER_MINIMUM_CLIPS = 5;
    /** The depth at which sections of different datasets are compared (fewer when a dataset is smaller). */
    public static final int COMPARABLE_DEPTH_CLIPS = 500;

    private final Section section;
    private final ClipTerms clipTerms;
    private final boolean[] published;
    /**
     * Per spelling, its term's rank in name order when the term is published, else -1; and the terms
     * by that rank. A clip row's terms are found and sorted with these, without strings.
     */
    private final int[] listedRankOfSpelling;
    private final int[] termOfNameRank;
    private final boolean[] observedSpelling;
    private final List<TermFigures> terms = new ArrayList<>();
    private final int[] clipCountOfTerm;
    private final int distinctKinds;
    private final double effectiveDistinctTerms;
    private final int comparableDepthClips;
    private final double rarefiedDistinctTerms;
    private final List<TierFigures> tiers = new ArrayList<>();
    private final List<String> untieredTerms = new ArrayList<>();

    SectionVocabularyFigures(Corpus corpus, Section section) {
        this.section = section;
        this.clipTerms = corpus.terms(section);
        Lexicon lexicon = clipTerms.lexicon();
        clipCountOfTerm = new int[lexicon.termCount()];
        long[] occurrences = new long[lexicon.termCount()];
        observedSpelling = new boolean[lexicon.spellingCount()];
        for (int clip = 0; clip < corpus.size(); clip++) {
            for (int entry = clipTerms.firstEntry(clip); entry < clipTerms.endEntry(clip); entry++) {
                int term = clipTerms.termAt(entry);
                clipCountOfTerm[term]++;
                occurrences[term] += clipTerms.occurrencesAt(entry);
                observedSpelling[clipTerms.spellingAt(entry)] = true;
            }
        }
        published = new boolean[lexicon.termCount()];
        List<Integer> ranked = new ArrayList<>();
        for (int term = 0; term < lexicon.termCount(); term++) {
            published[term] = clipCountOfTerm[term] >= PUBLICATION_MINIMUM_CLIPS;
            if (published[term]) {
                ranked.add(term);
            }
        }
        termOfNameRank = ranked.stream().sorted(Comparator.comparing(lexicon::term)).mapToInt(Integer::intValue).toArray();
        int[] nameRank = new int[lexicon.termCount()];
        Arrays.fill(nameRank, -1);
        for (int rank = 0; rank < termOfNameRank.length; rank++) {
            nameRank[termOfNameRank[rank]] = rank;
        }
        listedRankOfSpelling = new int[lexicon.spellingCount()];
        for (int spelling = 0; spelling < listedRankOfSpelling.length; spelling++) {
            listedRankOfSpelling[spelling] = nameRank[lexicon.termOfSpelling(spelling)];
        }
        ranked.sort(Comparator.<Integer>comparingInt(term -> -clipCountOfTerm[term]).thenComparing(lexicon::term));

        int tiered = (int) ranked.stream().filter(term -> clipCountOfTerm[term] >= TIER_MINIMUM_CLIPS).count();
        long allClipCounts = ranked.stream().mapToLong(term -> clipCountOfTerm[term]).sum();
        Set<String> kinds = new HashSet<>();
        for (int rank = 0; rank < ranked.size(); rank++) {
            int term = ranked.get(rank);
            Tier tier = rank < tiered ? Tier.ofRank(rank, tiered) : null;
            terms.add(new TermFigures(term, lexicon.term(term), lexicon.kind(term), clipCountOfTerm[term],
                    occurrences[term], observedSpellingsOf(lexicon, term), tier));
            kinds.add(lexicon.kind(term));
            if (tier == null) {
                untieredTerms.add(lexicon.term(term));
            }
        }
        distinctKinds = kinds.size();
        for (Tier tier : Tier.values()) {
            List<TermFigures> members = terms.stream().filter(term -> term.tier() == tier).toList();
            if (!members.isEmpty()) {
                long clipCounts = members.stream().mapToLong(TermFigures::clipCount).sum();
                tiers.add(new TierFigures(tier, members.size(), (double) clipCounts / allClipCounts,
                        members.stream().limit(3).map(TermFigures::term).toList()));
            }
        }
        effectiveDistinctTerms = exponentOfEntropy(terms, allClipCounts);
        comparableDepthClips = Math.min(COMPARABLE_DEPTH_CLIPS, corpus.size());
        rarefiedDistinctTerms = rarefied(terms, corpus.size(), comparableDepthClips);
    }

    public Section section() {
        return section;
    }

    /** Published terms, most clips first, ties by term. */
    public List<TermFigures> terms() {
        return List.copyOf(terms);
    }

    public int distinctTerms() {
        return terms.size();
    }

    public int distinctKinds() {
        return distinctKinds;
    }

    /** exp of the Shannon entropy of the published terms' clip counts. */
    public double effectiveDistinctTerms() {
        return effectiveDistinctTerms;
    }

    public int comparableDepthClips() {
        return comparableDepthClips;
    }

    /** Expected distinct published terms in a random sample of {@link #comparableDepthClips} clips. */
    public double rarefiedDistinctTerms() {
        return rarefiedDistinctTerms;
    }

    public List<TierFigures> tiers() {
        return List.copyOf(tiers);
    }

    public List<String> untieredTerms() {
        return List.copyOf(untieredTerms);
    }

    /**
     * The published term that {@code text} names here: the term itself or a spelling merged into it,
     * as long as some clip produced that spelling. Matching is exact.
     */
    public OptionalInt publishedTermMatching(String text) {
        Lexicon lexicon = clipTerms.lexicon();
        for (int term = 0; term < lexicon.termCount(); term++) {
            if (published[term] && lexicon.term(term).equals(text)) {
                return OptionalInt.of(term);
            }
        }
        OptionalInt spelling = lexicon.spellingId(text);
        if (spelling.isPresent() && observedSpelling[spelling.getAsInt()]) {
            int term = lexicon.termOfSpelling(spelling.getAsInt());
            if (published[term]) {
                return OptionalInt.of(term);
            }
        }
        return OptionalInt.empty();
    }

    public String termName(int termId) {
        return clipTerms.lexicon().term(termId);
    }

    public int clipCount(int termId) {
        return clipCountOfTerm[termId];
    }

    public boolean carries(int clip, int termId) {
        return clipTerms.carries(clip, termId);
    }

    /** Room for the published terms of any clip row of this section. */
    public int[] newTermBuffer() {
        return new int[published.length];
    }

    /**
     * Puts the published terms a clip row lists for this section into {@code termIds}, sorted by
     * name, and answers how many. It allocates nothing: a clip page lists thousands of these.
     */
    public int publishedTermsOf(int clip, int[] termIds) {
        int count = 0;
        for (int entry = clipTerms.firstEntry(clip); entry < clipTerms.endEntry(clip); entry++) {
            int rank = listedRankOfSpelling[clipTerms.spellingAt(entry)];
            if (rank >= 0) {
                int at = count++;
                while (at > 0 && termIds[at - 1] > rank) {
                    termIds[at] = termIds[at - 1];
                    at--;
                }
                termIds[at] = rank;
            }
        }
        for (int k = 0; k < count; k++) {
            termIds[k] = termOfNameRank[termIds[k]];
        }
        return count;
    }

    private List<String> observedSpellingsOf(Lexicon lexicon, int term) {
        Set<String> spellings = new TreeSet<>();
        for (int spelling = 0; spelling < lexicon.spellingCount(); spelling++) {
            if (observedSpelling[spelling] && lexicon.termOfSpelling(spelling) == term) {
                spellings.add(lexicon.spelling(spelling));
            }
        }
        return List.copyOf(spellings);
    }

    private static double exponentOfEntropy(List<TermFigures> terms, long allClipCounts) {
        double entropy = 0;
        for (TermFigures term : terms) {
            double p = (double) term.clipCount() / allClipCounts;
            entropy -= p * Math.log(p);
        }
        return terms.isEmpty() ? 0 : Math.exp(entropy);
    }

    /** Hurlbert's rarefaction: Σ over terms of 1 − C(N − n, m) / C(N, m). */
    private static double rarefied(List<TermFigures> terms, int clips, int depth) {
        double expected = 0;
        for (TermFigures term : terms) {
            // C(N − n, m) / C(N, m) as a product; it reaches 0 when m clips cannot avoid the term.
            double absent = 1;
            int without = clips - term.clipCount();
            for (int j = 0; j < depth; j++) {
                absent *= (double) (without - j) / (clips - j);
            }
            expected += 1 - absent;
        }
        return expected;
    }
}
