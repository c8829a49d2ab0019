package io.dqexplorer.workspace.filter;

import io.dqexplorer.workspace.table.Column;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FilterTextTest {

    @Test
    void printedFiltersParseBackToEqualFilters() {
        FilterGenerator generator = FilterGenerator.wild(11);
        for (int i = 0; i < 5_000; i++) {
            Filter filter = generator.filter();
            String text = filter.text();
            assertEquals(filter, Filter.parse(text), text);
        }
    }

    @Test
    void theDocumentedExamplesReadAsTheirClauses() {
        assertEquals(Filter.of(TermClause.of(TermSection.OBJECTS, TermMatch.ANY, "knife"),
                        RangeClause.of(Column.DISTORTED_SHARE, RangeClause.Operator.GREATER, 0.1)),
                Filter.parse("objects has \"knife\" and distorted_share > 0.1"));
        assertEquals(Filter.of(TermClause.of(TermSection.ANY, TermMatch.ANY, "kitchen", "lab")),
                Filter.parse("any has any (\"kitchen\", \"lab\")"));
        assertEquals(Filter.of(TermClause.of(TermSection.ACTIONS, TermMatch.NONE, "cut")),
                Filter.parse("actions has none (\"cut\")"));
        assertEquals(Filter.of(TermClause.of(TermSection.ENVIRONMENTS, TermMatch.ALL, "kitchen", "indoor")),
                Filter.parse("environments has all (\"kitchen\", \"indoor\")"));
        assertEquals(Filter.of(new ClipContainsClause("ep-12")), Filter.parse("clip contains \"ep-12\""));
        assertEquals(Filter.of(DuplicateClause.IN_GROUP), Filter.parse("in duplicate group"));
        assertEquals(Filter.of(DuplicateClause.IN_NO_GROUP), Filter.parse("not in duplicate group"));
        assertEquals(Filter.of(RangeClause.between(Column.ANALYZED_SECONDS, 10, 60),
                        RangeClause.of(Column.FRAMES, RangeClause.Operator.AT_MOST, 300)),
                Filter.parse("analyzed_seconds between 10 and 60 and frames <= 300"));
        assertEquals(Filter.ALL, Filter.parse("  \n "));
        assertEquals("", Filter.ALL.text());
    }

    @Test
    void keywordsAndColumnNamesIgnoreCaseAndSpacingIsFree() {
        assertEquals(Filter.parse("objects has all (\"Knife\", \"cup\") and analyzed_seconds between 1 and 2.5"
                        + " and not in duplicate group and clip contains \"X\" and usable_share>=0.5"),
                Filter.parse("OBJECTS Has ALL(\"Knife\",\"cup\")\tAND Analyzed_Seconds BETWEEN 1 AnD 2.5\n"
                        + "and NOT IN Duplicate GROUP and CLIP CONTAINS \"X\" and USABLE_SHARE >= 0.5"));
    }

    @Test
    void stringsKeepQuotesBackslashesAndSqlAsWritten() {
        String sql = "'); DROP TABLE clips; --";
        Filter filter = Filter.of(TermClause.of(TermSection.OBJECTS, TermMatch.ANY, "say \"hi\"", "C:\\dir\\", sql));
        assertEquals("objects has (\"say \\\"hi\\\"\", \"C:\\\\dir\\\\\", \"'); DROP TABLE clips; --\")", filter.text());
        assertEquals(filter, Filter.parse(filter.text()));
        assertEquals(List.of("a\"b\\c"), ((TermClause) Filter.parse("any has \"a\\\"b\\\\c\"").clauses().get(0)).words());
    }

    @Test
    void numbersPrintShortAndReadBackExactly() {
        assertEquals("frames > 10", RangeClause.of(Column.FRAMES, RangeClause.Operator.GREATER, 10).text());
        assertEquals("distorted_share < 0.1", RangeClause.of(Column.DISTORTED_SHARE, RangeClause.Operator.LESS, 0.1).text());
        assertEquals(RangeClause.of(Column.FRAMES, RangeClause.Operator.AT_LEAST, 1.5e-7),
                Filter.parse("frames >= 1.5E-7").clauses().get(0));
        assertEquals(RangeClause.of(Column.FRAMES, RangeClause.Operator.AT_LEAST, -3),
                Filter.parse("frames >= -3").clauses().get(0));
    }

    @Test
    void anUnknownColumnIsNamedAtItsPosition() {
        FilterSyntaxException error = parseError("objects has \"knife\" and distortion > 0.1");
        assertEquals(24, error.position());
        assertTrue(error.reason().startsWith("unknown column 'distortion'"), error.reason());
        assertTrue(error.reason().contains("distorted_share"), "names the columns it knows: " + error.reason());
    }

    @Test
    void aRangeOnATermOrTextColumnIsAnErrorAtTheColumn() {
        FilterSyntaxException terms = parseError("frames > 3 and objects > 3");
        assertEquals(15, terms.position());
        assertEquals("column 'objects' holds terms: a range needs a count, seconds or ratio column", terms.reason());
        FilterSyntaxException text = parseError("clip between 1 and 2");
        assertEquals(0, text.position());
        assertTrue(text.reason().contains("'clip' holds text"), text.reason());
        FilterSyntaxException has = parseError("frames has \"knife\"");
        assertEquals(7, has.position());
        assertTrue(has.reason().contains("'has' takes a section"), has.reason());
    }

    @Test
    void anUnterminatedStringIsAnErrorAtItsOpeningQuote() {
        FilterSyntaxException error = parseError("objects has (\"knife\", \"cup)");
        assertEquals(22, error.position());
        assertEquals("expected a closing \" for the string that opens here", error.reason());
        assertEquals(22, parseError("objects has (\"knife\", \"cup\\\")").position(), "an escaped quote closes nothing");
    }

    @Test
    void trailingGarbageIsAnErrorWhereItStarts() {
        FilterSyntaxException semicolon = parseError("frames > 10; DROP TABLE clips");
        assertEquals(11, semicolon.position());
        assertEquals("expected 'and' between clauses, or the end of the filter, found ';'", semicolon.reason());
        FilterSyntaxException or = parseError("in duplicate group or frames > 1");
        assertEquals(19, or.position());
        assertTrue(or.reason().endsWith("found 'or'"), or.reason());
    }

    @Test
    void eachMissingPieceIsNamed() {
        assertEquals("expected 'has' after the section 'objects', found 'contains'",
                parseError("objects contains \"x\"").reason());
        assertEquals("expected a term in double quotes, found the end of the filter", parseError("objects has").reason());
        assertEquals("expected any, all or none, or a term in double quotes, found 'some'",
                parseError("objects has some (\"x\")").reason());
        assertEquals("expected a term in double quotes, found a single quote (strings take double quotes)", parseError("objects has 'knife'").reason());
        assertEquals(13, parseError("any has (\"a\" \"b\")").position());
        assertEquals("expected a number, found 'ten'", parseError("frames > ten").reason());
        assertEquals(22, parseError("frames between 60 and 10").position(), "the upper bound below the lower");
        assertEquals(11, parseError("frames > 10x").position());
        assertEquals("expected 'group' in 'in duplicate group', found the end of the filter",
                parseError("in duplicate").reason());
        assertEquals("expected a term, found a blank string", parseError("any has \" \"").reason());
        assertEquals(16, parseError("clip contains \"a\\b\" and frames > 1").position(), "a backslash escapes \" or \\ only");
        assertEquals(0, parseError("> 3").position());
        assertEquals(7, parseError("frames ").position());
    }

    @Test
    void theDisplayPutsACaretUnderTheCharacter() {
        FilterSyntaxException error = parseError("frames > 10 or x");
        assertEquals("frames > 10 or x\n            ^", error.display());
        assertTrue(error.getMessage().endsWith("(at character 12)"), error.getMessage());

        FilterSyntaxException moved = parseError("any has \"\uD83D\uDD2A\tx\" and\nframes ?");
        assertEquals("any has \"\uD83D\uDD2A x\" and frames ?\n                         ^", moved.display(),
                "a surrogate pair is one column, a tab and a line break are spaces");
    }

    @Test
    void clausesAreAddedReplacedAndRemovedAsNewFilters() {
        Filter one = Filter.ALL.with(DuplicateClause.IN_GROUP);
        Filter two = one.with(new ClipContainsClause("ep"));
        assertEquals(List.of(DuplicateClause.IN_GROUP), one.clauses(), "the old filter is unchanged");
        assertEquals("in duplicate group and clip contains \"ep\"", two.text());
        Filter replaced = two.replace(0, RangeClause.of(Column.JERKY, RangeClause.Operator.LESS, 5));
        assertEquals("jerky < 5 and clip contains \"ep\"", replaced.text());
        assertEquals(Filter.of(new ClipContainsClause("ep")), replaced.remove(0));
        assertTrue(replaced.remove(0).remove(0).isEmpty());
    }

    @Test
    void clausesRefuseWhatNoTextCouldSay() {
        assertThrows(IllegalArgumentException.class, () -> RangeClause.of(Column.OBJECTS, RangeClause.Operator.LESS, 1));
        assertThrows(IllegalArgumentException.class, () -> RangeClause.of(Column.FRAMES, RangeClause.Operator.LESS, Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> RangeClause.of(Column.FRAMES, RangeClause.Operator.BETWEEN, 1));
        assertThrows(IllegalArgumentException.class, () -> RangeClause.between(Column.FRAMES, 2, 1));
        assertThrows(IllegalArgumentException.class, () -> new TermClause(TermSection.ANY, TermMatch.ALL, List.of()));
        assertThrows(IllegalArgumentException.class, () -> TermClause.of(TermSection.ANY, TermMatch.ALL, " "));
        assertThrows(IllegalArgumentException.class, () -> new ClipContainsClause(""));
        assertEquals(RangeClause.of(Column.FRAMES, RangeClause.Operator.LESS, 0),
                RangeClause.of(Column.FRAMES, RangeClause.Operator.LESS, -0.0), "-0 and 0 select the same rows");
    }

    @Test
    void spacesAroundListsAndAtTheEndAreFree() {
        assertEquals(Filter.of(TermClause.of(TermSection.ANY, TermMatch.ANY, "a", "b", "c"),
                        RangeClause.of(Column.FRAMES, RangeClause.Operator.GREATER, 1)),
                Filter.parse("any has ( \"a\" , \"b\" , \"c\" ) and frames > 1 \n"));
    }

    @Test
    void aWordMayStartWithAnUnderscoreAndAnythingElseIsNoClause() {
        FilterSyntaxException underscore = parseError("_frames > 1");
        assertEquals(0, underscore.position());
        assertTrue(underscore.reason().startsWith("unknown column '_frames': expected a clause"), underscore.reason());
        FilterSyntaxException symbol = parseError("frames > 1 and > 3");
        assertEquals(15, symbol.position());
        assertTrue(symbol.reason().startsWith("expected a clause: a section (any, environments, objects, actions) with 'has'"),
                symbol.reason());
        assertTrue(symbol.reason().endsWith(", found '>'"), symbol.reason());
    }

    @Test
    void anUnknownColumnMessageListsOnlyTheColumnsARangeTakes() {
        assertTrue(parseError("distortion > 0.1").reason().endsWith("; the columns are episode_index, analyzed_seconds,"
                + " frames, usable, distorted, jerky, measured_seconds, hands_visible_seconds, two_hands_visible_seconds,"
                + " active_manipulation_seconds, duplicate_group, usable_share, distorted_share, jerky_share,"
                + " hands_visible_share, two_hands_visible_share, active_manipulation_share"));
    }

    @Test
    void aRangeOnTheAnySectionSaysItIsASection() {
        FilterSyntaxException error = parseError("any >= 3");
        assertEquals(0, error.position());
        assertEquals("'any' is a section, not a column", error.reason());
    }

    @Test
    void aMisspeltDuplicateClauseNamesTheClauseAsWritten() {
        assertEquals("expected 'duplicate' in 'in duplicate group', found 'group'", parseError("in group").reason());
        assertEquals("expected 'duplicate' in 'not in duplicate group', found 'group'", parseError("not in group").reason());
    }

    @Test
    void clipContainsAnEmptyStringIsASyntaxErrorAtTheString() {
        FilterSyntaxException error = parseError("clip contains \"\"");
        assertEquals(14, error.position());
        assertEquals("expected some text to find, found an empty string", error.reason());
    }

    @Test
    void eachMalformedNumberIsASyntaxErrorSayingWhatIsMissing() {
        FilterSyntaxException point = parseError("frames > 1.");
        assertEquals(11, point.position());
        assertEquals("expected a digit after the decimal point, found the end of the filter", point.reason());
        FilterSyntaxException exponent = parseError("frames > 1e and jerky < 2");
        assertEquals(11, exponent.position());
        assertEquals("expected the exponent's digits, found ' '", exponent.reason());
        FilterSyntaxException glued = parseError("frames > 10x");
        assertEquals("expected a space after the number, found 'x'", glued.reason());
        FilterSyntaxException huge = parseError("frames > 1e999");
        assertEquals(9, huge.position());
        assertEquals("expected a number of a sensible size, found one too large for a double", huge.reason());
        assertEquals("expected a number, found a string", parseError("frames > \"3\"").reason());
    }

    @Test
    void aBackslashEndingTheTextIsASyntaxErrorAtTheBackslash() {
        FilterSyntaxException error = parseError("any has \"a\\");
        assertEquals(10, error.position());
        assertTrue(error.reason().startsWith("expected \\\" or \\\\ after a backslash"), error.reason());
    }

    private static FilterSyntaxException parseError(String text) {
        FilterSyntaxException error = assertThrows(FilterSyntaxException.class, () -> Filter.parse(text), text);
        assertEquals(text, error.text());
        return error;
    }
}
