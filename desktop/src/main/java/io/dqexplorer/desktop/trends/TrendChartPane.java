package io.dqexplorer.desktop.trends;

import atlantafx.base.theme.Styles;
import io.dqexplorer.desktop.common.bars.ChartBarLines;
import io.dqexplorer.desktop.common.bars.OutcomeBadge;
import io.dqexplorer.workspace.bars.BarOutcomes;
import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.tab.MeasurementStamp;
import io.dqexplorer.sdk.ServiceText;
import javafx.scene.Cursor;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import javafx.util.StringConverter;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;

/**
 * One family's chart: x is the measurement's place in the history, labelled with the date it was first
 * seen, so that measurements minutes apart do not pile up; y the figure. A line breaks where a measurement
 * did not assess its figure. Each point tells its token, date and value on hover and opens its measurement
 * on a click. Colours are the theme's chart colours, one per line, shown in a legend of its own (the
 * chart's would list every piece of a broken line).
 */
final class TrendChartPane extends VBox {

    private static final int THEME_COLOURS = 8;
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("d MMM HH:mm", Locale.US);

    /**
     * @param index the chart's place in the view: its node ids, as a section's name may hold any character
     * @param open  told the tab and the token of a clicked point
     */
    TrendChartPane(int index, TrendChart chart, List<TrendBar> bars, ZoneId zone, BiConsumer<String, String> open) {
        getStyleClass().add("trend-chart");
        setId("trend-chart-" + index);
        setAccessibleText(chart.title() + ", over " + chart.lines().stream().findFirst().map(l -> l.points().size()).orElse(0) + " measurements");
        Label title = new Label(chart.title());
        title.getStyleClass().add(Styles.TEXT_BOLD);
        FlowPane legend = new FlowPane(12, 4);
        legend.getStyleClass().add("trend-legend");

        List<TrendPoint> measurements = chart.lines().isEmpty() ? List.of() : chart.lines().get(0).points();
        // measurement i sits at i + 1, so that the ticks fall on the measurements and none sits on an edge
        NumberAxis x = new NumberAxis(0, measurements.size() + 1, 1);
        x.setMinorTickVisible(false);
        x.setTickLabelFormatter(new StringConverter<>() {
            @Override
            public String toString(Number place) {
                int i = (int) Math.round(place.doubleValue()) - 1;
                return i + 1 == place.doubleValue() && i >= 0 && i < measurements.size()
                        ? DAY.format(measurements.get(i).firstSeen().atZone(zone)) : "";
            }

            @Override
            public Number fromString(String text) {
                throw new UnsupportedOperationException();
            }
        });
        NumberAxis y = new NumberAxis();
        y.setForceZeroInRange(true);
        y.setLabel(chart.unit().isEmpty() ? "distinct terms" : chart.unit());
        List<TrendBar> onChart = bars.stream().filter(bar -> chart.lines().stream()
                .anyMatch(line -> line.figure().equals(bar.bar().figure().path()))).toList();
        List<ChartBarLines.At> barLines = onChart.stream().flatMap(bar -> ChartBarLines.of(bar.bar(), chart.lines().stream()
                .filter(line -> line.figure().equals(bar.bar().figure().path())).findFirst().orElseThrow().scale())
                .stream()).toList();
        LineChart<Number, Number> lines = new BarredLineChart(x, y, barLines);
        lines.setLegendVisible(false);
        lines.setAnimated(false);
        lines.setCreateSymbols(true);
        lines.setVerticalZeroLineVisible(false);
        lines.setMinHeight(180);
        lines.setPrefHeight(240);
        VBox.setVgrow(lines, Priority.ALWAYS);

        for (int l = 0; l < chart.lines().size(); l++) {
            TrendLine line = chart.lines().get(l);
            String colour = "-color-chart-" + (l % THEME_COLOURS + 1);
            legend.getChildren().add(legendEntry(line.name(), colour));
            for (XYChart.Series<Number, Number> piece : pieces(line)) {
                lines.getData().add(piece);
                piece.getNode().setStyle("-fx-stroke: " + colour + ";");
                for (XYChart.Data<Number, Number> point : piece.getData()) {
                    int place = point.getXValue().intValue() - 1;
                    decorate(point.getNode(), index, l, place, line, chart, colour, zone, open);
                }
            }
        }
        // an unseen point at each bar's number keeps it in the axis' range, so that its line shows
        for (ChartBarLines.At at : barLines) {
            XYChart.Series<Number, Number> reach = new XYChart.Series<>();
            reach.getData().add(new XYChart.Data<>(1, at.value()));
            lines.getData().add(reach);
            reach.getNode().setVisible(false);
            reach.getData().get(0).getNode().setVisible(false);
        }
        VBox stories = new VBox(2);
        onChart.forEach(bar -> stories.getChildren().add(story(bar, zone)));
        getChildren().setAll(title, legend, stories, lines);
    }

