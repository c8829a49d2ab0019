package io.dqexplorer.desktop.hands;

import io.dqexplorer.desktop.common.bars.FigureBars;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.tab.MeasurementTab;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;

import java.util.Optional;

/** The "Hand activity" tab. */
public final class HandsTab extends MeasurementTab<HandsViewModel> {

    /** @param bars the analyst's bars, marked beside the shares; none, and no share shows a bar */
    public HandsTab(DqClient client, AsyncRunner runner, Optional<SessionHistory> history, Optional<FigureBars> bars) {
        super(Family.HANDS.title(), new HandsViewModel(client.unversioned()::handActivity, runner, history),
                model -> new HandsView(model, bars));
    }
}
