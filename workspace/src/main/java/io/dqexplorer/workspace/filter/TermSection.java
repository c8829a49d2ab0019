package io.dqexplorer.workspace.filter;

import io.dqexplorer.workspace.table.Column;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Where a term clause looks: one section's term list, or any of the three. */
public enum TermSection {
    ANY(List.of(Column.ENVIRONMENTS, Column.OBJECTS, Column.ACTIONS)),
    ENVIRONMENTS(List.of(Column.ENVIRONMENTS)),
    OBJECTS(List.of(Column.OBJECTS)),
    ACTIONS(List.of(Column.ACTIONS));

    private final List<Column> columns;

    TermSection(List<Column> columns) {
        this.columns = columns;
    }

    /** The term-list columns a clause on this section reads. */
    public List<Column> columns() {
        return columns;
    }

    /** Its word in the filter text and in JSON. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The section named so, ignoring case. */
    public static Optional<TermSection> named(String word) {
        for (TermSection section : values()) {
            if (section.word().equalsIgnoreCase(word)) {
                return Optional.of(section);
            }
        }
        return Optional.empty();
    }
}
