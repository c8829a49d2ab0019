package io.dqexplorer.desktop.defects;

import io.dqexplorer.desktop.common.Tables;
import io.dqexplorer.sdk.model.Distribution.HistogramBin;
import javafx.geometry.Pos;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.List;

/** The selected defect's histogram over affected-percent bins and its percentiles. */
final class DistributionPane extends VBox {

    /** Room for the bars, both axes and their labels. */
    private static final double CHART_MIN_HEIGHT = 240;

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
        chart.setMinHeight(CHART_MIN_HEIGHT);
        chart.setPrefHeight(CHART_MIN_HEIGHT);
        binAxis.setLabel("Minimum affected percent of a clip");
        HBox.setHgrow(chart, Priority.ALWAYS);

        HBox body = new HBox(12, chart, percentileTable());
        VBox.setVgrow(body, Priority.ALWAYS);
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
        table.setMinHeight(CHART_MIN_HEIGHT);
        table.setPrefHeight(CHART_MIN_HEIGHT);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(Tables.textColumn("Percentile", DefectsViewModel.PercentileRow::percentile));
        table.getColumns().add(Tables.textColumn("Affected percent", DefectsViewModel.PercentileRow::affectedPercent));
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
