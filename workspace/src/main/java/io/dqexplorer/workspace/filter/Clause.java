package io.dqexplorer.workspace.filter;

/**
 * One condition of a {@link Filter}, shown as one chip: a row meets the filter when it meets every
 * clause. Each clause has its text form (a fragment of the filter text) and its SQL (bound values only).
 */
public sealed interface Clause permits TermClause, RangeClause, DuplicateClause, ClipContainsClause {

    /** The clause in the filter text form; {@link Filter#parse} reads it back to an equal clause. */
    String text();

    /** The clause over the clip view: whitelisted names and fixed SQL, every user value bound. */
    SqlCondition sql(TermResolver resolver);
}
