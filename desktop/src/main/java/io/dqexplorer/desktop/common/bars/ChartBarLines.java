package io.dqexplorer.desktop.common.bars;

import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.Condition;
import javafx.collections.ObservableList;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.shape.Line;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.DoubleUnaryOperator;

/**
 * The analyst's bars drawn on a chart where their figure is drawn: a dashed line at each number of a bar's warn
 * (amber) and breached (red) conditions, across the plot, labelled in words ("your bar “Blurry footage”:
 * breached > 6"), so that neither the colour nor the dash alone says which. A chart subclass lays them out with
 * its plot's children, after its own.
 */
public final class ChartBarLines {

    /** One line: where, whether it is the breached number, and its words. */
    public record At(double value, boolean fail, String words) {
    }

    private final List<Node> drawn = new ArrayList<>();

    /**
     * The lines of a bar on a figure shown at {@code scale} times its unit (100 for a share drawn as a percent);
     * none for a bar against the history, whose numbers are a change, or on a subset.
     */
    public static List<At> of(Bar bar, double scale) {
        if (bar.against().isPresent() || bar.filter().isPresent()) {
            return List.of();
        }
        List<At> lines = new ArrayList<>();
        add(lines, bar, bar.warn(), false, scale);
        add(lines, bar, bar.fail(), true, scale);
        return lines;
    }

    private static void add(List<At> lines, Bar bar, Optional<Condition> condition, boolean fail, double scale) {
        condition.ifPresent(shown -> {
            String words = "your bar “" + bar.name() + "”: " + (fail ? "breached " : "warns ") + shown.text();
            List<Double> numbers = switch (shown.operator()) {
                case BETWEEN, OUTSIDE -> List.of(shown.low(), shown.high());
                default -> List.of(shown.low());
            };
            numbers.forEach(number -> lines.add(new At(number * scale, fail, words)));
        });
    }

    /**
     * Lays the lines out over the plot, in place of those laid out before; a line whose place falls off the
     * plot is left out.
     *
     * @param position  a value's place along the axis the lines cross: x for {@code upright} lines, else y
     * @param upright   lines from top to bottom (on a histogram's bins), else across (on a value axis)
     */
    public void layout(ObservableList<Node> plot, List<At> lines, DoubleUnaryOperator position, boolean upright,
                       double width, double height) {
        plot.removeAll(drawn);
        drawn.clear();
        List<Bounds> labels = new ArrayList<>();
        for (At at : lines) {
            double place = position.applyAsDouble(at.value());
            if (Double.isNaN(place) || place < 0 || place > (upright ? width : height)) {
                continue;
            }
            Line line = upright ? new Line(place, 0, place, height) : new Line(0, place, width, place);
            String style = at.fail() ? "bar-line-fail" : "bar-line-warn";
            line.getStyleClass().addAll("bar-line", style);
            line.setMouseTransparent(true);
            Label words = new Label(at.words());
            words.getStyleClass().addAll("bar-line-label", style);
            if (upright) {
                // across the bins, where a bar's top may stand behind the words
                words.getStyleClass().add("bar-line-label-boxed");
            }
            words.setMnemonicParsing(false);
            words.setMouseTransparent(true);
            // measured in the plot, styled: a label out of the scene has no font size to measure by
            plot.addAll(line, words);
            words.applyCss();
            double labelWidth = words.prefWidth(-1);
            double labelHeight = words.prefHeight(-1);
            Bounds box = upright
                    ? new BoundingBox(Math.min(place + 3, Math.max(0, width - labelWidth)),
                            2 + drawn.size() / 2 * labelHeight, labelWidth, labelHeight)
                    : across(labels, place, width, labelWidth, labelHeight);
            labels.add(box);
            words.resizeRelocate(box.getMinX(), box.getMinY(), labelWidth, labelHeight);
            drawn.add(line);
            drawn.add(words);
        }
    }

    /**
     * Words across the plot sit at its right end above their line; two numbers close together would print one
     * over the other, so the later goes under its line, else left of the words in its way.
     */
    private static Bounds across(List<Bounds> placed, double place, double width, double labelWidth,
                                 double labelHeight) {
        double right = Math.max(0, width - labelWidth - 4);
        Bounds above = new BoundingBox(right, Math.max(0, place - labelHeight - 1), labelWidth, labelHeight);
        Bounds below = new BoundingBox(right, place + 1, labelWidth, labelHeight);
        for (Bounds candidate : List.of(above, below)) {
            if (placed.stream().noneMatch(candidate::intersects)) {
                return candidate;
            }
        }
        double left = placed.stream().filter(above::intersects).mapToDouble(Bounds::getMinX).min().orElse(right);
        return new BoundingBox(Math.max(0, left - labelWidth - 8), above.getMinY(), labelWidth, labelHeight);
    }
}
