package io.dqexplorer.desktop.clips.charts;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.workspace.query.CountAxis;
import io.dqexplorer.workspace.query.HistogramBins;
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
 * The whole dataset's bars with the subset's over them, drawn with plain shapes (a few dozen nodes:
 * a redraw costs well under a frame). The whole's counts are on the left axis; a subset has its own
 * axis on the right, in its colour. Pressing on a bin and releasing on another, or on the same one,
 * hands the two bins to {@code onBrush}; while the pointer moves the bins between are marked.
 */
final class HistogramPlot extends Region {

    private static final double LEFT = 56;
    private static final double RIGHT = 12;
    private static final double RIGHT_AXIS = 52;
    private static final double TOP = 10;
    private static final double BOTTOM = 24;
    private static final double BAR_GAP = 1;
    private static final double LABEL_GAP = 14;
    private static final String WHOLE_INK = "-color-fg-muted";
    private static final String SUBSET_INK = "-color-accent-fg";

    private final BiConsumer<Integer, Integer> onBrush;
    private final ReadOnlyStringWrapper hovered = new ReadOnlyStringWrapper(this, "hovered", "");
    private final Rectangle brush = new Rectangle();
    private final List<Rectangle> wholeBars = new ArrayList<>();
    private final List<Rectangle> subsetBars = new ArrayList<>();
    private final List<Line> gridLines = new ArrayList<>();
    private final List<Text> countLabels = new ArrayList<>();
    private final List<Text> subsetCountLabels = new ArrayList<>();
    private final List<Text> edgeLabels = new ArrayList<>();
    private HistogramPair pair;
    private CountAxis wholeAxis;
    private CountAxis subsetAxis;
    private int anchor = -1;

