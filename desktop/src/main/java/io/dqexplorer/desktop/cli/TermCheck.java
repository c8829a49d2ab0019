package io.dqexplorer.desktop.cli;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.TermIndex;
import io.dqexplorer.sdk.query.VocabularyQuery;

import java.util.Optional;

import static io.dqexplorer.sdk.ServiceText.shown;

/**
 * Whether an export's term selects any clip, asked before a file is written. The service matches a
 * term exactly, so a typo or another case ("Knife") selects nothing, and an export would quietly write
 * a file holding only the header. An empty page costs one small request; only when it comes back
 * empty is the vocabulary read, to say why and what was probably meant.
 */
final class TermCheck {

    private TermCheck() {
    }

    /** Empty when the term selects clips; else the sentence telling the user, its texts escaped. */
    static Optional<String> nothingSelected(DqClient client, ClipQuery query) {
        ClipPage first = client.unversioned().clips(query.withOffset(0).withLimit(0));
        if (first.total() > 0) {
            return Optional.empty();
        }
        TermIndex index = TermIndex.of(client.unversioned().vocabulary(
                VocabularyQuery.of(query.dataset()).withVocabulary(first.vocabulary())));
        String term = "'" + shown(query.term()) + "'";
        if (index.selects(query.term())) {
            return Optional.of("the term " + term + " selects no clip of dataset " + shown(query.dataset()));
        }
        return Optional.of("no published term or spelling " + term + " in dataset " + shown(query.dataset())
                + index.suggestionFor(query.term()).map(meant -> "; did you mean '" + shown(meant) + "'?").orElse(""));
    }
}
