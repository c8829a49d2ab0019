package io.dqexplorer.workspace.table;

import io.dqexplorer.sdk.model.ClipRow;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/** A completed snapshot's term masks read back as term sets, beside the sets its rows' lists hold. */
public final class MaskedTerms {

    private MaskedTerms() {
    }

    /** Each row's distinct terms of a section, in row order. */
    public static List<Set<String>> listed(List<ClipRow> rows, Column section) {
        Function<ClipRow, List<String>> terms = switch (section) {
            case ENVIRONMENTS -> ClipRow::environments;
            case OBJECTS -> ClipRow::objects;
            default -> ClipRow::actions;
        };
        return rows.stream().map(row -> (Set<String>) new HashSet<>(terms.apply(row))).toList();
    }

    /** Each clip's terms read back from its mask and {@code term_ids}, in position order. */
    public static List<Set<String>> read(Connection connection, Column section) throws SQLException {
        Map<Integer, String> terms = new TreeMap<>();
        try (Statement statement = connection.createStatement();
             ResultSet ids = statement.executeQuery("SELECT id::INTEGER, term FROM " + TermMasks.TERM_IDS
                     + " WHERE section = '" + section.sqlName() + "'")) {
            while (ids.next()) {
                terms.put(ids.getInt(1), ids.getString(2));
            }
        }
        List<Set<String>> sets = new ArrayList<>();
        try (Statement statement = connection.createStatement();
             ResultSet masks = statement.executeQuery("SELECT " + TermMasks.maskOf(section) + "::VARCHAR FROM "
                     + ClipTable.VIEW + " ORDER BY position")) {
            while (masks.next()) {
                long mask = Long.parseUnsignedLong(masks.getString(1));
                Set<String> set = new HashSet<>();
                terms.forEach((id, term) -> {
                    if ((mask >>> id & 1) == 1) {
                        set.add(term);
                    }
                });
                sets.add(set);
            }
        }
        return sets;
    }

}
