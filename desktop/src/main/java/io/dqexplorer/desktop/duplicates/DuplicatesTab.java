package io.dqexplorer.desktop.duplicates;

import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.tab.MeasurementTab;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;

import java.util.Optional;

/** The "Duplicates" tab. */
public final class DuplicatesTab extends MeasurementTab<DuplicatesViewModel> {

    public DuplicatesTab(DqClient client, AsyncRunner runner, ClipNavigator navigator, Optional<SessionHistory> history) {
        super(Family.DUPLICATES.title(), new DuplicatesViewModel(client.versioned()::duplicates, runner, navigator, history),
                DuplicatesView::new);
    }
}
