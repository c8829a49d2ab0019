package io.dqexplorer.workspace.compare;

import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Two vocabularies side by side, per section (the part of each row): the diversity counts; the terms
 * added, removed, or moved between tiers; each term's clip count and its change (from the counts form,
 * when both sides have it); and the spellings that moved from one term to another, "merged" into a term
 * the left side already had or "split" off into a term new on the right.
 */
public final class VocabularyComparison {

    public static final String DISTINCT_TERMS = "distinct_terms";
    public static final String DISTINCT_KINDS = "distinct_kinds";
    public static final String EFFECTIVE_DISTINCT_TERMS = "effective_distinct_terms";
    public static final String SIZE_ADJUSTED_DISTINCT_TERMS = "size_adjusted_distinct_terms";
    public static final String TIER = "tier";
    public static final String CLIP_COUNT = "clip_count";
    public static final String SPELLING_OF = "spelling_of";
    public static final String MOVED_TIER = "moved between tiers";
    public static final String MERGED = "merged";
    public static final String SPLIT = "split";
    /** A tier row's value for a term published outside every tier. */
    public static final String UNTIERED = "untiered";

    private VocabularyComparison() {
    }

    public static DifferenceTable compare(VocabularyAnswer left, VocabularyAnswer right) {
        DifferenceTable.Builder table = DifferenceTable.builder();
        Map<String, Vocabulary.Section> l = sections(left.tiers());
        Map<String, Vocabulary.Section> r = sections(right.tiers());
        Set<String> names = new LinkedHashSet<>(l.keySet());
        names.addAll(r.keySet());
        for (String name : names) {
            Optional<Vocabulary.Section> ls = Optional.ofNullable(l.get(name));
            Optional<Vocabulary.Section> rs = Optional.ofNullable(r.get(name));
            diversity(table, name, ls, rs);
            tiers(table, name, ls, rs);
            spellings(table, name, ls, rs);
            if (left.counts().isPresent() && right.counts().isPresent()) {
                clipCounts(table, name, left.counts().get(), right.counts().get());
            }
        }
        return table.build();
    }

    private static void diversity(DifferenceTable.Builder table, String section, Optional<Vocabulary.Section> left,
                                  Optional<Vocabulary.Section> right) {
        count(table, section, DISTINCT_TERMS, left, right, Vocabulary.Section::distinctTerms);
        count(table, section, DISTINCT_KINDS, left, right, Vocabulary.Section::distinctKinds);
        count(table, section, EFFECTIVE_DISTINCT_TERMS, left, right, Vocabulary.Section::effectiveDistinctTerms);
        count(table, section, SIZE_ADJUSTED_DISTINCT_TERMS, left, right, Vocabulary.Section::sizeAdjustedDistinctTerms);
    }

    private static void count(DifferenceTable.Builder table, String section, String measure,
                              Optional<Vocabulary.Section> left, Optional<Vocabulary.Section> right,
                              Function<Vocabulary.Section, OptionalLong> figure) {
        table.counts(section, "", measure, whole(left.map(figure)), whole(right.map(figure)));
    }

    /** Terms in one side only, and terms whose tier differs; a term in the same tier on both sides is no difference. */
    private static void tiers(DifferenceTable.Builder table, String section, Optional<Vocabulary.Section> left,
                              Optional<Vocabulary.Section> right) {
        Map<String, String> l = tierByTerm(left);
        Map<String, String> r = tierByTerm(right);
        for (String term : union(l.keySet(), r.keySet())) {
            String before = l.get(term);
            String after = r.get(term);
            if (before == null) {
                table.row(section, term, TIER, null, after, null, DifferenceTable.ADDED);
            } else if (after == null) {
                table.row(section, term, TIER, before, null, null, DifferenceTable.REMOVED);
            } else if (!before.equals(after)) {
                table.row(section, term, TIER, before, after, null, MOVED_TIER);
            }
        }
    }

    private static void spellings(DifferenceTable.Builder table, String section, Optional<Vocabulary.Section> left,
                                  Optional<Vocabulary.Section> right) {
        Map<String, String> l = termBySpelling(left);
        Map<String, String> r = termBySpelling(right);
        Set<String> leftTerms = tierByTerm(left).keySet();
        for (String spelling : new TreeSet<>(l.keySet())) {
            String before = l.get(spelling);
            String after = r.get(spelling);
            if (after != null && !after.equals(before)) {
                table.row(section, spelling, SPELLING_OF, before, after, null, leftTerms.contains(after) ? MERGED : SPLIT);
            }
        }
    }

    private static void clipCounts(DifferenceTable.Builder table, String section, UnversionedVocabulary left,
                                   UnversionedVocabulary right) {
        Map<String, Long> l = clipCountByTerm(left, section);
        Map<String, Long> r = clipCountByTerm(right, section);
        for (String term : union(l.keySet(), r.keySet())) {
            Long before = l.get(term);
            Long after = r.get(term);
            if (before == null || after == null) {
                table.row(section, term, CLIP_COUNT, before, after, null,
                        before == null ? DifferenceTable.ADDED : DifferenceTable.REMOVED);
            } else {
                table.counts(section, term, CLIP_COUNT, before, after);
            }
        }
    }

    private static Map<String, Vocabulary.Section> sections(Vocabulary vocabulary) {
        Map<String, Vocabulary.Section> sections = new LinkedHashMap<>();
        vocabulary.sections().forEach(section -> sections.put(section.section(), section));
        return sections;
    }

    private static Map<String, String> tierByTerm(Optional<Vocabulary.Section> section) {
        Map<String, String> tiers = new LinkedHashMap<>();
        section.ifPresent(s -> s.terms().forEach(term -> tiers.put(term.term(), term.tier().orElse(UNTIERED))));
        return tiers;
    }

    /** Each spelling to the term it is published under; a term is a spelling of itself. */
    private static Map<String, String> termBySpelling(Optional<Vocabulary.Section> section) {
        Map<String, String> terms = new LinkedHashMap<>();
        section.ifPresent(s -> s.terms().forEach(term -> {
            terms.put(term.term(), term.term());
            term.spellings().forEach(spelling -> terms.putIfAbsent(spelling, term.term()));
        }));
        return terms;
    }

    private static Map<String, Long> clipCountByTerm(UnversionedVocabulary vocabulary, String section) {
        Map<String, Long> counts = new LinkedHashMap<>();
        vocabulary.sections().stream().filter(s -> s.section().equals(section)).findFirst()
                .ifPresent(s -> s.terms().forEach(term -> counts.put(term.term(), term.clipCount())));
        return counts;
    }

    private static Set<String> union(Set<String> left, Set<String> right) {
        Set<String> all = new TreeSet<>(left);
        all.addAll(right);
        return all;
    }

    private static Long whole(Optional<OptionalLong> value) {
        return value.filter(OptionalLong::isPresent).map(OptionalLong::getAsLong).orElse(null);
    }
}
