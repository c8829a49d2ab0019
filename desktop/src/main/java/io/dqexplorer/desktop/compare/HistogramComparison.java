package io.dqexplorer.desktop.compare;

import io.dqexplorer.desktop.common.async.AfterPulse;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.compare.Comparison;
import javafx.collections.FXCollections;
import javafx.geometry.Pos;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.List;

/**
 * Video defects: the two sides' histograms of one chosen defect on one axis, bar beside bar per bin (the
 * share of footage in each bin). A bin a side lacks has no bar on that side, never a bar of 0.
 */
final class HistogramComparison extends VBox {

    static final String MEASURE = "bin_footage_percent";

    private final ComboBox<String> defect = new ComboBox<>();
    private final BarChart<String, Number> chart = new BarChart<>(new CategoryAxis(), new NumberAxis());
    private Comparison shown;

    HistogramComparison(CompareViewModel model) {
        setId("compare-histogram-pane");
        setSpacing(6);
        defect.setId("compare-histogram-defect");
        defect.setAccessibleText("The defect whose histograms are compared");
        defect.valueProperty().addListener((obs, was, now) -> draw());
        Label title = new Label("Histogram of");
        HBox top = new HBox(8, title, defect);
        top.setAlignment(Pos.CENTER_LEFT);
        chart.setId("compare-histogram");
        chart.setAccessibleText("The histograms of the defect on both sides, on one axis");
        chart.setAnimated(false);
        chart.setCategoryGap(6);
        chart.setBarGap(1);
        chart.getXAxis().setLabel("bin (from)");
        chart.getYAxis().setLabel("% of footage");
        chart.setMinHeight(160);
        VBox.setVgrow(chart, Priority.ALWAYS);
        getChildren().addAll(top, chart);
        // the bars come a pulse after the table's rows: laid out in one pulse they made a frame of over 100 ms
        model.comparisonProperty().addListener((obs, was, now) -> {
            if (getScene() == null) {
                show(now);
            } else {
                AfterPulse.run(getScene(), () -> show(now));
            }
        });
    }

    private void show(Comparison comparison) {
        shown = comparison;
        List<String> defects = comparison == null ? List.of() : comparison.table().rows().stream()
                .filter(row -> MEASURE.equals(row.get(2))).map(row -> (String) row.get(0)).distinct().toList();
        String kept = defect.getValue();
        defect.setItems(FXCollections.observableArrayList(defects));
        defect.setValue(defects.contains(kept) ? kept : defects.isEmpty() ? null : defects.get(0));
        draw();
    }

    private void draw() {
        chart.getData().clear();
        String part = defect.getValue();
        if (shown == null || part == null) {
            return;
        }
        List<List<Object>> bins = shown.table().rows(part, MEASURE);
        chart.getData().add(series("Left: " + ServiceText.shown(shown.left().token()), bins, 3));
        chart.getData().add(series("Right: " + ServiceText.shown(shown.right().token()), bins, 4));
    }

    private static XYChart.Series<String, Number> series(String name, List<List<Object>> bins, int side) {
        XYChart.Series<String, Number> series = new XYChart.Series<>();
        series.setName(name);
        for (List<Object> bin : bins) {
            if (bin.get(side) instanceof Double value) {
                series.getData().add(new XYChart.Data<>(ServiceText.shown((String) bin.get(1)), value));
            }
        }
        return series;
    }
}
