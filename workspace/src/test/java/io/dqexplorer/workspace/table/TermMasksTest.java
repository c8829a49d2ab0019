package io.dqexplorer.workspace.table;

import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.SqlCondition;
import io.dqexplorer.workspace.filter.TermResolver;
import io.dqexplorer.workspace.query.ClipQueries;
import io.dqexplorer.workspace.query.GroupOrder;
import io.dqexplorer.workspace.query.SyntheticClips;
import io.dqexplorer.workspace.query.TermGroup;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The term masks against the lists they stand for, and the filters and group-by read through either. */
class TermMasksTest {

    /** Knife or cup, without a pour: any and none through the masks or the lists. */
    private static final Filter KNIFE_OR_CUP_NOT_POUR = Filter.parse("objects has any (\"knife\", \"cup\") and actions has none \"pour\"");
    private static final Predicate<ClipRow> IS_KNIFE_OR_CUP_NOT_POUR = row ->
            (row.objects().contains("knife") || row.objects().contains("cup")) && !row.actions().contains("pour");

    @Test
    void eachMaskHoldsTheBitsOfItsClipsTermsAndNoOther() throws SQLException {
        List<ClipRow> rows = withRepeats(SyntheticClips.rows(5, 3_000));
        try (Connection connection = filled(rows)) {
            ClipTable.complete(connection);
            for (Column section : List.of(Column.ENVIRONMENTS, Column.OBJECTS, Column.ACTIONS)) {
                assertTrue(TermMasks.masked(connection, section), section.sqlName());
                assertEquals(MaskedTerms.listed(rows, section), MaskedTerms.read(connection, section), section.sqlName());
            }
        }
    }

    @Test
    void beforeCompletionTermFiltersReadTheListsAndAfterItTheMasksWithTheSameClips() throws SQLException {
        List<ClipRow> rows = withRepeats(SyntheticClips.rows(6, 3_000));
        long expected = rows.stream().filter(IS_KNIFE_OR_CUP_NOT_POUR).count();
        assertTrue(expected > 100 && expected < rows.size() / 2, "a real subset: " + expected);
        SqlCondition condition = KNIFE_OR_CUP_NOT_POUR.sql(TermResolver.exact());
        try (Connection connection = filled(rows)) {
            ClipQueries queries = new ClipQueries(connection);
            assertFalse(TermMasks.masked(connection, Column.OBJECTS));
            assertEquals(expected, queries.count(condition));
            List<TermGroup> fromLists = queries.groupBy(condition, Column.ACTIONS, GroupOrder.MOST_CLIPS);

            ClipTable.complete(connection);
            assertTrue(TermMasks.masked(connection, Column.OBJECTS));
            assertEquals(expected, queries.count(condition));
            assertSameGroups(fromLists, queries.groupBy(condition, Column.ACTIONS, GroupOrder.MOST_CLIPS));
            assertEquals(clipsPerTerm(rows, IS_KNIFE_OR_CUP_NOT_POUR, ClipRow::actions), clips(fromLists));
        }
    }

    @Test
    void aSectionWithMoreTermsThanAMaskHasBitsKeepsReadingItsList() throws SQLException {
        List<ClipRow> rows = new ArrayList<>();
        for (ClipRow row : SyntheticClips.rows(7, 2_000)) {
            int index = rows.size();
            List<String> actions = List.of("act-" + index % 70, "act-" + index % 13);
            rows.add(new ClipRow(row.clip(), row.episodeIndex(), row.analyzedSeconds(), row.environments(),
                    row.objects(), actions, row.frameQuality(), row.handActivity()));
        }
        Filter filter = Filter.parse("actions has any (\"act-69\", \"act-5\") and objects has \"knife\"");
        Predicate<ClipRow> meets = row -> (row.actions().contains("act-69") || row.actions().contains("act-5"))
                && row.objects().contains("knife");
        try (Connection connection = filled(rows)) {
            ClipTable.complete(connection);
            assertFalse(TermMasks.masked(connection, Column.ACTIONS), "70 terms do not fit in " + TermMasks.BITS + " bits");
            assertTrue(TermMasks.masked(connection, Column.OBJECTS));
            ClipQueries queries = new ClipQueries(connection);
            SqlCondition condition = filter.sql(TermResolver.exact());
            long expected = rows.stream().filter(meets).count();
            assertTrue(expected > 10, "a real subset: " + expected);
            assertEquals(expected, queries.count(condition));
            assertEquals(clipsPerTerm(rows, meets, ClipRow::actions),
                    clips(queries.groupBy(condition, Column.ACTIONS, GroupOrder.MOST_CLIPS)));
            assertEquals(clipsPerTerm(rows, meets, ClipRow::objects),
                    clips(queries.groupBy(condition, Column.OBJECTS, GroupOrder.MOST_CLIPS)));
        }
    }

