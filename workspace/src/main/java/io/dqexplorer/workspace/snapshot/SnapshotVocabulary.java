package io.dqexplorer.workspace.snapshot;

import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.query.TermIndex;
import io.dqexplorer.sdk.query.VocabularyQuery;
import io.dqexplorer.workspace.filter.TermResolver;

/**
 * A filter's words over a snapshot resolve through the vocabulary its rows were read at, not the dataset's
 * newest: a snapshot kept from an earlier measurement still selects the clips its own terms name.
 */
public final class SnapshotVocabulary {

    private SnapshotVocabulary() {
    }

    /**
     * Spellings to their terms through the vocabulary of the snapshot's measurement.
     *
     * @throws io.dqexplorer.sdk.error.DqException when the service cannot answer; offline, the caller decides
     *                                             whether words then select clips carrying exactly them
     */
    public static TermResolver resolver(DqClient client, SnapshotMetadata metadata) {
        return TermResolver.of(TermIndex.of(client.unversioned().vocabulary(
                VocabularyQuery.of(metadata.key().dataset()).withVocabulary(metadata.vocabulary()))));
    }
}
