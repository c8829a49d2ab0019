package io.dqexplorer.workspace.compare;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * What differs between two measurements, as the app shows it and the CSV holds it: one row per figure
 * compared, in the columns {@link #COLUMNS}. Cells keep their type: text, a whole count ({@link Long}),
 * a measured value ({@link Double}), or null for "not there" (a side not assessed yet, a difference that
 * cannot be taken) — never 0 in its place.
 * <ul>
 *   <li>{@code part}: what the row belongs to (a defect, "coverage", a vocabulary section, a duplicate group);</li>
 *   <li>{@code item}: within it (a term, a percentile, a histogram bin's lower edge; empty when none);</li>
 *   <li>{@code measure}: which figure ("percent", "assessed_hours", "tier", …);</li>
 *   <li>{@code left}, {@code right}: the figure on each side;</li>
 *   <li>{@code difference}: right minus left, in the figure's unit (percentage points for a percent);</li>
 *   <li>{@code state}: "same", "changed", "added", "removed", "not assessed yet on the left", ….</li>
 * </ul>
 */
public final class DifferenceTable {

    public static final List<String> COLUMNS = List.of("part", "item", "measure", "left", "right", "difference", "state");

    public static final String SAME = "same";
    public static final String CHANGED = "changed";
    public static final String ADDED = "added";
    public static final String REMOVED = "removed";

    private final List<List<Object>> rows;

    private DifferenceTable(List<List<Object>> rows) {
        this.rows = Collections.unmodifiableList(rows);
    }

    public static Builder builder() {
        return new Builder();
    }

    public List<String> columns() {
        return COLUMNS;
    }

    /** Every row, its cells in {@link #COLUMNS} order; unmodifiable. */
    public List<List<Object>> rows() {
        return rows;
    }

    /** The rows of one part and measure, in table order: what a test or a chart looks up. */
    public List<List<Object>> rows(String part, String measure) {
        return rows.stream().filter(row -> part.equals(row.get(0)) && measure.equals(row.get(2))).toList();
    }

    public int size() {
        return rows.size();
    }

    /** Collects rows; a cell must be text, a whole count, a measured value or null. */
    public static final class Builder {

        private final List<List<Object>> rows = new ArrayList<>();

        private Builder() {
        }

        public Builder row(String part, String item, String measure, Object left, Object right, Object difference,
                           String state) {
            Object[] cells = {Objects.requireNonNull(part, "part"), item == null ? "" : item,
                    Objects.requireNonNull(measure, "measure"), cell(left), cell(right), cell(difference), state};
            rows.add(Collections.unmodifiableList(Arrays.asList(cells)));
            return this;
        }

        /** A number on both sides: the difference is taken, and the state says whether it changed. */
        public Builder numbers(String part, String item, String measure, Double left, Double right) {
            if (left == null || right == null) {
                return row(part, item, measure, left, right, null, Sides.missing(Sides.NOT_ASSESSED, left == null, right == null));
            }
            double difference = Numbers.difference(left, right);
            return row(part, item, measure, left, right, difference, difference == 0 ? SAME : CHANGED);
        }

        /** A whole count on both sides, as {@link #numbers} with the difference a count too. */
        public Builder counts(String part, String item, String measure, Long left, Long right) {
            if (left == null || right == null) {
                return row(part, item, measure, left, right, null, Sides.missing(Sides.NOT_ASSESSED, left == null, right == null));
            }
            long difference = right - left;
            return row(part, item, measure, left, right, difference, difference == 0 ? SAME : CHANGED);
        }

        public DifferenceTable build() {
            return new DifferenceTable(new ArrayList<>(rows));
        }

        private static Object cell(Object value) {
            if (value == null || value instanceof String || value instanceof Long || value instanceof Double) {
                return value;
            }
            if (value instanceof Integer number) {
                return number.longValue();
            }
            throw new IllegalArgumentException("a difference cell is text, a count or a value, not " + value.getClass());
        }
    }
}
