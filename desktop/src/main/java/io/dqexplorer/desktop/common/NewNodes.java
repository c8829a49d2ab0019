package io.dqexplorer.desktop.common;

import javafx.scene.Node;

/** Nodes built in answer to the analyst or the service, styled before the pulse that shows them. */
public final class NewNodes {

    private NewNodes() {
    }

    /**
     * Styles the nodes just put under {@code parent} now, from the event that built them. Left to the pulse's CSS
     * pass, a new control's skin adds its children while that pass runs; JavaFX then leaves the scene marked for one
     * more pass, and the pulse after it repaints the whole window though nothing changed (40–70 ms in software on
     * the clip view). Styled here, the pulse's own pass finds them done. Does nothing off a scene.
     */
    public static void styleNow(Node parent) {
        parent.applyCss();
    }
}
