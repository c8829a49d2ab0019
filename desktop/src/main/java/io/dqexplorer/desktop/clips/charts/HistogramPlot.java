package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.workspace.query.Histogram;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Cursor;
import javafx.scene.Node;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/**
 * The whole dataset's bars with the subset's over them on one count axis, drawn with plain shapes
 * (a few dozen nodes: a redraw costs well under a frame). Pressing on a bin and releasing on another,
 * or on the same one, hands the two bins to {@code onBrush}; while the pointer moves the bins between
 * are marked.
 */
final class HistogramPlot extends Region {

    private static final double LEFT = 56;
    private static final double RIGHT = 12;
    private static final double TOP = 10;
    private static final double BOTTOM = 24;
    private static final double BAR_GAP = 1;
    private static final double LABEL_GAP = 14;
    private static final int MAX_TICKS = 5;

    private final BiConsumer<Integer, Integer> onBrush;
    private final ReadOnlyStringWrapper hovered = new ReadOnlyStringWrapper(this, "hovered", "");
    private final Rectangle brush = new Rectangle();
    private final List<Rectangle> wholeBars = new ArrayList<>();
    private final List<Rectangle> subsetBars = new ArrayList<>();
    private final List<Line> gridLines = new ArrayList<>();
    private final List<Text> countLabels = new ArrayList<>();
    private final List<Text> edgeLabels = new ArrayList<>();
    private HistogramPair pair;
    private long axisTop = 1;
    private int anchor = -1;

    HistogramPlot(BiConsumer<Integer, Integer> onBrush) {
        this.onBrush = onBrush;
        getStyleClass().add("histogram-plot");
        setAccessibleText("Histogram of the subset against the whole dataset; drag across bars to filter by them");
        setMinSize(240, 140);
        setPrefSize(640, 260);
        setCursor(Cursor.HAND);
        brush.setStyle("-fx-fill: -color-accent-subtle; -fx-stroke: -color-accent-emphasis; -fx-opacity: 0.6;");
        brush.setMouseTransparent(true);
        brush.setVisible(false);
        addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        addEventHandler(MouseEvent.MOUSE_MOVED, event -> hover(binAt(event.getX())));
        addEventHandler(MouseEvent.MOUSE_EXITED, event -> hovered.set(""));
    }

    /** Shows the histograms: the nodes are made here, placed in {@link #layoutChildren()}. */
    void show(HistogramPair shown) {
        pair = shown;
        int bins = shown.whole().bins();
        axisTop = niceTop(shown.tallest());
        wholeBars.clear();
        subsetBars.clear();
        for (int bin = 0; bin < bins; bin++) {
            Rectangle whole = new Rectangle();
            whole.setId("histogram-whole-bar-" + bin);
            whole.setStyle("-fx-fill: -color-neutral-muted; -fx-stroke: -color-border-default;");
            Rectangle subset = new Rectangle();
            subset.setId("histogram-subset-bar-" + bin);
            subset.setStyle("-fx-fill: -color-accent-emphasis;");
            wholeBars.add(whole);
            subsetBars.add(subset);
        }
        gridLines.clear();
        countLabels.clear();
        long step = axisTop / MAX_TICKS;
        for (long count = 0; count <= axisTop; count += step) {
            Line line = new Line();
            line.setStyle("-fx-stroke: -color-border-muted;");
            gridLines.add(line);
            countLabels.add(label(Formats.count(count)));
        }
        edgeLabels.clear();
        for (int edge = 0; edge <= bins; edge++) {
            edgeLabels.add(label(shown.column().edge(HistogramViewModel.edge(shown.whole(), edge))));
        }
        List<Node> nodes = new ArrayList<>(gridLines);
        nodes.addAll(wholeBars);
        nodes.addAll(subsetBars);
        nodes.addAll(countLabels);
        nodes.addAll(edgeLabels);
        nodes.add(brush);
        getChildren().setAll(nodes);
        requestLayout();
    }

    private static Text label(String text) {
        Text label = new Text(text);
        label.setStyle("-fx-fill: -color-fg-muted; -fx-font-size: 0.85em;");
        return label;
    }

    /**
     * The top of the count axis: a multiple of {@link #MAX_TICKS} steps of 1, 2 or 5 times a power of
     * ten, at or over the tallest bar, so that the ticks are round counts.
     */
    static long niceTop(long tallest) {
        long magnitude = 1;
        while (true) {
            for (long nice : new long[] {1, 2, 5}) {
                long step = nice * magnitude;
                if (step * MAX_TICKS >= tallest) {
                    return step * MAX_TICKS;
                }
            }
            magnitude *= 10;
        }
    }