    HistogramPlot(BiConsumer<Integer, Integer> onBrush) {
        this.onBrush = onBrush;
        getStyleClass().add("histogram-plot");
        setAccessibleText("Histogram of the subset against the whole dataset; drag across bars to filter by them");
        setMinSize(240, 60);
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

    /** Shows the histograms, or nothing when {@code shown} is null: the nodes are made here, placed in {@link #layoutChildren()}. */
    void show(HistogramPair shown) {
        pair = shown;
        wholeBars.clear();
        subsetBars.clear();
        gridLines.clear();
        countLabels.clear();
        subsetCountLabels.clear();
        edgeLabels.clear();
        if (shown == null) {
            getChildren().clear();
            return;
        }
        wholeAxis = shown.wholeAxis();
        subsetAxis = shown.subsetAxis();
        int bins = shown.whole().counts().size();
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
        for (long count : wholeAxis.ticks()) {
            Line line = new Line();
            line.setStyle("-fx-stroke: -color-border-muted;");
            gridLines.add(line);
            countLabels.add(label(Formats.count(count), WHOLE_INK));
        }
        if (shown.subsetOwnAxis()) {
            for (long count : subsetAxis.ticks()) {
                subsetCountLabels.add(label(Formats.count(count), SUBSET_INK));
            }
        }
        HistogramBins edges = shown.whole().bins();
        for (int edge = 0; edge <= bins; edge++) {
            edgeLabels.add(label(shown.column().edge(edges.edge(edge)), WHOLE_INK));
        }
        List<Node> nodes = new ArrayList<>(gridLines);
        nodes.addAll(wholeBars);
        nodes.addAll(subsetBars);
        nodes.addAll(countLabels);
        nodes.addAll(subsetCountLabels);
        nodes.addAll(edgeLabels);
        nodes.add(brush);
        getChildren().setAll(nodes);
        requestLayout();
    }

    private static Text label(String text, String ink) {
        Text label = new Text(text);
        label.setStyle("-fx-fill: " + ink + "; -fx-font-size: 0.85em;");
        return label;
    }

    @Override
    protected void layoutChildren() {
        if (pair == null) {
            return;
        }
        double width = plotWidth();
        double height = Math.max(0, getHeight() - TOP - BOTTOM);
        double binWidth = width / wholeBars.size();
        List<Long> wholeTicks = wholeAxis.ticks();
        for (int i = 0; i < gridLines.size(); i++) {
            double y = TOP + height * (1 - wholeAxis.fraction(wholeTicks.get(i)));
            gridLines.get(i).setStartX(LEFT);
            gridLines.get(i).setEndX(LEFT + width);
            gridLines.get(i).setStartY(y);
            gridLines.get(i).setEndY(y);
        }
        placeCountLabels(countLabels, wholeAxis, LEFT - 6, true, height);
        placeCountLabels(subsetCountLabels, subsetAxis, LEFT + width + 6, false, height);
        for (int bin = 0; bin < wholeBars.size(); bin++) {
            double x = LEFT + bin * binWidth + BAR_GAP;
            place(wholeBars.get(bin), x, binWidth - 2 * BAR_GAP, wholeAxis.fraction(pair.whole().counts().get(bin)), height);
            // the subset's bar is narrower, so the whole's shows around it even where they are equal; on an
            // axis of its own it is half as wide, so that the whole's shape shows beside its taller bars
            double inset = pair.subsetOwnAxis() ? binWidth / 4 : Math.min(binWidth / 5, 4);
            place(subsetBars.get(bin), x + inset, binWidth - 2 * BAR_GAP - 2 * inset,
                    subsetAxis.fraction(pair.subset().counts().get(bin)), height);
        }
        placeEdgeLabels(binWidth, height);
        brush.setY(TOP);
        brush.setHeight(height);
    }

    /**
     * Places an axis's count labels beside it ({@code rightAligned}: ending at {@code x}); on a short plot
     * only every second (or third …) tick from 0 is labelled, so that the labels never overlap.
     */
    private void placeCountLabels(List<Text> labels, CountAxis axis, double x, boolean rightAligned, double height) {
        List<Long> ticks = axis.ticks();
        double lineHeight = labels.stream().mapToDouble(label -> label.getLayoutBounds().getHeight()).max().orElse(0);
        double closest = height;
        for (int i = 1; i < ticks.size(); i++) {
            closest = Math.min(closest, height * (axis.fraction(ticks.get(i)) - axis.fraction(ticks.get(i - 1))));
        }
        int every = (int) Math.max(1, Math.ceil(lineHeight / Math.max(1, closest)));
        for (int i = 0; i < labels.size(); i++) {
            Text label = labels.get(i);
            label.setVisible(i % every == 0);
            label.setX(rightAligned ? x - label.getLayoutBounds().getWidth() : x);
            label.setY(TOP + height * (1 - axis.fraction(ticks.get(i))) + label.getLayoutBounds().getHeight() / 3);
        }
    }

    /** Labels the round edges (every 1, 2 or 5 × 10ⁿ), as many as leave room between the labels. */
    private void placeEdgeLabels(double binWidth, double height) {
        double widest = edgeLabels.stream().mapToDouble(label -> label.getLayoutBounds().getWidth()).max().orElse(0);
        HistogramBins bins = pair.whole().bins();
        long every = bins.labelEvery((widest + LABEL_GAP) / binWidth);
        for (int edge = 0; edge < edgeLabels.size(); edge++) {
            Text label = edgeLabels.get(edge);
            label.setVisible(bins.roundEdge(edge, every));
            double x = LEFT + edge * binWidth - label.getLayoutBounds().getWidth() / 2;
            label.setX(Math.min(Math.max(x, LEFT - 20), getWidth() - label.getLayoutBounds().getWidth()));
            label.setY(TOP + height + 16);
        }
    }

    private void place(Rectangle bar, double x, double width, double fraction, double height) {
        double barHeight = height * fraction;
        bar.setX(x);
        bar.setWidth(Math.max(0, width));
        bar.setY(TOP + height - barHeight);
        bar.setHeight(barHeight);
    }

    private double plotWidth() {
        double right = pair != null && pair.subsetOwnAxis() ? RIGHT_AXIS : RIGHT;
        return Math.max(0, getWidth() - LEFT - right);
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
        HistogramBins bins = pair.whole().bins();
        ChartColumn column = pair.column();
        hovered.set(column.edge(bins.edge(bin)) + " – " + column.edge(bins.edge(bin + 1))
                + ": " + Formats.count(pair.subset().counts().get(bin), "clip", "clips") + " of the subset, "
                + Formats.count(pair.whole().counts().get(bin)) + " of the whole dataset");
    }

    /** What the bin under the pointer holds; empty when the pointer is elsewhere. */
    ReadOnlyStringProperty hoveredProperty() {
        return hovered.getReadOnlyProperty();
    }
}
