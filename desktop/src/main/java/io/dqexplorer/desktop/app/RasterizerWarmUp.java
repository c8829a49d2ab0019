package io.dqexplorer.desktop.app;

import javafx.scene.Node;

/**
 * Sets up JavaFX's shape rasterizer (Marlin) on a worker thread while the first window is built.
 * Otherwise its static set-up (0.08–0.2 s in a fresh JVM on two cores, most of it loading classes) runs the first
 * time anything rounded is painted: on the render thread, inside the window's first frame.
 */
final class RasterizerWarmUp {

    static final String RASTERIZER = "com.sun.marlin.DMarlinRenderingEngine";

    private RasterizerWarmUp() {
    }

    /** @return false when this JavaFX has no such rasterizer: its first frame pays for its own, as before */
    static boolean run() {
        try {
            Class.forName(RASTERIZER, true, Node.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
