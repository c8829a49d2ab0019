package io.dqexplorer.desktop.common.async;

import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
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

    /**
     * Runs the steps in turn, as {@link #inTurn}, once the node is first in a scene: a view built before it
     * is shown stages its heavy parts into the frames after its first one.
     */
    public static void inTurnOnceShown(Node node, List<Runnable> steps) {
        node.sceneProperty().addListener(new ChangeListener<>() {
            @Override
            public void changed(ObservableValue<? extends Scene> obs, Scene was, Scene scene) {
                if (scene != null) {
                    node.sceneProperty().removeListener(this);
                    inTurn(scene, steps);
                }
            }
        });
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
