package io.dqexplorer.desktop.bars;

import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.Condition;
import io.dqexplorer.workspace.bars.FigureHistory;
import javafx.scene.Node;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polyline;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * A small line of a figure over the measurements kept, the first seen first, with the bar drawn across it: a
 * dashed line at each number of its warn (amber) and breached (red) conditions. A bar against the history sets
 * its numbers on the change, not the figure, so none is drawn for it. A measurement that did not measure the
 * figure is a gap, never 0.
 */
final class FigureHistoryLine extends Region {

    private static final double WIDTH = 120;
    private static final double HEIGHT = 34;
    private static final double PAD = 4;

    private final List<FigureHistory.Point> points;
    private final List<Double> warnAt;
    private final List<Double> failAt;

    FigureHistoryLine(Bar bar, List<FigureHistory.Point> points) {
        this.points = points;
        boolean drawn = bar.against().isEmpty();
        this.warnAt = drawn ? numbers(bar.warn().orElse(null)) : List.of();
        this.failAt = drawn ? numbers(bar.fail().orElse(null)) : List.of();
        getStyleClass().add("bar-history");
        setMinSize(WIDTH, HEIGHT);
        setPrefSize(WIDTH, HEIGHT);
        setMaxSize(WIDTH, HEIGHT);
        long measured = points.stream().filter(point -> point.value().isPresent()).count();
        Tooltip.install(this, new Tooltip(points.isEmpty() ? "No measurement of this figure is kept on this machine yet"
                : measured + " of " + points.size() + " measurements kept here measured this figure"
                + (drawn ? "; the dashed lines are your bar" : "; your bar is on the change, so it is not drawn")));
        draw();
    }

    private static List<Double> numbers(Condition condition) {
        if (condition == null) {
            return List.of();
        }
        return switch (condition.operator()) {
            case BETWEEN, OUTSIDE -> List.of(condition.low(), condition.high());
            default -> List.of(condition.low());
        };
    }

    private void draw() {
        List<Double> values = new ArrayList<>();
        points.forEach(point -> point.value().ifPresent(values::add));
        values.addAll(warnAt);
        values.addAll(failAt);
        if (values.isEmpty()) {
            return;
        }
        double low = values.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double high = values.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        double span = high - low;
        if (span == 0) {
            // one value: the line runs through the middle
            span = Math.max(1, Math.abs(high));
            low -= span / 2;
        }
        List<Node> shapes = new ArrayList<>();
        for (double at : warnAt) {
            shapes.add(across(y(at, low, span), "bar-history-warn"));
        }
        for (double at : failAt) {
            shapes.add(across(y(at, low, span), "bar-history-fail"));
        }
        Polyline piece = null;
        double step = points.size() < 2 ? 0 : (WIDTH - 2 * PAD) / (points.size() - 1);
        for (int i = 0; i < points.size(); i++) {
            OptionalDouble value = points.get(i).value();
            if (value.isEmpty()) {
                piece = null;
                continue;
            }
            double x = points.size() < 2 ? WIDTH / 2 : PAD + i * step;
            double y = y(value.getAsDouble(), low, span);
            if (piece == null) {
                piece = new Polyline();
                piece.getStyleClass().add("bar-history-line");
                shapes.add(piece);
            }
            piece.getPoints().addAll(x, y);
            if (i == points.size() - 1) {
                Circle last = new Circle(x, y, 2.5);
                last.getStyleClass().add("bar-history-last");
                shapes.add(last);
            }
        }
        getChildren().setAll(shapes);
    }

    private static double y(double value, double low, double span) {
        return HEIGHT - PAD - (value - low) / span * (HEIGHT - 2 * PAD);
    }

    private static Line across(double y, String style) {
        Line line = new Line(0, y, WIDTH, y);
        line.getStyleClass().add(style);
        return line;
    }
}
