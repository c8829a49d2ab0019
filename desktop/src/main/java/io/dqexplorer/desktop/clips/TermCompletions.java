package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.query.TermIndex;
import io.dqexplorer.sdk.query.VocabularyQuery;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * What the term filter can complete to: every published term of the dataset's vocabulary and
 * every spelling merged into one, found ignoring case (the service matches exactly, so the
 * completion is what puts the exact word into the filter), and the term probably meant by one
 * that selects nothing.
 */
final class TermCompletions {

    private static final int MAX_SUGGESTIONS = 30;

    private final Function<VocabularyQuery, UnversionedVocabulary> vocabulary;
    private final AsyncRunner runner;
    /**
     * Immutable, replaced whole on the UI thread: the completion popup calls {@link #suggest} on a
     * thread of its own, which must never see an index being changed.
     */
    private volatile TermIndex index = TermIndex.empty();
    /** The load under way; never shown: without completions the filter still takes any typed term. */
    private final LoadState loading = new LoadState();

    TermCompletions(Function<VocabularyQuery, UnversionedVocabulary> vocabulary, AsyncRunner runner) {
        this.vocabulary = vocabulary;
        this.runner = runner;
    }

    /** Loads the dataset's terms in the background; none when its vocabulary is not measured yet. */
    void load(DatasetEntry dataset) {
        cancel();
        if (!dataset.has(Family.VOCABULARY.metric())) {
            return;
        }
        runner.call(() -> TermIndex.of(vocabulary.apply(VocabularyQuery.of(dataset.dataset()))))
                .showing(loading)
                .onSuccess(found -> index = found)
                .onError(failure -> index = TermIndex.empty())
                .start();
    }

    /** Stops a load under way and forgets the terms (another dataset, or signing out). */
    void cancel() {
        loading.cancel();
        index = TermIndex.empty();
    }

    /** Words containing what was typed in any case, those starting with it first. Safe to call from any thread. */
    List<TermIndex.Entry> suggest(String typed) {
        return index.complete(typed, MAX_SUGGESTIONS);
    }

    /** The published term probably meant by a filter that selected nothing ("Knife" → "knife"). */
    Optional<String> suggestionFor(String term) {
        return index.suggestionFor(term);
    }
}
