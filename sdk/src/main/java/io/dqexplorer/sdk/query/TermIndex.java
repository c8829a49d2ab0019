package io.dqexplorer.sdk.query;

import io.dqexplorer.sdk.model.UnversionedVocabulary;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * What a term filter can say, from a dataset's vocabulary: every published term and every spelling
 * merged into one, each with the term it selects. The service matches a term exactly; this index is
 * what lets the app and the command line complete case-insensitively and, when a term selects
 * nothing, name the one that was probably meant.
 *
 * <p>A word resolves <em>per section</em>, as the service resolves its term filter: in each section it
 * selects the published term it names there, else the term it is a spelling of there ({@link #termsIn}).
 * So one word may select different terms in different sections ("screw", a spelling of the objects term
 * "bolt" and the actions term "screw"); across sections the selections are a union.
 */
public final class TermIndex {

    private static final int MAX_EDIT_DISTANCE = 2;

    /** A word a filter can take (a term or a spelling) and the published term it selects. */
    public record Entry(String word, String term) {
        public boolean isSpelling() {
            return !word.equals(term);
        }

        /** "chopping block → cutting board" for a spelling, the term itself otherwise. */
        public String label() {
            return isSpelling() ? word + " → " + term : word;
        }
    }

    private final List<Entry> entries;
    private final Map<String, Entry> byExactWord;
    /** Per section, each lower-cased word's terms there: the terms it names, else those it is a spelling of. */
    private final Map<String, Map<String, Set<String>>> termsBySection;

    private TermIndex(List<Entry> entries, Map<String, Map<String, Set<String>>> termsBySection) {
        this.entries = List.copyOf(entries);
        this.termsBySection = termsBySection;
        Map<String, Entry> exact = new LinkedHashMap<>();
        for (Entry entry : this.entries) {
            exact.putIfAbsent(entry.word(), entry);
        }
        this.byExactWord = exact;
    }

    public static TermIndex empty() {
        return new TermIndex(List.of(), Map.of());
    }

    /** Every term of every section and every spelling merged into one, sorted as a reader would. */
    public static TermIndex of(UnversionedVocabulary vocabulary) {
        Map<String, Entry> words = new TreeMap<>(String.CASE_INSENSITIVE_ORDER.thenComparing(Comparator.naturalOrder()));
        for (UnversionedVocabulary.Section section : vocabulary.sections()) {
            for (UnversionedVocabulary.Term term : section.terms()) {
                words.putIfAbsent(term.term(), new Entry(term.term(), term.term()));
            }
        }
        // a word that is a term somewhere selects that term's clips; it is a spelling only otherwise
        for (UnversionedVocabulary.Section section : vocabulary.sections()) {
            for (UnversionedVocabulary.Term term : section.terms()) {
                for (String spelling : term.spellings()) {
                    words.putIfAbsent(spelling, new Entry(spelling, term.term()));
                }
            }
        }
        Map<String, Map<String, Set<String>>> bySection = new HashMap<>();
        for (UnversionedVocabulary.Section section : vocabulary.sections()) {
            bySection.put(section.section(), sectionWords(section));
        }
        return new TermIndex(new ArrayList<>(words.values()), bySection);
    }

    /** A section's words, lower-cased, to their terms: a term's own name outranks a spelling of another term. */
    private static Map<String, Set<String>> sectionWords(UnversionedVocabulary.Section section) {
        Map<String, Set<String>> named = new HashMap<>();
        Map<String, Set<String>> spelled = new HashMap<>();
        for (UnversionedVocabulary.Term term : section.terms()) {
            named.computeIfAbsent(term.term().toLowerCase(Locale.ROOT), w -> new LinkedHashSet<>()).add(term.term());
            for (String spelling : term.spellings()) {
                spelled.computeIfAbsent(spelling.toLowerCase(Locale.ROOT), w -> new LinkedHashSet<>()).add(term.term());
            }
        }
        spelled.putAll(named);
        return spelled;
    }

    /**
     * The published terms {@code word} selects in one section, ignoring case: the section's terms it names,
     * else the section's terms it is a spelling of; empty when it is neither there. Several only when the
     * section publishes words differing in case alone.
     */
    public Set<String> termsIn(String section, String word) {
        Set<String> terms = termsBySection.getOrDefault(section, Map.of()).get(word.toLowerCase(Locale.ROOT));
        return terms == null ? Set.of() : Collections.unmodifiableSet(terms);
    }

    public List<Entry> entries() {
        return entries;
    }

    public boolean isEmpty() {
        return entries.isEmpty();
    }

    /** Whether the service would select clips for exactly this text (a published term or spelling). */
    public boolean selects(String text) {
        return byExactWord.containsKey(text);
    }

    /**
     * Entries whose word contains the typed text, ignoring case: those starting with it first, then the
     * rest, each group in the index's order; at most {@code max}.
     */
    public List<Entry> complete(String typed, int max) {
        String wanted = typed == null ? "" : typed.strip().toLowerCase(Locale.ROOT);
        if (wanted.isEmpty() || max <= 0) {
            return List.of();
        }
        List<Entry> starting = new ArrayList<>();
        List<Entry> containing = new ArrayList<>();
        for (Entry entry : entries) {
            String lower = entry.word().toLowerCase(Locale.ROOT);
            if (lower.startsWith(wanted)) {
                starting.add(entry);
            } else if (lower.contains(wanted)) {
                containing.add(entry);
            }
        }
        starting.addAll(containing);
        return List.copyOf(starting.subList(0, Math.min(max, starting.size())));
    }

    /**
     * The published term probably meant by a text that selects nothing: the term of a word equal to it
     * ignoring case, else of the nearest word within two edits (ignoring case); empty when none is near
     * or when the text already selects clips.
     */
    public Optional<String> suggestionFor(String text) {
        if (text == null || text.isBlank() || selects(text)) {
            return Optional.empty();
        }
        String wanted = text.strip().toLowerCase(Locale.ROOT);
        Entry best = null;
        int bestDistance = MAX_EDIT_DISTANCE + 1;
        for (Entry entry : entries) {
            int distance = EditDistance.between(wanted, entry.word().toLowerCase(Locale.ROOT), bestDistance);
            if (distance < bestDistance) {
                best = entry;
                bestDistance = distance;
                if (distance == 0) {
                    break;
                }
            }
        }
        return Optional.ofNullable(best).map(Entry::term);
    }
}
