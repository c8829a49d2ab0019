package io.dqexplorer.workspace.filter;

import io.dqexplorer.workspace.table.Column;
import java.util.List;

/**
 * Rows whose clip id contains a fragment, ignoring case. The fragment is literal: {@code %}, {@code _}
 * and {@code *} are characters to find, never wildcards (the SQL is a substring search, not LIKE).
 *
 * <p>Text form: {@code clip contains "ep-12"}.
 */
public record ClipContainsClause(String fragment) implements Clause {

    public ClipContainsClause {
        if (fragment.isEmpty()) {
            throw new IllegalArgumentException("'clip contains' needs some text to find");
        }
    }

    @Override
    public String text() {
        return Column.CLIP.sqlName() + " contains " + FilterStrings.quoted(fragment);
    }

    @Override
    public SqlCondition sql(TermResolver resolver) {
        return new SqlCondition("strpos(lower(" + Column.CLIP.sqlName() + "), lower(?)) > 0", List.of(fragment));
    }

    @Override
    public String toString() {
        return text();
    }
}
