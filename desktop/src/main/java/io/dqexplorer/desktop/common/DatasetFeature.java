package io.dqexplorer.desktop.common;

import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.scene.Node;

/** One tab of the main window: a view over one measurement family of the selected dataset. */
public interface DatasetFeature {

    String title();

    /** The tab's content, built once and reused for every dataset. */
    Node view();

    /** Shows the given dataset, loading its measurement in the background. */
    void open(DatasetEntry dataset);
}
