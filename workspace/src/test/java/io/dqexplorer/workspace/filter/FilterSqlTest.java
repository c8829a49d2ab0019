package io.dqexplorer.workspace.filter;

import io.dqexplorer.sandbox.SandboxDatasets;
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.DuplicatesQuery;
import io.dqexplorer.sdk.query.TermIndex;
import io.dqexplorer.sdk.query.VocabularyQuery;
import io.dqexplorer.testing.SandboxExtension;
import io.dqexplorer.workspace.table.ClipAppender;
import io.dqexplorer.workspace.table.ClipTable;
import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.TermMasks;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Filters run as SQL on a real DuckDB holding the sandbox's rows of one dataset (plus a few rows
 * made to be awkward), against an independent Java computation over the same {@link ClipRow}s.
 */
@ExtendWith(SandboxExtension.class)
class FilterSqlTest {

    private static final String DROP = "'); DROP TABLE clips; --";

    /** Rows the sandbox does not produce: nothing measured, no frames, SQL and wildcards in ids and terms. */
    private static final List<ClipRow> AWKWARD = List.of(
            row(DROP, List.of(DROP), Optional.empty(), Optional.empty()),
            row("ep_1%x", List.of("say \"hi\"", "C:\\dir"), Optional.of(new ClipRow.FrameQuality(0, 0, 0, 0)),
                    Optional.of(new ClipRow.HandSeconds(0, 0, 0, 0))),
            row("epX1Yx", List.of("a;b"), Optional.of(new ClipRow.FrameQuality(10, 5, 5, 0)), Optional.empty()));

    private static Connection connection;
    private static List<ClipRow> rows;
    private static Map<String, Integer> groups;
    private static UnversionedVocabulary vocabulary;
    private static TermResolver resolver;
    /** The oracle's answers by section and lower-cased word, so that it reads the vocabulary once per word. */
    private static final Map<String, Set<String>> TERMS_IN = new HashMap<>();

    @BeforeAll
    static void fill(DqClient client) throws SQLException {
        String dataset = SandboxDatasets.WAREHOUSE_PICKING;
        try (Stream<ClipRow> walk = client.unversioned()
                .walkClips(ClipQuery.of(dataset).withFrameQuality(true).withHandActivity(true)).rows()) {
            rows = new ArrayList<>(walk.toList());
            vocabulary = client.unversioned().vocabulary(VocabularyQuery.of(dataset));
            groups = new HashMap<>();
            List<Duplicates.Group> exact = client.versioned().duplicates(DuplicatesQuery.of(dataset))
                    .exact().orElseThrow().groups();
            for (int g = 0; g < exact.size(); g++) {
                for (String clip : exact.get(g).clips()) {
                    groups.put(clip, g + 1);
                }
            }
        }
        groups.put(AWKWARD.get(1).clip(), 999);
        rows.addAll(AWKWARD);
        resolver = TermResolver.of(TermIndex.of(vocabulary));

        connection = DriverManager.getConnection("jdbc:duckdb:");
        ClipTable.create(connection);
        try (ClipAppender appender = new ClipAppender(connection, groups)) {
            for (ClipRow row : rows) {
                appender.append(row);
            }
        }
        ClipTable.complete(connection);
    }

    @AfterAll
    static void close() throws SQLException {
        connection.close();
    }

