package io.dqexplorer.desktop.vocabulary;

import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.tab.MeasurementTab;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;

import java.util.Optional;

/** The "Vocabulary" tab. */
public final class VocabularyTab extends MeasurementTab<VocabularyViewModel> {

    public VocabularyTab(DqClient client, AsyncRunner runner, ClipNavigator navigator, Optional<SessionHistory> history) {
        super(Family.VOCABULARY.title(), new VocabularyViewModel(client.versioned()::vocabulary, client.unversioned()::vocabulary,
                        runner, navigator, history),
                VocabularyView::new);
    }
}
