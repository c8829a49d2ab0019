package io.dqexplorer.workspace.filter;

import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.table.Column;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.stream.Collectors;

/**
 * Reads the filter text form (grammar in the workspace README) by recursive descent over the
 * characters, so that every error knows its position. Keywords ignore case; column names are only
 * those {@link Column#named} knows.
 */
final class FilterParser {

    private static final String CLAUSE_START = "a clause: a section (any, environments, objects, actions) with 'has',"
            + " a count, seconds or ratio column with a comparison, 'clip contains', 'in duplicate group'"
            + " or 'not in duplicate group'";

    private final String text;
    private int position;

    private FilterParser(String text) {
        this.text = text;
    }

    static Filter parse(String text) {
        return new FilterParser(text).filter();
    }

    private Filter filter() {
        List<Clause> clauses = new ArrayList<>();
        skipSpace();
        if (atEnd()) {
            return Filter.ALL;
        }
        int termTests = 0;
        while (true) {
            skipSpace();
            int start = position;
            Clause clause = clause();
            termTests += Filter.termTests(clause);
            if (termTests > Filter.MOST_TERM_TESTS) {
                throw error(start, Filter.tooManyTermTests(termTests));
            }
            clauses.add(clause);
            skipSpace();
            if (atEnd()) {
                return new Filter(clauses);
            }
            keyword("and", "'and' between clauses, or the end of the filter");
        }
    }

    private Clause clause() {
        skipSpace();
        int start = position;
        if (!atWordStart()) {
            throw error(start, "expected " + CLAUSE_START + ", found " + found());
        }
        String word = word();
        if (word.equalsIgnoreCase("in")) {
            return duplicate(true);
        }
        if (word.equalsIgnoreCase("not")) {
            keyword("in", "'in' in 'not in duplicate group'");
            return duplicate(false);
        }
        Optional<TermSection> section = TermSection.named(word);
        if (section.isPresent()) {
            return terms(section.get(), start);
        }
        Optional<Column> column = Column.named(word);
        if (column.isEmpty()) {
            throw error(start, "unknown column '" + ServiceText.shown(word) + "': expected " + CLAUSE_START
                    + "; the columns are " + Arrays.stream(Column.values())
                    .filter(c -> c.kind().isNumeric()).map(Column::sqlName).collect(Collectors.joining(", ")));
        }
        if (column.get() == Column.CLIP) {
            return clipContains(start);
        }
        return range(column.get());
    }

    private DuplicateClause duplicate(boolean member) {
        keyword("duplicate", "'duplicate' in '" + (member ? "" : "not ") + "in duplicate group'");
        keyword("group", "'group' in '" + (member ? "" : "not ") + "in duplicate group'");
        return member ? DuplicateClause.IN_GROUP : DuplicateClause.IN_NO_GROUP;
    }

    private TermClause terms(TermSection section, int start) {
        skipSpace();
        rejectComparison(start, section == TermSection.ANY ? "'any' is a section, not a column"
                : RangeClause.notNumeric(section.columns().get(0)));
        keyword("has", "'has' after the section '" + section.word() + "'");
        skipSpace();
        TermMatch match = TermMatch.ANY;
        if (atWordStart()) {
            int at = position;
            String word = word();
            match = TermMatch.named(word).orElseThrow(() -> error(at,
                    "expected any, all or none, or a term in double quotes, found '" + ServiceText.shown(word) + "'"));
            skipSpace();
        }
        List<String> words = new ArrayList<>();
        if (peek() == '(') {
            position++;
            words.add(term());
            skipSpace();
            while (peek() == ',') {
                position++;
                words.add(term());
                skipSpace();
            }
            if (peek() != ')') {
                throw error(position, "expected ',' and another term, or ')' to close the list, found " + found());
            }
            position++;
        } else {
            words.add(term());
        }
        return new TermClause(section, match, words);
    }

    private String term() {
        skipSpace();
        int at = position;
        String term = string("a term in double quotes");
        if (term.isBlank()) {
            throw error(at, "expected a term, found a blank string");
        }
        return term;
    }

    private ClipContainsClause clipContains(int start) {
        skipSpace();
        rejectComparison(start, RangeClause.notNumeric(Column.CLIP));
        keyword("contains", "'contains' after 'clip'");
        skipSpace();
        int at = position;
        String fragment = string("the text to find in double quotes");
        if (fragment.isEmpty()) {
            throw error(at, "expected some text to find, found an empty string");
        }
        return new ClipContainsClause(fragment);
    }

