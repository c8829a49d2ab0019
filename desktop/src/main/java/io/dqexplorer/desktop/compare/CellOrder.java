package io.dqexplorer.desktop.compare;

import java.util.Comparator;

/**
 * How a difference table's cells sort, in every compare view: numbers by value, then text, then a missing
 * cell. A total order even where a column holds both (a clip's difference is a number for a figure and
 * the terms gained and lost for a term list): comparing a number with text by its digits would not be,
 * and a sort by it would depend on the rows' order before.
 */
public final class CellOrder {

    /** Cells that are there: numbers by value, then text. */
    public static final Comparator<Object> VALUES = (a, b) -> {
        if (a instanceof Number x && b instanceof Number y) {
            return Double.compare(x.doubleValue(), y.doubleValue());
        }
        if (a instanceof Number || b instanceof Number) {
            return a instanceof Number ? -1 : 1;
        }
        return String.valueOf(a).compareTo(String.valueOf(b));
    };

    /** Ascending, a missing cell last. */
    public static final Comparator<Object> CELLS = Comparator.nullsLast(VALUES);

    private CellOrder() {
    }
}
