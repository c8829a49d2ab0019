package io.dqexplorer.desktop.defects;

import io.dqexplorer.desktop.common.AsyncRunner;
import io.dqexplorer.desktop.common.ModelTab;
import io.dqexplorer.sdk.DqClient;

/** The "Video defects" tab. */
public final class DefectsFeature extends ModelTab<DefectsViewModel> {

    public DefectsFeature(DqClient client, AsyncRunner runner) {
        super("Video defects", new DefectsViewModel(client::videoCharacteristics, runner), DefectsView::new);
    }
}