    private RangeClause range(Column column) {
        skipSpace();
        int at = position;
        RangeClause.Operator operator;
        if (atWordStart()) {
            String word = word();
            if (!word.equalsIgnoreCase("between")) {
                throw error(at, "expected a comparison (>, >=, <, <=, between) after '" + column.sqlName()
                        + "', found '" + ServiceText.shown(word) + "'"
                        + (word.equalsIgnoreCase("has") ? "; 'has' takes a section (any, environments, objects, actions)" : ""));
            }
            operator = RangeClause.Operator.BETWEEN;
        } else if (peek() == '>' || peek() == '<') {
            String symbol = text.startsWith("=", position + 1) ? text.substring(position, position + 2) : text.substring(position, position + 1);
            position += symbol.length();
            operator = RangeClause.Operator.of(symbol).orElseThrow();
        } else {
            throw error(at, "expected a comparison (>, >=, <, <=, between) after '" + column.sqlName()
                    + "', found " + found());
        }
        double bound = number();
        if (operator != RangeClause.Operator.BETWEEN) {
            return RangeClause.of(column, operator, bound);
        }
        keyword("and", "'and' between the two bounds of 'between'");
        skipSpace();
        int upperAt = position;
        double upper = number();
        if (upper < bound) {
            throw error(upperAt, "expected an upper bound at least the lower bound " + FilterStrings.number(bound)
                    + ", found " + FilterStrings.number(upper));
        }
        return RangeClause.between(column, bound, upper);
    }

    /** A range on a column that takes none: said at the column, which is what is wrong. */
    private void rejectComparison(int columnAt, String why) {
        if (peek() == '>' || peek() == '<' || text.regionMatches(true, position, "between", 0, "between".length())) {
            throw error(columnAt, why);
        }
    }

    private double number() {
        skipSpace();
        int start = position;
        if (peek() == '-') {
            position++;
        }
        if (!digits()) {
            position = start;
            throw error(start, "expected a number, found " + found());
        }
        if (peek() == '.') {
            position++;
            if (!digits()) {
                throw error(position, "expected a digit after the decimal point, found " + found());
            }
        }
        if (peek() == 'e' || peek() == 'E') {
            position++;
            if (peek() == '+' || peek() == '-') {
                position++;
            }
            if (!digits()) {
                throw error(position, "expected the exponent's digits, found " + found());
            }
        }
        if (atWordStart()) {
            throw error(position, "expected a space after the number, found " + found());
        }
        double value = Double.parseDouble(text.substring(start, position));
        if (!Double.isFinite(value)) {
            throw error(start, "expected a number of a sensible size, found one too large for a double");
        }
        return value;
    }

    private boolean digits() {
        int start = position;
        while (position < text.length() && text.charAt(position) >= '0' && text.charAt(position) <= '9') {
            position++;
        }
        return position > start;
    }

    private String string(String expected) {
        if (peek() != '"') {
            throw error(position, "expected " + expected + ", found " + found());
        }
        int opening = position++;
        StringBuilder value = new StringBuilder();
        while (position < text.length()) {
            char c = text.charAt(position);
            if (c == '"') {
                position++;
                return value.toString();
            }
            if (c == '\\') {
                char next = position + 1 < text.length() ? text.charAt(position + 1) : 0;
                if (next != '"' && next != '\\') {
                    throw error(position, "expected \\\" or \\\\ after a backslash in a string (a backslash escapes"
                            + " only a double quote or itself)");
                }
                value.append(next);
                position += 2;
            } else {
                value.append(c);
                position++;
            }
        }
        throw error(opening, "expected a closing \" for the string that opens here");
    }

    private void keyword(String keyword, String expected) {
        skipSpace();
        int at = position;
        if (atWordStart() && word().equalsIgnoreCase(keyword)) {
            return;
        }
        position = at;
        throw error(at, "expected " + expected + ", found " + found());
    }

    private String word() {
        int start = position;
        while (position < text.length() && isWordPart(text.charAt(position))) {
            position++;
        }
        return text.substring(start, position);
    }

    /** What stands at the position, for a message: a word, a string, a character or the end. */
    private String found() {
        if (atEnd()) {
            return "the end of the filter";
        }
        if (atWordStart()) {
            int end = position;
            while (end < text.length() && isWordPart(text.charAt(end))) {
                end++;
            }
            return "'" + ServiceText.shown(text.substring(position, end)) + "'";
        }
        if (peek() == '"') {
            return "a string";
        }
        if (peek() == '\'') {
            return "a single quote (strings take double quotes)";
        }
        return "'" + ServiceText.shown(new String(Character.toChars(text.codePointAt(position)))) + "'";
    }

    private boolean atWordStart() {
        return position < text.length() && (Character.isLetterOrDigit(text.charAt(position)) || text.charAt(position) == '_');
    }

    private static boolean isWordPart(char c) {
        return c == '_' || Character.isLetterOrDigit(c);
    }

    private void skipSpace() {
        while (position < text.length() && Character.isWhitespace(text.charAt(position))) {
            position++;
        }
    }

    private char peek() {
        return position < text.length() ? text.charAt(position) : 0;
    }

    private boolean atEnd() {
        return position >= text.length();
    }

    private FilterSyntaxException error(int at, String reason) {
        return new FilterSyntaxException(text, at, reason);
    }
}
