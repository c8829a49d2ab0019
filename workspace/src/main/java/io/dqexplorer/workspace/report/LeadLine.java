package io.dqexplorer.workspace.report;

import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.compare.DifferenceTable;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One line a comparison's differences lead with, in words: a defect's share of footage, a hand share, the
 * redundant share, a section's distinct terms, with each side's figure and the difference (in percentage
 * points for a share). A count of the two sides is also given as each side's share of its own clips where the
 * comparison knows them, so that two datasets of different sizes read alike when their shares are alike.
 *
 * @param key the line's {@code data-figure} key, under "differences." + the family's word
 */
record LeadLine(String label, String key, String left, String right, String difference) {

    /** The lines of a comparison, in the order the family's section lists its figures. */
    static List<LeadLine> of(Comparison comparison) {
        return FamilyParts.of(comparison.family()).section()
                .lead(comparison.table(), "differences." + comparison.family().word() + ".");
    }

    static LeadLine line(String label, String key, List<Object> row) {
        String measure = (String) row.get(2);
        String state = (String) row.get(6);
        return new LeadLine(label, key, DifferenceCells.figure(measure, row.get(3), state),
                DifferenceCells.figure(measure, row.get(4), state), change(measure, row.get(5), state));
    }

    /** The change as the summaries write one, signed with "+", "−" or "±": in points, hours or a count. */
    private static String change(String measure, Object difference, String state) {
        if (difference instanceof Long count) {
            return Figures.signedCount(count);
        }
        if (difference instanceof Double value && measure.contains("percent")) {
            return Figures.points(value);
        }
        if (difference instanceof Double value && measure.contains("hours")) {
            return Figures.signedHours(value);
        }
        return DifferenceCells.difference(measure, difference, state);
    }

    /** A count with each side's share of {@code of} beside it: "120 (15.00 %)", the change "+30 (±0.00 pp)". */
    static LeadLine countAsShare(String label, String key, List<Object> row, Optional<List<Object>> of) {
        LeadLine counts = line(label, key, row);
        Optional<CountShares> shares = of.flatMap(total -> CountShares.of(row.get(3), row.get(4), total.get(3), total.get(4)));
        if (shares.isEmpty()) {
            return counts;
        }
        return new LeadLine(label, key, counts.left() + " (" + Figures.percent(shares.get().left()) + ")",
                counts.right() + " (" + Figures.percent(shares.get().right()) + ")",
                counts.difference() + " (" + Figures.points(shares.get().points()) + ")");
    }

    static Optional<List<Object>> row(DifferenceTable table, String part, String measure) {
        return table.rows(part, measure).stream().filter(row -> "".equals(row.get(1))).findFirst();
    }

    static Set<String> parts(DifferenceTable table) {
        Set<String> parts = new LinkedHashSet<>();
        table.rows().forEach(row -> parts.add((String) row.get(0)));
        return parts;
    }

    /** "objects" → "Objects", "clipped_highlights" → "Clipped highlights". */
    static String words(String name) {
        String spaced = name.replace('_', ' ');
        return spaced.isEmpty() ? spaced : Character.toUpperCase(spaced.charAt(0)) + spaced.substring(1);
    }
}
