package io.dqexplorer.desktop.clips;

import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.ObservableListBase;

import java.util.ArrayList;
import java.util.List;

/**
 * A few hundred consecutive rows of the view, from {@link #first()}: what the table holds. JavaFX's
 * table walks a per-row size cache whose cost grows with its item count, so at a million rows every
 * scroll pulse costs tens of milliseconds; over a window of {@value #SIZE} it costs what a small
 * table does. Rows of the view that arrive are told as updated, and so are new rows in the window's
 * places when it moves or shows a view of its size: told as replaced, they made the table build all its
 * rows and cells anew (JavaFX's table skin rebuilds them on a replace), 25–80 ms of every new view's
 * layout at a million clips.
 */
final class RowWindow extends ObservableListBase<ClipsRow> {

    static final int SIZE = 400;

    private final ListChangeListener<ClipsRow> arrivals = this::arrived;
    private ObservableList<ClipsRow> rows = FXCollections.emptyObservableList();
    private int first;
    private Runnable onArrival = () -> { };

    /**
     * Shows a new view's rows from its top: told as updated in place of the window's rows when there are as many,
     * else as replacing them.
     */
    void show(ObservableList<ClipsRow> view) {
        boolean asMany = Math.min(SIZE, view.size()) == size();
        List<ClipsRow> old = asMany ? List.of() : new ArrayList<>(this);
        rows.removeListener(arrivals);
        rows = view;
        first = 0;
        rows.addListener(arrivals);
        if (asMany) {
            updated();
        } else {
            beginChange();
            nextReplace(0, size(), old);
            endChange();
        }
    }

    /**
     * Moves the window so that it starts at the view's row {@code from}, or as near as the view allows. Its rows
     * are told as updated in place, never asked for at the place it leaves: a row not read there would be read for
     * nothing.
     */
    void moveTo(int from) {
        int moved = Math.max(0, Math.min(from, rows.size() - size()));
        if (moved == first) {
            return;
        }
        first = moved;
        updated();
    }

    private void updated() {
        beginChange();
        for (int i = 0; i < size(); i++) {
            nextUpdate(i);
        }
        endChange();
    }

    /** Runs after rows of the view arrived, those out of the window too. */
    void onArrival(Runnable then) {
        onArrival = then;
    }

    /**
     * Whether the view's rows from {@code from} are read, {@code count} of them or up to its end; asking reads those
     * that are not.
     */
    boolean loaded(int from, int count) {
        for (int row = Math.max(0, from); row < Math.min(from + count, rows.size()); row++) {
            if (!rows.get(row).isLoaded()) {
                return false;
            }
        }
        return true;
    }

    /** The view's row the window starts at. */
    int first() {
        return first;
    }

    /** The view's number of rows. */
    int total() {
        return rows.size();
    }

    @Override
    public ClipsRow get(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException("row " + index + " of a window of " + size());
        }
        return rows.get(first + index);
    }

    @Override
    public int size() {
        return Math.min(SIZE, rows.size());
    }

    private void arrived(ListChangeListener.Change<? extends ClipsRow> change) {
        beginChange();
        while (change.next()) {
            int from = Math.max(change.getFrom(), first);
            int to = Math.min(change.getTo(), first + size());
            for (int i = from; i < to; i++) {
                nextUpdate(i - first);
            }
        }
        endChange();
        onArrival.run();
    }
}
