package io.dqexplorer.desktop.common.async;

import javafx.application.Platform;
import javafx.scene.Scene;

import java.util.List;

/**
 * Runs work on the FX thread once the scene's next pulse is over, so that the nodes the work adds
 * are styled and laid out in a pulse of their own: one long frame becomes two shorter ones.
 */
public final class AfterPulse {

    private AfterPulse() {
    }

    /**
     * Runs each step after the pulse that followed the one before: every step's nodes are styled and
     * laid out in a frame of their own, in order.
     */
    public static void inTurn(Scene scene, List<Runnable> steps) {
        if (!steps.isEmpty()) {
            run(scene, () -> {
                steps.get(0).run();
                inTurn(scene, steps.subList(1, steps.size()));
            });
        }
    }

    public static void run(Scene scene, Runnable work) {
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            scene.removePostLayoutPulseListener(listener[0]);
            // still inside the pulse here: what the work changes waits for the next one
            Platform.runLater(work);
        };
        scene.addPostLayoutPulseListener(listener[0]);
        Platform.requestNextPulse();
    }
}
