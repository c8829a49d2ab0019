package io.dqexplorer.desktop.vocabulary;

import io.dqexplorer.desktop.common.AsyncRunner;
import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.ModelTab;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.sdk.query.VocabularyQuery;

/** The "Vocabulary" tab. */
public final class VocabularyFeature extends ModelTab<VocabularyViewModel> {

    public VocabularyFeature(DqClient client, AsyncRunner runner, ClipNavigator navigator) {
        super("Vocabulary", new VocabularyViewModel(sourceOf(client), runner, navigator), VocabularyView::new);
    }

    static VocabularyViewModel.Source sourceOf(DqClient client) {
        return new VocabularyViewModel.Source() {
            @Override
            public Vocabulary versioned(VocabularyQuery query) {
                return client.vocabulary(query);
            }

            @Override
            public UnversionedVocabulary unversioned(VocabularyQuery query) {
                return client.unversionedVocabulary(query);
            }
        };
    }
}
