package io.dqexplorer.desktop.screenshots;


import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;

import java.util.List;

/**
 * Each measurement tab's compare mode, at every size and theme: the dataset shown on the right against
 * another of the demo's datasets on the left (the tour's history is fresh, so it keeps no earlier
 * measurement of the same dataset).
 */
final class CompareShots {

    private record Shot(String tab, String view, String metric, String name) {
    }

    private static final List<Shot> SHOTS = List.of(
            new Shot("Video defects", "#defects-view", Family.VIDEO.metric(), "compare-video"),
            new Shot("Hand activity", "#hands-view", Family.HANDS.metric(), "compare-hands"),
            new Shot("Vocabulary", "#vocabulary-view", Family.VOCABULARY.metric(), "compare-vocabulary"),
            new Shot("Duplicates", "#duplicates-view", Family.DUPLICATES.metric(), "compare-duplicates"));

    private final TourSubject context;
    private final Camera camera;
    private final String dataset;

    CompareShots(TourSubject context, Camera camera, String dataset) {
        this.context = context;
        this.camera = camera;
        this.dataset = dataset;
    }

    void run() throws Exception {
        List<String> titles = Fx.call(() -> context.tabTitles());
        for (Shot shot : SHOTS) {
            if (!titles.contains(shot.tab())) {
                continue;
            }
            Fx.run(() -> context.selectTab(shot.tab()));
            Fx.waitUntil("the " + shot.tab() + " compare toggle", () -> Fx.call(() -> toggle(shot) != null
                    && toggle(shot).isVisible()));
            Fx.run(() -> toggle(shot).setSelected(true));
            String other = Fx.call(() -> context.datasets().orElseThrow().visibleDatasets().stream()
                    .filter(entry -> entry.has(shot.metric()) && !entry.dataset().equals(dataset))
                    .map(DatasetEntry::dataset).findFirst().orElse(dataset));
            Fx.waitUntil("the compare view's datasets", () -> Fx.call(() -> leftDataset(shot).getItems().contains(other)));
            Fx.run(() -> leftDataset(shot).setValue(other));
            Fx.run(() -> ((Button) view(shot).lookup("#compare-run")).fire());
            Fx.waitUntil("the comparison", () -> Fx.call(() ->
                    ((Label) view(shot).lookup("#compare-left-label")).getText().startsWith(other)));
            for (Camera.WindowSize size : Camera.SIZES) {
                camera.resize(size);
                for (boolean dark : List.of(false, true)) {
                    camera.theme(dark);
                    camera.shoot(shot.name() + size.suffix(), dark);
                }
            }
            camera.resize(Camera.SIZES.get(0));
            camera.theme(false);
            Fx.run(() -> toggle(shot).setSelected(false));
        }
    }

    private Node view(Shot shot) {
        return context.scene().lookup(shot.view());
    }

    private ToggleButton toggle(Shot shot) {
        Node view = view(shot);
        return view == null ? null : (ToggleButton) view.lookup("#measurement-compare");
    }

    @SuppressWarnings("unchecked")
    private ComboBox<String> leftDataset(Shot shot) {
        return (ComboBox<String>) view(shot).lookup("#compare-left-dataset");
    }
}
