package io.dqexplorer.workspace.compare;

import io.dqexplorer.sdk.export.CsvCells;

/** A number as an item's label ("p50", "from 10"), written as the CSV writes numbers. */
final class Numbers {

    private Numbers() {
    }

    static String text(double value) {
        return CsvCells.number(value);
    }
}
