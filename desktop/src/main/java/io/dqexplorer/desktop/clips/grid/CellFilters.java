package io.dqexplorer.desktop.clips.grid;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.workspace.filter.Clause;
import io.dqexplorer.workspace.filter.ClipContainsClause;
import io.dqexplorer.workspace.filter.DuplicateClause;
import io.dqexplorer.workspace.filter.Filter;
import io.dqexplorer.workspace.filter.RangeClause;
import io.dqexplorer.workspace.filter.TermClause;
import io.dqexplorer.workspace.filter.TermMatch;
import io.dqexplorer.workspace.filter.TermSection;
import io.dqexplorer.workspace.table.Column;

import java.util.List;

/**
 * The chips a cell of the clip table offers: "Only clips with this value" and "Leave out this value",
 * as clauses of the filter model, so that a chip from a cell is the chip the filter text would give.
 * A term list offers each of its terms; a number a range step from it (a range cannot say "not this
 * value", so leaving a number out leaves out it and one side of it); the duplicate group its group and
 * membership; the clip id a search for it. A cell without a value offers no range: a range never
 * holds a value that was not measured.
 */
public final class CellFilters {

    /** One choice of a menu: its words, and the clause it adds to the filter. */
    public record Choice(String label, Clause clause) {
    }

    private CellFilters() {
    }

    /** What "Only clips with this value" offers for the cell; empty when nothing can say it. */
    public static List<Choice> only(Column column, Object value) {
        if (column == Column.DUPLICATE_GROUP) {
            if (value == null) {
                return List.of(choice(DuplicateClause.IN_NO_GROUP));
            }
            long group = ((Number) value).longValue();
            return List.of(choice("in duplicate group " + group, RangeClause.between(column, group, group)),
                    choice(DuplicateClause.IN_GROUP));
        }
        if (value == null) {
            return List.of();
        }
        return switch (column.kind()) {
            case TEXT -> List.of(choice(new ClipContainsClause((String) value)));
            case TERMS -> terms(column, value, TermMatch.ANY);
            case COUNT, SECONDS, RATIO -> {
                double number = ((Number) value).doubleValue();
                String shown = shown(column, number);
                yield List.of(choice("= " + shown, RangeClause.between(column, number, number)),
                        choice("≥ " + shown, RangeClause.of(column, RangeClause.Operator.AT_LEAST, number)),
                        choice("≤ " + shown, RangeClause.of(column, RangeClause.Operator.AT_MOST, number)));
            }
        };
    }

    /** What "Leave out this value" offers for the cell; empty when nothing can say it. */
    public static List<Choice> leaveOut(Column column, Object value) {
        if (column == Column.DUPLICATE_GROUP) {
            return List.of(choice(value == null ? DuplicateClause.IN_GROUP : DuplicateClause.IN_NO_GROUP));
        }
        if (value == null) {
            return List.of();
        }
        return switch (column.kind()) {
            // the filter has no "clip is not": a search that leaves one id out would be a new clause kind
            case TEXT -> List.of();
            case TERMS -> terms(column, value, TermMatch.NONE);
            case COUNT, SECONDS, RATIO -> {
                double number = ((Number) value).doubleValue();
                String shown = shown(column, number);
                yield List.of(choice(shown + " and above", RangeClause.of(column, RangeClause.Operator.LESS, number)),
                        choice(shown + " and below", RangeClause.of(column, RangeClause.Operator.GREATER, number)));
            }
        };
    }

    /** Why a menu offers nothing for the cell, in words for its disabled item. */
    public static String nothingOffered(Column column, Object value) {
        if (value == null) {
            return "no value here: a range never holds a value that was not measured";
        }
        if (column.kind() == Column.Kind.TERMS) {
            return "no term in this cell";
        }
        return "the filter cannot leave out one clip id";
    }

    /** The filter with the clause added as its last chip; the same filter when it has that chip already. */
    public static Filter adding(Filter filter, Clause clause) {
        return filter.clauses().contains(clause) ? filter : filter.with(clause);
    }

    private static List<Choice> terms(Column column, Object value, TermMatch match) {
        TermSection section = TermSection.named(column.sqlName()).orElseThrow();
        return ((List<?>) value).stream().map(String::valueOf).distinct()
                .map(term -> choice(TermClause.of(section, match, term)))
                .toList();
    }

    private static String shown(Column column, double number) {
        return switch (column.kind()) {
            case RATIO -> Formats.fractionAsPercent(number);
            case SECONDS -> Formats.seconds(number);
            default -> Formats.count((long) number);
        };
    }

    /** The choice's words with its clause's text, so that the menu says exactly which chip it adds. */
    private static Choice choice(String words, Clause clause) {
        return new Choice(words + "  —  " + ServiceText.shown(clause.text()), clause);
    }

    /** A choice whose clause's text says it all: a term, an id, a membership. */
    private static Choice choice(Clause clause) {
        return new Choice(ServiceText.shown(clause.text()), clause);
    }
}
