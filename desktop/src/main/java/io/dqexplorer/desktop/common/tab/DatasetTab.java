package io.dqexplorer.desktop.common.tab;

import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.view.CompareSides;
import javafx.scene.Node;

import java.time.Duration;
import java.util.Optional;

/** One tab of the main window: a view over one measurement family of the selected dataset. */
public interface DatasetTab {

    String title();

    /** The tab's content, built once and reused for every dataset. */
    Node view();

    /** Shows the given dataset, loading its measurement in the background. */
    void open(DatasetEntry dataset);

    /**
     * Shows the measurement with this token, from the service while it has it, from the stored copy after;
     * a tab without a history has none to show.
     */
    default void pin(String token) {
    }

    /** Shows the latest measurement again, after {@link #pin}. */
    default void showLatest() {
    }

    /** The token of the measurement the tab shows of {@code dataset}; none while it shows none (a saved view's pin). */
    default Optional<String> shownToken(String dataset) {
        return Optional.empty();
    }

    /**
     * The token of the dataset's latest measurement, asked of the service: blocking, call it off the UI
     * thread. A tab without a measurement of its own has none.
     */
    default Optional<String> latestToken(String dataset) {
        return Optional.empty();
    }

    /** The comparison this tab's difference table shows while its compare mode is on; none otherwise. */
    default Optional<Comparison> comparison() {
        return Optional.empty();
    }

    /** The sides this tab compares, left and right, while its compare mode is on; none otherwise. */
    default Optional<CompareSides.Side[]> comparedSides() {
        return comparison().map(shown -> new CompareSides.Side[] {
                new CompareSides.Side(shown.left().dataset(), shown.left().token()),
                new CompareSides.Side(shown.right().dataset(), shown.right().token())});
    }

    /** Turns the compare mode on with these sides (a saved view's); a tab without a compare mode ignores it. */
    default void compare(CompareSides.Side left, CompareSides.Side right) {
    }

    /**
     * Joins the session's "a newer measurement exists" signal, so that one view's check shows in every
     * tab of the dataset. Called once, when the tabs are installed; a tab without a measurement stamp
     * has nothing to share.
     */
    default void shareNewer(NewerMeasurements newer) {
    }

    /**
     * Cancels every call the tab has under way; its outcomes are never shown. Called when the session
     * ends (sign-out, quit), before its client is closed: nothing may go on working for a gone session.
     */
    void close();

    /**
     * Waits, at most {@code timeout}, for cancelled work that must clean up after itself (an export
     * deleting its partial file) to finish. Most tabs have no such work: they return at once.
     */
    default void awaitClosed(Duration timeout) throws InterruptedException {
    }
}
