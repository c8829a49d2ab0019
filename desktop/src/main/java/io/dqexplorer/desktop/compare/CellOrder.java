package io.dqexplorer.desktop.compare;

import java.util.Comparator;

/** How a difference table's cells sort, in every compare view: a missing one last, numbers by value, anything else by its text. */
public final class CellOrder {

    public static final Comparator<Object> CELLS = Comparator.nullsLast((a, b) ->
            a instanceof Number x && b instanceof Number y
                    ? Double.compare(x.doubleValue(), y.doubleValue()) : String.valueOf(a).compareTo(String.valueOf(b)));

    private CellOrder() {
    }
}
