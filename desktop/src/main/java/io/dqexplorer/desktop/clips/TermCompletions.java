package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.AsyncRunner;
import io.dqexplorer.desktop.common.AsyncRunner.Cancellable;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.query.VocabularyQuery;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * What the term filter can complete to: every published term of the dataset's vocabulary and
 * every spelling merged into one (a merged spelling selects the same clips as its term).
 */
final class TermCompletions {

    private static final int MAX_SUGGESTIONS = 30;

    private final DqClient client;
    private final AsyncRunner runner;
    /**
     * An immutable snapshot, replaced whole on the UI thread: the completion popup calls
     * {@link #suggest} on a thread of its own, which must never see a list being changed.
     */
    private volatile List<String> terms = List.of();
    private Cancellable current = () -> { };

    TermCompletions(DqClient client, AsyncRunner runner) {
        this.client = client;
        this.runner = runner;
    }

    /** Loads the dataset's terms in the background; none when its vocabulary is not measured yet. */
    void load(DatasetEntry dataset) {
        cancel();
        if (!dataset.has(DatasetEntry.VOCABULARY)) {
            return;
        }
        current = runner.run(() -> termsAndSpellings(client.unversionedVocabulary(VocabularyQuery.of(dataset.dataset()))),
                found -> terms = List.copyOf(found),
                // completion is a convenience: without it the filter still takes any typed term
                failure -> terms = List.of());
    }

    /** Stops a load under way and forgets the terms (another dataset, or signing out). */
    void cancel() {
        current.cancel();
        current = () -> { };
        terms = List.of();
    }

    /** Terms containing what was typed, those starting with it first. Safe to call from any thread. */
    List<String> suggest(String typed) {
        String wanted = typed == null ? "" : typed.strip().toLowerCase(Locale.ROOT);
        if (wanted.isEmpty()) {
            return List.of();
        }
        List<String> starting = new ArrayList<>();
        List<String> containing = new ArrayList<>();
        List<String> snapshot = terms;
        for (String term : snapshot) {
            String lower = term.toLowerCase(Locale.ROOT);
            if (lower.startsWith(wanted)) {
                starting.add(term);
            } else if (lower.contains(wanted)) {
                containing.add(term);
            }
        }
        starting.addAll(containing);
        return starting.size() > MAX_SUGGESTIONS ? List.copyOf(starting.subList(0, MAX_SUGGESTIONS)) : starting;
    }

    private static List<String> termsAndSpellings(UnversionedVocabulary vocabulary) {
        // spellings may differ from their term only in case: keep each, sorted as a reader would
        TreeSet<String> all = new TreeSet<>(String.CASE_INSENSITIVE_ORDER.thenComparing(Comparator.naturalOrder()));
        for (UnversionedVocabulary.Section section : vocabulary.sections()) {
            for (UnversionedVocabulary.Term term : section.terms()) {
                all.add(term.term());
                all.addAll(term.spellings());
            }
        }
        return List.copyOf(all);
    }
}
