package io.dqexplorer.desktop.defects;

import io.dqexplorer.desktop.common.bars.FigureBars;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.tab.MeasurementTab;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.measurement.Family;

import java.util.Optional;

/** The "Video defects" tab. */
public final class DefectsTab extends MeasurementTab<DefectsViewModel> {

    /** @param bars the analyst's bars, marked on the cards and the histogram; none, and neither shows a bar */
    public DefectsTab(DqClient client, AsyncRunner runner, Optional<SessionHistory> history, Optional<FigureBars> bars) {
        super(Family.VIDEO.title(), new DefectsViewModel(client.versioned()::videoCharacteristics, runner, history),
                model -> new DefectsView(model, bars));
    }
}
