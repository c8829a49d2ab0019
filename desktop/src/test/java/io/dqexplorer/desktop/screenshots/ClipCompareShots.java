package io.dqexplorer.desktop.screenshots;


import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;

import java.util.List;

/**
 * The Clips tab's compare mode, at every size and theme: the snapshot the workspace's shots left open
 * (warehouse-picking) against the other kept on this machine (kitchen-egocentric) — the tour refreshes
 * nothing, so neither has an earlier snapshot, and the demo's re-measure would change no clip anyway.
 */
final class ClipCompareShots {

    private final TourSubject context;
    private final Camera camera;

    ClipCompareShots(TourSubject context, Camera camera) {
        this.context = context;
        this.camera = camera;
    }

    /** The Clips tab is open on a snapshot, with another kept. */
    void run() throws Exception {
        Fx.waitUntil("Compare, with a snapshot to compare with", () -> Fx.call(() ->
                lookup("#ws-compare") instanceof Button compare && !compare.isDisabled()));
        Fx.run(() -> ((Button) lookup("#ws-compare")).fire());
        Fx.waitUntil("the clip differences", () -> Fx.call(() ->
                lookup("#clip-compare-count") instanceof Label count && !count.getText().isEmpty()));
        for (Camera.WindowSize size : Camera.SIZES) {
            camera.resize(size);
            for (boolean dark : List.of(false, true)) {
                camera.theme(dark);
                camera.shoot("compare-clips" + size.suffix(), dark);
            }
        }
        camera.resize(Camera.SIZES.get(0));
        camera.theme(false);
        Fx.run(() -> ((Button) lookup("#clip-compare-back")).fire());
    }

    private Node lookup(String id) {
        return context.scene().lookup(id);
    }
}
