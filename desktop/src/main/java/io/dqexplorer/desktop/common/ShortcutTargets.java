package io.dqexplorer.desktop.common;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.TextInputControl;

import java.util.Optional;

/**
 * Which control of a view answers a {@link Shortcut}: the view marks it where it builds it, and the main
 * window's key bindings run the one on screen. The view knows its controls, the window knows the keys,
 * and neither knows the other's insides (the Clips tab shows the service's table or the snapshot's, each
 * with a filter of its own; a measurement tab's compare mode has an export of its own).
 */
public final class ShortcutTargets {

    private ShortcutTargets() {
    }

    /** The shortcut presses the button, as a click would: nothing while it is disabled. */
    public static void fires(Shortcut shortcut, ButtonBase button) {
        runs(shortcut, button, button::fire);
    }

    /** The shortcut puts the focus in the field, its text selected to be typed over. */
    public static void focuses(Shortcut shortcut, TextInputControl field) {
        runs(shortcut, field, () -> {
            field.requestFocus();
            field.selectAll();
        });
    }

    /** The shortcut runs {@code action} while {@code node} is shown and enabled. */
    public static void runs(Shortcut shortcut, Node node, Runnable action) {
        node.getProperties().put(shortcut, action);
    }

    /**
     * The action for the shortcut of the first node under {@code root}, in the order of the scene graph,
     * that is marked for it and shown and enabled: a hidden part of a view (the service's table while the
     * snapshot's shows) or a disabled button answers nothing.
     */
    public static Optional<Runnable> shownUnder(Node root, Shortcut shortcut) {
        for (Node above = root.getParent(); above != null; above = above.getParent()) {
            if (!above.isVisible()) {
                return Optional.empty();
            }
        }
        return shownAtOrUnder(root, shortcut);
    }

    private static Optional<Runnable> shownAtOrUnder(Node root, Shortcut shortcut) {
        if (!root.isVisible() || root.isDisabled()) {
            return Optional.empty();
        }
        // getProperties() makes a map for a node that has none: most nodes have none
        if (root.hasProperties() && root.getProperties().get(shortcut) instanceof Runnable action) {
            return Optional.of(action);
        }
        if (root instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                Optional<Runnable> found = shownAtOrUnder(child, shortcut);
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        return Optional.empty();
    }
}
