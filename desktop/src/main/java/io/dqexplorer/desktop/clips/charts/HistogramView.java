package io.dqexplorer.desktop.clips.charts;

import atlantafx.base.theme.Styles;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.LegendEntry;
import io.dqexplorer.desktop.common.error.ErrorBanner;
import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The histogram with its column chooser, "leave out zeros" and "log scale", its legend (which says
 * which count axis is whose), what no bar shows (clips without a value, zeros left out) and what the
 * pointer is over.
 */
public final class HistogramView extends VBox {

    private static final String HINT = "Click a bar, or drag across bars, to filter to their range";

    public HistogramView(HistogramViewModel model) {
        setSpacing(6);
        getStyleClass().add("histogram-view");

        ComboBox<ChartColumn> column = new ComboBox<>();
        column.setId("histogram-column");
        column.setAccessibleText("The column whose histogram is shown");
        column.getItems().setAll(ChartColumn.values());
        column.valueProperty().bindBidirectional(model.columnProperty());

        ProgressIndicator loading = new ProgressIndicator();
        loading.setMaxSize(16, 16);
        loading.visibleProperty().bind(model.state().loadingProperty());

        Label whole = LegendEntry.of("histogram-whole-legend", "-color-neutral-muted");
        Label subset = LegendEntry.of("histogram-subset-legend", "-color-accent-emphasis");
        Label title = new Label("Histogram of");
        title.setMinWidth(Region.USE_PREF_SIZE);
        column.setMinWidth(Region.USE_PREF_SIZE);
        CheckBox leaveOutZeros = option("histogram-leave-out-zeros", "Leave out zeros",
                "Leave the clips whose value is 0 out of the bars; the bins then span the other values");
        leaveOutZeros.selectedProperty().bindBidirectional(model.leaveOutZerosProperty());
        CheckBox logScale = option("histogram-log-scale", "Log scale", "Draw the counts on a logarithmic scale");
        logScale.selectedProperty().bindBidirectional(model.logScaleProperty());
        HBox chooser = new HBox(8, title, column, leaveOutZeros, logScale, loading);
        chooser.setAlignment(Pos.CENTER_LEFT);
        HBox legend = new HBox(12, whole, subset);
        legend.setAlignment(Pos.CENTER_LEFT);
        // the legend goes under the chooser when the two do not fit side by side
        FlowPane header = new FlowPane(24, 6, chooser, legend);
        header.setAlignment(Pos.CENTER_LEFT);

        HistogramPlot plot = new HistogramPlot(model::brush);
        plot.setId("histogram-plot");
        VBox.setVgrow(plot, Priority.ALWAYS);

        Label missing = new Label();
        missing.setId("histogram-missing");
        missing.setMnemonicParsing(false);
        missing.setWrapText(true);
        missing.getStyleClass().add(Styles.TEXT_MUTED);
        missing.textProperty().bind(model.noteProperty());
        missing.visibleProperty().bind(missing.textProperty().isNotEmpty());
        missing.managedProperty().bind(missing.visibleProperty());

        Label readout = new Label(HINT);
        readout.setId("histogram-readout");
        readout.getStyleClass().add(Styles.TEXT_MUTED);
        plot.hoveredProperty().addListener((obs, old, now) -> readout.setText(now.isEmpty() ? HINT : now));

        ErrorBanner error = new ErrorBanner(model::onErrorAction);
        error.setId("histogram-error");
        error.reportProperty().bind(model.state().errorProperty());

        getChildren().addAll(header, plot, missing, readout, error);
        // in a short pane the chooser, the options and the legend stay and the lines under the chart give way
        setMinHeight(0);

        Runnable draw = () -> {
            HistogramPair shown = model.shown().orElse(null);
            plot.show(shown);
            legend.setVisible(shown != null);
            if (shown != null) {
                String clips = Formats.count(shown.whole().clips(), "clip", "clips");
                whole.setText("Whole dataset · " + clips + (shown.subsetOwnAxis() ? " · left axis" : ""));
                subset.setText("Subset · " + Formats.count(shown.subset().clips(), "clip", "clips")
                        + (shown.subsetOwnAxis() ? " · right axis" : ""));
            }
        };
        model.shownProperty().addListener((obs, old, now) -> draw.run());
        draw.run();
    }

    private static CheckBox option(String id, String text, String help) {
        CheckBox option = new CheckBox(text);
        option.setId(id);
        option.setMnemonicParsing(false);
        option.setMinWidth(Region.USE_PREF_SIZE);
        option.setTooltip(new Tooltip(help));
        option.setAccessibleHelp(help);
        return option;
    }
}