    @Test
    void aSectionThatPassesAMasksBitsAfterItsFirstClipsKeepsNoMaskForAnyClipAndEveryTermNumberedOnce()
            throws SQLException {
        List<ClipRow> rows = new ArrayList<>();
        for (ClipRow row : SyntheticClips.rows(8, 1_000)) {
            int index = rows.size();
            // the 65th action first comes at the 900th clip: the earlier clips' masks were already appended
            List<String> actions = index < 900 ? List.of("act-" + index % 64) : List.of("act-" + (64 + index % 3));
            rows.add(new ClipRow(row.clip(), row.episodeIndex(), row.analyzedSeconds(), row.environments(),
                    row.objects(), actions, row.frameQuality(), row.handActivity()));
        }
        try (Connection connection = filled(rows); Statement statement = connection.createStatement()) {
            ClipTable.complete(connection);
            assertFalse(TermMasks.masked(connection, Column.ACTIONS));
            try (ResultSet masks = statement.executeQuery("SELECT count(*) FROM " + ClipTable.TABLE + " WHERE "
                    + TermMasks.maskOf(Column.ACTIONS) + " IS NOT NULL")) {
                masks.next();
                assertEquals(0, masks.getLong(1), "clips still holding an actions mask");
            }
            try (ResultSet ids = statement.executeQuery("SELECT count(*), count(DISTINCT term), count(DISTINCT id)"
                    + " FROM " + TermMasks.TERM_IDS + " WHERE section = 'actions'")) {
                ids.next();
                assertEquals(List.of(67L, 67L, 67L), List.of(ids.getLong(1), ids.getLong(2), ids.getLong(3)));
            }
            assertTrue(TermMasks.masked(connection, Column.OBJECTS));
            assertEquals(MaskedTerms.listed(rows, Column.OBJECTS), MaskedTerms.read(connection, Column.OBJECTS));
        }
    }

    private static Connection filled(List<ClipRow> rows) throws SQLException {
        Connection connection = DriverManager.getConnection("jdbc:duckdb:");
        ClipTable.create(connection);
        try (ClipAppender appender = new ClipAppender(connection, Map.of())) {
            for (ClipRow row : rows) {
                appender.append(row);
            }
        }
        return connection;
    }

    /** The rows with a term repeated in every seventh clip's lists: a list may name a term twice. */
    private static List<ClipRow> withRepeats(List<ClipRow> rows) {
        List<ClipRow> repeated = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            ClipRow row = rows.get(i);
            repeated.add(i % 7 != 0 ? row : new ClipRow(row.clip(), OptionalLong.empty(), row.analyzedSeconds(),
                    twice(row.environments()), twice(row.objects()), twice(row.actions()), Optional.empty(),
                    row.handActivity()));
        }
        return repeated;
    }

    private static List<String> twice(List<String> terms) {
        List<String> doubled = new ArrayList<>(terms);
        doubled.addAll(terms);
        return doubled;
    }

    private static Map<String, Long> clipsPerTerm(List<ClipRow> rows, Predicate<ClipRow> meets,
                                                  Function<ClipRow, List<String>> terms) {
        return rows.stream().filter(meets).flatMap(row -> terms.apply(row).stream().distinct())
                .collect(Collectors.groupingBy(term -> term, TreeMap::new, Collectors.counting()));
    }

    private static Map<String, Long> clips(List<TermGroup> groups) {
        return groups.stream().collect(Collectors.toMap(TermGroup::term, TermGroup::clips, (a, b) -> a, TreeMap::new));
    }

    private static void assertSameGroups(List<TermGroup> expected, List<TermGroup> actual) {
        assertEquals(expected.stream().map(TermGroup::term).toList(), actual.stream().map(TermGroup::term).toList());
        for (int i = 0; i < expected.size(); i++) {
            TermGroup want = expected.get(i);
            TermGroup got = actual.get(i);
            assertEquals(want.clips(), got.clips(), want.term());
            assertEquals(want.analyzedSeconds(), got.analyzedSeconds(), 1e-9 * want.analyzedSeconds(), want.term());
            assertEquals(want.hands().map(h -> h.clips()), got.hands().map(h -> h.clips()), want.term());
            assertEquals(want.hands().map(h -> h.measuredSeconds()).orElse(0.0),
                    got.hands().map(h -> h.measuredSeconds()).orElse(0.0), 1e-6, want.term());
        }
    }
}
