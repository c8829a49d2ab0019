package io.dqexplorer.desktop.views;

import io.dqexplorer.desktop.common.tab.DatasetTab;
import io.dqexplorer.sdk.model.DatasetEntry;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/** The window a view is taken from and shown in: its tabs, the one in front, and how it shows a saved view. */
public interface ViewHost {

    /** The feature tabs, in order. */
    List<DatasetTab> features();

    /** The title of the tab in front. */
    Optional<String> selectedTabTitle();

    /**
     * Selects the dataset and brings the tab forward; each tab named in {@code work} (by title) does its
     * part once it shows the dataset.
     */
    void restore(DatasetEntry dataset, String tabTitle, Map<String, Consumer<DatasetTab>> work);
}
