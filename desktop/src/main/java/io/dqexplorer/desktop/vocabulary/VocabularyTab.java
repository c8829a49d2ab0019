package io.dqexplorer.desktop.vocabulary;

import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.tab.MeasurementTab;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.sdk.query.VocabularyQuery;

/** The "Vocabulary" tab. */
public final class VocabularyTab extends MeasurementTab<VocabularyViewModel> {

    public VocabularyTab(DqClient client, AsyncRunner runner, ClipNavigator navigator) {
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
