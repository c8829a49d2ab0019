package io.dqexplorer.desktop.defects;

import atlantafx.base.theme.Styles;
import io.dqexplorer.desktop.common.bars.ChartBarLines;
import io.dqexplorer.desktop.common.bars.FigureBars;
import io.dqexplorer.workspace.bars.Bar;
import javafx.collections.ListChangeListener;
import io.dqexplorer.desktop.common.Tables;
import javafx.geometry.Pos;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.util.Duration;

import java.util.List;
import java.util.Optional;

/** The selected defect's histogram over affected-percent bins and its percentiles. */
final class DistributionPane extends VBox {

    /** Room for the bars, both axes and their labels. */
    private static final double CHART_MIN_HEIGHT = 240;
    /** Both columns of the percentile table, no wider: the chart needs the width for its bin labels. */
    private static final double PERCENTILES_WIDTH = 270;
    private static final double PERCENTILE_COLUMN_WIDTH = 110;
    /** Room between two bin labels side by side, and the axis' margins shared among them. */
    private static final double BIN_LABEL_GAP = 16;
    private static final Duration TOOLTIP_DELAY = Duration.millis(150);

    private final DefectsViewModel model;
    private final CategoryAxis binAxis = new CategoryAxis();
    private final HistogramAxis valueAxis = new HistogramAxis();
    private final BarredHistogram chart = new BarredHistogram(binAxis, valueAxis);
    private final Optional<FigureBars> yourBars;

    /** @param yourBars the analyst's bars: those on the selected defect's percent are drawn across its bins */
    DistributionPane(DefectsViewModel model, Optional<FigureBars> yourBars) {
        this.model = model;
        this.yourBars = yourBars;
        yourBars.ifPresent(shown -> shown.bars().addListener((ListChangeListener<Bar>) change -> redraw()));
        setSpacing(8);

        Label note = new Label();
        note.setId("defect-distribution-note");
        note.textProperty().bind(model.distributionNoteProperty());
        note.getStyleClass().add("section-heading");
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);

        ChoiceBox<HistogramMeasure> measure = new ChoiceBox<>();
        measure.setId("defect-distribution-measure");
        measure.setAccessibleText("What the distribution counts");
        measure.getItems().setAll(HistogramMeasure.values());
        measure.setValue(model.measureProperty().get());
        measure.valueProperty().addListener((obs, old, now) -> model.setMeasure(now));

        CheckBox logScale = new CheckBox("Logarithmic scale");
        logScale.setId("defect-distribution-log-scale");
        logScale.setSelected(model.logScaleProperty().get());
        logScale.selectedProperty().addListener((obs, old, now) -> model.setLogScale(now));

        chart.setId("defect-histogram");
        chart.accessibleTextProperty().bind(note.textProperty());
        chart.setLegendVisible(false);
        chart.setAnimated(false);
        chart.setCategoryGap(2);
        chart.setMinHeight(CHART_MIN_HEIGHT);
        chart.setPrefHeight(CHART_MIN_HEIGHT);
        binAxis.setLabel("Affected percent of a clip (%)");
        binAxis.widthProperty().addListener((obs, old, now) -> fitBinLabels());
        HBox.setHgrow(chart, Priority.ALWAYS);

        HBox body = new HBox(12, chart, percentiles());
        VBox.setVgrow(body, Priority.ALWAYS);
        HBox controls = new HBox(12, new Label("Bars show"), measure, logScale);
        controls.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(note, controls, body);

        model.selectedProperty().addListener((obs, old, now) -> redraw());
        model.measureProperty().addListener((obs, old, now) -> redraw());
        model.logScaleProperty().addListener((obs, old, now) -> redraw());
        redraw();
    }

    private VBox percentiles() {
        Label note = new Label();
        note.setId("defect-percentiles-note");
        note.textProperty().bind(model.percentilesNoteProperty());
        note.getStyleClass().add(Styles.TEXT_MUTED);
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);

        TableView<DefectsViewModel.PercentileRow> table = new TableView<>(model.percentiles());
        table.setId("defect-percentiles-table");
        table.setAccessibleText("Percentiles of the defect");
        table.setPlaceholder(new Label("No percentiles"));
        table.setMinHeight(CHART_MIN_HEIGHT);
        table.setPrefHeight(CHART_MIN_HEIGHT);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<DefectsViewModel.PercentileRow, String> percentile =
                Tables.textColumn("Percentile", DefectsViewModel.PercentileRow::percentile);
        percentile.setMinWidth(PERCENTILE_COLUMN_WIDTH);
        percentile.setMaxWidth(PERCENTILE_COLUMN_WIDTH);
        table.getColumns().add(percentile);
        table.getColumns().add(Tables.textColumn("Affected percent", DefectsViewModel.PercentileRow::affectedPercent));
        VBox.setVgrow(table, Priority.ALWAYS);

        VBox percentiles = new VBox(6, note, table);
        percentiles.setMinWidth(PERCENTILES_WIDTH);
        percentiles.setPrefWidth(PERCENTILES_WIDTH);
        percentiles.setMaxWidth(PERCENTILES_WIDTH);
        return percentiles;
    }

    /** Plots the real values, whatever the scale: the axis places them, and each bar's tooltip tells its figures. */
    private void redraw() {
        HistogramMeasure measure = model.measureProperty().get();
        List<HistogramBar> bars = model.bars();
        double max = bars.stream().mapToDouble(bar -> measure.value(bar.bin())).max().orElse(0);
        valueAxis.setLabel(measure.axisLabel());
        valueAxis.use(HistogramScale.fitting(max, model.logScaleProperty().get(), measure.whole()));
        XYChart.Series<String, Number> series = new XYChart.Series<>();
        for (HistogramBar bar : bars) {
            series.getData().add(new XYChart.Data<>(bar.range(), measure.value(bar.bin())));
        }
        chart.getData().setAll(List.of(series));
        chart.showBars(bars, barLines());
        for (int i = 0; i < bars.size(); i++) {
            Tooltip tooltip = new Tooltip(bars.get(i).tooltip());
            tooltip.setShowDelay(TOOLTIP_DELAY);
            Tooltip.install(series.getData().get(i).getNode(), tooltip);
        }
        chart.setVisible(!bars.isEmpty());
        fitBinLabels();
    }

    /** The lines of the bars set on the selected defect's percent of the open dataset. */
    private List<ChartBarLines.At> barLines() {
        DefectCard card = model.selectedProperty().get();
        String dataset = model.loader().dataset();
        if (card == null || dataset == null || yourBars.isEmpty()) {
            return List.of();
        }
        return yourBars.get().marks(dataset, card.figure(), card.figureValue()).stream()
                .flatMap(mark -> ChartBarLines.of(mark.bar(), 1).stream()).toList();
    }

    /**
     * Upright bin labels where they do not fit side by side. The axis would turn them itself, but
     * its guess leaves some widths where it does not and then drops every other label instead.
     */
    private void fitBinLabels() {
        List<String> labels = binAxis.getCategories();
        if (labels.isEmpty() || binAxis.getWidth() <= 0) {
            return;
        }
        Text probe = new Text();
        probe.setFont(binAxis.getTickLabelFont());
        double widest = labels.stream().mapToDouble(label -> {
            probe.setText(label);
            return probe.getLayoutBounds().getWidth();
        }).max().orElse(0);
        binAxis.setTickLabelRotation(widest + BIN_LABEL_GAP > binAxis.getWidth() / labels.size() ? 90 : 0);
    }
}
