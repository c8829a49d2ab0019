package io.dqexplorer.workspace.query;

import io.dqexplorer.workspace.table.Column;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The order of a view: zero or more keys, each a whitelisted column ascending or descending, then
 * always the service's order ({@code position}) as the tie-break, so that every order is total and a
 * block fetched at an offset is the same block every time. Missing values (null) come last in either
 * direction: a "largest first" view starts with figures, not with unmeasured clips.
 *
 * <p>Text form, as the command line and saved views write it: keys separated by commas, each a column
 * name with an optional {@code :desc} (or {@code :asc}), e.g. {@code distorted_share:desc,clip}; the
 * empty text is the service's order. {@link #parse} and {@link #text()} round-trip.
 */
public record Sort(List<Key> keys) {

    /** The service's own order, nothing else. */
    public static final Sort SERVICE_ORDER = new Sort(List.of());

    /** The column every order ends with; it is no {@link Column}: no filter or export names it. */
    static final String TIE_BREAK = "position";

    /** One sort key. */
    public record Key(Column column, boolean descending) {
        public Key {
            if (column == null) {
                throw new IllegalArgumentException("a sort key needs a column");
            }
        }

        String text() {
            return descending ? column.sqlName() + ":desc" : column.sqlName();
        }
    }

    public Sort {
        keys = List.copyOf(keys);
        Set<Column> seen = EnumSet.noneOf(Column.class);
        for (Key key : keys) {
            if (!seen.add(key.column())) {
                throw new IllegalArgumentException("The sort names column '" + key.column().sqlName() + "' twice");
            }
        }
    }

    public static Sort by(Column column, boolean descending) {
        return new Sort(List.of(new Key(column, descending)));
    }

    /**
     * Reads the text form.
     *
     * @throws IllegalArgumentException naming the key and its position when a column is unknown, a
     *                                  direction is neither {@code asc} nor {@code desc}, a key is
     *                                  empty or a column comes twice
     */
    public static Sort parse(String text) {
        if (text.isBlank()) {
            return SERVICE_ORDER;
        }
        List<Key> keys = new ArrayList<>();
        int at = 0;
        for (String part : text.split(",", -1)) {
            keys.add(key(part, at));
            at += part.length() + 1;
        }
        return new Sort(keys);
    }

    private static Key key(String part, int at) {
        String trimmed = part.strip();
        int colon = trimmed.indexOf(':');
        String name = colon < 0 ? trimmed : trimmed.substring(0, colon).strip();
        String direction = colon < 0 ? "asc" : trimmed.substring(colon + 1).strip().toLowerCase(Locale.ROOT);
        if (name.isEmpty()) {
            throw new IllegalArgumentException("A sort key names no column at character " + (at + 1));
        }
        Column column = Column.named(name).orElseThrow(() -> new IllegalArgumentException(
                "Unknown sort column '" + name + "' at character " + (at + 1) + "; known: " + known()));
        return switch (direction) {
            case "asc" -> new Key(column, false);
            case "desc" -> new Key(column, true);
            default -> throw new IllegalArgumentException("Sort direction '" + direction + "' of column '" + name
                    + "' at character " + (at + 1) + " is neither asc nor desc");
        };
    }

    /** The text form; the empty string for the service's order. */
    public String text() {
        return String.join(",", keys.stream().map(Key::text).toList());
    }

    /** The ORDER BY list: whitelisted names and keywords only, ending with the tie-break. */
    String orderBy() {
        StringBuilder sql = new StringBuilder();
        for (Key key : keys) {
            sql.append(key.column().sqlName()).append(key.descending() ? " DESC" : " ASC").append(" NULLS LAST, ");
        }
        return sql.append(TIE_BREAK).toString();
    }

    /** The ORDER BY list of the opposite order, row for row: each key and the tie-break turned, nulls first. */
    String reversedOrderBy() {
        StringBuilder sql = new StringBuilder();
        for (Key key : keys) {
            sql.append(key.column().sqlName()).append(key.descending() ? " ASC" : " DESC").append(" NULLS FIRST, ");
        }
        return sql.append(TIE_BREAK).append(" DESC").toString();
    }

    /**
     * The condition that row {@code row} of the view comes before row {@code target} in this order:
     * ahead on the first key that differs (a null behind every value, either direction), else on
     * position. Counting the subset's rows that meet it places {@code target} without sorting.
     */
    String before(String row, String target) {
        String condition = row + "." + TIE_BREAK + " < " + target + "." + TIE_BREAK;
        for (int i = keys.size() - 1; i >= 0; i--) {
            Key key = keys.get(i);
            String mine = row + "." + key.column().sqlName();
            String theirs = target + "." + key.column().sqlName();
            String ahead = "coalesce(" + mine + (key.descending() ? " > " : " < ") + theirs + ", " + mine
                    + " IS NOT NULL AND " + theirs + " IS NULL)";
            condition = "(" + ahead + " OR (" + mine + " IS NOT DISTINCT FROM " + theirs + " AND " + condition + "))";
        }
        return condition;
    }

    private static String known() {
        return String.join(", ", Arrays.stream(Column.values()).map(Column::sqlName).toList());
    }

    @Override
    public String toString() {
        return text();
    }
}
