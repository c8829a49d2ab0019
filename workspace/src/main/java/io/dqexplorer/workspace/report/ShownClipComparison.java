package io.dqexplorer.workspace.report;

import io.dqexplorer.workspace.compare.ClipComparison;
import io.dqexplorer.workspace.compare.DifferenceTable;
import io.dqexplorer.workspace.compare.SnapshotComparison;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A clips comparison as a report shows it: both snapshots, named, with their summaries; every difference
 * counted by state and by field; and the rows of the view the analyst looked at (the compare view's filter
 * and sort), the first {@link #ROWS_LISTED} of them, so that a comparison of a million rows still makes a
 * file one reads. Only the listed rows are copied: the comparison's own table is counted when the report is
 * written, on the worker.
 *
 * @param view   the view's filter and sort in words, "{@value #EVERY_DIFFERENCE}" for none
 * @param inView how many rows the view holds
 * @param listed the view's first rows, at most {@link #ROWS_LISTED}
 */
public record ShownClipComparison(SnapshotComparison.Compared compared, String view, int inView,
                                  List<List<Object>> listed) {

    /** The rows a report lists at most. */
    public static final int ROWS_LISTED = 1_000;
    /** The view of an unfiltered, unsorted comparison: the command line's, and the app's until it is filtered. */
    public static final String EVERY_DIFFERENCE = "every difference, in clip id order";

    private static final int ITEM = DifferenceTable.COLUMNS.indexOf("item");
    private static final int MEASURE = DifferenceTable.COLUMNS.indexOf("measure");
    private static final int STATE = DifferenceTable.COLUMNS.indexOf("state");

    public ShownClipComparison {
        Objects.requireNonNull(compared, "compared");
        Objects.requireNonNull(view, "view");
        listed = List.copyOf(listed);
    }

    /** The view's rows, in its order, as a report holds them: the first {@link #ROWS_LISTED}. */
    public static ShownClipComparison of(SnapshotComparison.Compared compared, List<List<Object>> rowsInView, String view) {
        return new ShownClipComparison(compared, view, rowsInView.size(),
                rowsInView.subList(0, Math.min(ROWS_LISTED, rowsInView.size())));
    }

    /** Every difference, in the comparison's order: what the command line reports. */
    public static ShownClipComparison everyDifference(SnapshotComparison.Compared compared) {
        return of(compared, compared.result().table().rows(), EVERY_DIFFERENCE);
    }

    /** Whether the view holds more rows than are listed. */
    public boolean capped() {
        return inView > listed.size();
    }

    /** The comparison's differences, whatever the view. */
    public int differences() {
        return compared.result().table().rows().size();
    }

    /**
     * Every difference counted by state: added, removed, changed, then each "not assessed yet on …" found,
     * in the order first met. A state with none is counted 0 for the three that always apply.
     */
    public Map<String, Long> byState() {
        Map<String, Long> counts = new LinkedHashMap<>();
        for (String state : List.of(DifferenceTable.ADDED, DifferenceTable.REMOVED, DifferenceTable.CHANGED)) {
            counts.put(state, 0L);
        }
        for (List<Object> row : compared.result().table().rows()) {
            counts.merge((String) row.get(STATE), 1L, Long::sum);
        }
        return counts;
    }

    /** Every difference counted by field, in the comparison's field order: "clip" for a clip added or removed. */
    public Map<String, Long> byField() {
        Map<String, Long> counts = new LinkedHashMap<>();
        counts.put(ClipComparison.CLIP, 0L);
        ClipComparison.FIELDS.forEach(field -> counts.put(field.sqlName(), 0L));
        for (List<Object> row : compared.result().table().rows()) {
            counts.merge((String) row.get(MEASURE), 1L, Long::sum);
        }
        return counts;
    }

    /** The clips on both sides with at least one field that differs. */
    public long clipsChanged() {
        long clips = 0;
        String last = null;
        // a clip's rows are adjacent: the comparison walks both sides in clip order
        for (List<Object> row : compared.result().table().rows()) {
            String clip = (String) row.get(ITEM);
            if (!ClipComparison.CLIP.equals(row.get(MEASURE)) && !clip.equals(last)) {
                clips++;
                last = clip;
            }
        }
        return clips;
    }
}
