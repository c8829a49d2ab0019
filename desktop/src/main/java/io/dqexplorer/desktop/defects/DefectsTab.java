package io.dqexplorer.desktop.defects;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.tab.MeasurementTab;
import io.dqexplorer.sdk.DqClient;

/** The "Video defects" tab. */
public final class DefectsTab extends MeasurementTab<DefectsViewModel> {

    public DefectsTab(DqClient client, AsyncRunner runner) {
        super("Video defects", new DefectsViewModel(client.versioned()::videoCharacteristics, runner), DefectsView::new);
    }
}
