package io.dqexplorer.workspace.table;

import java.util.Locale;
import java.util.Optional;

/**
 * Every column of the clip view that a filter, a sort, a chart or an export may name: the one
 * whitelist between user text and SQL. Only {@link #sqlName()} ever reaches SQL text, and it is a
 * constant of this enum. Stored columns hold the service's counts and seconds as they came; the
 * ratios are derived in the view, null where the denominator is 0 or absent.
 */
public enum Column {

    CLIP("clip", Kind.TEXT),
    EPISODE_INDEX("episode_index", Kind.COUNT),
    ANALYZED_SECONDS("analyzed_seconds", Kind.SECONDS),
    ENVIRONMENTS("environments", Kind.TERMS),
    OBJECTS("objects", Kind.TERMS),
    ACTIONS("actions", Kind.TERMS),
    FRAMES("frames", Kind.COUNT),
    USABLE("usable", Kind.COUNT),
    DISTORTED("distorted", Kind.COUNT),
    JERKY("jerky", Kind.COUNT),
    MEASURED_SECONDS("measured_seconds", Kind.SECONDS),
    HANDS_VISIBLE_SECONDS("hands_visible_seconds", Kind.SECONDS),
    TWO_HANDS_VISIBLE_SECONDS("two_hands_visible_seconds", Kind.SECONDS),
    ACTIVE_MANIPULATION_SECONDS("active_manipulation_seconds", Kind.SECONDS),
    /** The clip's exact-duplicate group: its number in the service's group order, from 1; null when in none. */
    DUPLICATE_GROUP("duplicate_group", Kind.COUNT),

    USABLE_SHARE("usable_share", Kind.RATIO),
    DISTORTED_SHARE("distorted_share", Kind.RATIO),
    JERKY_SHARE("jerky_share", Kind.RATIO),
    HANDS_VISIBLE_SHARE("hands_visible_share", Kind.RATIO),
    TWO_HANDS_VISIBLE_SHARE("two_hands_visible_share", Kind.RATIO),
    ACTIVE_MANIPULATION_SHARE("active_manipulation_share", Kind.RATIO);

    /** What a column holds, which decides the filters it takes and how it is shown. */
    public enum Kind {
        TEXT, TERMS, COUNT, SECONDS, RATIO;

        /** Counts, seconds and ratios take numeric ranges, sum and bin. */
        public boolean isNumeric() {
            return this == COUNT || this == SECONDS || this == RATIO;
        }
    }

    private final String sqlName;
    private final Kind kind;

    Column(String sqlName, Kind kind) {
        this.sqlName = sqlName;
        this.kind = kind;
    }

    /** The column's name in the clip view, equal to the contract's field name where it has one. */
    public String sqlName() {
        return sqlName;
    }

    public Kind kind() {
        return kind;
    }

    /** True for the ratios the view derives rather than stores. */
    public boolean isDerived() {
        return kind == Kind.RATIO;
    }

    /** The column named so in filter text, a command line or a saved view; case-insensitive. */
    public static Optional<Column> named(String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        for (Column column : values()) {
            if (column.sqlName.equals(wanted)) {
                return Optional.of(column);
            }
        }
        return Optional.empty();
    }
}
