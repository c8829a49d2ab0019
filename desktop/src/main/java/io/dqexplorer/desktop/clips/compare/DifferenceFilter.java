package io.dqexplorer.desktop.clips.compare;

import io.dqexplorer.desktop.compare.CellOrder;
import io.dqexplorer.workspace.compare.ClipComparison;
import io.dqexplorer.workspace.compare.DifferenceTable;
import io.dqexplorer.workspace.report.ShownClipComparison;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Which of a clips comparison's rows are shown, and in what order: a state (added, removed, changed,
 * or not assessed yet on either side), a field (a changed field's column name, or "clip" for a clip
 * added or removed), and a part of a clip id, any case; then the table's sort keys. Runs on the worker:
 * a million rows are filtered and sorted there, never on the UI thread.
 *
 * @param state null for every state
 * @param field null for every field
 * @param clip  "" for every clip
 */
public record DifferenceFilter(String state, String field, String clip, List<SortKey> sort) {

    /** The words every "not assessed yet on the left / right" state starts with: one choice for both sides. */
    public static final String NOT_ASSESSED = "not assessed yet";
    /** The states offered, in the order the filter lists them. */
    public static final List<String> STATES = List.of(DifferenceTable.ADDED, DifferenceTable.REMOVED,
            DifferenceTable.CHANGED, NOT_ASSESSED);

    /** Every row, in the comparison's order (by clip id). */
    public static final DifferenceFilter ALL = new DifferenceFilter(null, null, "", List.of());

    private static final int MEASURE = DifferenceTable.COLUMNS.indexOf("measure");
    private static final int ITEM = DifferenceTable.COLUMNS.indexOf("item");
    private static final int STATE = DifferenceTable.COLUMNS.indexOf("state");
    /** The compare table's titles of {@link DifferenceTable#COLUMNS}, as a sort key names its column. */
    private static final List<String> TITLES = List.of("part", "clip", "field", "left", "right", "difference", "state");

    /** One key of the table's sort: a column of {@link DifferenceTable#COLUMNS} and its direction. */
    public record SortKey(int column, boolean ascending) {
    }

    public DifferenceFilter {
        clip = clip == null ? "" : clip.strip();
        sort = List.copyOf(sort);
    }

    public DifferenceFilter withState(String chosen) {
        return new DifferenceFilter(chosen, field, clip, sort);
    }

    public DifferenceFilter withField(String chosen) {
        return new DifferenceFilter(state, chosen, clip, sort);
    }

    public DifferenceFilter withClip(String part) {
        return new DifferenceFilter(state, field, part, sort);
    }

    public DifferenceFilter withSort(List<SortKey> keys) {
        return new DifferenceFilter(state, field, clip, keys);
    }

    /**
     * The filter and the sort in words, as a report names the view its rows come from: "state changed, field
     * analyzed seconds, clip id contains "04", sorted by difference descending"; with neither,
     * {@link ShownClipComparison#EVERY_DIFFERENCE}.
     */
    public String words() {
        List<String> parts = new ArrayList<>();
        if (state != null) {
            parts.add("state " + state);
        }
        if (field != null) {
            parts.add("field " + fieldWords(field));
        }
        if (!clip.isEmpty()) {
            parts.add("clip id contains \"" + clip + "\"");
        }
        if (parts.isEmpty() && sort.isEmpty()) {
            return ShownClipComparison.EVERY_DIFFERENCE;
        }
        List<String> keys = new ArrayList<>();
        for (SortKey key : sort) {
            keys.add(TITLES.get(key.column()) + (key.ascending() ? " ascending" : " descending"));
        }
        parts.add(keys.isEmpty() ? "in clip id order" : "sorted by " + String.join(", then ", keys));
        return String.join(", ", parts);
    }

    /** "analyzed_seconds" reads "analyzed seconds", "clip" "clip added or removed", as the field picker shows them. */
    public static String fieldWords(String field) {
        return field.equals(ClipComparison.CLIP) ? "clip added or removed" : field.replace('_', ' ');
    }

    public boolean test(List<Object> row) {
        String rowState = (String) row.get(STATE);
        if (state != null && !(state.equals(NOT_ASSESSED) ? rowState.startsWith(NOT_ASSESSED) : state.equals(rowState))) {
            return false;
        }
        if (field != null && !field.equals(row.get(MEASURE))) {
            return false;
        }
        return clip.isEmpty() || ((String) row.get(ITEM)).toLowerCase(Locale.ROOT).contains(clip.toLowerCase(Locale.ROOT));
    }

    /** The rows that pass, sorted by the keys (a missing cell last); rows equal under them keep the comparison's order. */
    public List<List<Object>> apply(List<List<Object>> rows) {
        List<List<Object>> shown = new ArrayList<>();
        for (List<Object> row : rows) {
            if (test(row)) {
                shown.add(row);
            }
        }
        if (!sort.isEmpty()) {
            shown.sort(order());
        }
        return shown;
    }

    private Comparator<List<Object>> order() {
        Comparator<List<Object>> order = (a, b) -> 0;
        for (SortKey key : sort) {
            // a missing cell last either way: the largest change first, not the rows without one
            order = order.thenComparing(row -> row.get(key.column()),
                    Comparator.nullsLast(key.ascending() ? CellOrder.VALUES : CellOrder.VALUES.reversed()));
        }
        return order;
    }
}
