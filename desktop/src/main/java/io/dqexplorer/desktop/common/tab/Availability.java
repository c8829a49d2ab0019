package io.dqexplorer.desktop.common.tab;

/** What a measurement tab shows for the open dataset. */
public enum Availability {
    /** Nothing yet: no dataset open, or its measurement still on its way. */
    NO_DATASET,
    /** The dataset's metrics do not list this measurement: "not measured yet", without asking the service. */
    NOT_MEASURED,
    SHOWN
}
