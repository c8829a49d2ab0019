package io.dqexplorer.desktop.common.tab;

import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.view.CompareSides;
import javafx.scene.Node;

import java.util.Optional;

/**
 * A tab's compare view, shown in place of its body while the stamp's "Compare" is on: the tab's
 * measurement against another, of the same or another dataset.
 */
public interface CompareMode {

    /** The compare view, built once. */
    Node view();

    /** Sets both sides to their defaults: the tab's measurement ({@code token}) of the dataset, and the one before it. */
    void enter(String dataset, String token);

    /**
     * The next {@link #enter} compares these sides (a saved view's) instead of the defaults. A mode that
     * cannot has none to restore.
     */
    default void enterNext(CompareSides.Side left, CompareSides.Side right) {
    }

    /** The comparison its difference table shows now; none before one shows. */
    default Optional<Comparison> comparison() {
        return Optional.empty();
    }

    /** Cancels its calls and its export under way: the session is ending. */
    void close();
}
