package io.dqexplorer.desktop.hands;

import io.dqexplorer.desktop.common.MeasurementStampView;
import io.dqexplorer.desktop.common.StatusPane;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import java.util.List;

/** Lays out the hand-activity tab; every figure and word comes from {@link HandsViewModel}. */
final class HandsView extends StackPane {

    private final HandsViewModel model;
    private final GridPane bars = new GridPane();

    HandsView(HandsViewModel model) {
        this.model = model;
        setId("hands-view");
        Label notMeasured = new Label("Hand activity: not measured yet for this dataset");
        notMeasured.setId("hands-not-measured");
        notMeasured.getStyleClass().addAll("placeholder", "title-4", "text-muted");

        bars.setHgap(12);
        bars.setVgap(10);
        bars.setId("hands-share-bars");
        model.shares().addListener((ListChangeListener<ShareBar>) change -> rebuildBars());

        Label caption = new Label("Shares of measured footage");
        caption.getStyleClass().add("section-heading");
        VBox body = new VBox(16, caption, bars, figures());
        body.setPadding(new Insets(12));

        BorderPane content = new BorderPane(body);
        MeasurementStampView stamp = new MeasurementStampView(model.stamp(), model::checkForNewer, model::loadLatest);
        BorderPane.setMargin(stamp, new Insets(8, 12, 0, 12));
        content.setTop(stamp);
        content.visibleProperty().bind(model.availabilityProperty().isEqualTo(HandsViewModel.Availability.SHOWN));
        notMeasured.visibleProperty().bind(model.availabilityProperty().isEqualTo(HandsViewModel.Availability.NOT_MEASURED));
        getChildren().add(new StatusPane(new StackPane(content, notMeasured), model.loadState(), model::onErrorAction));
    }

    private void rebuildBars() {
        bars.getChildren().clear();
        int row = 0;
        for (ShareBar share : model.shares()) {
            ProgressBar bar = new ProgressBar(share.fill());
            bar.setId(share.id() + "-bar");
            bar.setPrefWidth(360);
            bar.setVisible(share.measured());
            Label percent = new Label(share.percentText());
            percent.setId(share.id());
            percent.getStyleClass().addAll(share.measured() ? List.of("text-bold") : List.of("placeholder", "text-muted"));
            bars.addRow(row++, new Label(share.label()), bar, percent);
        }
    }

    private GridPane figures() {
        GridPane grid = new GridPane();
        grid.setHgap(24);
        grid.setVgap(6);
        grid.setAlignment(Pos.TOP_LEFT);
        figure(grid, 0, "Measured footage (the denominator of every share)", "hands-measured-hours",
                model.measuredHoursProperty());
        figure(grid, 1, "Clips", "hands-clips", model.clipsProperty());
        figure(grid, 2, "Segments that could not be assessed (left out)", "hands-segments-unassessed",
                model.segmentsUnassessedProperty());
        figure(grid, 3, "Segments with an unusable assessment (left out)", "hands-segments-unusable",
                model.segmentsUnusableProperty());
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