    @Override
    protected void layoutChildren() {
        if (pair == null) {
            return;
        }
        double width = plotWidth();
        double height = Math.max(0, getHeight() - TOP - BOTTOM);
        double binWidth = width / wholeBars.size();
        for (int i = 0; i < gridLines.size(); i++) {
            double y = TOP + height * (1 - (double) i / (gridLines.size() - 1));
            gridLines.get(i).setStartX(LEFT);
            gridLines.get(i).setEndX(LEFT + width);
            gridLines.get(i).setStartY(y);
            gridLines.get(i).setEndY(y);
            Text label = countLabels.get(i);
            label.setX(LEFT - 6 - label.getLayoutBounds().getWidth());
            label.setY(y + label.getLayoutBounds().getHeight() / 3);
        }
        for (int bin = 0; bin < wholeBars.size(); bin++) {
            double x = LEFT + bin * binWidth + BAR_GAP;
            place(wholeBars.get(bin), x, binWidth - 2 * BAR_GAP, pair.whole().counts().get(bin), height);
            // the subset's bar is narrower, so the whole's shows around it even where they are equal
            double inset = Math.min(binWidth / 5, 4);
            place(subsetBars.get(bin), x + inset, binWidth - 2 * BAR_GAP - 2 * inset, pair.subset().counts().get(bin), height);
        }
        double widest = edgeLabels.stream().mapToDouble(label -> label.getLayoutBounds().getWidth()).max().orElse(0);
        int every = (int) Math.max(1, Math.ceil((widest + LABEL_GAP) / binWidth));
        // a step dividing the bins labels both ends of the axis
        while (wholeBars.size() % every != 0) {
            every++;
        }
        for (int edge = 0; edge < edgeLabels.size(); edge++) {
            Text label = edgeLabels.get(edge);
            label.setVisible(edge % every == 0);
            double x = LEFT + edge * binWidth - label.getLayoutBounds().getWidth() / 2;
            label.setX(Math.min(Math.max(x, LEFT - 20), getWidth() - label.getLayoutBounds().getWidth()));
            label.setY(TOP + height + 16);
        }
        brush.setY(TOP);
        brush.setHeight(height);
    }

    private void place(Rectangle bar, double x, double width, long count, double height) {
        double barHeight = height * count / axisTop;
        bar.setX(x);
        bar.setWidth(Math.max(0, width));
        bar.setY(TOP + height - barHeight);
        bar.setHeight(barHeight);
    }

    private double plotWidth() {
        return Math.max(0, getWidth() - LEFT - RIGHT);
    }

    /** The bin under {@code x}; a point left or right of the bars takes the outermost bin. */
    int binAt(double x) {
        int bins = wholeBars.size();
        int bin = (int) Math.floor((x - LEFT) / (plotWidth() / bins));
        return Math.max(0, Math.min(bins - 1, bin));
    }

    private void pressed(MouseEvent event) {
        if (pair == null || event.getButton() != MouseButton.PRIMARY) {
            return;
        }
        anchor = binAt(event.getX());
        mark(anchor, anchor);
    }

    private void dragged(MouseEvent event) {
        if (anchor >= 0) {
            int bin = binAt(event.getX());
            mark(anchor, bin);
            hover(bin);
        }
    }

    private void released(MouseEvent event) {
        if (anchor < 0) {
            return;
        }
        int from = anchor;
        anchor = -1;
        brush.setVisible(false);
        onBrush.accept(from, binAt(event.getX()));
    }

    private void mark(int from, int to) {
        double binWidth = plotWidth() / wholeBars.size();
        brush.setX(LEFT + Math.min(from, to) * binWidth);
        brush.setWidth((Math.abs(to - from) + 1) * binWidth);
        brush.setVisible(true);
    }

    private void hover(int bin) {
        if (pair == null) {
            return;
        }
        Histogram whole = pair.whole();
        ChartColumn column = pair.column();
        hovered.set(column.edge(HistogramViewModel.edge(whole, bin)) + " – " + column.edge(HistogramViewModel.edge(whole, bin + 1))
                + ": " + Formats.count(pair.subset().counts().get(bin), "clip", "clips") + " of the subset, "
                + Formats.count(whole.counts().get(bin)) + " of the whole dataset");
    }

    /** What the bin under the pointer holds; empty when the pointer is elsewhere. */
    ReadOnlyStringProperty hoveredProperty() {
        return hovered.getReadOnlyProperty();
    }
}
