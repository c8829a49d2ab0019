package io.dqexplorer.desktop.datasets;

import io.dqexplorer.sdk.model.DatasetEntry;

import java.util.List;

/** The datasets endpoint, narrowed to what the list needs (the app passes {@code client::datasets}). */
@FunctionalInterface
public interface DatasetSource {

    List<DatasetEntry> datasets();
}