    @Test
    void eachClauseKindSelectsTheRowsAJavaComputationSelects() throws SQLException {
        assertTrue(rows.size() > 1_000, "a multi-page dataset: " + rows.size());
        String object = termCarriedBySome(Column.OBJECTS);
        String action = termCarriedBySome(Column.ACTIONS);
        String environment = termCarriedBySome(Column.ENVIRONMENTS);
        List<Clause> clauses = new ArrayList<>();
        for (TermMatch match : TermMatch.values()) {
            clauses.add(TermClause.of(TermSection.OBJECTS, match, object, termCarriedBySome(Column.OBJECTS, 1)));
            clauses.add(TermClause.of(TermSection.ANY, match, object.toUpperCase(Locale.ROOT), action, environment));
            clauses.add(TermClause.of(TermSection.ACTIONS, match, action));
            clauses.add(TermClause.of(TermSection.ENVIRONMENTS, match, environment, "no such term"));
        }
        for (Column column : FilterGenerator.NUMERIC) {
            double median = median(column);
            for (RangeClause.Operator operator : RangeClause.Operator.values()) {
                clauses.add(operator == RangeClause.Operator.BETWEEN
                        ? RangeClause.between(column, median, median * 2 + 1)
                        : RangeClause.of(column, operator, median));
            }
        }
        clauses.add(DuplicateClause.IN_GROUP);
        clauses.add(DuplicateClause.IN_NO_GROUP);
        String clip = rows.get(rows.size() / 2).clip();
        clauses.add(new ClipContainsClause(clip.substring(1, clip.length() - 1).toUpperCase(Locale.ROOT)));
        clauses.add(new ClipContainsClause(clip.substring(0, 2)));

        for (Clause clause : clauses) {
            Set<String> selected = selected(Filter.of(clause));
            assertEquals(expected(Filter.of(clause)), selected, clause.text());
            boolean sometimesEmpty = clause.equals(TermClause.of(TermSection.ENVIRONMENTS, TermMatch.ALL, environment, "no such term"))
                    || column(clause).filter(c -> c == Column.DUPLICATE_GROUP || c == Column.EPISODE_INDEX).isPresent();
            if (!sometimesEmpty) {
                assertFalse(selected.isEmpty(), "selects some rows, so the comparison says something: " + clause.text());
            }
            assertTrue(selected.size() < rows.size(), "leaves some rows out: " + clause.text());
        }
    }

    @Test
    void generatedFiltersOfSeveralClausesSelectWhatAJavaComputationSelects() throws SQLException {
        Random random = new Random(42);
        List<String> words = new ArrayList<>();
        vocabulary.sections().forEach(s -> s.terms().forEach(t -> {
            words.add(t.term());
            words.addAll(t.spellings());
        }));
        FilterGenerator generator = FilterGenerator.from(random,
                () -> {
                    String word = words.get(random.nextInt(words.size()));
                    return random.nextBoolean() ? word : word.toUpperCase(Locale.ROOT);
                },
                () -> {
                    String clip = rows.get(random.nextInt(rows.size())).clip();
                    int from = random.nextInt(clip.length());
                    return clip.substring(from, from + 1 + random.nextInt(Math.min(4, clip.length() - from)));
                },
                column -> {
                    Double value = value(rows.get(random.nextInt(rows.size())), column);
                    return value == null ? 0.0 : value;
                });
        int nonEmpty = 0;
        for (int i = 0; i < 300; i++) {
            Filter filter = generator.filter();
            Set<String> selected = selected(filter);
            assertEquals(expected(filter), selected, filter.text());
            nonEmpty += selected.isEmpty() ? 0 : 1;
        }
        assertTrue(nonEmpty > 100, "most generated filters select something: " + nonEmpty);
    }

    @Test
    void aSpellingInAnyCaseSelectsTheClipsOfItsTerm() throws SQLException {
        UnversionedVocabulary.Term term = vocabulary.sections().stream().flatMap(s -> s.terms().stream())
                .filter(t -> t.clipCount() > 0 && t.spellings().stream().anyMatch(s -> !s.equalsIgnoreCase(t.term())))
                .findFirst().orElseThrow(() -> new AssertionError("the sandbox vocabulary has a merged spelling"));
        String spelling = term.spellings().stream().filter(s -> !s.equalsIgnoreCase(term.term())).findFirst().orElseThrow();

        Set<String> byTerm = selected(Filter.parse("any has " + FilterStrings.quoted(term.term())));
        assertFalse(byTerm.isEmpty());
        assertEquals(byTerm, selected(Filter.parse("any has " + FilterStrings.quoted(spelling.toUpperCase(Locale.ROOT)))));
        assertEquals(byTerm, selected(Filter.ALL.with(TermClause.of(TermSection.ANY, TermMatch.ANY, spelling))));
        assertEquals(Set.of(), selectedWith(TermResolver.exact(),
                Filter.parse("any has " + FilterStrings.quoted(spelling.toUpperCase(Locale.ROOT)))),
                "without the vocabulary a spelling is only itself");
    }

