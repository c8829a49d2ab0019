package io.dqexplorer.workspace.filter;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * Which clips a view shows: clauses that a row must all meet, in the order the analyst added them
 * (each a chip in the UI). Immutable; every change returns a new filter. One value for the UI, the
 * command line ({@link #parse}/{@link #text()}), saved views and manifests ({@link FilterJson}) and the
 * queries ({@link #sql}). The empty filter selects every row and reads as the empty text.
 */
public record Filter(List<Clause> clauses) {

    /** No clause: every row. */
    public static final Filter ALL = new Filter(List.of());

    /**
     * The term tests a filter may hold ({@link TermClause#termTests()}): each test of a snapshot's term masks
     * is a subquery to DuckDB, which plans a few hundred of them for seconds and then overflows its stack.
     */
    public static final int MOST_TERM_TESTS = 64;

    /** @throws IllegalArgumentException when the clauses hold more than {@link #MOST_TERM_TESTS} term tests */
    public Filter {
        clauses = List.copyOf(clauses);
        int tests = 0;
        for (Clause clause : clauses) {
            tests += termTests(clause);
        }
        if (tests > MOST_TERM_TESTS) {
            throw new IllegalArgumentException(tooManyTermTests(tests));
        }
    }

    /** The term tests of one clause: none but for a {@link TermClause}. */
    static int termTests(Clause clause) {
        return clause instanceof TermClause terms ? terms.termTests() : 0;
    }

    /** Why a filter of {@code tests} term tests is refused, and what to write instead. */
    static String tooManyTermTests(int tests) {
        return "the filter asks for " + tests + " separate term tests, more than the " + MOST_TERM_TESTS
                + " a filter can hold (a 'has any' or 'has none' clause is one test however many terms it lists,"
                + " each term of a 'has all' clause is one): list alternatives in one 'has any (...)' clause";
    }

    public static Filter of(Clause... clauses) {
        return new Filter(List.of(clauses));
    }

    /**
     * Reads the text form, e.g. {@code objects has "knife" and distorted_share > 0.1}.
     *
     * @throws FilterSyntaxException naming the position and what was expected there
     */
    public static Filter parse(String text) {
        return FilterParser.parse(text);
    }

    public boolean isEmpty() {
        return clauses.isEmpty();
    }

    /** This filter with one more clause, last. */
    public Filter with(Clause clause) {
        List<Clause> changed = new ArrayList<>(clauses);
        changed.add(clause);
        return new Filter(changed);
    }

    /** This filter with the clause at {@code index} replaced, in its place (an edited chip). */
    public Filter replace(int index, Clause clause) {
        List<Clause> changed = new ArrayList<>(clauses);
        changed.set(index, clause);
        return new Filter(changed);
    }

    /** This filter without the clause at {@code index} (a removed chip). */
    public Filter remove(int index) {
        List<Clause> changed = new ArrayList<>(clauses);
        changed.remove(index);
        return new Filter(changed);
    }

    /** The text form: the clauses' texts joined by {@code and}; {@link #parse} reads it back to an equal filter. */
    public String text() {
        StringJoiner text = new StringJoiner(" and ");
        clauses.forEach(clause -> text.add(clause.text()));
        return text.toString();
    }

    /** The WHERE condition over the clip view: the clauses' conditions joined by AND, values bound in order. */
    public SqlCondition sql(TermResolver resolver) {
        if (clauses.isEmpty()) {
            return SqlCondition.ALL;
        }
        return SqlCondition.and(clauses.stream().map(clause -> clause.sql(resolver)).toList());
    }

    @Override
    public String toString() {
        return text();
    }
}