    /** The runs of a line between the measurements that did not assess its figure. */
    private static List<XYChart.Series<Number, Number>> pieces(TrendLine line) {
        List<XYChart.Series<Number, Number>> pieces = new ArrayList<>();
        XYChart.Series<Number, Number> piece = null;
        for (int i = 0; i < line.points().size(); i++) {
            TrendPoint point = line.points().get(i);
            if (point.value().isEmpty()) {
                piece = null;
                continue;
            }
            if (piece == null) {
                piece = new XYChart.Series<>();
                pieces.add(piece);
            }
            piece.getData().add(new XYChart.Data<>(i + 1, point.value().getAsDouble()));
        }
        return pieces;
    }

    private static void decorate(Node symbol, int chartIndex, int lineIndex, int place, TrendLine line, TrendChart chart,
                                 String colour, ZoneId zone, BiConsumer<String, String> open) {
        TrendPoint point = line.points().get(place);
        symbol.setId("trend-point-" + chartIndex + "-" + lineIndex + "-" + place);
        symbol.setStyle("-fx-background-color: " + colour + ", -color-bg-default;");
        symbol.setCursor(Cursor.HAND);
        double value = point.value().orElseThrow();
        String figure = chart.unit().equals("%") ? Formats.percent(value) : Formats.count(Math.round(value));
        Tooltip tip = new Tooltip(ServiceText.shown(line.name()) + ": " + figure + "\nMeasurement "
                + MeasurementStamp.shorten(ServiceText.shown(point.token())) + "\nfirst seen "
                + Formats.time(point.firstSeen(), zone) + "\nClick to open it in " + chart.tab());
        tip.setShowDelay(Duration.millis(150));
        tip.getStyleClass().add("trend-tooltip");
        Tooltip.install(symbol, tip);
        symbol.setOnMouseClicked(e -> open.accept(chart.tab(), point.token()));
    }

    /** "“Blurry footage” (breached > 6): breached since 27 Nov 14:31, measurement vc-1a2b…": when the bar broke. */
    private static Node story(TrendBar bar, ZoneId zone) {
        String told = bar.latest().map(latest -> latest.outcome().words() + bar.broke()
                        .map(broke -> (bar.breachedNow() ? " since " : "; first breached ") + Formats.time(broke.checked(), zone)
                                + (broke.token() == null ? "" : ", measurement " + MeasurementStamp.shorten(broke.token())))
                        .orElse("; never breached in the " + (bar.checks() == 1 ? "one check" : bar.checks() + " checks")
                                + " kept"))
                .orElse("not checked on this machine yet");
        Label story = new OutcomeBadge(bar.latest().map(BarOutcomes.Kept::outcome),
                ServiceText.shown("Your bar “" + bar.bar().name() + "” (" + bar.bar().conditionText() + "): " + told));
        story.getStyleClass().add(Styles.TEXT_SMALL);
        story.setWrapText(true);
        story.setMinWidth(0);
        // wrapped whole, never cut to an ellipsis
        story.setMinHeight(Region.USE_PREF_SIZE);
        return story;
    }

    private static Node legendEntry(String name, String colour) {
        Region swatch = new Region();
        swatch.getStyleClass().add("trend-swatch");
        swatch.setMinSize(14, 4);
        swatch.setPrefSize(14, 4);
        swatch.setMaxSize(14, 4);
        swatch.setStyle("-fx-background-color: " + colour + ";");
        Label label = new Label(ServiceText.shown(name), swatch);
        label.setMnemonicParsing(false);
        label.getStyleClass().add(Styles.TEXT_SMALL);
        return label;
    }
}