    @Test
    void aClauseOfEightThousandTermsRunsAsOneBoundListAndSelectsWhatItsFewRealTermsSelect() throws SQLException {
        List<String> real = List.of(termCarriedBySome(Column.OBJECTS), termCarriedBySome(Column.OBJECTS, 1),
                termCarriedBySome(Column.ACTIONS));
        List<String> many = new ArrayList<>(real);
        for (int i = 0; many.size() < 8_000; i++) {
            many.add("w" + i);
        }
        for (String form : List.of("objects has any (%s)", "any has any (%s)", "any has none (%s)")) {
            Filter longForm = Filter.parse(form.formatted(quotedList(many)));
            Filter shortForm = Filter.parse(form.formatted(quotedList(real)));
            SqlCondition condition = longForm.sql(resolver);
            assertTrue(condition.parameters().size() <= 3, "one bound list per section: " + condition.parameters().size());
            Set<String> selected = selected(longForm);
            assertEquals(selected(shortForm), selected, form);
            assertEquals(expected(shortForm), selected, form);
            assertFalse(selected.isEmpty(), form);
        }
    }

    @Test
    void aFilterOfThousandsOfClausesRuns() throws SQLException {
        List<Clause> clauses = new ArrayList<>();
        for (int i = 0; i < 8_000; i++) {
            clauses.add(RangeClause.of(Column.ANALYZED_SECONDS, RangeClause.Operator.GREATER, i / 1_000.0));
        }
        clauses.add(TermClause.of(TermSection.ANY, TermMatch.ANY, termCarriedBySome(Column.OBJECTS)));
        Filter filter = Filter.parse(new Filter(clauses).text());
        assertEquals(expected(filter), selected(filter));
        assertFalse(selected(filter).isEmpty());
    }

    @Test
    void aFilterHoldsAsManyTermTestsAsItCanRunAndRefusesMoreInWordsWhereTheyPassTheLimit() throws SQLException {
        List<String> words = new ArrayList<>(List.of(termCarriedBySome(Column.OBJECTS)));
        for (int i = 1; i < Filter.MOST_TERM_TESTS; i++) {
            words.add(termCarriedBySome(Column.OBJECTS, i % 2));
        }
        Filter most = Filter.parse("objects has all (" + quotedList(words) + ")");
        assertEquals(expected(most), selected(most));
        assertFalse(selected(most).isEmpty(), "the two most carried objects together are carried by some clip");

        String oneMore = most.text() + " and actions has \"x\"";
        FilterSyntaxException tooMany = assertThrows(FilterSyntaxException.class,
                () -> Filter.parse(oneMore));
        assertEquals(oneMore.indexOf("actions"), tooMany.position(), "the caret under the clause past the limit");
        assertTrue(tooMany.reason().startsWith("the filter asks for 65 separate term tests, more than the 64"),
                tooMany.reason());
        IllegalArgumentException built = assertThrows(IllegalArgumentException.class,
                () -> most.with(TermClause.of(TermSection.ACTIONS, TermMatch.ANY, "x")));
        assertEquals(tooMany.reason(), built.getMessage(), "a filter built clause by clause is refused alike");
        assertEquals(2, Filter.parse(most.text() + " and frames > 1").clauses().size(), "a range is no term test");
    }

    private static String quotedList(List<String> words) {
        return words.stream().map(FilterStrings::quoted).collect(Collectors.joining(", "));
    }

