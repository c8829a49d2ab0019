package io.dqexplorer.desktop.common.tab;

import javafx.scene.Node;

/**
 * A tab's compare view, shown in place of its body while the stamp's "Compare" is on: the tab's
 * measurement against another, of the same or another dataset.
 */
public interface CompareMode {

    /** The compare view, built once. */
    Node view();

    /** Sets both sides to their defaults: the tab's measurement ({@code token}) of the dataset, and the one before it. */
    void enter(String dataset, String token);

    /** Cancels its calls and its export under way: the session is ending. */
    void close();
}
