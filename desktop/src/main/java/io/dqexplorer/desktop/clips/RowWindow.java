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
 * table does. Moving the window replaces its rows; rows of the view that arrive are told as updated.
 */
final class RowWindow extends ObservableListBase<ClipsRow> {

    static final int SIZE = 400;

    private final ListChangeListener<ClipsRow> arrivals = this::arrived;
    private ObservableList<ClipsRow> rows = FXCollections.emptyObservableList();
    private int first;

    /** Shows a new view's rows from its top. */
    void show(ObservableList<ClipsRow> view) {
        List<ClipsRow> old = new ArrayList<>(this);
        rows.removeListener(arrivals);
        rows = view;
        first = 0;
        rows.addListener(arrivals);
        beginChange();
        nextReplace(0, size(), old);
        endChange();
    }

    /** Moves the window so that it starts at the view's row {@code from}, or as near as the view allows. */
    void moveTo(int from) {
        int moved = Math.max(0, Math.min(from, rows.size() - size()));
        if (moved == first) {
            return;
        }
        List<ClipsRow> old = new ArrayList<>(this);
        first = moved;
        beginChange();
        nextReplace(0, size(), old);
        endChange();
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
    }
}
