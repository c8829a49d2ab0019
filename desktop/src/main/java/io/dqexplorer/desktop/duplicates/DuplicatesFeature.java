package io.dqexplorer.desktop.duplicates;

import io.dqexplorer.desktop.common.AsyncRunner;
import io.dqexplorer.desktop.common.ClipNavigator;
import io.dqexplorer.desktop.common.DatasetFeature;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.scene.Node;

/** The "Duplicates" tab. */
public final class DuplicatesFeature implements DatasetFeature {

    private final DuplicatesViewModel model;
    private Node view;

    public DuplicatesFeature(DqClient client, AsyncRunner runner, ClipNavigator navigator) {
        this.model = new DuplicatesViewModel(client::duplicates, runner, navigator);
    }

    @Override
    public String title() {
        return "Duplicates";
    }

    @Override
    public Node view() {
        if (view == null) {
            view = new DuplicatesView(model);
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
