package io.dqexplorer.desktop.duplicates;

import io.dqexplorer.desktop.common.AsyncRunner;
import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.ModelTab;
import io.dqexplorer.sdk.DqClient;

/** The "Duplicates" tab. */
public final class DuplicatesFeature extends ModelTab<DuplicatesViewModel> {

    public DuplicatesFeature(DqClient client, AsyncRunner runner, ClipNavigator navigator) {
        super("Duplicates", new DuplicatesViewModel(client::duplicates, runner, navigator), DuplicatesView::new);
    }
}
