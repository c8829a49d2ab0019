package io.dqexplorer.desktop.screenshots;


import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.demo.DemoService;
import io.dqexplorer.desktop.views.Views;
import io.dqexplorer.workspace.view.SavedView;
import io.dqexplorer.workspace.view.ViewLink;
import javafx.scene.Node;
import javafx.scene.control.Labeled;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The notice of a saved view whose measurements moved on: a view of the Hand activity tab is taken, the
 * demo measures the dataset twice, and the view opens pinned to its stored copy. (The View menu is a
 * window of its own, which a scene's snapshot leaves out; drawn onto the main window's image it came out
 * in the wrong place and theme, so the tour has no shot of it.) Then, signed out, a view of another service
 * handed to the sign-in.
 */
final class ViewShots {

    private static final String TAB = "Hand activity";

    private final TourSubject context;
    private final Camera camera;

    ViewShots(TourSubject context, Camera camera) {
        this.context = context;
        this.camera = camera;
    }

    void run(String dataset) throws Exception {
        Fx.run(() -> {
            DatasetListViewModel datasets = context.datasets().orElseThrow();
            datasets.select(datasets.find(dataset).orElseThrow());
            context.selectTab(TAB);
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
        awaitedOnTheSignIn(dataset);
        camera.resize(Camera.SIZES.get(0));
        camera.theme(false);
    }

    /** A view of a service that needs a credential, handed to the app on the sign-in: it waits, and says so. */
    private void awaitedOnTheSignIn(String dataset) throws Exception {
        SavedView elsewhere = new SavedView("https://dq.example.com/", "org-southwind", dataset, "hand-activity",
                Map.of(), Optional.empty(), Optional.empty());
        Fx.run(() -> {
            context.signOut();
            context.openView(ViewLink.of(elsewhere));
        });
        Fx.waitUntil("the view waiting on the sign-in", () -> Fx.call(() -> {
            Node awaited = context.scene().lookup("#sign-in-awaited-view");
            return awaited != null && Fx.showing(awaited);
        }));
        for (Camera.WindowSize size : Camera.SIZES) {
            camera.resize(size);
            for (boolean dark : List.of(false, true)) {
                camera.theme(dark);
                camera.shoot("sign-in-awaited-view" + size.suffix(), dark);
            }
        }
    }

    private Optional<Labeled> token() {
        return Optional.ofNullable((Labeled) context.scene().lookup("#hands-view #measurement-token"));
    }
}
