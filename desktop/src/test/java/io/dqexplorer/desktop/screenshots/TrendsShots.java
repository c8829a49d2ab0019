package io.dqexplorer.desktop.screenshots;


import io.dqexplorer.desktop.datasets.DatasetListViewModel;
import io.dqexplorer.desktop.demo.DemoService;
import io.dqexplorer.desktop.signin.Session;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.sdk.query.VocabularyQuery;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.List;
import java.util.Optional;

/**
 * The Trends window of the tour's dataset, over a history of a few measurements: the demo re-measures the
 * dataset and the session's client reads each measurement, which keeps it, as a tab loading it would.
 */
final class TrendsShots {

    private static final int REMEASURES = 3;

    private final TourSubject context;
    private final Camera camera;

    TrendsShots(TourSubject context, Camera camera) {
        this.context = context;
        this.camera = camera;
    }

    void run(String dataset) throws Exception {
        Session session = Fx.call(() -> context.session().orElseThrow());
        DemoService demo = session.demo().orElseThrow(() -> new IllegalStateException("the tour signs in to the demo"));
        for (int i = 0; i < REMEASURES; i++) {
            demo.remeasure(dataset);
            readAll(session.client(), dataset);
        }
        Fx.run(() -> {
            DatasetListViewModel datasets = context.datasets().orElseThrow();
            datasets.select(datasets.find(dataset).orElseThrow());
            ((Button) context.scene().lookup("#show-trends")).fire();
        });
        Fx.waitUntil("the trends charted", () -> Fx.call(() -> trendsWindow()
                .map(stage -> stage.getScene().getRoot().lookup("#trend-chart-3") != null).orElse(false)));
        Stage trends = Fx.call(() -> trendsWindow().orElseThrow());
        for (Camera.WindowSize size : Camera.SIZES) {
            Fx.run(() -> {
                trends.setWidth(size.width());
                trends.setHeight(size.height());
            });
            for (boolean dark : List.of(false, true)) {
                camera.theme(dark);
                camera.shoot(trends.getScene(), "trends" + size.suffix(), dark);
            }
        }
        Fx.run(trends::close);
    }

    private static void readAll(DqClient client, String dataset) {
        client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(dataset));
        client.unversioned().handActivity(HandActivityQuery.of(dataset));
        client.unversioned().vocabulary(VocabularyQuery.of(dataset));
        client.versioned().duplicates(DuplicatesQuery.of(dataset));
    }

    private static Optional<Stage> trendsWindow() {
        return Window.getWindows().stream().filter(window -> window instanceof Stage stage && stage.isShowing()
                && String.valueOf(stage.getTitle()).startsWith("Trends")).map(window -> (Stage) window).findFirst();
    }
}
