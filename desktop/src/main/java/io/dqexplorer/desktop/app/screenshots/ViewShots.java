package io.dqexplorer.desktop.app.screenshots;

import io.dqexplorer.desktop.app.AppContext;
import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.demo.DemoService;
import io.dqexplorer.desktop.views.Views;
import javafx.scene.Node;
import javafx.scene.control.Labeled;

import java.util.List;

/**
 * The notice of a saved view whose measurements moved on: a view of the Hand activity tab is taken, the
 * demo measures the dataset twice, and the view opens pinned to its stored copy. (The View menu is a
 * window of its own, which a scene's snapshot leaves out; drawn onto the main window's image it came out
 * in the wrong place and theme, so the tour has no shot of it.)
 */
final class ViewShots {

    private static final String TAB = "Hand activity";

    private final AppContext context;
    private final Camera camera;

    ViewShots(AppContext context, Camera camera) {
        this.context = context;
        this.camera = camera;
    }

    void run(String dataset) throws Exception {
        Fx.run(() -> {
            DatasetListViewModel datasets = context.datasets().orElseThrow();
            datasets.select(datasets.find(dataset).orElseThrow());
            context.mainWindow().orElseThrow().selectTab(TAB);
        });
        Fx.waitUntil("the hand activity shown", () -> Fx.call(() -> token().map(label -> label.getText()
                .startsWith("Measurement ")).orElse(false)));
        Views views = Fx.call(() -> context.views().orElseThrow());
        String link = Fx.call(() -> views.link().orElseThrow());
        DemoService demo = Fx.call(() -> context.session().orElseThrow().demo().orElseThrow());
        demo.remeasure(dataset);
        demo.remeasure(dataset);
        Fx.run(() -> context.openView(link));
        Fx.waitUntil("the stale view's notice", () -> Fx.call(() -> {
            Node storedCopy = context.scene().lookup("#hands-view #measurement-stored-copy");
            return context.scene().lookup("#view-open-latest") != null && storedCopy != null && Fx.showing(storedCopy);
        }));
        for (Camera.WindowSize size : Camera.SIZES) {
            camera.resize(size);
            for (boolean dark : List.of(false, true)) {
                camera.theme(dark);
                camera.shoot("views-stale" + size.suffix(), dark);
            }
        }
        Fx.run(views::dismissNotice);
        camera.resize(Camera.SIZES.get(0));
        camera.theme(false);
    }

    private java.util.Optional<Labeled> token() {
        return java.util.Optional.ofNullable((Labeled) context.scene().lookup("#hands-view #measurement-token"));
    }
}
