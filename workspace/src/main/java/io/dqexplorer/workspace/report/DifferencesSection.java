package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.compare.ComparisonSide;
import io.dqexplorer.workspace.compare.DifferenceTable;
import io.dqexplorer.workspace.compare.DuplicateComparison;
import io.dqexplorer.workspace.compare.SideSource;
import io.dqexplorer.workspace.compare.SnapshotSide;
import io.dqexplorer.workspace.compare.VideoComparison;
import io.dqexplorer.workspace.compare.VocabularyAnswer;
import io.dqexplorer.workspace.compare.VocabularyComparison;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The report's "Differences": where it starts, the measurements of both sides named, family by family; then each
 * family's comparison led by its lines in words ({@link LeadLine}), and every figure it compared (bins,
 * percentiles, tiers, groups) behind a detail that opens on a click and prints open, as the app's compare table
 * and the CSV export list them, a count also as each side's share of its own clips.
 */
final class DifferencesSection {

    private final StringBuilder out;

    DifferencesSection(StringBuilder out) {
        this.out = out;
    }

    /** The section's heading, and the measurements of both sides of each comparison it holds. */
    void start(QualityReport report) {
        out.append("<section id=\"compare\">\n<h2>Differences</h2>\n")
                .append("<table class=\"compared\">\n<caption>The measurements compared: right minus left</caption>\n")
                .append("<thead><tr><th>Measurement</th><th>Left</th><th>Right</th></tr></thead>\n<tbody>\n");
        report.clips().ifPresent(clips -> {
            SnapshotSide left = clips.compared().left();
            SnapshotSide right = clips.compared().right();
            compared("clips", "clip rows (snapshots)", measured(left.dataset(), left.token(), left.source(),
                    "fetched " + ReportHtml.time(left.fetched())), measured(right.dataset(), right.token(), right.source(),
                    "fetched " + ReportHtml.time(right.fetched())));
        });
        for (Comparison comparison : report.comparisons()) {
            compared(comparison.family().word(), comparison.family().measurement().name(), measured(comparison.left()),
                    measured(comparison.right()));
        }
        out.append("</tbody>\n</table>\n<p class=\"note\">Right minus left, in percentage points for a share; a figure"
                + " one side has not assessed (or compared) yet says so, never a change from 0. A count of two datasets of"
                + " different sizes is also given as each side's share of its own clips.</p>\n");
    }

    private void compared(String family, String measurement, String left, String right) {
        out.append("<tr data-family=\"").append(family).append("\"><th scope=\"row\"><code>").append(measurement)
                .append("</code></th><td data-figure=\"differences.").append(family).append(".left\">").append(left)
                .append("</td><td data-figure=\"differences.").append(family).append(".right\">").append(right)
                .append("</td></tr>\n");
    }

    private static String measured(ComparisonSide side) {
        return measured(side.dataset(), side.token(), side.source().word(), when(side));
    }

    private static String measured(String dataset, String token, String source, String when) {
        return Html.text(dataset) + " · <code>" + Html.text(token) + "</code> · " + source + " · " + when;
    }

    /** One family's comparison: its sides, its lines in words, and every figure behind the detail. */
    void article(Comparison comparison, String title) {
        String family = comparison.family().word();
        out.append("<article class=\"comparison\" id=\"compare-").append(family).append("\">\n<h3>").append(title)
                .append("</h3>\n");
        sidesTable();
        sideRow("Left", comparison.left().dataset(), comparison.left().token(), comparison.left().source().word(),
                when(comparison.left()));
        sideRow("Right", comparison.right().dataset(), comparison.right().token(), comparison.right().source().word(),
                when(comparison.right()));
        out.append("</tbody>\n</table>\n");
        lead(comparison);
        everyFigure(comparison);
        out.append("</article>\n");
    }

    private void lead(Comparison comparison) {
        List<LeadLine> lines = LeadLine.of(comparison);
        if (lines.isEmpty()) {
            return;
        }
        out.append("<table class=\"lead\" data-family=\"").append(comparison.family().word()).append("\">\n<thead><tr>")
                .append("<th>Figure</th><th class=\"num\">Left</th><th class=\"num\">Right</th>")
                .append("<th class=\"num\">Difference</th></tr></thead>\n<tbody>\n");
        for (LeadLine line : lines) {
            out.append("<tr><th scope=\"row\">").append(Html.text(line.label())).append("</th>")
                    .append(ReportHtml.cell(line.key() + ".left", line.left())).append(ReportHtml.cell(line.key() + ".right", line.right()))
                    .append(ReportHtml.cell(line.key() + ".difference", line.difference())).append("</tr>\n");
        }
        out.append("</tbody>\n</table>\n");
    }

