package io.dqexplorer.desktop.duplicates;

import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.tab.MeasurementTab;
import io.dqexplorer.sdk.DqClient;

/** The "Duplicates" tab. */
public final class DuplicatesTab extends MeasurementTab<DuplicatesViewModel> {

    public DuplicatesTab(DqClient client, AsyncRunner runner, ClipNavigator navigator) {
        super("Duplicates", new DuplicatesViewModel(client.versioned()::duplicates, runner, navigator), DuplicatesView::new);
    }
}
