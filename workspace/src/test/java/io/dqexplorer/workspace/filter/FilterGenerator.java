package io.dqexplorer.workspace.filter;

import io.dqexplorer.workspace.table.Column;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Supplier;

/** Random filters for property-style tests: every clause kind, with the words and bounds it is given. */
final class FilterGenerator {

    static final List<Column> NUMERIC = Arrays.stream(Column.values()).filter(c -> c.kind().isNumeric()).toList();

    private static final String[] PIECES = {"a", "Knife", " ", "\"", "\\", "'", ";", "(", ")", ",", "and", "HAS",
            "'); DROP TABLE clips; --", "%", "_", "*", "\n", "\t", "é", "\uD83D\uDD2A", "\\\"", "between", "1e5", ">="};
    private static final double[] SPECIAL = {0, -0.0, 1, -1, 0.1, 0.5, 1e-300, 1e300, Double.MIN_VALUE,
            Double.MAX_VALUE, -Double.MAX_VALUE, 123456789012345.0, 1e15, 1e16, 2.5e-7};

    private final Random random;
    private final Supplier<String> term;
    private final Supplier<String> fragment;
    private final Function<Column, Double> bound;

    private FilterGenerator(Random random, Supplier<String> term, Supplier<String> fragment,
                            Function<Column, Double> bound) {
        this.random = random;
        this.term = term;
        this.fragment = fragment;
        this.bound = bound;
    }

    /** Strings of quotes, backslashes, keywords and SQL; numbers of every size. */
    static FilterGenerator wild(long seed) {
        Random random = new Random(seed);
        Supplier<String> text = () -> {
            StringBuilder s = new StringBuilder();
            int pieces = 1 + random.nextInt(4);
            for (int i = 0; i < pieces; i++) {
                s.append(PIECES[random.nextInt(PIECES.length)]);
            }
            return s.toString().isBlank() ? s + "x" : s.toString();
        };
        Supplier<Double> number = () -> switch (random.nextInt(4)) {
            case 0 -> SPECIAL[random.nextInt(SPECIAL.length)];
            case 1 -> (double) (random.nextInt(2001) - 1000);
            case 2 -> random.nextDouble();
            default -> (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(40) - 20);
        };
        return new FilterGenerator(random, text, text, column -> number.get());
    }

    /** Words, fragments and each column's bounds drawn from a dataset, so that clauses select something. */
    static FilterGenerator from(Random random, Supplier<String> term, Supplier<String> fragment,
                            Function<Column, Double> bound) {
        return new FilterGenerator(random, term, fragment, bound);
    }

    Filter filter() {
        List<Clause> clauses = new ArrayList<>();
        int count = random.nextInt(5);
        for (int i = 0; i < count; i++) {
            clauses.add(clause());
        }
        return new Filter(clauses);
    }

    Clause clause() {
        return switch (random.nextInt(4)) {
            case 0 -> termClause();
            case 1 -> rangeClause();
            case 2 -> random.nextBoolean() ? DuplicateClause.IN_GROUP : DuplicateClause.IN_NO_GROUP;
            default -> new ClipContainsClause(fragment.get());
        };
    }

    TermClause termClause() {
        List<String> words = new ArrayList<>();
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            words.add(term.get());
        }
        return new TermClause(pick(TermSection.values()), pick(TermMatch.values()), words);
    }

    RangeClause rangeClause() {
        Column column = NUMERIC.get(random.nextInt(NUMERIC.size()));
        RangeClause.Operator operator = pick(RangeClause.Operator.values());
        double first = bound.apply(column);
        if (operator != RangeClause.Operator.BETWEEN) {
            return RangeClause.of(column, operator, first);
        }
        double second = bound.apply(column);
        return RangeClause.between(column, Math.min(first, second), Math.max(first, second));
    }

    private <T> T pick(T[] values) {
        return values[random.nextInt(values.length)];
    }
}
