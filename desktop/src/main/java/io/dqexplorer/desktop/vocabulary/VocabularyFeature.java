package io.dqexplorer.desktop.vocabulary;

import io.dqexplorer.desktop.common.AsyncRunner;
import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.DatasetFeature;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.Vocabulary;
import io.dqexplorer.sdk.query.VocabularyQuery;
import javafx.scene.Node;

/** The "Vocabulary" tab. */
public final class VocabularyFeature implements DatasetFeature {

    private final VocabularyViewModel model;
    private Node view;

    public VocabularyFeature(DqClient client, AsyncRunner runner, ClipNavigator navigator) {
        this.model = new VocabularyViewModel(sourceOf(client), runner, navigator);
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

    @Override
    public String title() {
        return "Vocabulary";
    }

    @Override
    public Node view() {
        if (view == null) {
            view = new VocabularyView(model);
        }
        return view;
    }

    @Override
    public void open(DatasetEntry dataset) {
        model.open(dataset);
    }

    @Override
    public void close() {
        model.close();
    }
}
