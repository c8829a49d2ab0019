package io.dqexplorer.desktop.hands;

import io.dqexplorer.desktop.common.AsyncRunner;
import io.dqexplorer.desktop.common.DatasetFeature;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.scene.Node;

/** The "Hand activity" tab. */
public final class HandsFeature implements DatasetFeature {

    private final HandsViewModel model;
    private Node view;

    public HandsFeature(DqClient client, AsyncRunner runner) {
        this.model = new HandsViewModel(client::handActivity, runner);
    }

    @Override
    public String title() {
        return "Hand activity";
    }

    @Override
    public Node view() {
        if (view == null) {
            view = new HandsView(model);
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
