package io.dqexplorer.workspace.view;

/**
 * A comparison a tab showed: the measurement on each side, each of a dataset (not necessarily the
 * view's) and named by its token.
 *
 * @param tab the id of the tab that compared
 */
public record CompareSides(String tab, Side left, Side right) {

    /** One side: a dataset's measurement. */
    public record Side(String dataset, String token) {
    }
}
