package io.dqexplorer.desktop.hands;

import io.dqexplorer.desktop.common.AsyncRunner;
import io.dqexplorer.desktop.common.ModelTab;
import io.dqexplorer.sdk.DqClient;

/** The "Hand activity" tab. */
public final class HandsFeature extends ModelTab<HandsViewModel> {

    public HandsFeature(DqClient client, AsyncRunner runner) {
        super("Hand activity", new HandsViewModel(client::handActivity, runner), HandsView::new);
    }
}
