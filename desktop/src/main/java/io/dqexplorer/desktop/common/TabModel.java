package io.dqexplorer.desktop.common;

import io.dqexplorer.sdk.model.DatasetEntry;

/** The view model behind one tab: it loads a dataset's measurement and can stop what it has under way. */
public interface TabModel {

    void open(DatasetEntry dataset);

    void close();
}
