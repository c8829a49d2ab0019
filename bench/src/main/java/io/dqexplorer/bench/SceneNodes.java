package io.dqexplorer.bench;

import javafx.scene.Node;
import javafx.scene.Scene;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The nodes a probe's checks look at, each looked up once and kept while it is in the scene: the checks run after
 * every layout pulse of a step, and a lookup walks the whole scene graph, thousands of nodes, on the FX thread whose
 * pulse the step times. Both table probes check through it, so that both sides pay the same.
 */
final class SceneNodes {

    private final Scene scene;
    private final Map<String, Node> nodes = new HashMap<>();

    SceneNodes(Scene scene) {
        this.scene = scene;
    }

    /** The node kept under {@code key} while still in the scene, else looked up anew (and kept when found). */
    Node found(String key, Supplier<Node> lookup) {
        Node node = nodes.get(key);
        if (node == null || node.getScene() != scene) {
            node = lookup.get();
            if (node != null) {
                nodes.put(key, node);
            }
        }
        return node;
    }
}
