package io.dqexplorer.desktop.screenshots;

import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;

import java.util.List;

/**
 * The analyst's bars where their figures are drawn: the Video defects tab with the blurry card chosen, its mark
 * on the card and the bar's lines across its histogram. The Bars tab itself is among the tabs' shots, and the
 * Trends' shots draw the bars on their charts. The tour's bars are the documented example, which
 * {@code scripts/screenshots.sh} puts in the tour's data folder.
 */
final class BarsShots {

    private static final String DEFECTS = "Video defects";

    private final TourSubject context;
    private final Camera camera;

    BarsShots(TourSubject context, Camera camera) {
        this.context = context;
        this.camera = camera;
    }

    void run() throws Exception {
        Fx.run(() -> context.selectTab(DEFECTS));
        Fx.waitUntil("the blurry card", () -> Fx.call(() -> context.scene().lookup("#defect-blurry-card") != null));
        Fx.run(() -> ((ToggleButton) context.scene().lookup("#defect-blurry-card")).fire());
        for (Camera.WindowSize size : Camera.SIZES) {
            camera.resize(size);
            for (boolean dark : List.of(false, true)) {
                camera.theme(dark);
                Fx.waitUntil("the bar's mark", () -> Fx.call(() -> {
                    Node card = context.scene().lookup("#defect-blurry-card");
                    return card != null && card.lookup(".bar-mark") != null;
                }));
                Fx.run(this::histogramInSight);
                camera.shoot("bars-on-defects" + size.suffix(), dark);
            }
        }
    }

    /** In a short window the histogram is below the cards: scrolled to, with the chosen card's mark above it. */
    private void histogramInSight() {
        Node chart = context.scene().lookup("#defect-histogram");
        Node up = chart.getParent();
        while (!(up instanceof ScrollPane)) {
            up = up.getParent();
        }
        ScrollPane scroll = (ScrollPane) up;
        Node content = scroll.getContent();
        double top = content.sceneToLocal(chart.localToScene(0, 0)).getY();
        double room = content.getBoundsInLocal().getHeight() - scroll.getViewportBounds().getHeight();
        scroll.setVvalue(room <= 0 ? 0 : Math.min(1, Math.max(0, (top - 230) / room)));
        scroll.layout();
    }
}