    @Test
    void quotesSemicolonsAndSqlInFilterTextSelectLiterallyAndTheTableSurvives() throws SQLException {
        assertEquals(Set.of(DROP), selected(Filter.parse("objects has \"'); DROP TABLE clips; --\"")));
        assertEquals(Set.of(DROP), selected(Filter.parse("clip contains \"'); drop table CLIPS; --\"")));
        assertEquals(Set.of("ep_1%x"), selected(Filter.parse("objects has all (\"say \\\"hi\\\"\", \"C:\\\\dir\")")));
        assertEquals(Set.of("epX1Yx"), selected(Filter.parse("any has \"a;b\"")));
        assertEquals(Set.of("ep_1%x"), selected(Filter.parse("clip contains \"p_1%\"")), "no LIKE wildcards: not epX1Yx");
        assertEquals(Set.of(), selected(Filter.parse("clip contains \"%\" and clip contains \"Y\"")));
        assertEquals(Set.of(), selected(Filter.parse("clip contains \"*\"")));
        try (Statement statement = connection.createStatement();
             ResultSet count = statement.executeQuery("SELECT count(*) FROM " + ClipTable.TABLE)) {
            assertTrue(count.next());
            assertEquals(rows.size(), count.getLong(1), "the table survives");
        }
    }

    @Test
    void aRowWithoutAValueMeetsNoRange() throws SQLException {
        for (Column column : List.of(Column.MEASURED_SECONDS, Column.FRAMES, Column.USABLE_SHARE, Column.HANDS_VISIBLE_SHARE)) {
            Filter everything = Filter.of(RangeClause.between(column, -Double.MAX_VALUE, Double.MAX_VALUE));
            Filter nothing = Filter.of(RangeClause.of(column, RangeClause.Operator.LESS, -Double.MAX_VALUE));
            Set<String> selected = selected(everything);
            assertFalse(selected.contains(DROP), "not measured: " + column.sqlName());
            assertEquals(Set.of(), selected(nothing));
            assertEquals(selected, selected(Filter.parse(column.sqlName() + " >= " + -Double.MAX_VALUE)));
        }
        assertFalse(selected(Filter.parse("usable_share <= 1")).contains("ep_1%x"), "no frames: no ratio");
        assertTrue(selected(Filter.parse("frames <= 0")).contains("ep_1%x"), "zero frames is a value");
    }

    @Test
    void sqlTextHoldsOnlyWhitelistedNamesAndFixedSqlWithEveryValueBound() throws SQLException {
        Set<String> allowed = new TreeSet<>(List.of("strpos", "lower", "BETWEEN", "AND", "OR", "NOT",
                "IS", "NULL", "TRUE", "0", "::", "VARCHAR", "[]"));
        for (Column column : Column.values()) {
            allowed.add(column.sqlName());
            if (column.kind() == Column.Kind.TERMS) {
                allowed.add("carries_" + column.sqlName());
                allowed.add(TermMasks.maskOf(column));
            }
        }
        FilterGenerator generator = FilterGenerator.wild(7);
        for (int i = 0; i < 2_000; i++) {
            Filter filter = generator.filter();
            SqlCondition condition = filter.sql(resolver);
            String rest = condition.sql().replaceAll("[A-Za-z_0-9]+", " $0 ");
            for (String token : rest.split("[\\s(),?<>=]+")) {
                assertTrue(token.isEmpty() || allowed.contains(token), "'" + token + "' in " + condition.sql());
            }
            assertEquals(condition.sql().chars().filter(c -> c == '?').count(), condition.parameters().size());
            selected(filter);
        }
    }

    private static Set<String> selected(Filter filter) throws SQLException {
        return selectedWith(resolver, filter);
    }