    private void everyFigure(Comparison comparison) {
        DifferenceTable table = comparison.table();
        Totals totals = new Totals(comparison);
        out.append("<details class=\"every-figure\">\n<summary>Every figure compared: ")
                .append(Figures.count(table.size(), "row", "rows")).append(FamilyParts.of(comparison.family()).whatElse())
                .append(", as the compare table and its CSV export list them</summary>\n")
                .append("<table class=\"differences\" data-family=\"").append(comparison.family().word()).append("\">\n<thead><tr>");
        for (String column : table.columns()) {
            boolean number = column.equals("left") || column.equals("right") || column.equals("difference");
            out.append(number ? "<th class=\"num\">" : "<th>").append(column).append("</th>");
        }
        out.append("<th class=\"num\">as shares of the clips</th></tr></thead>\n<tbody>\n");
        for (List<Object> row : table.rows()) {
            String measure = (String) row.get(2);
            String state = (String) row.get(6);
            out.append("<tr class=\"").append(stateClass(state)).append("\">")
                    .append("<td>").append(Html.text((String) row.get(0))).append("</td>")
                    .append("<td>").append(Html.text((String) row.get(1))).append("</td>")
                    .append("<td>").append(Html.text(measure)).append("</td>")
                    .append("<td class=\"num\">").append(Html.text(DifferenceCells.figure(measure, row.get(3), state))).append("</td>")
                    .append("<td class=\"num\">").append(Html.text(DifferenceCells.figure(measure, row.get(4), state))).append("</td>")
                    .append("<td class=\"num\">").append(Html.text(DifferenceCells.difference(measure, row.get(5), state))).append("</td>")
                    .append("<td>").append(Html.text(state == null ? "" : state)).append("</td>")
                    .append("<td class=\"num share\">").append(totals.shares(row).map(CountShares::text).orElse(""))
                    .append("</td></tr>\n");
        }
        out.append("</tbody>\n</table>\n</details>\n");
    }

    /**
     * What each count is a share of, per side: a bin's clips of the defect's binned clips, a term's clips of the
     * clips analyzed, a duplicate group's or the redundant clips of the clips compared.
     */
    private static final class Totals {

        private final Map<String, long[]> binnedClips = new HashMap<>();
        private final Optional<long[]> analyzedClips;
        private final Optional<List<Object>> comparedClips;

        Totals(Comparison comparison) {
            for (List<Object> row : comparison.table().rows()) {
                if (VideoComparison.BIN_CLIP_COUNT.equals(row.get(2))) {
                    long[] sums = binnedClips.computeIfAbsent((String) row.get(0), part -> new long[2]);
                    sums[0] += row.get(3) instanceof Long count ? count : 0;
                    sums[1] += row.get(4) instanceof Long count ? count : 0;
                }
            }
            analyzedClips = comparison.family() == Family.VOCABULARY
                    ? analyzed(comparison.left()).flatMap(l -> analyzed(comparison.right()).map(r -> new long[] {l, r}))
                    : Optional.empty();
            comparedClips = comparison.table().rows(DuplicateComparison.PART, DuplicateComparison.COMPARED_CLIPS).stream()
                    .findFirst();
        }

        private static Optional<Long> analyzed(ComparisonSide side) {
            return ((VocabularyAnswer) side.answer()).counts().map(UnversionedVocabulary::clipsAnalyzed);
        }

        Optional<CountShares> shares(List<Object> row) {
            String measure = (String) row.get(2);
            if (VideoComparison.BIN_CLIP_COUNT.equals(measure)) {
                long[] sums = binnedClips.get((String) row.get(0));
                return CountShares.of(row.get(3), row.get(4), sums[0], sums[1]);
            }
            if (VocabularyComparison.CLIP_COUNT.equals(measure)) {
                return analyzedClips.flatMap(total -> CountShares.of(row.get(3), row.get(4), total[0], total[1]));
            }
            if (DuplicateComparison.GROUP_SIZE.equals(measure) || DuplicateComparison.REDUNDANT_CLIPS.equals(measure)) {
                return comparedClips.flatMap(total -> CountShares.of(row.get(3), row.get(4), total.get(3), total.get(4)));
            }
            return Optional.empty();
        }
    }

    static String stateClass(String state) {
        if (DifferenceTable.SAME.equals(state)) {
            return "same";
        }
        return DifferenceTable.CHANGED.equals(state) || DifferenceTable.ADDED.equals(state)
                || DifferenceTable.REMOVED.equals(state) ? "changed" : "missing";
    }

    void sidesTable() {
        out.append("<table class=\"sides\">\n<thead><tr><th>Side</th><th>Dataset</th><th>Token</th><th>Source</th>"
                + "<th>When</th></tr></thead>\n<tbody>\n");
    }

    void sideRow(String which, String dataset, String token, String source, String when) {
        out.append("<tr><th scope=\"row\">").append(which).append("</th><td>").append(Html.text(dataset))
                .append("</td><td><code>").append(Html.text(token)).append("</code></td><td>").append(source)
                .append("</td><td>").append(when).append("</td></tr>\n");
    }

    /** "read 2026-11-23 09:30:00 UTC"; a stored copy's time is when its token was first seen here. */
    static String when(ComparisonSide side) {
        return (side.source() == SideSource.STORED_COPY ? "first seen " : "read ") + ReportHtml.time(side.time());
    }

}
