package io.dqexplorer.desktop.common;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.TreeMap;
import javafx.scene.Node;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Labeled;
import javafx.scene.layout.HBox;

/**
 * A row whose labels and buttons give up their text, turn by turn, while it is narrower than it is with their text;
 * their tooltip and accessible text still name them. It asks for its width with every text, so that a row a parent
 * squeezed shows them again once the window is widened, and it may be squeezed to nothing rather than push the
 * window's content out of sight.
 */
public class IconsWhenNarrow extends HBox {

    /** The labels by the turn in which they give way: the first turn first, a turn's labels together. */
    private final TreeMap<Integer, List<Labeled>> turns = new TreeMap<>();
    /**
     * The width each turn that gave way saved, the first turn's first: the row's other nodes may change width
     * meanwhile (a count's text), so the width with a turn's texts is what the row needs now plus what it saved.
     */
    private final Deque<Double> saved = new ArrayDeque<>();

    public IconsWhenNarrow(double spacing, Node... children) {
        super(spacing, children);
        setMinWidth(0);
    }

    /** The label (a node of this row, however deep) shows its icon only once the turns before this one did not do. */
    public final void givesWay(int turn, Labeled label) {
        // a screen reader reads its name whether or not it shows its text
        if (label.getAccessibleText() == null) {
            label.accessibleTextProperty().bind(label.textProperty());
        }
        turns.computeIfAbsent(turn, unused -> new ArrayList<>()).add(label);
        // the widths with every text are measured again, this label's included
        turns.values().forEach(given -> show(given, ContentDisplay.LEFT));
        saved.clear();
        requestLayout();
    }

    @Override
    protected double computePrefWidth(double height) {
        return super.computePrefWidth(height) + saved.stream().mapToDouble(Double::doubleValue).sum();
    }

    @Override
    protected void layoutChildren() {
        List<List<Labeled>> order = new ArrayList<>(turns.values());
        // wider again: the texts come back, the last turn's first, where the row has the room they take
        while (!saved.isEmpty() && getWidth() >= super.computePrefWidth(-1) + saved.getLast()) {
            saved.removeLast();
            show(order.get(saved.size()), ContentDisplay.LEFT);
        }
        // narrower: the next turn gives way, until the row fits or every turn has
        while (saved.size() < order.size() && getWidth() < super.computePrefWidth(-1)) {
            double before = super.computePrefWidth(-1);
            show(order.get(saved.size()), ContentDisplay.GRAPHIC_ONLY);
            saved.addLast(before - super.computePrefWidth(-1));
        }
        super.layoutChildren();
    }

    private static void show(List<Labeled> labels, ContentDisplay display) {
        labels.forEach(label -> label.setContentDisplay(display));
    }
}
