package io.dqexplorer.desktop.testing;

import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.PickResult;

/**
 * The menu request a desktop's right-click makes: Monocle, the headless toolkit of the tests, sends only the
 * mouse's press and release, where a desktop's windowing layer sends this too.
 */
public final class ContextMenuRequest {

    private ContextMenuRequest() {
    }

    /** Requests the node's context menu at its centre; on the FX thread. */
    public static void on(Node node) {
        Bounds bounds = node.getBoundsInLocal();
        Point2D scene = node.localToScene(bounds.getCenterX(), bounds.getCenterY());
        Point2D screen = node.localToScreen(bounds.getCenterX(), bounds.getCenterY());
        node.fireEvent(new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED, scene.getX(), scene.getY(),
                screen.getX(), screen.getY(), false, new PickResult(node, scene.getX(), scene.getY())));
    }
}