    private static Set<String> selectedWith(TermResolver terms, Filter filter) throws SQLException {
        SqlCondition condition = filter.sql(terms);
        try (PreparedStatement statement = connection.prepareStatement(
                "SELECT " + Column.CLIP.sqlName() + " FROM " + ClipTable.VIEW + " WHERE " + condition.sql())) {
            for (int i = 0; i < condition.parameters().size(); i++) {
                statement.setObject(i + 1, condition.parameters().get(i));
            }
            Set<String> clips = new LinkedHashSet<>();
            try (ResultSet result = statement.executeQuery()) {
                while (result.next()) {
                    clips.add(result.getString(1));
                }
            }
            return clips;
        }
    }

    /**
     * The same filter computed in Java over the rows: the vocabulary read directly, values from the records. A word
     * selects, in each section, the terms of that section it names, else those it is a spelling of (ignoring case),
     * else itself; a clip carries it when any of the clause's sections holds one of those terms.
     */
    private static Set<String> expected(Filter filter) {
        Set<String> clips = new LinkedHashSet<>();
        for (ClipRow row : rows) {
            if (filter.clauses().stream().allMatch(clause -> meets(row, clause))) {
                clips.add(row.clip());
            }
        }
        return clips;
    }

    private static Set<String> termsIn(String section, String word) {
        return TERMS_IN.computeIfAbsent(section + "\u0000" + word.toLowerCase(Locale.ROOT), key -> lookUp(section, word));
    }

    private static Set<String> lookUp(String section, String word) {
        Set<String> named = new LinkedHashSet<>();
        Set<String> spelled = new LinkedHashSet<>();
        for (UnversionedVocabulary.Section terms : vocabulary.sections()) {
            if (!terms.section().equals(section)) {
                continue;
            }
            for (UnversionedVocabulary.Term term : terms.terms()) {
                if (term.term().equalsIgnoreCase(word)) {
                    named.add(term.term());
                }
                if (term.spellings().stream().anyMatch(word::equalsIgnoreCase)) {
                    spelled.add(term.term());
                }
            }
        }
        return !named.isEmpty() ? named : !spelled.isEmpty() ? spelled : Set.of(word);
    }

    private static boolean meets(ClipRow row, Clause clause) {
        if (clause instanceof TermClause terms) {
            Map<String, List<String>> carried = new LinkedHashMap<>();
            if (terms.section() == TermSection.ANY || terms.section() == TermSection.ENVIRONMENTS) {
                carried.put("environments", row.environments());
            }
            if (terms.section() == TermSection.ANY || terms.section() == TermSection.OBJECTS) {
                carried.put("objects", row.objects());
            }
            if (terms.section() == TermSection.ANY || terms.section() == TermSection.ACTIONS) {
                carried.put("actions", row.actions());
            }
            long found = terms.words().stream().filter(word -> carried.entrySet().stream()
                    .anyMatch(section -> termsIn(section.getKey(), word).stream().anyMatch(section.getValue()::contains)))
                    .count();
            return switch (terms.match()) {
                case ANY -> found > 0;
                case ALL -> found == terms.words().size();
                case NONE -> found == 0;
            };
        }
        if (clause instanceof RangeClause range) {
            Double value = value(row, range.column());
            if (value == null) {
                return false;
            }
            return switch (range.operator()) {
                case GREATER -> value > range.bound();
                case AT_LEAST -> value >= range.bound();
                case LESS -> value < range.bound();
                case AT_MOST -> value <= range.bound();
                case BETWEEN -> value >= range.bound() && value <= range.upperBound().orElseThrow();
            };
        }
        if (clause instanceof DuplicateClause duplicate) {
            return groups.containsKey(row.clip()) == duplicate.member();
        }
        ClipContainsClause contains = (ClipContainsClause) clause;
        return row.clip().toLowerCase(Locale.ROOT).contains(contains.fragment().toLowerCase(Locale.ROOT));
    }

