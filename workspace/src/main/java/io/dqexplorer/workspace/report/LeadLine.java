package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.compare.DifferenceTable;
import io.dqexplorer.workspace.compare.DuplicateComparison;
import io.dqexplorer.workspace.compare.HandComparison;
import io.dqexplorer.workspace.compare.VideoComparison;
import io.dqexplorer.workspace.compare.VocabularyComparison;

import java.util.ArrayList;
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
        DifferenceTable table = comparison.table();
        String family = "differences." + comparison.family().word() + ".";
        List<LeadLine> lines = new ArrayList<>();
        switch (comparison.family()) {
            case VIDEO -> {
                for (Defect defect : Defect.values()) {
                    row(table, defect.wireName(), VideoComparison.PERCENT).ifPresent(row -> lines.add(
                            line(ReportHtml.defectName(defect) + ": share of the footage affected",
                                    family + defect.wireName(), row)));
                }
                row(table, VideoComparison.COVERAGE, VideoComparison.PERCENT).ifPresent(row ->
                        lines.add(line("Coverage: share of the footage assessed", family + "coverage", row)));
                row(table, VideoComparison.UNREADABLE, VideoComparison.PERCENT).ifPresent(row ->
                        lines.add(line("Unreadable: share of the clips planned", family + "unreadable", row)));
            }
            case HANDS -> {
                hand(lines, table, HandComparison.ACTIVE_MANIPULATION, "Active manipulation", family);
                hand(lines, table, HandComparison.HANDS_VISIBLE, "A hand visible", family);
                hand(lines, table, HandComparison.TWO_HANDS_VISIBLE, "Both hands visible", family);
                hand(lines, table, HandComparison.MEASURED_HOURS, "Measured hours", family);
                hand(lines, table, HandComparison.CLIPS, "Clips", family);
            }
            case DUPLICATES -> {
                String part = DuplicateComparison.PART;
                row(table, part, DuplicateComparison.REDUNDANT_PERCENT).ifPresent(row -> lines.add(
                        line("Redundant clips: share of the clips compared", family + "redundant-share", row)));
                row(table, part, DuplicateComparison.REDUNDANT_CLIPS).ifPresent(row -> lines.add(countAsShare(
                        "Redundant clips", family + "redundant-clips", row, row(table, part, DuplicateComparison.COMPARED_CLIPS))));
                row(table, part, DuplicateComparison.COMPARED_CLIPS).ifPresent(row ->
                        lines.add(line("Clips compared", family + "compared-clips", row)));
            }
            case VOCABULARY -> {
                for (String section : parts(table)) {
                    row(table, section, VocabularyComparison.DISTINCT_TERMS).ifPresent(row -> lines.add(line(
                            words(section) + ": distinct terms", family + section + ".distinct-terms", row)));
                }
            }
        }
        return lines;
    }

    private static void hand(List<LeadLine> lines, DifferenceTable table, String measure, String label, String family) {
        row(table, HandComparison.PART, measure).ifPresent(row -> lines.add(line(label, family + measure.replace('_', '-'), row)));
    }

    private static LeadLine line(String label, String key, List<Object> row) {
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
    private static LeadLine countAsShare(String label, String key, List<Object> row, Optional<List<Object>> of) {
        LeadLine counts = line(label, key, row);
        Optional<CountShares> shares = of.flatMap(total -> CountShares.of(row.get(3), row.get(4), total.get(3), total.get(4)));
        if (shares.isEmpty()) {
            return counts;
        }
        return new LeadLine(label, key, counts.left() + " (" + Figures.percent(shares.get().left()) + ")",
                counts.right() + " (" + Figures.percent(shares.get().right()) + ")",
                counts.difference() + " (" + Figures.points(shares.get().points()) + ")");
    }

    private static Optional<List<Object>> row(DifferenceTable table, String part, String measure) {
        return table.rows(part, measure).stream().filter(row -> "".equals(row.get(1))).findFirst();
    }

    private static Set<String> parts(DifferenceTable table) {
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
