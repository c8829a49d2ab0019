package io.dqexplorer.desktop.hands;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.tab.MeasurementTab;
import io.dqexplorer.sdk.DqClient;

/** The "Hand activity" tab. */
public final class HandsTab extends MeasurementTab<HandsViewModel> {

    public HandsTab(DqClient client, AsyncRunner runner) {
        super("Hand activity", new HandsViewModel(client.unversioned()::handActivity, runner), HandsView::new);
    }
}
