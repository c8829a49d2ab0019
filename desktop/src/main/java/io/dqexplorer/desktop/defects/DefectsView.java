package io.dqexplorer.desktop.defects;

import io.dqexplorer.desktop.common.MeasurementStampView;
import io.dqexplorer.desktop.common.StatusPane;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** Lays out the video-defects tab; every figure and word comes from {@link DefectsViewModel}. */
final class DefectsView extends StackPane {

    static final String OVERLAP_NOTE = "Defects overlap: the same footage can be, say, both blurry and unstable. "
            + "Each percent stands alone over its own assessed hours; they are never added up into a total.";

    DefectsView(DefectsViewModel model) {
        setId("defects-view");
        Label notMeasured = new Label("Video characteristics: not measured yet for this dataset");
        notMeasured.setId("defects-not-measured");
        notMeasured.getStyleClass().addAll("placeholder", "title-4", "text-muted");

        Label overlap = new Label(OVERLAP_NOTE);
        overlap.setId("defects-overlap-note");
        overlap.setWrapText(true);
        overlap.getStyleClass().add("note");

        VBox body = new VBox(16, summary(model), overlap, new DefectCardsPane(model), new DistributionPane(model));
        body.setPadding(new Insets(12));
        ScrollPane scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);

        BorderPane content = new BorderPane(scroll);
        MeasurementStampView stamp = new MeasurementStampView(model.stamp(), model::checkForNewer, model::loadLatest);
        BorderPane.setMargin(stamp, new Insets(8, 12, 0, 12));
        content.setTop(stamp);

        content.visibleProperty().bind(model.availabilityProperty().isEqualTo(DefectsViewModel.Availability.SHOWN));
        notMeasured.visibleProperty().bind(
                model.availabilityProperty().isEqualTo(DefectsViewModel.Availability.NOT_MEASURED));
        getChildren().add(new StatusPane(new StackPane(content, notMeasured), model.loadState(), model::onErrorAction));
    }

    private static GridPane summary(DefectsViewModel model) {
        GridPane grid = new GridPane();
        grid.setHgap(24);
        grid.setVgap(6);
        figure(grid, 0, "Coverage of the planned analysis", "defects-coverage", model.coverageProperty());
        figure(grid, 1, "Analyzed clips", "defects-analyzed-clips", model.analyzedClipsProperty());
        figure(grid, 2, "Footage decoded and measured", "defects-assessed-hours", model.assessedHoursProperty());
        figure(grid, 3, "Unreadable clips (weighted by clips, not duration; no distribution)",
                "defects-unreadable", model.unreadableProperty());
        return grid;
    }

    private static void figure(GridPane grid, int row, String caption, String id, ReadOnlyStringProperty value) {
        Label figure = new Label();
        figure.setId(id);
        figure.getStyleClass().add("figure");
        figure.textProperty().bind(value);
        grid.addRow(row, new Label(caption), figure);
    }
}
