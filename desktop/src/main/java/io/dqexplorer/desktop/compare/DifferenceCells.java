package io.dqexplorer.desktop.compare;

/** How a cell of the difference table reads: as the quality report prints it (the workspace's own rule). */
final class DifferenceCells {

    private DifferenceCells() {
    }

    static String figure(String measure, Object value, String state) {
        return io.dqexplorer.workspace.report.DifferenceCells.figure(measure, value, state);
    }

    static String difference(String measure, Object value, String state) {
        return io.dqexplorer.workspace.report.DifferenceCells.difference(measure, value, state);
    }
}
