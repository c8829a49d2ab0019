package io.dqexplorer.workspace.compare;

import io.dqexplorer.sdk.measurement.Family;

import java.util.List;

/** Two sides of one family and what differs between them. */
public record Comparison(ComparisonSide left, ComparisonSide right, DifferenceTable table) {

    /**
     * Compares two sides of the same family. A side {@link NotMeasured} still gives the rows of the other
     * side's figures, its own cells empty and each row's state "not measured on the left" (or right); with
     * neither side measured, one row says so.
     *
     * @throws IllegalArgumentException when the sides are of different families
     */
    public static Comparison of(ComparisonSide left, ComparisonSide right) {
        if (left.family() != right.family()) {
            throw new IllegalArgumentException("a " + left.family().word() + " side compared with a "
                    + right.family().word() + " side");
        }
        if (left.measured() && right.measured()) {
            return new Comparison(left, right, table(left.family(), left.answer(), right.answer()));
        }
        String state = Sides.missing(Sides.NOT_MEASURED, !left.measured(), !right.measured());
        if (!left.measured() && !right.measured()) {
            return new Comparison(left, right, DifferenceTable.builder()
                    .row(left.family().word(), "", "measurement", null, null, null, state).build());
        }
        Object present = left.measured() ? left.answer() : right.answer();
        DifferenceTable.Builder rows = DifferenceTable.builder();
        for (List<Object> row : table(left.family(), present, present).rows()) {
            Object value = row.get(3);
            rows.row((String) row.get(0), (String) row.get(1), (String) row.get(2), left.measured() ? value : null,
                    right.measured() ? value : null, null, state);
        }
        return new Comparison(left, right, rows.build());
    }

    private static DifferenceTable table(Family family, Object left, Object right) {
        return FamilyAnswers.of(family).compare().apply(left, right);
    }

    public Family family() {
        return left.family();
    }
}