    private static Double value(ClipRow row, Column column) {
        Optional<ClipRow.FrameQuality> frames = row.frameQuality();
        Optional<ClipRow.HandSeconds> hands = row.handActivity();
        return switch (column) {
            case EPISODE_INDEX -> row.episodeIndex().isPresent() ? (double) row.episodeIndex().getAsLong() : null;
            case ANALYZED_SECONDS -> row.analyzedSeconds();
            case FRAMES -> frames.map(f -> (double) f.frames()).orElse(null);
            case USABLE -> frames.map(f -> (double) f.usable()).orElse(null);
            case DISTORTED -> frames.map(f -> (double) f.distorted()).orElse(null);
            case JERKY -> frames.map(f -> (double) f.jerky()).orElse(null);
            case MEASURED_SECONDS -> hands.map(ClipRow.HandSeconds::measuredSeconds).orElse(null);
            case HANDS_VISIBLE_SECONDS -> hands.map(ClipRow.HandSeconds::handsVisibleSeconds).orElse(null);
            case TWO_HANDS_VISIBLE_SECONDS -> hands.map(ClipRow.HandSeconds::twoHandsVisibleSeconds).orElse(null);
            case ACTIVE_MANIPULATION_SECONDS -> hands.map(ClipRow.HandSeconds::activeManipulationSeconds).orElse(null);
            case DUPLICATE_GROUP -> groups.containsKey(row.clip()) ? (double) groups.get(row.clip()) : null;
            case USABLE_SHARE -> frames.filter(f -> f.frames() > 0).map(f -> (double) f.usable() / f.frames()).orElse(null);
            case DISTORTED_SHARE -> frames.filter(f -> f.frames() > 0).map(f -> (double) f.distorted() / f.frames()).orElse(null);
            case JERKY_SHARE -> frames.filter(f -> f.frames() > 0).map(f -> (double) f.jerky() / f.frames()).orElse(null);
            case HANDS_VISIBLE_SHARE -> hands.filter(h -> h.measuredSeconds() > 0)
                    .map(h -> h.handsVisibleSeconds() / h.measuredSeconds()).orElse(null);
            case TWO_HANDS_VISIBLE_SHARE -> hands.filter(h -> h.measuredSeconds() > 0)
                    .map(h -> h.twoHandsVisibleSeconds() / h.measuredSeconds()).orElse(null);
            case ACTIVE_MANIPULATION_SHARE -> hands.filter(h -> h.measuredSeconds() > 0)
                    .map(h -> h.activeManipulationSeconds() / h.measuredSeconds()).orElse(null);
            default -> throw new AssertionError("not a numeric column: " + column);
        };
    }

    private static String termCarriedBySome(Column column) {
        return termCarriedBySome(column, 0);
    }

    /** The n-th most carried term of a section, so that it selects some rows and not all. */
    private static String termCarriedBySome(Column column, int rank) {
        Map<String, Long> counts = rows.stream().flatMap(row -> (switch (column) {
            case ENVIRONMENTS -> row.environments();
            case OBJECTS -> row.objects();
            default -> row.actions();
        }).stream()).collect(Collectors.groupingBy(term -> term, Collectors.counting()));
        return counts.entrySet().stream()
                .filter(e -> e.getValue() < rows.size())
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .skip(rank).findFirst().orElseThrow().getKey();
    }

    private static double median(Column column) {
        List<Double> values = rows.stream().map(row -> value(row, column)).filter(v -> v != null).sorted().toList();
        return values.isEmpty() ? 0 : values.get(values.size() / 2);
    }

    private static Optional<Column> column(Clause clause) {
        return clause instanceof RangeClause range ? Optional.of(range.column()) : Optional.empty();
    }

    private static ClipRow row(String clip, List<String> objects, Optional<ClipRow.FrameQuality> frames,
                               Optional<ClipRow.HandSeconds> hands) {
        return new ClipRow(clip, OptionalLong.empty(), 1.0, List.of(), objects, List.of(), frames, hands);
    }
}
