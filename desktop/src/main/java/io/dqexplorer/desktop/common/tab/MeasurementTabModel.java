package io.dqexplorer.desktop.common.tab;

import io.dqexplorer.sdk.model.DatasetEntry;

/** The view model behind one measurement tab: its loader fetches the dataset's measurement. */
public interface MeasurementTabModel {

    MeasurementLoader<?> loader();

    /** Shows the dataset's latest measurement, or "not measured yet" without asking the service. */
    default void open(DatasetEntry dataset) {
        loader().open(dataset);
    }

    /** Cancels the load under way: the session is ending. */
    default void close() {
        loader().close();
    }
}
