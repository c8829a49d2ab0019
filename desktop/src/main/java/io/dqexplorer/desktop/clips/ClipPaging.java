package io.dqexplorer.desktop.clips;

import io.dqexplorer.desktop.common.Formats;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.List;

/** Where the service's pages are among the clips of their term: page size, first shown row, total, and the words for them. */
final class ClipPaging {

    static final List<Integer> PAGE_SIZES = List.of(100, 250, 500, 1000);

    private final ReadOnlyLongWrapper total = new ReadOnlyLongWrapper(this, "total");
    private final ReadOnlyLongWrapper offset = new ReadOnlyLongWrapper(this, "offset");
    private final ReadOnlyIntegerWrapper pageSize = new ReadOnlyIntegerWrapper(this, "pageSize", PAGE_SIZES.get(0));
    private final ReadOnlyStringWrapper range = new ReadOnlyStringWrapper(this, "range", "");
    private final ReadOnlyBooleanWrapper canPrevious = new ReadOnlyBooleanWrapper(this, "canPrevious");
    private final ReadOnlyBooleanWrapper canNext = new ReadOnlyBooleanWrapper(this, "canNext");
    private final ReadOnlyBooleanWrapper empty = new ReadOnlyBooleanWrapper(this, "empty");

    /** A page of {@code shown} rows from {@code start} among {@code matches} is on screen. */
    void show(long start, int shown, long matches) {
        offset.set(start);
        total.set(matches);
        range.set(range(start, shown, matches));
        canPrevious.set(start > 0);
        canNext.set(start + pageSize.get() < matches);
        empty.set(matches == 0);
    }

    /**
     * Nothing of the current filter shown yet (a new dataset or filter): no range, and nowhere to move,
     * so that paging never carries an offset of the last filter over to the next one.
     */
    void reset() {
        offset.set(0);
        total.set(0);
        range.set("");
        canPrevious.set(false);
        canNext.set(false);
        empty.set(false);
    }

    void choose(int size) {
        if (!PAGE_SIZES.contains(size)) {
            throw new IllegalArgumentException("page size must be one of " + PAGE_SIZES + ", was " + size);
        }
        pageSize.set(size);
    }

    /** "rows 1–100 of 2,734"; "rows 0 of 0" when nothing matches. */
    static String range(long offset, int shown, long total) {
        if (shown == 0) {
            return "rows 0 of " + Formats.count(total);
        }
        return "rows " + Formats.count(offset + 1) + "–" + Formats.count(offset + shown) + " of " + Formats.count(total);
    }

    /** The start of the page, at the current size, that holds the first row shown now. */
    long pageOfFirstShownRow() {
        return offset.get() / pageSize.get() * pageSize.get();
    }

    long previousOffset() {
        return Math.max(0, offset.get() - pageSize.get());
    }

    long nextOffset() {
        return offset.get() + pageSize.get();
    }

    long lastOffset(long matches) {
        return matches == 0 ? 0 : (matches - 1) / pageSize.get() * pageSize.get();
    }

    /** Clips the filter selects, over every page. */
    public ReadOnlyLongProperty totalProperty() {
        return total.getReadOnlyProperty();
    }

    /** Position of the first shown row among them, from 0. */
    public ReadOnlyLongProperty offsetProperty() {
        return offset.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty pageSizeProperty() {
        return pageSize.getReadOnlyProperty();
    }

    /** "rows 1–100 of 2,734". */
    public ReadOnlyStringProperty rangeProperty() {
        return range.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canPreviousProperty() {
        return canPrevious.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canNextProperty() {
        return canNext.getReadOnlyProperty();
    }

    /** True once a load found no clip at all: "No clips match". */
    public ReadOnlyBooleanProperty emptyProperty() {
        return empty.getReadOnlyProperty();
    }
}
