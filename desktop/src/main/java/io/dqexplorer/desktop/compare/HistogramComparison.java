package io.dqexplorer.desktop.compare;

import io.dqexplorer.desktop.common.LegendEntry;
import io.dqexplorer.desktop.common.async.AfterPulse;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.compare.ComparisonSide;
import javafx.collections.FXCollections;
import javafx.geometry.Pos;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import java.util.List;

/**
 * Video defects: the two sides' histograms of one chosen defect on one axis, bar beside bar per bin (the
 * share of footage in each bin). A bin a side lacks has no bar on that side, never a bar of 0. A legend of
 * its own names each side in words (left or right, its dataset and measurement) beside its colour: the
 * chart's legend had no room under the bars, and two neighbouring chart colours told the sides apart badly,
 * so the sides take a grey (left) and the accent (right).
 */
final class HistogramComparison extends VBox {

    static final String MEASURE = "bin_footage_percent";
    private static final String LEFT_COLOUR = "-color-neutral-emphasis";
    private static final String RIGHT_COLOUR = "-color-accent-emphasis";

    private final ComboBox<String> defect = new ComboBox<>();
    private final BarChart<String, Number> chart = new BarChart<>(new CategoryAxis(), new NumberAxis());
    private final Label leftLegend = LegendEntry.of("compare-histogram-left-legend", LEFT_COLOUR);
    private final Label rightLegend = LegendEntry.of("compare-histogram-right-legend", RIGHT_COLOUR);
    private Comparison shown;

    HistogramComparison(CompareViewModel model) {
        setId("compare-histogram-pane");
        setSpacing(6);
        defect.setId("compare-histogram-defect");
        defect.setAccessibleText("The defect whose histograms are compared");
        defect.valueProperty().addListener((obs, was, now) -> draw());
        Label title = new Label("Histogram of");
        title.setMinWidth(Region.USE_PREF_SIZE);
        HBox chooser = new HBox(8, title, defect);
        chooser.setAlignment(Pos.CENTER_LEFT);
        // nothing compared, nothing named: no swatch without its words
        leftLegend.visibleProperty().bind(leftLegend.textProperty().isNotEmpty());
        rightLegend.visibleProperty().bind(rightLegend.textProperty().isNotEmpty());
        HBox legend = new HBox(16, leftLegend, rightLegend);
        legend.setAlignment(Pos.CENTER_LEFT);
        // the legend goes under the chooser when the two do not fit side by side
        FlowPane top = new FlowPane(24, 6, chooser, legend);
        top.setAlignment(Pos.CENTER_LEFT);
        chart.setId("compare-histogram");
        chart.setAccessibleText("The histograms of the defect on both sides, on one axis");
        chart.setAnimated(false);
        chart.setLegendVisible(false);
        chart.setStyle("-color-chart-1: " + LEFT_COLOUR + "; -color-chart-2: " + RIGHT_COLOUR + ";");
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
        leftLegend.setText(comparison == null ? "" : side("Left", comparison.left()));
        rightLegend.setText(comparison == null ? "" : side("Right", comparison.right()));
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

    /** "Left: assembly-line · measurement vc-49a4…75d4". */
    private static String side(String which, ComparisonSide side) {
        return which + ": " + ServiceText.shown(side.dataset()) + " · measurement "
                + MeasurementStamp.shorten(ServiceText.shown(side.token()));
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
