package io.dqexplorer.workspace.filter;

import io.dqexplorer.workspace.table.Column;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Rows whose value in a count, seconds or ratio column lies in a range. A row whose value is null
 * (not measured, or a ratio whose denominator is 0) never meets a range, whichever the operator: "not
 * measured" is neither above nor below anything. {@code between} includes both bounds. Ratios are
 * fractions in 0..1 ({@code distorted_share > 0.1} is "more than 10 %").
 *
 * <p>Text form: {@code distorted_share > 0.1}, {@code frames <= 300}, {@code analyzed_seconds between 10 and 60}.
 */
public record RangeClause(Column column, Operator operator, double bound, OptionalDouble upperBound)
        implements Clause {

    /** How the value compares with the bound; {@link #BETWEEN} alone takes an upper bound too. */
    public enum Operator {
        GREATER(">"), AT_LEAST(">="), LESS("<"), AT_MOST("<="), BETWEEN("between");

        private final String symbol;

        Operator(String symbol) {
            this.symbol = symbol;
        }

        /** Its form in the filter text, in JSON and (being fixed text) in SQL. */
        public String symbol() {
            return symbol;
        }

        /** The operator written so, ignoring case. */
        public static Optional<Operator> of(String symbol) {
            for (Operator operator : values()) {
                if (operator.symbol.equalsIgnoreCase(symbol)) {
                    return Optional.of(operator);
                }
            }
            return Optional.empty();
        }
    }

    public RangeClause {
        Objects.requireNonNull(column, "column");
        Objects.requireNonNull(operator, "operator");
        Objects.requireNonNull(upperBound, "upperBound");
        if (!column.kind().isNumeric()) {
            throw new IllegalArgumentException(notNumeric(column));
        }
        if (!Double.isFinite(bound) || (upperBound.isPresent() && !Double.isFinite(upperBound.getAsDouble()))) {
            throw new IllegalArgumentException("a range bound must be a finite number");
        }
        if ((operator == Operator.BETWEEN) != upperBound.isPresent()) {
            throw new IllegalArgumentException("an upper bound goes with 'between' and only with it");
        }
        if (upperBound.isPresent() && upperBound.getAsDouble() < bound) {
            throw new IllegalArgumentException("the upper bound " + FilterStrings.number(upperBound.getAsDouble())
                    + " is below the lower bound " + FilterStrings.number(bound));
        }
        // -0.0 and 0.0 select the same rows: one value, so that equal ranges are equal clauses
        bound = bound + 0.0;
        upperBound = upperBound.isPresent() ? OptionalDouble.of(upperBound.getAsDouble() + 0.0) : upperBound;
    }

    /** A one-bound range: {@code column > bound} and the like (not {@code between}). */
    public static RangeClause of(Column column, Operator operator, double bound) {
        return new RangeClause(column, operator, bound, OptionalDouble.empty());
    }

    /** {@code column between low and high}, both included. */
    public static RangeClause between(Column column, double low, double high) {
        return new RangeClause(column, Operator.BETWEEN, low, OptionalDouble.of(high));
    }

    /** Why a column takes no range, for a message. */
    static String notNumeric(Column column) {
        return "column '" + column.sqlName() + "' holds " + (column.kind() == Column.Kind.TERMS ? "terms" : "text")
                + ": a range needs a count, seconds or ratio column";
    }

    @Override
    public String text() {
        String text = column.sqlName() + " " + operator.symbol() + " " + FilterStrings.number(bound);
        return upperBound.isPresent() ? text + " and " + FilterStrings.number(upperBound.getAsDouble()) : text;
    }

    @Override
    public SqlCondition sql(TermResolver resolver) {
        String name = column.sqlName();
        if (operator == Operator.BETWEEN) {
            return new SqlCondition(name + " BETWEEN ? AND ?", List.of(bound, upperBound.getAsDouble()));
        }
        return new SqlCondition(name + " " + operator.symbol() + " ?", List.of(bound));
    }

    @Override
    public String toString() {
        return text();
    }
}
