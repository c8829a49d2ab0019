package io.dqexplorer.desktop.defects;

import io.dqexplorer.sdk.model.Distribution.HistogramBin;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Pos;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.List;

/** The selected defect's histogram over affected-percent bins and its percentiles. */
final class DistributionPane extends VBox {

    private final DefectsViewModel model;
    private final CategoryAxis binAxis = new CategoryAxis();
    private final NumberAxis valueAxis = new NumberAxis();
    private final BarChart<String, Number> chart = new BarChart<>(binAxis, valueAxis);

    DistributionPane(DefectsViewModel model) {
        this.model = model;
        setSpacing(8);

        Label note = new Label();
        note.setId("defect-distribution-note");
        note.textProperty().bind(model.distributionNoteProperty());
        note.getStyleClass().add("section-heading");

        ChoiceBox<HistogramMeasure> measure = new ChoiceBox<>();
        measure.setId("defect-distribution-measure");
        measure.getItems().setAll(HistogramMeasure.values());
        measure.setValue(model.measureProperty().get());
        measure.valueProperty().addListener((obs, old, now) -> model.setMeasure(now));

        chart.setId("defect-histogram");
        chart.setLegendVisible(false);
        chart.setAnimated(false);
        chart.setCategoryGap(2);
        chart.setPrefHeight(280);
        binAxis.setLabel("Minimum affected percent of a clip");
        HBox.setHgrow(chart, Priority.ALWAYS);

        HBox body = new HBox(12, chart, percentileTable());
        HBox heading = new HBox(12, note, new Label("Bars show"), measure);
        heading.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(heading, body);

        model.selectedProperty().addListener((obs, old, now) -> redraw());
        model.measureProperty().addListener((obs, old, now) -> redraw());
        redraw();
    }

    private TableView<DefectsViewModel.PercentileRow> percentileTable() {
        TableView<DefectsViewModel.PercentileRow> table = new TableView<>(model.percentiles());
        table.setId("defect-percentiles-table");
        table.setPlaceholder(new Label("No percentiles"));
        table.setPrefWidth(300);
        table.setPrefHeight(280);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<DefectsViewModel.PercentileRow, String> percentile = new TableColumn<>("Percentile");
        percentile.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().percentile()));
        TableColumn<DefectsViewModel.PercentileRow, String> affected = new TableColumn<>("Affected percent");
        affected.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().affectedPercent()));
        table.getColumns().add(percentile);
        table.getColumns().add(affected);
        return table;
    }

    private void redraw() {
        HistogramMeasure measure = model.measureProperty().get();
        valueAxis.setLabel(measure.axisLabel());
        XYChart.Series<String, Number> series = new XYChart.Series<>();
        for (HistogramBin bin : model.selectedBins()) {
            series.getData().add(new XYChart.Data<>(DefectsViewModel.binLabel(bin), measure.value(bin)));
        }
        chart.getData().setAll(List.of(series));
        chart.setVisible(!series.getData().isEmpty());
    }
}
