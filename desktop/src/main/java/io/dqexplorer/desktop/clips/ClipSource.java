package io.dqexplorer.desktop.clips;

import io.dqexplorer.sdk.ClipWalk;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.ClipPage;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.VocabularyQuery;

import java.util.function.Function;

/**
 * The service's calls the clip table makes, each handed on alone to the part that needs it: a page for
 * the table, a walk over every page for the totals and an explicit selection, the unversioned
 * vocabulary for the filter's completions.
 */
public record ClipSource(Function<ClipQuery, ClipPage> page, Function<ClipQuery, ClipWalk> walk,
                         Function<VocabularyQuery, UnversionedVocabulary> vocabulary) {

    /** The session client's calls. */
    public static ClipSource of(DqClient client) {
        return new ClipSource(client.unversioned()::clips, client.unversioned()::walkClips, client.unversioned()::vocabulary);
    }
}
