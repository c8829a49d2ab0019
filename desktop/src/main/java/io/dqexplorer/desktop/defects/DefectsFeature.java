package io.dqexplorer.desktop.defects;

import io.dqexplorer.desktop.common.AsyncRunner;
import io.dqexplorer.desktop.common.DatasetFeature;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.scene.Node;

/** The "Video defects" tab. */
public final class DefectsFeature implements DatasetFeature {

    private final DefectsViewModel model;
    private Node view;

    public DefectsFeature(DqClient client, AsyncRunner runner) {
        this.model = new DefectsViewModel(client::videoCharacteristics, runner);
    }

    @Override
    public String title() {
        return "Video defects";
    }

    @Override
    public Node view() {
        if (view == null) {
            view = new DefectsView(model);
        }
        return view;
    }

    @Override
    public void open(DatasetEntry dataset) {
        model.open(dataset);
    }

    @Override
    public void close() {
        model.close();
    }
}
