package io.dqexplorer.workspace.query;

/**
 * What a group-by is sorted on, and which way. Ties are broken by term, then a group without the
 * figure (no measured seconds) comes last in either direction.
 */
public record GroupOrder(Key key, boolean descending) {

    /** Most clips first: the group-by's opening order. */
    public static final GroupOrder MOST_CLIPS = new GroupOrder(Key.CLIPS, true);

    /** The figures a group-by sorts on, each with its name in the group-by's SQL (a constant). */
    public enum Key {
        TERM("term"),
        CLIPS("clips"),
        ANALYZED_SECONDS("analyzed_seconds"),
        HANDS_VISIBLE_SHARE("hands_visible_share"),
        TWO_HANDS_VISIBLE_SHARE("two_hands_visible_share"),
        ACTIVE_MANIPULATION_SHARE("active_manipulation_share");

        private final String sqlName;

        Key(String sqlName) {
            this.sqlName = sqlName;
        }
    }

    public GroupOrder {
        if (key == null) {
            throw new IllegalArgumentException("a group order needs a key");
        }
    }

    String orderBy() {
        return key.sqlName + (descending ? " DESC" : " ASC") + " NULLS LAST, term";
    }
}
